/// What the user did to a hidden text field that only forwards input, read from the field's
/// text after the change.
///
/// Skins whose text fields report only their new text (SwiftUI's `TextField`) keep the field
/// holding nothing but ``sentinel``, an invisible character, so that Delete has something to
/// delete, and put it back after every change. The new text then says what happened:
///
/// | text after the change | edit |
/// |---|---|
/// | the sentinel alone | ``none`` |
/// | empty | ``deleteBackward`` |
/// | the sentinel and one character | ``typed(_:)`` |
/// | the sentinel and several characters | ``inserted(_:)`` (paste, one-time-code autofill) |
/// | characters without the sentinel | ``replaced(_:)`` (autofill or paste over everything) |
///
/// Typed characters leave the `String` at once: they are copied into a ``SecretBuffer`` (the
/// skin then resets the field to the sentinel), never kept in the core as a `String`.
public enum HiddenFieldEdit: Equatable, Sendable {
  /// Nothing happened (the field was reset to the sentinel).
  case none
  /// Delete backward.
  case deleteBackward
  /// One character typed.
  case typed(Unicode.Scalar)
  /// Several characters inserted at once after what is held (UTF-8).
  case inserted(SecretBuffer)
  /// Everything replaced (UTF-8).
  case replaced(SecretBuffer)

  /// The invisible character a hidden field holds between changes: a zero-width space.
  public static let sentinel: Unicode.Scalar = "\u{200B}"

  /// Reads the edit from the field's text after the change, as Unicode scalars. Characters
  /// that do not fit a ``SecretBuffer`` are dropped (no keyboard types 1,024 characters at
  /// once).
  public init(fieldText scalars: some Sequence<Unicode.Scalar>) {
    var sawSentinel = false
    let bytes = SecretBuffer(capacity: SecretBuffer.maximumCapacity)
    var count = 0
    var last: Unicode.Scalar?
    for scalar in scalars {
      if scalar == Self.sentinel {
        sawSentinel = true
        continue
      }
      guard let encoded = UTF8.encode(scalar), bytes.count + encoded.count <= bytes.capacity
      else { continue }
      for byte in encoded { _ = bytes.append(byte) }
      count += 1
      last = scalar
    }
    switch (sawSentinel, count) {
    case (true, 0): self = .none
    case (false, 0): self = .deleteBackward
    case (true, 1): self = .typed(last!)
    case (true, _): self = .inserted(bytes)
    case (false, _): self = .replaced(bytes)
    }
    if case .typed = self { bytes.removeAll() }
  }

  /// The event for a ``MaskedText``, or `nil` when there is none or the input is refused.
  ///
  /// With `digitsOnly`, digits of any script become ASCII (FMT-2); from several characters
  /// inserted at once, spaces, hyphens, dots, slashes and parentheses are dropped first (a
  /// pasted "123 456"); anything else refuses the input — a paste is refused whole, never
  /// trimmed into something the user did not paste.
  public func maskedTextEvent(digitsOnly: Bool) -> MaskedText.Event? {
    switch self {
    case .none: return nil
    case .deleteBackward: return .deleteBackward
    case .typed(let scalar):
      guard digitsOnly else { return .typed(scalar) }
      return PasscodeFormat.normalizedByte(for: scalar, numeric: true).map {
        .typed(Unicode.Scalar($0))
      }
    case .inserted(let bytes):
      guard digitsOnly else { return .pasted(bytes) }
      return Self.digits(of: bytes).map { .pasted($0) }
    case .replaced(let bytes):
      guard digitsOnly else { return .replaced(bytes) }
      return Self.digits(of: bytes).map { .replaced($0) }
    }
  }

  /// The events for a ``PasscodeScreen`` typed on a keyboard: Delete, or each character in
  /// turn (after ``PasscodeScreen/Event/clear`` when everything was replaced). The screen
  /// normalises and filters the characters itself.
  public var screenEvents: [PasscodeScreen.Event] {
    switch self {
    case .none: return []
    case .deleteBackward: return [.delete]
    case .typed(let scalar): return [.character(scalar)]
    case .inserted(let bytes): return Self.characters(of: bytes)
    case .replaced(let bytes): return [.clear] + Self.characters(of: bytes)
    }
  }

  /// Zeroes the characters an insertion or replacement holds; call when the edit is handled.
  public func wipe() {
    switch self {
    case .inserted(let bytes), .replaced(let bytes): bytes.removeAll()
    case .none, .deleteBackward, .typed: break
    }
  }

  /// The UTF-8 `bytes` as ASCII digits, separators dropped; `nil` when anything else is there.
  private static func digits(of bytes: SecretBuffer) -> SecretBuffer? {
    let digits = SecretBuffer(capacity: bytes.capacity)
    let valid = bytes.withUnsafeBytes { raw in
      SecretText.decode(raw) { scalar in
        if FormModel.digitSeparators.contains(scalar) { return true }
        guard let byte = PasscodeFormat.normalizedByte(for: scalar, numeric: true) else {
          return false
        }
        return digits.append(byte)
      }
    }
    guard valid else {
      digits.removeAll()
      return nil
    }
    return digits
  }

  /// One ``PasscodeScreen/Event/character(_:)`` per scalar of the UTF-8 `bytes`.
  private static func characters(of bytes: SecretBuffer) -> [PasscodeScreen.Event] {
    var events: [PasscodeScreen.Event] = []
    _ = bytes.withUnsafeBytes { raw in
      SecretText.decode(raw) { scalar in
        events.append(.character(scalar))
        return true
      }
    }
    return events
  }
}
