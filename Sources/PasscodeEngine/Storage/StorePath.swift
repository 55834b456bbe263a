/// The little path handling ``FileStore`` needs, on the path's bytes as the system reads them:
/// split at `/`, nothing resolved, nothing normalised, so that what is created is exactly what
/// the system then opens.
enum StorePath {
  /// Why `path` cannot name a store directory, or `nil` when it can.
  static func problem(with path: String) -> StoreFailure? {
    if path.isEmpty { return .emptyDirectoryPath }
    if path.utf8.contains(0) { return .directoryPathContainsNUL }
    return nil
  }

  /// The directories `mkdir -p path` visits, outermost first, each a prefix of `path` as given:
  /// `a/b/c` gives `a`, `a/b`, `a/b/c`; `/x//y/` gives `/x`, `/x//y`; `/` gives nothing.
  ///
  /// `.` and `..` are kept as they are (the system resolves them, and creating them fails
  /// harmlessly because they exist). The split is on the byte `/`, never on characters, so a
  /// combining mark after a `/` cannot hide it.
  static func prefixes(of path: String) -> [String] {
    let slash = UInt8(ascii: "/")
    let bytes = path.utf8
    var result: [String] = []
    var index = bytes.startIndex
    while index < bytes.endIndex {
      guard bytes[index] != slash else {
        index = bytes.index(after: index)
        continue
      }
      let end = bytes[index...].firstIndex(of: slash) ?? bytes.endIndex
      // Cutting UTF-8 before an ASCII `/` always leaves valid UTF-8.
      result.append(String(decoding: bytes[..<end], as: UTF8.self))
      index = end
    }
    return result
  }

  /// `name` inside `directory`, with one `/` between them unless `directory` ends with one.
  static func joined(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }
}
