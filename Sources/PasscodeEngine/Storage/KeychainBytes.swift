#if canImport(Security)
  import Foundation
  import Security

  /// What `SecItemCopyMatching` returned, taken into a zeroing buffer and zeroed where it
  /// arrived (S10 of issue 29: the code used to zero its own copies and leave the Keychain's).
  enum KeychainBytes {
    /// The bytes of `result` (the item's data, a `CFData` the caller alone holds) in a
    /// ``SecretBuffer``, and the `CFData` itself overwritten with zeros; `nil` when `result` is
    /// not data.
    ///
    /// Writing into the returned `CFData` is deliberate: it is a new object of the caller's,
    /// and no copy of it (`Data`, an array) may outlive this function with the secret in it.
    static func secret(from result: CFTypeRef?) -> SecretBuffer? {
      guard let result, CFGetTypeID(result) == CFDataGetTypeID() else { return nil }
      let data = unsafeDowncast(result, to: CFData.self)
      let length = CFDataGetLength(data)
      guard length > 0, let start = CFDataGetBytePtr(data) else {
        return SecretBuffer(copying: [UInt8]())
      }
      let arrived = UnsafeRawBufferPointer(start: start, count: length)
      let secret = SecretBuffer(copying: arrived)
      SecureZero.zero(UnsafeMutableRawBufferPointer(mutating: arrived))
      return secret
    }
  }
#endif
