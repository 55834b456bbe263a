import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Something other than a regular file, planted where a `FileStore` keeps one, for tests
/// that attack the store (STO-4): each of these must read as damage, never be followed, and
/// never make a process wait.
///
/// PasscodeKit's own store tests use it (the engine's and the `passcode` command's); it is not
/// a double an app needs, so it is not in PasscodeTestSupport.
public enum PlantedFile: String, CaseIterable, Sendable, CustomStringConvertible {
  /// A FIFO, which blocks a plain `open` until a writer comes.
  case namedPipe
  /// A symbolic link to an existing private file.
  case symbolicLink
  /// A symbolic link to nothing.
  case danglingSymbolicLink
  /// An empty directory.
  case directory
  /// A bound Unix-domain socket.
  case socket

  /// The case's name, for test output.
  public var description: String { rawValue }

  /// The words the store's damage message uses for it ("… is a named pipe, …").
  public var kind: String {
    switch self {
    case .namedPipe: "a named pipe"
    case .symbolicLink, .danglingSymbolicLink: "a symbolic link"
    case .directory: "a directory"
    case .socket: "a socket"
    }
  }

  /// Creates it at `path`. A ``symbolicLink`` points at `target`, a ``danglingSymbolicLink``
  /// at a path next to `target` that does not exist.
  ///
  /// - Throws: ``PlantingFailed`` when the system refuses.
  public func plant(at path: String, target: String) throws {
    switch self {
    case .namedPipe:
      try check(mkfifo(path, 0o600), "mkfifo", path)
    case .symbolicLink:
      try check(symlink(target, path), "symlink", path)
    case .danglingSymbolicLink:
      try check(symlink(target + "-missing", path), "symlink", path)
    case .directory:
      try check(mkdir(path, 0o700), "mkdir", path)
    case .socket:
      try Self.bindSocket(at: path)
    }
  }

  /// Binds a Unix-domain socket at a short path (socket paths are limited to about 100
  /// bytes), then renames it to `path`.
  private static func bindSocket(at path: String) throws {
    #if canImport(Glibc)
      let descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = Darwin.socket(AF_UNIX, SOCK_STREAM, 0)
    #endif
    try check(descriptor, "socket", path)
    defer { close(descriptor) }
    let short = "/tmp/passcodekit-\(UInt64.random(in: .min ... .max)).sock"
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(short.utf8)) }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    try check(bound, "bind", short)
    try check(rename(short, path), "rename", path)
  }
}

/// A system call failed while planting a ``PlantedFile``.
public struct PlantingFailed: Error, CustomStringConvertible {
  /// The call, the path and the system's reason.
  public let description: String
}

private func check(_ result: Int32, _ call: String, _ path: String) throws {
  guard result >= 0 else {
    throw PlantingFailed(description: "\(call) \(path): \(String(cString: strerror(errno)))")
  }
}
