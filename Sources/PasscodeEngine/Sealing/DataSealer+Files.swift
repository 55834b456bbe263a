import Foundation

extension DataSealer {
  /// Seals the file at `source` into `destination`, a chunk at a time, replacing
  /// `destination` atomically (they may be the same file).
  ///
  /// - Throws: ``SealError/readFailed(path:errno:)``, ``SealError/writeFailed(path:errno:)`` or
  ///   ``SealError/tooLarge``; then `destination` is as it was and no temporary file is left.
  public func seal(fileAt source: URL, to destination: URL, associatedData: Data = Data())
    throws
  {
    let input = try ReadableFile(source)
    let output = try AtomicFileWriter(replacing: destination)
    defer { output.discard() }
    try seal(associatedData: associatedData, reading: input.read(into:), writing: output.write)
    try output.commit()
  }

  /// Opens the sealed file at `source` into `destination`, a chunk at a time, replacing
  /// `destination` atomically (they may be the same file).
  ///
  /// Nothing reaches `destination` unless every chunk authenticates. (Chunks are decrypted into
  /// the temporary file as they are checked; when a later one fails, the temporary file is
  /// deleted.)
  ///
  /// - Throws: ``SealError/notSealed``, ``SealError/unsupportedVersion(_:)``,
  ///   ``SealError/tampered``, ``SealError/readFailed(path:errno:)`` or
  ///   ``SealError/writeFailed(path:errno:)``; then `destination` is as it was and no
  ///   temporary file is left.
  public func open(fileAt source: URL, to destination: URL, associatedData: Data = Data())
    throws
  {
    let input = try ReadableFile(source)
    let output = try AtomicFileWriter(replacing: destination)
    defer { output.discard() }
    try open(associatedData: associatedData, reading: input.read(into:), writing: output.write)
    try output.commit()
  }

  /// Checks that every chunk of the sealed file at `source` authenticates, and writes
  /// nothing: so that a caller who must stream the plaintext somewhere that cannot be taken
  /// back (standard output) can refuse a damaged file before it writes a byte.
  ///
  /// The file is opened by its path each time: a file replaced or changed between this check
  /// and the opening is checked again as it is opened, but chunks opened before a changed one
  /// are handed over. To check and open the same open file, use
  /// ``open(associatedData:reading:writing:)`` twice on one descriptor.
  ///
  /// - Throws: ``SealError/notSealed``, ``SealError/unsupportedVersion(_:)``,
  ///   ``SealError/tampered`` or ``SealError/readFailed(path:errno:)``.
  public func authenticate(fileAt source: URL, associatedData: Data = Data()) throws {
    let input = try ReadableFile(source)
    try open(associatedData: associatedData, reading: input.read(into:), writing: { _ in })
  }

  /// Opens the sealed file at `source` a chunk at a time, handing each chunk's plaintext to
  /// `body` as soon as that chunk authenticates.
  ///
  /// `body` sees every chunk before the first that fails: when the whole file must be known
  /// good before any plaintext goes anywhere, call ``authenticate(fileAt:associatedData:)``
  /// first. The bytes are valid only during the call, and are zeroed after it. An error `body`
  /// throws stops the opening and is rethrown as it is.
  ///
  /// - Throws: ``SealError/notSealed``, ``SealError/unsupportedVersion(_:)``,
  ///   ``SealError/tampered``, ``SealError/readFailed(path:errno:)``, or what `body` throws.
  public func open(
    fileAt source: URL, associatedData: Data = Data(),
    writingTo body: (UnsafeRawBufferPointer) throws -> Void
  ) throws {
    let input = try ReadableFile(source)
    try open(associatedData: associatedData, reading: input.read(into:), writing: body)
  }
}
