#if canImport(UIKit)
  import Foundation

  /// The data the passcode protects in the demo: recovery codes, made on first use and kept in
  /// `UserDefaults`. Erase Data (after too many wrong passcodes) deletes them.
  enum DemoData {
    private static let key = "recoveryCodes"

    /// The account's recovery codes.
    static var recoveryCodes: [String] {
      if let codes = UserDefaults.standard.stringArray(forKey: key) { return codes }
      let alphabet = Array("ABCDEFGHJKLMNPQRSTUVWXYZ23456789")
      var generator = SystemRandomNumberGenerator()
      let codes = (0..<8).map { _ in
        let characters = (0..<8).map { _ in alphabet.randomElement(using: &generator)! }
        return String(characters.prefix(4)) + "-" + String(characters.suffix(4))
      }
      UserDefaults.standard.set(codes, forKey: key)
      return codes
    }

    /// Erases the protected data.
    static func erase() {
      UserDefaults.standard.removeObject(forKey: key)
    }
  }
#endif
