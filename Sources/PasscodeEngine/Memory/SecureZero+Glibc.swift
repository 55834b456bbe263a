#if canImport(Glibc)
  import Glibc

  /// Zeroing that the optimiser may not remove (`explicit_bzero`).
  enum SecureZero {
    static func zero(_ buffer: UnsafeMutableRawBufferPointer) {
      guard let base = buffer.baseAddress, buffer.count > 0 else { return }
      explicit_bzero(base, buffer.count)
    }
  }
#endif
