import Foundation
@_spi(Skins) import PasscodeCore

/// Biometrics for tests, in place of `SystemBiometricAuthenticator`: a described device
/// (enrolled Touch ID unless told otherwise), a token kept in memory, and a scripted prompt
/// outcome. Counts prompts, so tests can check that none is shown when none may be (BIO-2,
/// BIO-3).
///
/// ```swift
/// let biometrics = FakeBiometricAuthenticator()
/// try await lock.biometrics.enable(using: biometrics)   // shortly after a passcode success
/// biometrics.setPromptOutcome(.fail(.cancelled))
/// #expect(await lock.biometrics.unlock(using: biometrics, reason: "Unlock") == .cancelled)
/// ```
public final class FakeBiometricAuthenticator: BiometricAuthenticator, @unchecked Sendable {
  /// What the next prompt does.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum PromptOutcome: Sendable {
    /// The user matches: the stored token is released.
    case match
    /// The prompt fails with this error.
    case fail(BiometricError)
  }

  private let lock = NSLock()
  private var described: BiometricDevice
  private var stored: [UInt8]?
  private var outcome = PromptOutcome.match
  private var prompts = 0

  /// Creates a fake with `device` (default: enrolled Touch ID).
  public init(
    device: BiometricDevice = BiometricDevice(
      kind: .touchID, isEnrolled: true, hasFaceIDUsageDescription: false, enrollmentState: [1])
  ) {
    described = device
  }

  /// Prompts shown so far.
  public var promptCount: Int { lock.withLock { prompts } }
  /// Whether a token is stored.
  public var hasToken: Bool { lock.withLock { stored != nil } }

  /// Changes the device, e.g. a new enrolment; a new enrolment destroys the token, as
  /// `.biometryCurrentSet` does.
  public func setDevice(_ device: BiometricDevice) {
    lock.withLock {
      if device.enrollmentState != described.enrollmentState { stored = nil }
      described = device
    }
  }

  /// Scripts the next prompts.
  public func setPromptOutcome(_ outcome: PromptOutcome) {
    lock.withLock { self.outcome = outcome }
  }

  /// The described device.
  public func device() -> BiometricDevice { lock.withLock { described } }

  /// Keeps a copy of the token.
  public func storeToken(_ token: SecretBuffer) async throws {
    let copy = token.withUnsafeBytes { Array($0) }
    lock.withLock { stored = copy }
  }

  /// Counts the prompt and answers as scripted.
  public func releaseToken(reason: String) async throws -> SecretBuffer {
    try lock.withLock {
      prompts += 1
      if case .fail(let error) = outcome { throw error }
      guard let stored else { throw BiometricError.tokenUnavailable }
      return SecretBuffer(copying: stored)
    }
  }

  /// Forgets the token.
  public func deleteToken() async throws {
    lock.withLock { stored = nil }
  }
}
