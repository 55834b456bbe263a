import Foundation
import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@_spi(Skins) @testable import PasscodeCore
@testable import PasscodeEngine

/// The facades' decisions, through the calls an app makes.
@MainActor
@Suite struct AppLockFacadeTests {
  /// A store with a passcode set, as an earlier launch left it.
  func storeWithPasscode() async throws -> InMemoryStore {
    let store = InMemoryStore()
    let lock = PasscodeLock(store: store, verifier: CountingVerifier())
    try await lock.setPasscode(code("480213"))
    return store
  }

  @Test("configure: an install marker at the app's own place is the one checked (APP-5)")
  func configuredInstallMarkerIsChecked() async throws {
    let folder = TestFolder()
    let store = try await storeWithPasscode()
    // The app's marker (an app group's folder) says this installation ran before; the default
    // place was never written.
    let own = FileInstallMarker(url: folder.file("group/installed"), legacy: nil)
    own.markPresent()
    let app = TestApp(
      configuration: TestApp.configuration(
        store: store,
        installMarker: FileInstallMarker(url: folder.file("default/installed"), legacy: nil)))
    var configuration = app.facade.configuration
    configuration.installMarker = own
    app.facade.configure(configuration)
    app.connect()
    await app.settle { app.facade.lockState != .unknown }
    #expect(app.facade.lockState == .locked, "the passcode survived the launch")
    #expect(app.facade.isPasscodeSet)
  }

  @Test("configure: a legacy defaults key of the app's own is the one checked (APP-5)")
  func configuredLegacyMarkerIsChecked() async throws {
    let folder = TestFolder()
    let suite = "passcodekit-tests-\(UUID().uuidString)"
    defer { UserDefaults().removePersistentDomain(forName: suite) }
    let legacy = UserDefaultsInstallMarker(key: "MyApp.hasLaunched", suiteName: suite)
    legacy.markPresent()
    let store = try await storeWithPasscode()
    let app = TestApp(
      configuration: TestApp.configuration(
        store: store,
        installMarker: FileInstallMarker(
          url: folder.file("installed"),
          legacy: UserDefaultsInstallMarker(suiteName: suite))))
    var configuration = app.facade.configuration
    configuration.installMarker = FileInstallMarker(url: folder.file("installed"), legacy: legacy)
    app.facade.configure(configuration)
    app.connect()
    await app.settle { app.facade.lockState != .unknown }
    #expect(app.facade.lockState == .locked, "the passcode survived the update")
  }

  @Test("configure: a move marker at the app's own place is the lock's (APP-5)")
  func configuredMoveMarkerIsTheLocks() async throws {
    let folder = TestFolder()
    let app = TestApp(
      configuration: TestApp.configuration(
        store: InMemoryStore(),
        deviceMoveMarker: FileDeviceMoveMarker(url: folder.file("default/store-expected"))))
    var configuration = app.facade.configuration
    let own = FileDeviceMoveMarker(url: folder.file("group/store-expected"))
    configuration.deviceMoveMarker = own
    app.facade.configure(configuration)
    try await app.facade.lock.setPasscode(code("480213"))
    #expect(own.state() == .present, "the configured marker is the one the lock keeps")
  }

  @Test("configure after this launch's check: the new marker is marked at once (APP-5)")
  func markerConfiguredLateIsMarked() async throws {
    let folder = TestFolder()
    let store = try await storeWithPasscode()
    let first = FileInstallMarker(url: folder.file("first/installed"), legacy: nil)
    first.markPresent()
    let app = TestApp(configuration: TestApp.configuration(store: store, installMarker: first))
    app.connect()
    await app.settle { app.facade.lockState == .locked }
    // The app moves its marker into an app group's folder while it runs.
    let moved = FileInstallMarker(url: folder.file("group/installed"), legacy: nil)
    var configuration = app.facade.configuration
    configuration.installMarker = moved
    app.facade.configure(configuration)
    #expect(moved.state() == .present, "the next launch finds it and erases nothing")
    #expect(app.facade.isPasscodeSet)
  }

  @Test("configure with an equal configuration keeps the lock and what it knows (APP-5)")
  func equalConfigurationKeepsTheLock() async throws {
    let folder = TestFolder()
    let store = try await storeWithPasscode()
    let marker = FileInstallMarker(url: folder.file("installed"), legacy: nil)
    marker.markPresent()
    let app = TestApp(configuration: TestApp.configuration(store: store, installMarker: marker))
    let scene = app.connect()
    await app.settle { scene.windows?.lockScreen != nil }
    app.type("480213", in: scene)
    await app.settle { app.facade.lockState == .unlocked }
    let lock = app.facade.lock
    var configuration = app.facade.configuration
    configuration.installMarker = FileInstallMarker(url: folder.file("installed"), legacy: nil)
    configuration.settings.gracePeriod = .seconds(30)
    app.facade.configure(configuration)
    #expect(app.facade.lock === lock, "no new lock for a grace period")
    #expect(app.facade.lockState == .unlocked)
    configuration.lock.maxFailures = 6
    app.facade.configure(configuration)
    #expect(app.facade.lock !== lock, "other lock settings are a new lock")
  }

  @Test(
    "a new format at run time locks the app; the stored passcode keeps its format until changed (APP-5)"
  )
  func newFormatLocksTheAppAndKeepsTheStoredFormat() async throws {
    let folder = TestFolder()
    let store = try await storeWithPasscode()  // 6 digits, the default format
    let marker = FileInstallMarker(url: folder.file("installed"), legacy: nil)
    marker.markPresent()
    let app = TestApp(configuration: TestApp.configuration(store: store, installMarker: marker))
    let scene = app.connect()
    await app.settle { scene.windows?.lockScreen != nil }
    app.type("480213", in: scene)
    await app.settle { app.facade.lockState == .unlocked }
    #expect(await app.keyGiven())
    let before = app.facade.lock
    var configuration = app.facade.configuration
    configuration.lock.format = .numeric(length: 4)
    app.facade.configure(configuration)
    #expect(app.facade.lock !== before, "other lock settings are a new lock")
    await app.settle { scene.windows?.lockScreen != nil }
    #expect(app.facade.lockState == .locked, "the store holds a passcode: the app locks")
    #expect(await !app.keyGiven(), "the new lock holds no data key until the user unlocks")
    let status = try await app.facade.lock.status()
    #expect(status.format == .numeric(length: 6), "the stored passcode keeps its format")
    #expect(app.facade.lock.configuration.format == .numeric(length: 4), "for new passcodes")
    app.type("480213", in: scene)
    await app.settle { app.facade.lockState == .unlocked }
    #expect(app.facade.lockState == .unlocked, "the 6-digit passcode unlocks, as before")
  }

  @Test("the app's report of activity resets the idle timeout; a callback prompt brings no cover")
  func reportedActivityAndCallbackPrompts() async throws {
    let store = try await storeWithPasscode()
    let app = TestApp(
      configuration: TestApp.configuration(
        store: store, settings: AppLockDriver.Settings(idleTimeout: .seconds(120))))
    let scene = app.connect()
    await app.settle { scene.windows?.lockScreen != nil }
    app.type("480213", in: scene)
    await app.settle { app.facade.lockState == .unlocked }
    app.clock.advance(by: .seconds(100))
    app.facade.reportUserActivity()
    app.clock.advance(by: .seconds(20))
    await app.timers.advance(by: .seconds(120))
    await app.settle()
    #expect(app.facade.lockState == .unlocked, "active 20 s ago")
    app.clock.advance(by: .seconds(101))
    await app.timers.advance(by: .seconds(100))
    await app.settle()
    #expect(app.facade.lockState == .locked, "quiet for the whole timeout")

    // A permission prompt that reports by callback: no privacy cover while it is up.
    let other = TestApp(configuration: TestApp.configuration(store: store))
    let window = other.connect()
    await other.settle { window.windows?.lockScreen != nil }
    other.type("480213", in: window)
    await other.settle { other.facade.lockState == .unlocked }
    other.facade.beginSystemPrompt()
    window.move(to: .inactive)
    #expect(window.windows?.layers.contains(.privacyCover) == false)
    other.facade.endSystemPrompt()
    other.facade.endSystemPrompt()
    window.move(to: .active)
    window.move(to: .inactive)
    #expect(window.windows?.layers.contains(.privacyCover) == true, "an extra end is ignored")
  }

  @Test("a fallback whose lock screen goes away is cancelled; its late answer changes nothing")
  func fallbackCancelledWithItsScreen() async throws {
    let store = try await storeWithPasscode()
    let app = TestApp(
      configuration: TestApp.configuration(
        store: store, settings: AppLockDriver.Settings(offersFallback: true)))
    let left = app.connect()
    let right = app.connect()
    await app.settle { left.windows?.lockScreen != nil && right.windows?.lockScreen != nil }
    let screen = try #require(left.windows?.lockScreen)
    // The host's sign-in, written around its own sheet: it ends when the sheet answers, or
    // when its task is cancelled (withTaskCancellationHandler).
    let sheet = SheetAnswer()
    var ended = false
    screen.driver.send(.fallbackRequested)
    screen.runFallback {
      let answer = await withTaskCancellationHandler {
        await sheet.wait()
      } onCancel: {
        Task { @MainActor in sheet.answer(false) }
      }
      ended = true
      return answer
    }
    #expect(screen.isRunningFallback)
    // The user unlocks in the other window: the left lock screen goes, its sign-in with it.
    app.type("480213", in: right)
    await app.settle { app.facade.lockState == .unlocked }
    #expect(!screen.isRunningFallback, "the fallback's task was cancelled with its screen")
    await app.settle { ended }
    #expect(ended, "the sign-in's continuation resumed on the cancellation")
    sheet.answer(true)
    await app.settle()
    #expect(app.facade.lockState == .unlocked)
    #expect(screen.driver.screen.outcome != .fallbackSucceeded, "a late answer is ignored")
  }

  @Test(
    "once the app protects a scene, a window connecting later is protected from its connection (APP-4)"
  )
  func laterWindowsAreProtectedAtConnection() async throws {
    let store = try await storeWithPasscode()
    let app = TestApp(configuration: TestApp.configuration(store: store))
    // An app that only asks on demand: a new window is left alone.
    let first = TestScene()
    app.scenes.append(first)
    app.facade.sceneConnecting(first)
    #expect(!app.facade.isProtecting(first))
    app.facade.protect(first)
    await app.settle { first.windows?.lockScreen != nil }
    // A second iPad window: protected as it connects, before any view of its own.
    let second = TestScene()
    app.scenes.append(second)
    app.facade.sceneConnecting(second)
    #expect(app.facade.isProtecting(second))
    await app.settle { second.windows?.layers.contains(.lockScreen) == true }
    #expect(second.windows?.layers.contains(.lockScreen) == true)
  }

  @Test("a flow asked before any window waits for one, and ends as cancelled with its task")
  func flowWithoutAWindow() async throws {
    let store = try await storeWithPasscode()
    let app = TestApp(configuration: TestApp.configuration(store: store))
    let waiting = Task { await app.facade.authenticate(PasscodeCheck(), in: nil) }
    await app.settle()
    waiting.cancel()
    #expect(await waiting.value == .cancelled, "a cancelled wait for a window ends at once")
    // The next one takes the window that connects.
    let next = Task { await app.facade.authenticate(PasscodeCheck(), in: nil) }
    await app.settle()
    let scene = TestScene()
    app.scenes.append(scene)
    app.facade.sceneConnecting(scene)
    await app.settle { scene.windows?.flowScreen != nil }
    #expect(scene.windows?.flowScreen != nil, "the check shows in the window that connected")
    next.cancel()
    #expect(await next.value == .cancelled)
  }

  @Test(
    "once the app protects a scene, an external display that connects is covered while locked (APP-4)"
  )
  func externalDisplaysAreKnownAtConnection() async throws {
    let store = try await storeWithPasscode()
    let app = TestApp(configuration: TestApp.configuration(store: store))
    let phone = app.connect()
    await app.settle { phone.windows?.lockScreen != nil }
    let display = TestScene(role: .externalDisplay)
    app.scenes.append(display)
    app.facade.sceneConnecting(display)
    await app.settle()
    #expect(display.windows?.layers == [.privacyCover], "covered, never a keypad")
  }

  @Test(
    "the keyboard is the host's while its fallback runs, in every skin; the screen's again after")
  func keyboardDuringTheFallback() async throws {
    let store = try await storeWithPasscode()
    let app = TestApp(
      configuration: TestApp.configuration(
        store: store, settings: AppLockDriver.Settings(offersFallback: true)))
    let scene = app.connect()
    await app.settle { scene.windows?.lockScreen != nil }
    let screen = try #require(scene.windows?.lockScreen)
    var told: [Bool] = []
    screen.onFocusChange = { told.append($0) }
    #expect(screen.takesKeyboard)
    let sheet = SheetAnswer()
    screen.driver.send(.fallbackRequested)
    screen.runFallback { await sheet.wait() }
    #expect(!screen.takesKeyboard, "the sign-in may need the keyboard")
    sheet.answer(false)
    await app.settle { screen.takesKeyboard }
    #expect(screen.takesKeyboard)
    #expect(told == [false, true])
  }
}

/// A sheet's answer a fallback waits for, once.
@MainActor
final class SheetAnswer {
  private var continuation: CheckedContinuation<Bool, Never>?
  private var answered: Bool?

  func wait() async -> Bool {
    if let answered { return answered }
    return await withCheckedContinuation { continuation = $0 }
  }

  func answer(_ value: Bool) {
    guard answered == nil else { return }
    answered = value
    continuation?.resume(returning: value)
    continuation = nil
  }
}
