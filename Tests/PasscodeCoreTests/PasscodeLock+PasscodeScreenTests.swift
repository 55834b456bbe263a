import PasscodeTestSupport
import Testing

@_spi(Skins) @testable import PasscodeCore

/// A skin in miniature: sends events, lets the lock perform its requests, feeds the answers
/// back.
private struct Skin {
  var screen: PasscodeScreen
  let lock: PasscodeLock
  var performed: [PasscodeScreen.Effect] = []
  /// What the lock was asked.
  var requests: [PasscodeScreen.LockRequest] = []

  mutating func send(_ event: PasscodeScreen.Event) async {
    let effects = screen.handle(event)
    screen.assertInvariants()
    for effect in effects {
      performed.append(effect)
      if case .lock(let request) = effect {
        requests.append(request)
        await send(await lock.perform(request))
      }
    }
  }

  mutating func type(_ digits: String) async {
    for digit in digits { await send(.digit(UInt8(String(digit))!)) }
  }
}

@Suite("PasscodeLock.perform(_:) drives a PasscodeScreen")
struct PasscodeLockPasscodeScreenTests {
  private func makeLock() -> PasscodeLock {
    PasscodeLock(store: InMemoryStore(), verifier: FastTestVerifier(), clock: TestBootClock())
  }

  private func skin(_ mode: PasscodeScreen.Mode, _ lock: PasscodeLock) -> Skin {
    Skin(screen: PasscodeScreen(PasscodeScreen.Configuration(mode: mode)), lock: lock)
  }

  @Test("create, unlock, change and remove end to end against a real lock")
  func flows() async throws {
    let lock = makeLock()
    var create = skin(.create, lock)
    await create.type("480213")
    await create.type("480213")
    #expect(create.screen.outcome == .passcodeSet)
    #expect(try await lock.status().isSet)

    var unlock = skin(.unlock, lock)
    await unlock.type("480213")
    #expect(unlock.screen.outcome == .unlocked)

    var change = skin(.change, lock)
    await change.type("480213")
    await change.type("975310")
    await change.type("975310")
    #expect(change.screen.outcome == .passcodeChanged)
    #expect(await lock.verify(SecretBuffer(utf8: "975310")) == .success)

    var remove = skin(.remove, lock)
    await remove.type("975310")
    #expect(remove.screen.outcome == .passcodeRemoved)
    #expect(!(try await lock.status().isSet))
  }

  @Test("five wrong codes: attempts left, then the lock's one-minute wait shows as 1:00")
  func wrongCodesLockOut() async throws {
    let lock = makeLock()
    try await lock.setPasscode(SecretBuffer(utf8: "480213"))
    var unlock = skin(.unlock, lock)
    for (index, code) in ["111112", "111113", "111114", "111115"].enumerated() {
      await unlock.type(code)
      let token = unlock.performed.lazy.compactMap { effect -> TimerToken? in
        if case .driver(.clearDotsAfter(_, let token)) = effect { return token }
        return nil
      }.last
      #expect(unlock.screen.message?.text == LocalizedText(.wrongPasscode, .number(9 - index)))
      await unlock.send(.clearDotsTimerFired(try #require(token)))
    }
    await unlock.type("111116")
    #expect(unlock.screen.lockoutRemaining == .seconds(60))
    #expect(
      Localizer(.english).string(unlock.screen.message!.text)
        == "Too many failed attempts. Try again in 1:00.")
    #expect(try await lock.status().failures == 5)
  }

  @Test(
    "the buffers of performed effects are cleared; incomplete input never counts (MEM-1, FMT-4)")
  func buffersCleared() async throws {
    let lock = makeLock()
    try await lock.setPasscode(SecretBuffer(utf8: "480213"))
    var unlock = skin(.unlock, lock)
    await unlock.type("12345")
    await unlock.send(.delete)
    await unlock.send(.submit)
    await unlock.send(.cancel)
    #expect(try await lock.status().failures == 0)

    var again = skin(.unlock, lock)
    await again.type("480213")
    let sent = again.performed.compactMap { effect -> SecretBuffer? in
      if case .lock(.verify(let code)) = effect { return code }
      return nil
    }
    #expect(sent.count == 1)
    #expect(sent.allSatisfy { $0.isEmpty })
  }

  @Test("effects that are not the lock's are left to the driver and the skin")
  func otherEffects() async throws {
    let lock = makeLock()
    try await lock.setPasscode(SecretBuffer(utf8: "480213"))
    var unlock = skin(.unlock, lock)
    await unlock.type("111111")
    await unlock.send(.cancel)
    // One request reached the lock; the taps, announcements, the shake, the clear timer and
    // the dismissal are addressed to the others.
    #expect(unlock.requests.count == 1)
    #expect(unlock.requests.allSatisfy { if case .verify = $0 { true } else { false } })
    #expect(unlock.performed.filter { if case .lock = $0 { true } else { false } }.count == 1)
    #expect(unlock.performed.contains(.haptic(.tap)))
    #expect(unlock.performed.contains(.shake(reduceMotion: false)))
    #expect(unlock.performed.contains(.dismiss(.cancelled)))
    #expect(
      unlock.performed.contains { if case .driver(.clearDotsAfter) = $0 { true } else { false } })
  }

  @Test("a refused update comes back as the lock's error")
  func refusedUpdate() async {
    let lock = makeLock()
    #expect(
      await lock.perform(.removePasscode(current: SecretBuffer(utf8: "480213")))
        == .updated(.notSet))
    #expect(
      await lock.perform(.setPasscode(SecretBuffer(utf8: "123456"), format: .default))
        == .updated(.weak(.sequence)))
  }
}
