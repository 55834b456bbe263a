import Foundation

/// A rule a form field's value must follow.
///
/// Rules about characters and length are enforced while typing (``FormModel/shouldChange(_:range:replacement:)``
/// refuses an edit that breaks them, so the user cannot type past a limit or type a forbidden
/// character); all rules are checked on submit. Rules are plain data, with no closures, so a
/// ``FormModel`` stays `Equatable` and `Sendable`: a custom check is a regular expression
/// (``matching(_:message:)``) or a comparison with another field (``sameAs(_:)``).
public struct FieldRule: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case required
    case minimumLength(Int)
    case maximumLength(Int)
    case exactLength(Int)
    case asciiOnly
    case digitsOnly
    case pattern(String, message: StringKey)
    case sameAs(FieldID)
  }

  let kind: Kind

  /// The field may not be empty.
  public static let required = FieldRule(kind: .required)
  /// Printable ASCII only (letters A–Z, digits, punctuation, space); enforced while typing.
  public static let asciiOnly = FieldRule(kind: .asciiOnly)
  /// Digits 0–9 only; enforced while typing (digits of other scripts are converted).
  public static let digitsOnly = FieldRule(kind: .digitsOnly)

  /// At least `length` characters, checked on submit.
  public static func minimumLength(_ length: Int) -> FieldRule {
    FieldRule(kind: .minimumLength(length))
  }

  /// At most `length` characters; enforced while typing.
  public static func maximumLength(_ length: Int) -> FieldRule {
    FieldRule(kind: .maximumLength(length))
  }

  /// Exactly `length` characters: no more can be typed, fewer fail on submit.
  public static func exactLength(_ length: Int) -> FieldRule {
    FieldRule(kind: .exactLength(length))
  }

  /// The whole value matches the regular expression `pattern` (`NSRegularExpression`
  /// syntax), checked on submit; `message` is shown when it does not. Not for secure fields,
  /// whose value never becomes a `String`.
  ///
  /// - Precondition: `pattern` compiles.
  public static func matching(_ pattern: String, message: StringKey = .invalidFormat)
    -> FieldRule
  {
    precondition(
      (try? NSRegularExpression(pattern: pattern)) != nil,
      "the regular expression \(pattern) does not compile")
    return FieldRule(kind: .pattern(pattern, message: message))
  }

  /// The value equals that of `field` (a password confirmation), checked on submit.
  public static func sameAs(_ field: FieldID) -> FieldRule {
    FieldRule(kind: .sameAs(field))
  }

  /// Whether `scalar` may be typed under this rule.
  func allows(_ scalar: Unicode.Scalar) -> Bool {
    switch kind {
    case .asciiOnly: (0x20...0x7E).contains(scalar.value)
    case .digitsOnly: ("0"..."9").contains(scalar)
    default: true
    }
  }

  /// Whether `text` matches this rule's pattern as a whole; `true` for other rules.
  func matches(_ text: String) -> Bool {
    guard case .pattern(let pattern, _) = kind,
      let expression = try? NSRegularExpression(pattern: pattern)
    else { return true }
    let range = NSRange(text.startIndex..<text.endIndex, in: text)
    return expression.firstMatch(in: text, options: [.anchored], range: range)?.range == range
  }
}
