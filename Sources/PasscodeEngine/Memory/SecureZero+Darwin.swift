#if canImport(Darwin)
  import Darwin

  /// Zeroing that the optimiser may not remove (`memset_s`).
  enum SecureZero {
    static func zero(_ buffer: UnsafeMutableRawBufferPointer) {
      guard let base = buffer.baseAddress, buffer.count > 0 else { return }
      _ = memset_s(base, buffer.count, 0, buffer.count)
    }
  }
#endif
