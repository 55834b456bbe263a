#if canImport(Security)
  import Foundation
  import Security

  /// The store for iOS (and macOS apps): two generic-password items in the Keychain (STO-2).
  ///
  /// - account `state`: the whole state record — format, failure count, time of the last
  ///   failure and verifier — in one item, so the count and the verifier cannot diverge;
  /// - account `pepper`: 32 random bytes, a separate item (HASH-2);
  /// - account `devicekey`: the device key's blob (``DeviceBoundVerifier``): the Secure
  ///   Enclave key's opaque `dataRepresentation`, useless on any other device (DEV-1).
  ///
  /// Both items use ``Accessibility/whenUnlockedThisDeviceOnly`` by default: never in backups,
  /// never synchronised, readable only while the device is unlocked. Verifications are
  /// serialised within the process; app extensions sharing an access group share the items.
  public final class KeychainStore: PasscodeStore, Sendable {
    /// When the items can be read; always this device only.
    ///
    /// Cases may be added in a minor release: switch over it with `@unknown default`.
    public enum Accessibility: Hashable, Sendable {
      /// While the device is unlocked (the default).
      case whenUnlockedThisDeviceOnly
      /// While unlocked, and only while the device has a passcode.
      case whenPasscodeSetThisDeviceOnly
      /// After the first unlock following a restart (for background work).
      case afterFirstUnlockThisDeviceOnly

      var attribute: CFString {
        switch self {
        case .whenUnlockedThisDeviceOnly: kSecAttrAccessibleWhenUnlockedThisDeviceOnly
        case .whenPasscodeSetThisDeviceOnly: kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly
        case .afterFirstUnlockThisDeviceOnly: kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        }
      }
    }

    /// The Keychain service name of the items.
    public let service: String
    /// The Keychain access group, for sharing with app extensions; `nil` for the app's default.
    public let accessGroup: String?
    /// When the items can be read.
    public let accessibility: Accessibility

    private static let stateAccount = "state"
    private static let pepperAccount = "pepper"
    private static let deviceKeyAccount = "devicekey"
    private let mutex: AsyncMutex

    /// Creates a store for `service` (default: `PasscodeKit`).
    public init(
      service: String = "PasscodeKit", accessGroup: String? = nil,
      accessibility: Accessibility = .whenUnlockedThisDeviceOnly
    ) {
      self.service = service
      self.accessGroup = accessGroup
      self.accessibility = accessibility
      self.mutex = MutexRegistry.shared.mutex(for: "\(accessGroup ?? "-")/\(service)")
    }

    /// Waits for other users of the same items in this process.
    public func acquireExclusiveAccess(creating: Bool) async throws -> StoreAccess {
      await mutex.lock()
      let mutex = self.mutex
      return StoreAccess { mutex.unlock() }
    }

    /// The state item's data, if any.
    public func loadState() throws -> [UInt8]? {
      guard let data = try read(account: Self.stateAccount) else { return nil }
      guard CFGetTypeID(data) == CFDataGetTypeID() else {
        throw StoreError.damaged(.unexpectedKeychainData)
      }
      return Array(unsafeDowncast(data, to: CFData.self) as Data)
    }

    /// Replaces the state item's data.
    public func saveState(_ bytes: [UInt8]) throws {
      try write(Data(bytes), account: Self.stateAccount)
    }

    /// The pepper item's data, if any.
    public func loadPepper() throws -> SecretBuffer? {
      try readSecret(account: Self.pepperAccount)
    }

    /// Replaces the pepper item's data.
    public func savePepper(_ pepper: SecretBuffer) throws {
      var data = pepper.withUnsafeBytes { Data($0) }
      defer { data.withUnsafeMutableBytes { SecureZero.zero($0) } }
      try write(data, account: Self.pepperAccount)
    }

    /// Keeps a device key, in its own item.
    public var keepsDeviceKey: Bool { true }

    /// The device key item's data, if any.
    public func loadDeviceKey() throws -> SecretBuffer? {
      try readSecret(account: Self.deviceKeyAccount)
    }

    /// Replaces the device key item's data.
    public func saveDeviceKey(_ blob: SecretBuffer) throws {
      var data = blob.withUnsafeBytes { Data($0) }
      defer { data.withUnsafeMutableBytes { SecureZero.zero($0) } }
      try write(data, account: Self.deviceKeyAccount)
    }

    /// Whether `other` is a Keychain store of the same service, access group and
    /// accessibility: the same items.
    public func isSameStore(as other: any PasscodeStore) -> Bool {
      guard let other = other as? KeychainStore else { return false }
      return service == other.service && accessGroup == other.accessGroup
        && accessibility == other.accessibility
    }

    /// Deletes the pepper, the device key and the state items, in that order.
    public func eraseAll() throws {
      for account in [Self.pepperAccount, Self.deviceKeyAccount, Self.stateAccount] {
        let status = SecItemDelete(query(account: account) as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else {
          throw StoreError.writeFailed(.keychain(status: status))
        }
      }
    }

    private func query(account: String) -> [String: Any] {
      var query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrService as String: service,
        kSecAttrAccount as String: account,
        kSecAttrSynchronizable as String: false,
      ]
      if let accessGroup { query[kSecAttrAccessGroup as String] = accessGroup }
      return query
    }

    /// The item's data as the Keychain returned it (`nil`: no item).
    private func read(account: String) throws -> CFTypeRef? {
      var query = query(account: account)
      query[kSecReturnData as String] = true
      query[kSecMatchLimit as String] = kSecMatchLimitOne
      var result: CFTypeRef?
      let status = SecItemCopyMatching(query as CFDictionary, &result)
      switch status {
      case errSecSuccess:
        guard let result else { throw StoreError.damaged(.unexpectedKeychainData) }
        return result
      case errSecItemNotFound:
        return nil
      default:
        throw StoreError.readFailed(.keychain(status: status))
      }
    }

    /// A secret item (the pepper, the device key's blob) in a zeroing buffer, its bytes zeroed
    /// where the Keychain put them.
    private func readSecret(account: String) throws -> SecretBuffer? {
      guard let result = try read(account: account) else { return nil }
      guard let secret = KeychainBytes.secret(from: result) else {
        throw StoreError.damaged(.unexpectedKeychainData)
      }
      return secret
    }

    private func write(_ data: Data, account: String) throws {
      let match = query(account: account)
      let update: [String: Any] = [
        kSecValueData as String: data,
        kSecAttrAccessible as String: accessibility.attribute,
      ]
      var status = SecItemUpdate(match as CFDictionary, update as CFDictionary)
      if status == errSecItemNotFound {
        var add = match
        add.merge(update) { _, new in new }
        status = SecItemAdd(add as CFDictionary, nil)
      }
      guard status == errSecSuccess else { throw StoreError.writeFailed(.keychain(status: status)) }
    }
  }
#endif
