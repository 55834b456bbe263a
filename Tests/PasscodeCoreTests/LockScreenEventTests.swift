import PasscodeTestSupport
import Testing

@_spi(Skins) @testable import PasscodeCore

/// What an app hears of its lock screen (APP-8): it goes up, the user unlocks and how, it goes
/// down — once each, in that order, across several windows.
@Suite struct LockScreenEventTests {
  typealias Runtime = AppLockTests.Runtime
  static let phone = AppLockTests.phone
  static let second = AppLockTests.second

  static func told(_ effects: [AppLock.Effect]) -> [LockScreenEvent] {
    effects.compactMap { if case .lockScreenEvent(let event) = $0 { event } else { nil } }
  }

  @Test(
    "the lock screen is told going up, the unlock with its method, then going down (APP-8)",
    arguments: [
      (PasscodeFlow.Ending.completed, PasscodeScreen.Outcome?.none, UnlockMethod.passcode),
      (.completed, .unlocked, .passcode), (.completed, .unlockedWithBiometrics, .biometrics),
      (.fallbackSucceeded, .fallbackSucceeded, .fallback),
    ])
  func unlockWithItsMethod(
    ending: PasscodeFlow.Ending, outcome: PasscodeScreen.Outcome?, method: UnlockMethod
  ) {
    var runtime = Runtime(AppLock(checksInstall: false))
    let launched =
      runtime.send(
        .sceneConnected(Self.phone, role: .interactive, activity: .active),
        .sceneProtected(Self.phone))
      + runtime.answer(AppLockTests.snapshot(isSet: true))
    #expect(Self.told(launched) == [.willPresent])
    let presented = launched.firstIndex { if case .presentLock = $0 { true } else { false } }
    let toldUp = launched.firstIndex(of: .lockScreenEvent(.willPresent))
    #expect(toldUp != nil && presented != nil && toldUp! < presented!, "told before it goes up")

    let generation = runtime.lock.scenes[Self.phone]?.lockGeneration ?? -1
    let ended = runtime.send(
      .lockScreenEnded(Self.phone, generation: generation, ending, outcome: outcome))
    #expect(Self.told(ended) == [.didUnlock(method), .willClose])
    let dismissed = ended.firstIndex { if case .dismissLock = $0 { true } else { false } }
    let toldDown = ended.firstIndex(of: .lockScreenEvent(.willClose))
    #expect(toldDown != nil && dismissed != nil && toldDown! < dismissed!, "told before it goes")
  }

  @Test("two windows locked: one going up and one going down for the app (APP-8)")
  func twoWindowsAreOneLockScreen() {
    var runtime = Runtime(AppLock(checksInstall: false))
    var effects = runtime.send(
      .sceneConnected(Self.phone, role: .interactive, activity: .active),
      .sceneProtected(Self.phone),
      .sceneConnected(Self.second, role: .interactive, activity: .active),
      .sceneProtected(Self.second))
    effects += runtime.answer(AppLockTests.snapshot(isSet: true))
    #expect(Self.told(effects) == [.willPresent])
    #expect(runtime.lock.scenes.values.filter { $0.lockGeneration != nil }.count == 2)
    let generation = runtime.lock.scenes[Self.second]?.lockGeneration ?? -1
    let ended = runtime.send(.lockScreenEnded(Self.second, generation: generation, .completed))
    #expect(Self.told(ended) == [.didUnlock(.passcode), .willClose])
  }

  @Test("a cancelled or stale lock screen unlocks nothing and is not told (APP-8)")
  func noUnlockIsNotTold() {
    var runtime = Runtime(AppLock(checksInstall: false))
    runtime.send(
      .sceneConnected(Self.phone, role: .interactive, activity: .active),
      .sceneProtected(Self.phone))
    runtime.answer(AppLockTests.snapshot(isSet: true))
    let generation = runtime.lock.scenes[Self.phone]?.lockGeneration ?? -1
    #expect(
      Self.told(runtime.send(.lockScreenEnded(Self.phone, generation: generation + 7, .completed)))
        .isEmpty)
    #expect(
      Self.told(runtime.send(.lockScreenEnded(Self.phone, generation: generation, .cancelled)))
        .isEmpty)
    #expect(runtime.lock.isLocked)
  }
}

/// The stored passcode's type for a settings screen: what the last read said, following every
/// set and change, `nil` while unknown.
@Suite struct StoredFormatTests {
  @Test("the stored format follows the reads and every set and change; nil while unknown")
  func followsTheReads() {
    var runtime = AppLockTests.Runtime(AppLock(checksInstall: false))
    runtime.send(
      .sceneConnected(AppLockTests.phone, role: .interactive, activity: .active),
      .sceneProtected(AppLockTests.phone))
    #expect(runtime.lock.storedFormat == nil, "not read yet")
    runtime.answer(AppLockTests.snapshot(isSet: true))
    #expect(runtime.lock.storedFormat == .default)
    let four = PasscodeStatus(
      isSet: true, format: .numeric(length: 4), failures: 0, maxFailures: 10,
      lockoutRemaining: .zero, isPermanentlyLocked: false)
    runtime.send(.statusChanged(.success(four)))
    #expect(runtime.lock.storedFormat == .numeric(length: 4))
    runtime.send(.statusChanged(.success(AppLockTests.status(isSet: false))))
    #expect(runtime.lock.storedFormat == nil, "turned off")
    runtime.send(.statusChanged(.failure(.damaged(.pepperCheckFailed))))
    #expect(runtime.lock.storedFormat == nil, "damaged: not known")
  }
}
