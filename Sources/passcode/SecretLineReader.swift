import Foundation
@_spi(Skins) import PasscodeCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads secret lines from a file descriptor straight into ``SecretBuffer``s, never into a
/// `String` (MEM-1).
///
/// Bytes are read one at a time with `read(2)`, so nothing beyond the end of the line is taken
/// from the descriptor and no larger buffer ever holds a copy. A line ends at `\n`, or at the
/// end of the input when it has at least one byte; a trailing `\r` is dropped. A line longer
/// than its prompt's ``SecretPrompt/maximumByteCount`` is refused as soon as the limit is
/// passed, without reading the rest (FMT-2: 1 MB of input is refused after a few hundred
/// bytes).
struct SecretLineReader {
  /// Why the lines could not be read.
  enum Failure: Error, Equatable {
    /// The input ended before `missing`; `expected` lists every line the command needs.
    case endOfInput(missing: SecretPrompt, expected: [SecretPrompt])
    /// `read(2)` failed with this error number.
    case readFailed(Int32)
  }

  /// The descriptor to read; standard input by default.
  var descriptor: Int32 = STDIN_FILENO

  /// Reads one line per prompt. On any failure, the lines already read are cleared.
  ///
  /// - Throws: ``Failure``, or ``InputError/tooLong(maximum:unit:)`` for a line longer than
  ///   its format allows.
  func readLines(_ prompts: [SecretPrompt]) throws -> [SecretBuffer] {
    var lines: [SecretBuffer] = []
    do {
      for prompt in prompts {
        switch try readLine(maximumByteCount: prompt.maximumByteCount) {
        case .line(let line): lines.append(line)
        case .end: throw Failure.endOfInput(missing: prompt, expected: prompts)
        case .tooLong:
          let format = prompt.format
          throw InputError.tooLong(maximum: format.maximumLength, unit: format.lengthUnit)
        }
      }
      return lines
    } catch {
      for line in lines { line.removeAll() }
      throw error
    }
  }

  /// What ``readLine(maximumByteCount:)`` found.
  enum Line {
    /// A line of at most the maximum byte count, without its `\r\n`.
    case line(SecretBuffer)
    /// The input ended before any byte.
    case end
    /// The line has more bytes than allowed; the rest of it was not read.
    case tooLong
  }

  /// Reads one line of at most `maximumByteCount` bytes, not counting `\r\n`.
  func readLine(maximumByteCount: Int) throws -> Line {
    // One spare byte for a `\r` before the `\n`.
    let line = SecretBuffer(capacity: maximumByteCount + 1)
    let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: 1, alignment: 1)
    defer {
      Self.scrub(scratch)
      scratch.deallocate()
    }
    var sawInput = false
    while true {
      let count = read(descriptor, scratch.baseAddress, 1)
      if count < 0 {
        let code = errno
        if code == EINTR { continue }
        line.removeAll()
        throw Failure.readFailed(code)
      }
      if count == 0 {
        if !sawInput { return .end }
        break
      }
      sawInput = true
      if scratch[0] == UInt8(ascii: "\n") { break }
      guard line.append(scratch[0]) else {
        line.removeAll()
        return .tooLong
      }
    }
    if line.withUnsafeBytes({ $0.last == UInt8(ascii: "\r") }) { line.removeLast() }
    guard line.count <= maximumByteCount else {
      line.removeAll()
      return .tooLong
    }
    return .line(line)
  }

  /// Zeroes memory in a way the optimiser may not remove.
  private static func scrub(_ bytes: UnsafeMutableRawBufferPointer) {
    guard let base = bytes.baseAddress, bytes.count > 0 else { return }
    #if canImport(Glibc)
      explicit_bzero(base, bytes.count)
    #else
      _ = memset_s(base, bytes.count, 0, bytes.count)
    #endif
  }
}
