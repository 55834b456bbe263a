/// Refuses passcodes that are easy to guess when one is set or changed (FMT-3).
///
/// Three rules, applied to the normalised code:
/// - every character the same (`000000`, `aaaaaa`);
/// - an ascending or descending run (`123456`, `987654`, `890123`, `abcdef`, `FEDCBA`);
/// - one of the most common PINs and passwords (``commonPasscodes``).
///
/// The rules apply only when a code is chosen; an existing weak code still verifies.
/// Hosts may switch the policy off (``PasscodeConfiguration/rejectsWeakPasscodes``).
public enum WeakPasscodePolicy {
  /// Why a passcode was judged weak.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum Reason: Equatable, Sendable {
    /// Every character is the same.
    case repeatedCharacter
    /// The characters form an ascending or descending run.
    case sequence
    /// The code is on the list of the most common passcodes.
    case common
  }

  /// The most common PINs and passwords, refused when chosen (compared case-insensitively).
  ///
  /// Four-digit PINs: the twenty most frequent in DataGenetics' 2012 analysis of 3.4 million
  /// leaked PINs. Six-digit PINs: the most frequent in Markert et al., "This PIN Can Be Easily
  /// Guessed" (IEEE S&P 2020) and in leaked-password corpora. Passwords: the top of public
  /// leaked-password lists.
  public static let commonPasscodes: [String] = [
    // 4 digits
    "1234", "1111", "0000", "1212", "7777", "1004", "2000", "4444", "2222", "6969",
    "9999", "3333", "5555", "6666", "1122", "1313", "8888", "4321", "2001", "1010",
    // 6 digits
    "123456", "654321", "111111", "000000", "123123", "666666", "121212", "112233",
    "789456", "159753", "123321", "696969", "147258", "520520", "147852", "123654",
    "102030", "100200", "121314", "131313", "159357", "456123", "252525", "101010",
    "777777", "999999", "555555", "222222", "888888", "333333", "444444",
    // 8 digits
    "12345678", "87654321", "11111111", "00000000", "12341234", "11223344",
    // passwords
    "password", "passw0rd", "password1", "qwerty", "qwertyuiop", "abc123", "letmein",
    "iloveyou", "admin123", "welcome", "monkey", "dragon", "football", "baseball",
    "sunshine", "princess", "trustno1", "123qwe", "qwe123", "1q2w3e4r", "zaq12wsx",
    // short passwords (an alphanumeric code may have 4 characters)
    "pass", "test", "love", "qwer", "asdf", "zxcv", "1qaz", "abc1", "root", "admin", "qwert",
    "hello", "login", "guest", "pass1", "test1",
  ]

  private static let commonBytes: [[UInt8]] = commonPasscodes.map { Array($0.utf8) }

  /// The reason `passcode` is weak, or `nil` when it is acceptable.
  ///
  /// `passcode` is a normalised code (see ``PasscodeFormat/normalize(_:)``).
  public static func weakness(of passcode: SecretBuffer) -> Reason? {
    passcode.withUnsafeBytes { bytes -> Reason? in
      guard bytes.count > 1 else { return nil }
      // Lazily folded: no copy of the secret is made.
      let folded = bytes.lazy.map(asciiLowercased)
      let first = asciiLowercased(bytes[0])
      if folded.allSatisfy({ $0 == first }) { return .repeatedCharacter }
      if isRun(folded, step: 1) || isRun(folded, step: -1) { return .sequence }
      if commonBytes.contains(where: { $0.elementsEqual(folded) }) { return .common }
      return nil
    }
  }

  private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
  }

  /// Whether each character is the previous one plus `step` (digits wrap 9→0 and 0→9).
  private static func isRun(_ bytes: some Collection<UInt8>, step: Int) -> Bool {
    guard let first = bytes.first, let kind = CharacterKind(first) else { return false }
    var previous = first
    for byte in bytes.dropFirst() {
      guard CharacterKind(byte) == kind, kind.successor(of: previous, step: step) == byte else {
        return false
      }
      previous = byte
    }
    return true
  }

  private enum CharacterKind: Equatable {
    case digit
    case letter

    init?(_ byte: UInt8) {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): self = .digit
      case UInt8(ascii: "a")...UInt8(ascii: "z"): self = .letter
      default: return nil
      }
    }

    func successor(of byte: UInt8, step: Int) -> UInt8? {
      switch self {
      case .digit:
        let value = (Int(byte - UInt8(ascii: "0")) + step + 10) % 10
        return UInt8(ascii: "0") + UInt8(value)
      case .letter:
        let value = Int(byte - UInt8(ascii: "a")) + step
        return (0..<26).contains(value) ? UInt8(ascii: "a") + UInt8(value) : nil
      }
    }
  }
}
