import PasscodeCore
import PasscodeTestSupport
import Testing

// The examples of the article "Testing code that uses PasscodeKit"
// (Sources/PasscodeTestSupport/PasscodeTestSupport.docc), compiled and run as an app's tests
// would be: through the public API only, without `@testable`. Keep the two in step.

/// The app's code under test: what its own unlock prompt says after each attempt.
struct UnlockPrompt {
  let lock: PasscodeLock

  func submit(_ code: String) async -> String {
    let typed = SecretBuffer(utf8: code)
    defer { typed.removeAll() }
    switch await lock.verify(typed) {
    case .success:
      return "Welcome back."
    case .wrong(let attemptsLeft, _):
      return "Wrong passcode. \(attemptsLeft) attempts left."
    case .lockedOut(let timeLeft):
      return "Try again in \(timeLeft.components.seconds) seconds."
    case .storeError:
      return "The passcode could not be checked. Try again."
    default:
      return "Enter your 6-digit passcode."
    }
  }

  func useFaceID(_ biometrics: any BiometricAuthenticator) async -> String {
    switch await lock.biometrics.unlock(using: biometrics, reason: "Unlock your notes") {
    case .success: "Welcome back."
    default: "Enter your 6-digit passcode."
    }
  }
}

@Suite struct UnlockPromptTests {
  @Test func theRightCodeUnlocks() async throws {
    let lock = PasscodeLock(
      store: InMemoryStore(), verifier: FastTestVerifier(), clock: TestBootClock())
    try await lock.setPasscode(SecretBuffer(utf8: "480213"))

    #expect(await UnlockPrompt(lock: lock).submit("480213") == "Welcome back.")
  }

  @Test func theFifthWrongCodeWaitsAMinute() async throws {
    let clock = TestBootClock()
    let lock = PasscodeLock(store: InMemoryStore(), verifier: FastTestVerifier(), clock: clock)
    try await lock.setPasscode(SecretBuffer(utf8: "480213"))
    let prompt = UnlockPrompt(lock: lock)
    for code in ["111111", "222222", "333333", "444444"] { _ = await prompt.submit(code) }

    #expect(await prompt.submit("555555") == "Wrong passcode. 5 attempts left.")
    #expect(await prompt.submit("480213") == "Try again in 60 seconds.")
    clock.advance(by: .seconds(60))
    #expect(await prompt.submit("480213") == "Welcome back.")
  }

  @Test func aFailedWriteIsReportedAndNothingIsChecked() async throws {
    let fixture = try await LockFixture().withPasscode("480213")
    fixture.store.schedule(.fail)
    let prompt = UnlockPrompt(lock: fixture.lock)

    #expect(await prompt.submit("480213") == "The passcode could not be checked. Try again.")
    #expect(fixture.verifier.checksStarted == 0)
    #expect(await prompt.submit("480213") == "Welcome back.")
  }

  @Test func aShortCodeIsNotChecked() async throws {
    let fixture = try await LockFixture().withPasscode("480213")

    #expect(await UnlockPrompt(lock: fixture.lock).submit("48") == "Enter your 6-digit passcode.")
    #expect(fixture.verifier.checksStarted == 0)
    #expect(try await fixture.lock.status().failures == 0)
  }

  @Test func aCancelledFaceIDPromptAsksForThePasscode() async throws {
    let fixture = try await LockFixture().withPasscode("480213")
    let biometrics = FakeBiometricAuthenticator()
    let prompt = UnlockPrompt(lock: fixture.lock)
    _ = await prompt.submit("480213")
    try await fixture.lock.biometrics.enable(using: biometrics)

    #expect(await prompt.useFaceID(biometrics) == "Welcome back.")
    biometrics.setPromptOutcome(.fail(.cancelled))
    #expect(await prompt.useFaceID(biometrics) == "Enter your 6-digit passcode.")
    #expect(biometrics.promptCount == 2)
  }
}
