import Foundation
import Testing

@_spi(Skins) @testable import PasscodeCore
@testable import PasscodeEngine

/// A fresh temporary store directory (mode 0700) for one test, removed afterwards, and
/// helpers to run `passcode` against it.
final class Sandbox {
  /// Holds the store and the runs' input and output files.
  let root: URL
  /// The store directory passed as `--store`.
  let store: URL

  init() throws {
    var template = Array(
      (FileManager.default.temporaryDirectory.path + "/passcode-e2e.XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    try #require(made != nil, "mkdtemp failed")
    root = URL(
      fileURLWithPath: String(cString: template.withUnsafeBufferPointer { $0.baseAddress! }))
    store = root.appendingPathComponent("store")
    try #require(mkdir(store.path, 0o700) == 0, "mkdir of the store failed")
  }

  deinit {
    chmod(store.path, 0o700)
    try? FileManager.default.removeItem(at: root)
  }

  // MARK: Running

  /// Runs `passcode arguments… --store <store>` to the end.
  func run(
    _ arguments: String..., input: StandardInput = .bytes([]),
    timeout: Duration = Watchdog.limit
  ) async throws -> Finished {
    try await start(arguments, input: input).finish(timeout: timeout)
  }

  /// Commands that use no store, so take no `--store`.
  static let storelessCommands: Set = ["form", "bench", "render"]

  /// `arguments` with `--store <store>` added for commands that use the store.
  func withStore(_ arguments: [String]) -> [String] {
    guard let command = arguments.first, Self.storelessCommands.contains(command) else {
      return arguments + ["--store", store.path]
    }
    return arguments
  }

  /// Starts `passcode arguments… --store <store>` (no `--store` for storeless commands).
  func start(_ arguments: [String], input: StandardInput) throws -> Running {
    try PasscodeBinary.start(withStore(arguments), input: input, scratch: root)
  }

  /// Runs `passcode` and checks its exit status.
  @discardableResult
  func expect(
    _ status: Int32, _ arguments: String..., input: StandardInput = .bytes([]),
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> Finished {
    let finished = try await start(arguments, input: input).finish()
    #expect(
      finished.status == status,
      "passcode \(arguments.joined(separator: " ")) said: \(finished.stderr)",
      sourceLocation: sourceLocation)
    return finished
  }

  /// Sets `code` with the fast test settings (210,000 rounds) plus `options`.
  func setPasscode(_ code: String, _ options: String...) async throws {
    let arguments = ["set", "--kdf-rounds", "210000"] + options
    let finished = try await start(arguments, input: .lines(code, code)).finish()
    try #require(finished.status == 0, "set failed: \(finished.stderr)")
  }

  /// Rewrites the stored verifier to the most rounds a record may have, so that checking any
  /// code takes tens of seconds — long enough to be interrupted on any machine, however
  /// loaded. The right code no longer matches afterwards: use it with wrong codes only.
  func makeChecksSlow() throws {
    var record = try stateRecord()
    record.verifier?.rounds = PBKDF2Verifier.maximumRounds
    try write(FileStore.stateName, record.encoded())
  }

  /// `passcode status --json`, decoded.
  func status(sourceLocation: SourceLocation = #_sourceLocation) async throws -> StatusJSON {
    let finished = try await run("status", "--json")
    try #require(
      finished.status == 0, "status failed: \(finished.stderr)", sourceLocation: sourceLocation)
    return try JSONDecoder().decode(StatusJSON.self, from: Data(finished.stdout.utf8))
  }

  // MARK: Files

  func url(_ name: String) -> URL { store.appendingPathComponent(name) }

  func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: url(name)))
  }

  /// Replaces a store file's bytes, keeping mode 0600.
  func write(_ name: String, _ bytes: [UInt8]) throws {
    try Data(bytes).write(to: url(name))
    chmod(url(name).path, 0o600)
  }

  /// The state record as the engine reads it.
  func stateRecord() throws -> StateRecord {
    try StateRecord.decode(bytes(FileStore.stateName))
  }
}

/// The object `passcode status --json` prints.
struct StatusJSON: Decodable, Equatable {
  var passcodeSet: Bool
  var failures: Int
  var maxFailures: Int
  var lockedOutSeconds: Int
  var permanentlyLocked: Bool
  var format: String?
  var firstSetInterrupted: Bool
  var clockTrusted: Bool
}
