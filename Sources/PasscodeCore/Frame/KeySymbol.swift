/// A symbol a key shows instead of its word when the word does not fit the key at the text
/// size the user chose (the word is never shrunk). The key's accessibility label stays the
/// word.
@_spi(Skins) public enum KeySymbol: String, Hashable, Sendable, CaseIterable {
  /// Delete: a left-pointing delete mark.
  case delete
  /// Cancel: a cross.
  case cancel
  /// Touch ID: a fingerprint.
  case touchID
  /// Face ID: a face.
  case faceID
  /// Optic ID: an eye.
  case opticID

  /// The SF Symbol the iOS skins draw (available on iOS 16).
  public var systemImageName: String {
    switch self {
    case .delete: "delete.left"
    case .cancel: "xmark"
    case .touchID: "touchid"
    case .faceID: "faceid"
    case .opticID: "eye"
    }
  }

  /// A character that stands for the symbol where no symbol font is at hand (SVG, a
  /// terminal).
  public var character: String {
    switch self {
    case .delete: "⌫"
    case .cancel: "✕"
    case .touchID: "☝"
    case .faceID: "☺"
    case .opticID: "◉"
    }
  }

  /// The symbol of a key that is not a digit on `screen`, or `nil` for digits and empty
  /// slots.
  static func of(_ slot: KeySlot, on screen: PasscodeScreen) -> KeySymbol? {
    guard slot.digit == nil else { return nil }
    if slot == .delete { return .delete }
    switch screen.accessoryKey {
    case .biometrics(.touchID): return .touchID
    case .biometrics(.faceID): return .faceID
    case .biometrics(.opticID): return .opticID
    case .biometrics(.none), nil: return nil
    case .cancel: return .cancel
    }
  }
}
