import Foundation
import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@_spi(Skins) @testable import PasscodeCore
@testable import PasscodeEngine

/// A window scene of a test app: what the facade asks of a platform's scene.
@MainActor
final class TestScene {
  var activity: SceneLifecycle.Activity
  var role: AppLock.Role
  var holdsKeyWindow = false
  /// The presenter the facade made for the scene, once it did.
  var windows: AppLockDriverTests.Windows?
  /// What the presenter reports (the scene's life, the user's touches).
  var events: AppLockSceneEvents?
  /// The app the scene is a window of.
  weak var app: TestApp?

  init(activity: SceneLifecycle.Activity = .active, role: AppLock.Role = .interactive) {
    self.activity = activity
    self.role = role
  }

  /// The scene's activity changes, as UIKit's scene notifications report it.
  func move(to activity: SceneLifecycle.Activity) {
    self.activity = activity
    // Back in the foreground, the app may have background time again.
    if activity != .background { app?.backgroundTimeSpent = false }
    events?.activityChanged(activity)
  }

  /// The user leaves for the home screen: inactive, then background.
  func leave() {
    move(to: .inactive)
    move(to: .background)
  }

  /// The user comes back: inactive, then active.
  func comeBack() {
    move(to: .inactive)
    move(to: .active)
  }
}

/// A test app over ``AppLockFacade``: its scenes, whether the phone is locked, and the calls an
/// app makes.
@MainActor
final class TestApp {
  var scenes: [TestScene] = []
  var protectedDataAvailable: Bool {
    get { phone.protectedDataAvailable }
    set { phone.protectedDataAvailable = newValue }
  }
  let facade: AppLockFacade<TestScene>
  let clock: TestBootClock
  let timers: TestClock

  init(
    configuration: AppLockConfiguration, lock: PasscodeLock? = nil,
    protectedDataAvailable: Bool = true
  ) {
    phone.protectedDataAvailable = protectedDataAvailable
    clock = configuration.clock as? TestBootClock ?? TestBootClock()
    timers = configuration.timerClock as? TestClock ?? TestClock()
    var app: TestApp?
    facade = AppLockFacade(
      configuration: configuration, lock: lock,
      platform: AppLockPlatform(
        isProtectedDataAvailable: { app?.protectedDataAvailable ?? true },
        role: { $0.role }, activity: { $0.activity }, holdsKeyWindow: { $0.holdsKeyWindow },
        windowScenes: { app?.scenes ?? [] }, reduceMotion: { false },
        makePresenter: { scene, events in
          let windows = AppLockDriverTests.Windows()
          scene.windows = windows
          scene.events = events
          return windows
        },
        protectedDataProbe: { [phone] in phone.protectedDataAvailable },
        beginBackgroundTime: { expired in
          // iOS gives no more background time once it took it back, until the app returns.
          guard app?.backgroundTimeSpent == false else { return }
          app?.backgroundTime = expired
        },
        endBackgroundTime: { app?.backgroundTime = nil }))
    app = self
  }

  /// The phone as any thread sees it: whether protected data can be read (the canary).
  final class Phone: @unchecked Sendable {
    private let lock = NSLock()
    private var available = true
    var protectedDataAvailable: Bool {
      get { lock.withLock { available } }
      set { lock.withLock { available = newValue } }
    }
  }
  let phone = Phone()

  /// The background time the app holds, and what to call when iOS takes it back.
  var backgroundTime: (@MainActor () -> Void)?
  /// Whether iOS took the background time back since the app was last in the foreground.
  var backgroundTimeSpent = false

  /// iOS takes the background time back: the app is about to be suspended.
  func suspend() {
    let expired = backgroundTime
    backgroundTime = nil
    backgroundTimeSpent = true
    expired?()
  }

  /// A configuration over `store` with a fast verifier and clocks the test moves.
  static func configuration(
    store: any PasscodeStore, clock: TestBootClock = TestBootClock(),
    timers: TestClock = TestClock(), installMarker: (any InstallMarker)? = nil,
    deviceMoveMarker: (any DeviceMoveMarker)? = nil,
    biometrics: any BiometricAuthenticator = NoBiometrics(),
    settings: AppLockDriver.Settings = AppLockDriver.Settings()
  ) -> AppLockConfiguration {
    AppLockConfiguration(
      store: store, verifier: CountingVerifier(), clock: clock, timerClock: timers,
      installMarker: installMarker, deviceMoveMarker: deviceMoveMarker, biometrics: biometrics,
      settings: settings)
  }

  /// A new scene, connected the way a scene delegate does: protected at once.
  @discardableResult
  func connect(
    activity: SceneLifecycle.Activity = .active, protects: Bool = true
  ) -> TestScene {
    let scene = TestScene(activity: activity)
    scene.app = self
    scenes.append(scene)
    if protects { facade.protect(scene) } else { _ = facade.presenter(for: scene) }
    return scene
  }

  /// The phone locks while the app is suspended: protected data goes away, and the app is
  /// told nothing.
  func lockPhoneUnseen() {
    protectedDataAvailable = false
  }

  /// The phone locks: protected data goes away.
  func lockPhone() {
    protectedDataAvailable = false
    facade.protectedDataChanged(available: false)
  }

  /// The phone is unlocked.
  func unlockPhone() {
    protectedDataAvailable = true
    facade.protectedDataChanged(available: true)
  }

  /// Waits for the runtime and the lock's announcements to settle, until `condition` holds;
  /// a watchdog (not a verdict on speed) fails the test if it never does.
  func settle(
    until condition: () -> Bool = { true }, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let deadline = ContinuousClock.now + .seconds(120)
    repeat {
      await facade.runtime.settle()
      for _ in 0..<20 { await Task.yield() }
      if condition() { return }
    } while ContinuousClock.now < deadline
    Issue.record("the app never settled into the expected state", sourceLocation: sourceLocation)
  }

  /// Types `code` on the lock screen of `scene`.
  func type(_ code: String, in scene: TestScene) {
    for digit in code.utf8 {
      scene.windows?.lockScreen?.driver.send(.digit(digit - UInt8(ascii: "0")))
    }
  }

  /// Whether the lock hands out the data key now.
  func keyGiven() async -> Bool {
    (try? await facade.lock.dataKey.key()) != nil
  }
}

/// A folder of its own for a test's files, removed when the test lets go of it.
final class TestFolder {
  let url: URL

  init() {
    url = URL(fileURLWithPath: NSTemporaryDirectory())
      .appendingPathComponent("passcodekit-facade-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  func file(_ name: String) -> URL { url.appendingPathComponent(name) }
}
