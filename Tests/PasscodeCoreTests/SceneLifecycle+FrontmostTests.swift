import Testing

@_spi(Skins) @testable import PasscodeCore

/// Where a flow goes when the app names no scene.
@Suite struct SceneLifecycleFrontmostTests {
  struct Scene: Equatable {
    var name: String
    var activity: SceneLifecycle.Activity
    var key = false
  }

  func frontmost(_ scenes: [Scene]) -> String? {
    SceneLifecycle.frontmost(of: scenes, activity: \.activity, holdsKeyWindow: \.key)?.name
  }

  @Test("the active scene with the key window, else active, else in the foreground, else any")
  func order() {
    let background = Scene(name: "background", activity: .background)
    let inactive = Scene(name: "inactive", activity: .inactive)
    let active = Scene(name: "active", activity: .active)
    let keyActive = Scene(name: "key", activity: .active, key: true)
    let keyInactive = Scene(name: "key but inactive", activity: .inactive, key: true)
    #expect(frontmost([background, inactive, active, keyActive]) == "key")
    #expect(frontmost([background, keyInactive, inactive, active]) == "active")
    #expect(frontmost([background, keyInactive, inactive]) == "key but inactive")
    #expect(frontmost([background, inactive]) == "inactive")
    #expect(frontmost([background]) == "background")
    #expect(frontmost([]) == nil)
  }
}
