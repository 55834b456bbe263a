/// Where PasscodeKit's windows stand among the app's in one window scene, and what the app's
/// windows may do while they are up — decided here, on any platform, so that a skin only
/// applies it (UIKit's `PasscodePresenter`).
///
/// Levels are the platform's window levels as numbers (`UIWindow.Level.rawValue`): `normal`
/// is the app's own level (0 on iOS), `alert` the alerts' (2000 on iOS).
@_spi(Skins) public enum WindowStacking {
  /// The level of a layer's window: flows just above the app, the privacy cover above alerts,
  /// the lock above the cover.
  public static func level(of layer: AppLock.Layer, normal: Double, alert: Double) -> Double {
    switch layer {
    case .flowScreen: normal + 1
    case .privacyCover: alert + 1
    case .lockScreen: alert + 2
    }
  }

  /// Whether an app window at `level` (not one of the system keyboard's) is hidden while
  /// `layers` cover the scene: while the lock or the privacy cover is up, every app window at
  /// or above its level — a banner or toast window an SDK raised, an app's own window above
  /// alerts — so that nothing of the app shows above the lock or takes its touches (APP-4).
  /// It is shown again once they are down.
  public static func hides(
    appWindowAt level: Double, under layers: [AppLock.Layer], normal: Double, alert: Double
  ) -> Bool {
    let covering = layers.filter { $0 != .flowScreen }
    guard let lowest = covering.map({ self.level(of: $0, normal: normal, alert: alert) }).min()
    else { return false }
    return level >= lowest
  }

  /// Whether the key window is taken back from an app window at `level` that became key while
  /// `layers` are up: from any app window while the lock is up (hardware keys and key commands
  /// must reach the lock, whatever the window's level); from one below the flow's level while
  /// only a flow is up (an alert the app raises over its flow keeps the keys).
  public static func reclaimsKey(
    fromAppWindowAt level: Double, under layers: [AppLock.Layer], normal: Double, alert: Double
  ) -> Bool {
    if layers.contains(.lockScreen) { return true }
    guard layers.contains(.flowScreen) else { return false }
    return level < self.level(of: .flowScreen, normal: normal, alert: alert)
  }

  /// Whether a new window of `layer` becomes the key window as it goes up: yes, unless the lock
  /// is above it (key presses must never reach a flow beneath the lock).
  public static func becomesKey(_ layer: AppLock.Layer, under layers: [AppLock.Layer]) -> Bool {
    layer == .lockScreen || !layers.contains(.lockScreen)
  }

  /// The window the keys go back to when `leaving` goes down: the lock, else a flow still up,
  /// else (`nil`) the app's own window. The privacy cover never takes the keys.
  public static func keyWindow(
    after leaving: AppLock.Layer, remaining layers: [AppLock.Layer]
  ) -> AppLock.Layer? {
    let remaining = layers.filter { $0 != leaving && $0 != .privacyCover }
    return remaining.contains(.lockScreen) ? .lockScreen : remaining.first
  }

  /// Whether VoiceOver and the other assistive technologies may read `layer`'s window: only
  /// while its screen holds the focus (a flow under the lock or under the cover is hidden).
  /// The app's own windows are hidden while anything covers them.
  public static func isReadable(
    _ layer: AppLock.Layer?, layers: [AppLock.Layer], focus: AppLock.Layer?
  ) -> Bool {
    guard let layer else { return layers.isEmpty }
    return focus == layer || (layer == .privacyCover && layers.last == .privacyCover)
  }
}
