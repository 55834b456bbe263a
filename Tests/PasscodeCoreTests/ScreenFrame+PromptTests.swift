import Testing

@_spi(Skins) @testable import PasscodeCore

/// A check's own title and subtitle replace PasscodeKit's, in the slots the layout reserves.
@Suite struct ScreenFramePromptTests {
  func unlockScene() -> ScreenFrame {
    iPhoneScene(
      PasscodeScreen(PasscodeScreen.Configuration(mode: .unlock, allowsCancel: true)),
      showsAppHeader: false)
  }

  func label(_ kind: KeypadLayout.Element, in scene: ScreenFrame) -> String? {
    scene.elements.first { $0.kind == kind }?.label
  }

  @Test func theHostsTitleAndSubtitleReplacePasscodeKits() {
    let scene = unlockScene()
    #expect(label(.title, in: scene) == "Enter Passcode")
    #expect(label(.subtitle, in: scene) == nil, "an unlock has no subtitle of its own")

    let prompted = scene.prompting(
      PasscodePrompt(title: "Recovery Codes", subtitle: "Enter your passcode to show them"))
    #expect(label(.title, in: prompted) == "Recovery Codes")
    #expect(label(.subtitle, in: prompted) == "Enter your passcode to show them")
    let subtitle = prompted.elements.first { $0.kind == .subtitle }
    #expect(subtitle?.frame == scene.layout.subtitle, "the reserved slot: nothing moves")
    #expect(subtitle?.id == "subtitle")
    let kinds = prompted.elements.map(\.kind)
    #expect(kinds.firstIndex(of: .subtitle) == kinds.firstIndex(of: .title).map { $0 + 1 })
    #expect(
      prompted.elements.filter { $0.kind != .title && $0.kind != .subtitle }
        == scene.elements.filter { $0.kind != .title }, "everything else unchanged")
  }

  @Test func onlyWhatIsGivenIsReplaced() {
    let scene = unlockScene()
    #expect(scene.prompting(nil) == scene)
    let titleOnly = scene.prompting(PasscodePrompt(title: "Payments"))
    #expect(label(.title, in: titleOnly) == "Payments")
    #expect(label(.subtitle, in: titleOnly) == nil)
    #expect(scene.prompting(PasscodePrompt()) == scene, "an empty prompt changes nothing")
  }
}
