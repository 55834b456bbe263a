#if canImport(LocalAuthentication) && canImport(Security)
  import Foundation
  import LocalAuthentication
  import Security

  /// Biometrics on Apple platforms: LocalAuthentication describes the sensor, and the token
  /// lives in a Keychain item protected by `.biometryCurrentSet`, so only a match of the
  /// current enrolment releases it and adding a finger or face destroys it (BIO-1).
  ///
  /// Face ID is never prompted for when the app's Info.plist lacks
  /// `NSFaceIDUsageDescription` — the system would terminate the app (BIO-3).
  public struct SystemBiometricAuthenticator: BiometricAuthenticator {
    /// The Keychain service of the token item.
    public let service: String
    /// The Keychain access group, or `nil` for the app's default.
    public let accessGroup: String?

    private static let account = "biometric-token"

    /// Creates an authenticator whose token item uses `service` and `accessGroup`.
    public init(service: String = "PasscodeKit", accessGroup: String? = nil) {
      self.service = service
      self.accessGroup = accessGroup
    }

    /// The sensor and enrolment, from a fresh `LAContext`; never prompts.
    public func device() -> BiometricDevice {
      let context = LAContext()
      var error: NSError?
      let usable = context.canEvaluatePolicy(
        .deviceOwnerAuthenticationWithBiometrics, error: &error)
      let kind: BiometryKind =
        switch context.biometryType {
        case .touchID: .touchID
        case .faceID: .faceID
        default: .none
        }
      // Locked out after too many failed matches: still enrolled, matching nothing until the
      // device's passcode is entered.
      let lockedOut = !usable && error?.code == LAError.biometryLockout.rawValue
      // Face ID turned off for this app: "not available" while the sensor is there (a device
      // with nothing enrolled says `biometryNotEnrolled` instead).
      let denied =
        !usable && kind != .none && error?.code == LAError.biometryNotAvailable.rawValue
      return BiometricDevice(
        kind: kind, isEnrolled: usable || lockedOut,
        hasFaceIDUsageDescription: Self.hasFaceIDUsageDescription,
        enrollmentState: context.evaluatedPolicyDomainState.map { Array($0) },
        isLockedOut: lockedOut, isDeniedForApp: denied)
    }

    /// Whether Info.plist has `NSFaceIDUsageDescription` (BIO-3).
    static var hasFaceIDUsageDescription: Bool {
      Bundle.main.object(forInfoDictionaryKey: "NSFaceIDUsageDescription") != nil
    }

    /// Replaces the token item with one only the current enrolment can open.
    public func storeToken(_ token: SecretBuffer) async throws {
      try await deleteToken()
      var error: Unmanaged<CFError>?
      guard
        let access = SecAccessControlCreateWithFlags(
          nil, kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly, .biometryCurrentSet, &error)
      else {
        let code = error.map { CFErrorGetCode($0.takeRetainedValue()) } ?? -1
        throw BiometricError.system(status: Int32(truncatingIfNeeded: code))
      }
      var query = baseQuery()
      query[kSecAttrAccessControl as String] = access
      query[kSecValueData as String] = token.withUnsafeBytes { Data($0) }
      let status = SecItemAdd(query as CFDictionary, nil)
      guard status == errSecSuccess else { throw Self.error(for: status) }
    }

    /// Prompts and returns the token. Runs the blocking Keychain call off the caller's thread.
    public func releaseToken(reason: String) async throws -> SecretBuffer {
      let device = device()
      guard device.kind != .none, device.isEnrolled else { throw BiometricError.unavailable }
      if device.kind == .faceID, !device.hasFaceIDUsageDescription {
        throw BiometricError.unavailable
      }
      // The prompt goes with its screen: a task cancelled (the lock screen gone) takes the
      // system's Face ID sheet down (`LAContext.invalidate()`), which ends the read as cancelled.
      let prompt = Prompt()
      return try await withTaskCancellationHandler {
        try await release(reason: reason, prompt: prompt)
      } onCancel: {
        prompt.context.invalidate()
      }
    }

    /// The context of one prompt, shared with the task's cancellation (`LAContext` may be
    /// invalidated from any thread).
    private final class Prompt: @unchecked Sendable {
      let context = LAContext()
    }

    private func release(reason: String, prompt: Prompt) async throws -> SecretBuffer {
      try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global(qos: .userInitiated).async {
          let context = prompt.context
          context.localizedReason = reason
          var request = self.baseQuery()
          request[kSecReturnData as String] = true
          request[kSecMatchLimit as String] = kSecMatchLimitOne
          request[kSecUseAuthenticationContext as String] = context
          var result: CFTypeRef?
          let status = SecItemCopyMatching(request as CFDictionary, &result)
          guard status == errSecSuccess, let token = KeychainBytes.secret(from: result) else {
            continuation.resume(throwing: Self.error(for: status))
            return
          }
          continuation.resume(returning: token)
        }
      }
    }

    /// Deletes the token item.
    public func deleteToken() async throws {
      let status = SecItemDelete(baseQuery() as CFDictionary)
      guard status == errSecSuccess || status == errSecItemNotFound else {
        throw Self.error(for: status)
      }
    }

    private func baseQuery() -> [String: Any] {
      var query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrService as String: service,
        kSecAttrAccount as String: Self.account,
      ]
      if let accessGroup { query[kSecAttrAccessGroup as String] = accessGroup }
      return query
    }

    private static func error(for status: OSStatus) -> BiometricError {
      switch status {
      case errSecUserCanceled: .cancelled
      case errSecAuthFailed: .notRecognized
      case errSecItemNotFound: .tokenUnavailable
      case errSecNotAvailable, errSecInteractionNotAllowed: .unavailable
      default: .system(status: status)
      }
    }
  }
#endif
