/// One of the twelve places of the keypad, in reading order of a phone keypad:
///
/// ```
/// 1 2 3
/// 4 5 6
/// 7 8 9
/// accessory 0 delete
/// ```
///
/// The accessory slot holds the biometric key or Cancel (see
/// ``PasscodeScreen/accessoryKey``). The grid is never mirrored: in right-to-left languages the
/// digits keep phone-keypad order, as on iOS.
@_spi(Skins) public enum KeySlot: Int, CaseIterable, Hashable, Sendable {
  /// The 1 key.
  case one
  /// The 2 key.
  case two
  /// The 3 key.
  case three
  /// The 4 key.
  case four
  /// The 5 key.
  case five
  /// The 6 key.
  case six
  /// The 7 key.
  case seven
  /// The 8 key.
  case eight
  /// The 9 key.
  case nine
  /// Bottom left: biometrics or Cancel.
  case accessory
  /// The 0 key.
  case zero
  /// Bottom right: Delete.
  case delete

  /// The digit this key types, or `nil` for the accessory and Delete keys.
  public var digit: UInt8? {
    switch self {
    case .accessory, .delete: nil
    case .zero: 0
    default: UInt8(rawValue + 1)
    }
  }

  /// The letters a phone keypad shows under this key's digit — `ABC` on 2, `DEF` on 3, `GHI`,
  /// `JKL`, `MNO`, `PQRS`, `TUV`, `WXYZ` on 9 — or `nil` for 1, 0, the accessory and Delete.
  ///
  /// The same Latin letters in every language, as on the iOS keypad: they are a keypad's
  /// markings, not words, so they are not translated (and never read by VoiceOver).
  public var letters: String? {
    switch self {
    case .two: "ABC"
    case .three: "DEF"
    case .four: "GHI"
    case .five: "JKL"
    case .six: "MNO"
    case .seven: "PQRS"
    case .eight: "TUV"
    case .nine: "WXYZ"
    case .one, .zero, .accessory, .delete: nil
    }
  }

  /// The row, 0 (top) to 3.
  var row: Int { rawValue / 3 }
  /// The column, 0 (left) to 2, the same in every layout direction.
  var column: Int { rawValue % 3 }
}
