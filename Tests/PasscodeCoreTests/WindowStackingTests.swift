import Testing

@_spi(Skins) @testable import PasscodeCore

/// Where the lock's windows stand among the app's (iOS: normal 0, alert 2000).
@Suite struct WindowStackingTests {
  let normal = 0.0
  let alert = 2000.0

  @Test("the lock stands above the cover, the cover above alerts, flows above the app (APP-4)")
  func levels() {
    let lock = WindowStacking.level(of: .lockScreen, normal: normal, alert: alert)
    let cover = WindowStacking.level(of: .privacyCover, normal: normal, alert: alert)
    let flow = WindowStacking.level(of: .flowScreen, normal: normal, alert: alert)
    #expect(flow > normal && flow < alert && cover > alert && lock > cover)
  }

  @Test(
    "app windows at or above the lock's or the cover's level are hidden while they are up (APP-4)")
  func windowsAboveTheLockAreHidden() {
    let toast = alert + 5
    #expect(
      WindowStacking.hides(appWindowAt: toast, under: [.lockScreen], normal: normal, alert: alert))
    #expect(
      WindowStacking.hides(
        appWindowAt: alert + 2, under: [.lockScreen], normal: normal, alert: alert))
    #expect(
      !WindowStacking.hides(appWindowAt: alert, under: [.lockScreen], normal: normal, alert: alert),
      "under the lock: covered by it")
    #expect(
      WindowStacking.hides(appWindowAt: toast, under: [.privacyCover], normal: normal, alert: alert)
    )
    #expect(
      !WindowStacking.hides(appWindowAt: toast, under: [.flowScreen], normal: normal, alert: alert),
      "a flow hides nothing")
    #expect(!WindowStacking.hides(appWindowAt: toast, under: [], normal: normal, alert: alert))
  }

  @Test("the lock takes the keys back from any app window; a flow from those below it (APP-4)")
  func keyWindow() {
    for level in [normal, alert, alert + 100] {
      #expect(
        WindowStacking.reclaimsKey(
          fromAppWindowAt: level, under: [.lockScreen], normal: normal, alert: alert))
    }
    #expect(
      WindowStacking.reclaimsKey(
        fromAppWindowAt: normal, under: [.flowScreen], normal: normal, alert: alert))
    #expect(
      !WindowStacking.reclaimsKey(
        fromAppWindowAt: alert, under: [.flowScreen], normal: normal, alert: alert))
    #expect(
      !WindowStacking.reclaimsKey(fromAppWindowAt: normal, under: [], normal: normal, alert: alert))
  }

  @Test(
    "a new window takes the keys unless the lock is above it; they go back to the lock, a flow, the app (APP-4)"
  )
  func keysFollowTheTopScreen() {
    #expect(WindowStacking.becomesKey(.flowScreen, under: []))
    #expect(!WindowStacking.becomesKey(.flowScreen, under: [.lockScreen]), "never beneath the lock")
    #expect(WindowStacking.becomesKey(.lockScreen, under: [.flowScreen]))
    #expect(
      WindowStacking.keyWindow(after: .flowScreen, remaining: [.flowScreen, .lockScreen])
        == .lockScreen)
    #expect(
      WindowStacking.keyWindow(after: .lockScreen, remaining: [.flowScreen, .lockScreen])
        == .flowScreen)
    #expect(
      WindowStacking.keyWindow(after: .lockScreen, remaining: [.privacyCover, .lockScreen]) == nil,
      "the app's")
  }

  @Test(
    "assistive technologies read the screen that holds the focus, and the app only when nothing covers it"
  )
  func readableWindows() {
    #expect(!WindowStacking.isReadable(nil, layers: [.lockScreen], focus: .lockScreen))
    #expect(WindowStacking.isReadable(nil, layers: [], focus: nil))
    #expect(
      !WindowStacking.isReadable(
        .flowScreen, layers: [.flowScreen, .lockScreen], focus: .lockScreen))
    #expect(WindowStacking.isReadable(.flowScreen, layers: [.flowScreen], focus: .flowScreen))
    #expect(
      WindowStacking.isReadable(
        .flowScreen, layers: [.flowScreen, .privacyCover], focus: .flowScreen),
      "the cover comes and goes with every resign-active: it takes no focus")
  }

  @Test("hardware keys the screen takes itself: all of them, or only Escape while a keyboard types")
  func hardwareKeys() {
    #expect(
      PasscodeScreen.event(forHardwareKey: .character("4"), whileTyping: false) == .character("4"))
    #expect(PasscodeScreen.event(forHardwareKey: .character("4"), whileTyping: true) == nil)
    #expect(PasscodeScreen.event(forHardwareKey: .escape, whileTyping: true) == .cancel)
    #expect(PasscodeScreen.event(forHardwareKey: .other, whileTyping: false) == nil)
  }
}
