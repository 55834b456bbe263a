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

  /// The command-line arguments (without the program's name) whose bytes are not valid
  /// UTF-8, as `CommandLine.arguments` shows them (with U+FFFD in place of the bad bytes).
  static let argumentsNotUTF8: [String] = (1..<Int(CommandLine.argc)).compactMap { index in
    guard let argument = CommandLine.unsafeArgv[index] else { return nil }
    return decode(argument) == nil ? String(cString: argument) : nil
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
