@_spi(Core) import PasscodeEngine

/// What secret input does with text a keyboard hands it — a key typed, Delete, a paste,
/// one-time code autofill, Return — decided once for every skin and every secret input: a
/// secure field (``MaskedText``) or the passcode screen's keyboard
/// (`PasscodeScreen.events(for:)`).
///
/// - Return (`"\n"`) is not text: it ends editing (or moves to the next field).
/// - One character from a keyboard is typed, and revealed briefly (``MaskedText/Event/typed(_:)``).
/// - Several characters at once (autofill of a one-time code or password), or anything
///   pasted, are pasted: never revealed (``MaskedText/Event/pasted(_:)``).
/// - In a digits-only field, digits of other scripts become ASCII (FMT-2); a paste or autofill
///   loses its separators ("123 456", "123-456"); anything else that is not a digit refuses the
///   whole insertion, which is never trimmed into something the user did not enter.
///
/// Skins hand over the text inserted (`UIKeyInput.insertText(_:)`, a paste):
/// ``init(inserting:isPaste:digitsOnly:)``; a `UITextInput` replacement goes through
/// ``init(replacing:of:with:digitsOnly:)``.
///
/// The text arrives as a `String` from the platform; it is turned into a `SecretBuffer` at
/// once and never kept. Zero the characters of a paste with ``wipe()`` once it is handled.
@_spi(Skins) public enum SecureFieldInput: Equatable, Sendable {
  /// Send this event to the field's ``MaskedText`` (or to `FormModel.handleSecure`).
  case event(MaskedText.Event)
  /// The Return key: end editing, or move to the next field.
  case returnKey
  /// Nothing for the input to do: the text was refused, or nothing changed. Ignore it.
  case refused

  /// Decides what inserting `text` does.
  ///
  /// - Parameters:
  ///   - text: what the keyboard, autofill or the pasteboard inserts.
  ///   - isPaste: whether it comes from a paste command (never revealed, even one character).
  ///   - digitsOnly: whether the field takes digits only.
  public init(inserting text: String, isPaste: Bool = false, digitsOnly: Bool) {
    if text == "\n" || text == "\r" {
      self = .returnKey
      return
    }
    let scalars = text.unicodeScalars
    if scalars.count == 1, !isPaste, let first = scalars.first {
      self = Self.typed(first, digitsOnly: digitsOnly)
      return
    }
    self =
      Self.secret(of: scalars, digitsOnly: digitsOnly).map {
        .event(.pasted($0))
      } ?? .refused
  }

  /// What people type between the digits of a number (spaces, dashes, dots, brackets,
  /// slashes): dropped from a paste into a digits-only field.
  static let digitSeparators: Set<Unicode.Scalar> = [" ", "-", ".", "(", ")", "/", "\u{00A0}"]

  /// Zeroes the characters a paste or a replacement holds; call when the input is handled.
  public func wipe() {
    switch self {
    case .event(.pasted(let bytes)), .event(.replaced(let bytes)): bytes.removeAll()
    case .event, .returnKey, .refused: break
    }
  }

  /// One character typed: accepted as the field takes it, or refused.
  private static func typed(_ scalar: Unicode.Scalar, digitsOnly: Bool) -> SecureFieldInput {
    accept(scalar, digitsOnly: digitsOnly).map { .event(.typed($0)) } ?? .refused
  }

  /// Several characters at once, as UTF-8 in a secret buffer: measured first, so that nothing
  /// is copied anywhere but into the buffer; `nil` — refused whole — when one character does
  /// not belong, or when nothing or too much is left.
  private static func secret(of scalars: String.UnicodeScalarView, digitsOnly: Bool)
    -> SecretBuffer?
  {
    func kept(_ scalar: Unicode.Scalar) -> Bool {
      !(digitsOnly && Self.digitSeparators.contains(scalar))
    }
    var size = 0
    for scalar in scalars where kept(scalar) {
      guard let accepted = accept(scalar, digitsOnly: digitsOnly) else { return nil }
      size += UTF8.width(accepted)
    }
    guard (1...SecretBuffer.maximumCapacity).contains(size) else { return nil }
    let bytes = SecretBuffer(capacity: size)
    for scalar in scalars where kept(scalar) {
      guard let accepted = accept(scalar, digitsOnly: digitsOnly),
        let encoded = UTF8.encode(accepted)
      else { continue }
      for byte in encoded { _ = bytes.append(byte) }
    }
    return bytes
  }

  /// The character the field takes for `scalar`: itself, or in a digits-only field its ASCII
  /// digit; `nil` when the field does not take it.
  private static func accept(_ scalar: Unicode.Scalar, digitsOnly: Bool) -> Unicode.Scalar? {
    guard digitsOnly else { return scalar }
    return PasscodeFormat.normalizedByte(for: scalar, numeric: true).map { Unicode.Scalar($0) }
  }
}

extension MaskedText {
  /// Whether the field shows its clear button: while it has focus and holds something.
  public var showsClearButton: Bool { isFocused && !isEmpty }

  /// Whether the field shows its placeholder: while it is empty.
  public var showsPlaceholder: Bool { isEmpty }
}
