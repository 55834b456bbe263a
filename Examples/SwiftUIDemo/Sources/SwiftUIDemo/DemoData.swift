#if os(iOS)
  import Foundation
  import PasscodeSwiftUI

  /// The data the passcode protects in the demo: recovery codes, made on first use and kept
  /// sealed under the passcode's data key in Application Support — readable only while the app
  /// is unlocked, and only with the passcode on this device. Erase Data (after too many wrong
  /// passcodes) destroys the key, and deletes the file too.
  enum DemoData {
    private static var file: URL {
      FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("recovery-codes.sealed")
    }

    /// The account's recovery codes, opened with the data key `lock` holds while unlocked.
    static func recoveryCodes(from lock: PasscodeLock) async throws -> [String] {
      let key = try await lock.dataKey.key()
      defer { key.removeAll() }
      let sealer = try DataSealer(key: key)
      if let sealed = try? Data(contentsOf: file) {
        let text = String(decoding: try sealer.open(sealed), as: UTF8.self)
        return text.split(separator: "\n").map(String.init)
      }
      let codes = makeCodes()
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try sealer.seal(Data(codes.joined(separator: "\n").utf8))
        .write(to: file, options: [.atomic, .completeFileProtection])
      return codes
    }

    private static func makeCodes() -> [String] {
      let alphabet = Array("ABCDEFGHJKLMNPQRSTUVWXYZ23456789")
      var generator = SystemRandomNumberGenerator()
      return (0..<8).map { _ in
        let characters = (0..<8).map { _ in alphabet.randomElement(using: &generator)! }
        return String(characters.prefix(4)) + "-" + String(characters.suffix(4))
      }
    }

    /// Erases the protected data: the sealed file (its key is already gone with the passcode).
    static func erase() {
      try? FileManager.default.removeItem(at: file)
    }
  }
#endif
