/// Why ``DataSealer`` could not seal or open data.
///
/// The cases are data, not sentences, like the engine's other errors: a host words them in
/// its user's language and adds what to do in its own terms.
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum SealError: Error, Equatable, Sendable {
  /// The key given to ``DataSealer/init(key:)`` is not 32 bytes long.
  ///
  /// A programming error in the host: the data key is always 256 bits. Nothing was sealed or
  /// opened.
  case invalidKey
  /// The data is not sealed data: it is shorter than the 8 bytes of the magic and version,
  /// does not start with the magic (`PKSEAL`, then a zero byte), or its header names a chunk
  /// size that no version 1 file has (outside 1 KiB…1 MiB).
  ///
  /// Usually the wrong file was given (a plaintext, another format). Nothing was opened and
  /// nothing was written.
  case notSealed
  /// The data starts with the magic but names a format version this PasscodeKit does not
  /// know, given here (this version reads version 1).
  ///
  /// A version above 1 was written by a newer PasscodeKit: update the app. Version 0 was never
  /// written by any: the data is not sealed data, or its header was damaged. Nothing was
  /// opened and nothing was written.
  case unsupportedVersion(UInt8)
  /// The sealed data does not authenticate: a byte of the header, a chunk or a tag changed;
  /// it was truncated (within the header, within a chunk or at a chunk boundary, so that no
  /// final chunk remains); chunks were dropped, reordered or taken from another file; bytes
  /// follow the final chunk; or the key or the associated data is not the one it was sealed
  /// with.
  ///
  /// The data cannot be trusted and is not returned; a file opened to a destination leaves
  /// the destination as it was. Restore the file from a good copy. If the data key may have
  /// changed (a passcode reset), the data sealed under the old key cannot be opened any more.
  case tampered
  /// The data would need more than 2³² chunks (256 TiB at the default chunk size of 64 KiB),
  /// which the format's chunk counter cannot number. Nothing was written. Split the data into
  /// several files.
  case tooLarge
  /// Reading the file at `path` failed with the C library's error number `errno` (`ENOENT`:
  /// it does not exist; `EACCES`: permission denied; `EISDIR`: it is a directory).
  ///
  /// Check the path and its permissions. Nothing was written.
  case readFailed(path: String, errno: Int32)
  /// Writing to `path` (the destination, or its directory when it was being flushed) failed
  /// with the C library's error number `errno` (`ENOSPC`: the disk is full; `EACCES`:
  /// permission denied; `ENOENT`: the directory does not exist; `EISDIR`: the destination is a
  /// directory; `ENOTSUP`: it is a named pipe, a device or a socket, which is never replaced).
  ///
  /// The temporary file was removed and an existing destination left as it was (unless the
  /// failure was the flush of the directory after the rename: then the destination is the new
  /// file, which a crash could still undo). Free space or choose another destination, then
  /// try again.
  case writeFailed(path: String, errno: Int32)
}
