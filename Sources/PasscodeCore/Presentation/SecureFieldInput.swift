/// What a secure field does with text a keyboard hands it — a key typed, a paste, one-time
/// code autofill, Return — decided once for every skin.
///
/// - Return (`"\n"`) is not text: it ends editing (or moves to the next field).
/// - One character from a keyboard is typed, and revealed briefly (``MaskedText/Event/typed(_:)``).
/// - Several characters at once (autofill of a one-time code or password), or anything
///   pasted, are pasted: never revealed (``MaskedText/Event/pasted(_:)``).
/// - In a digits-only field, digits of other scripts become ASCII (FMT-2); a paste or autofill
///   loses its separators ("123 456", "123-456"); anything else that is not a digit refuses the
///   whole insertion, which is never trimmed into something the user did not enter.
///
/// The inserted text arrives as a `String` from the platform; it is turned into a
/// ``SecretBuffer`` at once and never kept.
public enum SecureFieldInput: Equatable, Sendable {
  /// Send this event to the field's ``MaskedText`` (or to `FormModel.handleSecure`).
  case event(MaskedText.Event)
  /// The Return key: end editing, or move to the next field.
  case returnKey
  /// Nothing the field accepts: ignore it.
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
      self = Self.accept(first, digitsOnly: digitsOnly).map { .event(.typed($0)) } ?? .refused
      return
    }
    // Several characters (or a paste): measured first, so that nothing is copied anywhere but
    // into the secret buffer, and refused whole when one character does not belong.
    func kept(_ scalar: Unicode.Scalar) -> Bool {
      !(digitsOnly && FormModel.digitSeparators.contains(scalar))
    }
    var size = 0
    for scalar in scalars where kept(scalar) {
      guard let accepted = Self.accept(scalar, digitsOnly: digitsOnly) else {
        self = .refused
        return
      }
      size += UTF8.width(accepted)
    }
    guard (1...SecretBuffer.maximumCapacity).contains(size) else {
      self = .refused
      return
    }
    let bytes = SecretBuffer(capacity: size)
    for scalar in scalars where kept(scalar) {
      guard let accepted = Self.accept(scalar, digitsOnly: digitsOnly) else { continue }
      guard let encoded = UTF8.encode(accepted) else { continue }
      for byte in encoded { _ = bytes.append(byte) }
    }
    self = .event(.pasted(bytes))
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
