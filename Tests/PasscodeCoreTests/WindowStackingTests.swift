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
}
