import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A copy of the built `passcode` with its resource bundles beside it, in `<folder>/bin`, for
/// tests that need the binary somewhere its build folder is not: where another user can reach
/// it, or where its own user cannot. Removed with its folder.
final class InstalledCopy {
  /// The folder made for the copy (it holds `bin`).
  let folder: URL
  /// The copied binary, `<folder>/bin/passcode`.
  let binary: URL

  /// The resource bundles `swift build` puts beside `passcode`, each holding string tables it
  /// needs: PasscodeKit's, the terminal skin's and the command's own.
  static let resourceBundles = [
    "PasscodeKit_PasscodeResources.resources",
    "PasscodeKit_PasscodeTerminalResources.resources",
    "PasscodeKit_passcode.resources",
  ]

  /// Copies the binary and its resource bundles into a new folder `<parent>/passcode.XXXXXX`.
  init(in parent: URL) throws {
    let built = try PasscodeBinary.require()
    var template = Array((parent.path + "/passcode.XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    try #require(made != nil, "mkdtemp in \(parent.path) failed")
    folder = URL(
      fileURLWithPath: String(cString: template.withUnsafeBufferPointer { $0.baseAddress! }))
    let bin = folder.appendingPathComponent("bin")
    binary = bin.appendingPathComponent("passcode")
    let fileManager = FileManager.default
    try fileManager.createDirectory(at: bin, withIntermediateDirectories: false)
    try fileManager.copyItem(at: built, to: binary)
    for bundleName in Self.resourceBundles {
      let bundle = built.deletingLastPathComponent().appendingPathComponent(bundleName)
      try #require(
        fileManager.fileExists(atPath: bundle.path), "no \(bundleName) beside \(built.path)")
      try fileManager.copyItem(at: bundle, to: bin.appendingPathComponent(bundleName))
    }
  }

  deinit {
    chmod(folder.path, 0o700)
    try? FileManager.default.removeItem(at: folder)
  }

  /// A copy that `nobody` can run: in a folder whose every ancestor anyone may search (the
  /// first of the temporary folder, `/tmp`, `/var/tmp` and `/dev/shm` that is), opened to all.
  /// The build folder may sit under a folder closed to others (a clone under `mktemp -d`).
  static func reachableByAll() throws -> InstalledCopy {
    let candidates = [FileManager.default.temporaryDirectory.path, "/tmp", "/var/tmp", "/dev/shm"]
    let parent = try #require(
      candidates.first(where: isSearchableByAll),
      "none of \(candidates) can be searched by every user: no place to copy passcode to")
    let copy = try InstalledCopy(in: URL(fileURLWithPath: parent))
    for folder in [copy.folder, copy.binary.deletingLastPathComponent()] {
      try #require(chmod(folder.path, 0o755) == 0)
    }
    return copy
  }

  /// Whether every user may search `path` and each folder above it.
  static func isSearchableByAll(_ path: String) -> Bool {
    var folder = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
    while true {
      var information = stat()
      guard stat(folder.path, &information) == 0, information.st_mode & S_IXOTH != 0 else {
        return false
      }
      if folder.path == "/" { return true }
      folder.deleteLastPathComponent()
    }
  }
}
