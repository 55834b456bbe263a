@_spi(Skins) import PasscodeCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Command-line arguments and environment variables as the bytes the process received.
///
/// `CommandLine.arguments` replaces bytes that are not valid UTF-8 with U+FFFD, so a store
/// path given as `--store $'\xff'` would quietly become a different path, `"\u{FFFD}"`. This
/// reads the raw bytes (`CommandLine.unsafeArgv`, `getenv`) so that such a path is refused
/// instead (``StoreOptions/resolvedDirectory()``).
///
/// The arguments themselves come from here too (``arguments``), because `CommandLine` can lose
/// them all: see ``argumentBytes``.
enum RawText {
  /// A variable of the environment.
  enum Variable: Equatable {
    /// Not set.
    case unset
    /// Set to valid UTF-8 text (possibly empty).
    case text(String)
    /// Set to bytes that are not valid UTF-8; `repaired` is what Swift would make of them.
    case notUTF8(repaired: String)
  }

  /// The environment variable `name`, read from the process's own environment.
  static func variable(_ name: String) -> Variable {
    guard let value = getenv(name) else { return .unset }
    return decode(value).map(Variable.text) ?? .notUTF8(repaired: String(cString: value))
  }

  /// The process's arguments, the program's name first, as bytes; `nil` when they cannot be
  /// read.
  ///
  /// `CommandLine`'s, unless it has none. On Linux the Swift runtime finds `argv` by walking
  /// back from `environ` to the start of the stack; a library loaded first that changes the
  /// environment before the runtime looks moves `environ` to the heap, and `CommandLine` then
  /// reports no arguments at all — libfaketime (`LD_PRELOAD=…/libfaketime.so.1`) does this on
  /// its first call. A program is always given at least its own name (Linux adds an empty one
  /// when the caller gives none), so no arguments means lost: they are then read from the
  /// kernel's copy, `/proc/self/cmdline`. When that cannot be read either, `nil`: the process
  /// must act on nothing, since it cannot know what it was asked to do.
  static let argumentBytes: [[UInt8]]? = {
    let count = Int(CommandLine.argc)
    guard count == 0 else {
      return (0..<count).map { index in
        CommandLine.unsafeArgv[index].map {
          Array(UnsafeRawBufferPointer(start: $0, count: strlen($0)))
        } ?? []
      }
    }
    return readFile("/proc/self/cmdline").flatMap(splitCommandLine)
  }()

  /// The arguments as text, the program's name first, bad bytes replaced with U+FFFD as
  /// `CommandLine.arguments` replaces them; `nil` when they cannot be read (``argumentBytes``).
  static var arguments: [String]? {
    argumentBytes?.map { String(decoding: $0, as: UTF8.self) }
  }

  /// The arguments in the kernel's `cmdline` format: each one followed by a NUL, empty ones
  /// kept. `nil` for no arguments, or bytes that do not end with a NUL.
  static func splitCommandLine(_ bytes: [UInt8]) -> [[UInt8]]? {
    guard bytes.last == 0 else { return nil }
    return bytes.dropLast().split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
  }

  /// The whole file at `path`, read with `open` and `read`; `nil` when it cannot be read.
  private static func readFile(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var contents: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        contents += buffer[0..<count]
      } else if count == 0 {
        return contents
      } else if errno != EINTR {
        return nil
      }
    }
  }

  /// The command-line arguments (without the program's name) whose bytes are not valid
  /// UTF-8, as `CommandLine.arguments` shows them (with U+FFFD in place of the bad bytes).
  static let argumentsNotUTF8: [String] = (argumentBytes ?? []).dropFirst().compactMap { bytes in
    let text = String(decoding: bytes, as: UTF8.self)
    return text.utf8.elementsEqual(bytes) ? nil : text
  }

  /// Whether `value`, as ArgumentParser parsed it, came from an argument whose bytes are not
  /// valid UTF-8 (`--store <bytes>` or `--store=<bytes>`).
  static func isRepairedArgument(_ value: String) -> Bool {
    value.unicodeScalars.contains("\u{FFFD}")
      && argumentsNotUTF8.contains { $0 == value || $0.hasSuffix("=" + value) }
  }

  /// The C string as text, or `nil` when its bytes are not valid UTF-8.
  private static func decode(_ text: UnsafePointer<CChar>) -> String? {
    String(validatingCString: text)
  }
}
