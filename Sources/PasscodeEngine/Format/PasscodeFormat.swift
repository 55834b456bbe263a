/// The shape of a passcode (FMT-1).
///
/// - ``numeric(length:)``: exactly `length` digits, 4…12; the default is 6 digits, submitted
///   as soon as the last digit arrives.
/// - ``variableNumeric``: 4…32 digits, submitted with a Return/OK key.
/// - ``alphanumeric``: 4…64 printable ASCII characters (letters, digits, punctuation and space).
///   Non-ASCII letters are refused: the same word typed on two keyboards can produce different
///   bytes (composed and decomposed accents), which would lock the owner out.
///
/// This enumeration is complete.
public enum PasscodeFormat: Hashable, Sendable {
  /// A fixed number of digits, 4…12.
  case numeric(length: Int)
  /// Between 4 and 32 digits.
  case variableNumeric
  /// Between 4 and 64 printable ASCII characters (from 4, as iOS's custom alphanumeric code).
  case alphanumeric

  /// Six digits, like the device passcode.
  public static let `default` = PasscodeFormat.numeric(length: 6)

  /// The allowed lengths of fixed numeric codes.
  public static let numericLengths = 4...12
  /// The allowed lengths of variable numeric codes.
  public static let variableNumericLengths = 4...32
  /// The allowed lengths of alphanumeric codes.
  public static let alphanumericLengths = 4...64

  /// Whether this format's parameters are within FMT-1's ranges.
  public var isValid: Bool {
    switch self {
    case .numeric(let length): Self.numericLengths.contains(length)
    case .variableNumeric, .alphanumeric: true
    }
  }

  /// The allowed number of characters.
  public var lengths: ClosedRange<Int> {
    switch self {
    case .numeric(let length): length...length
    case .variableNumeric: Self.variableNumericLengths
    case .alphanumeric: Self.alphanumericLengths
    }
  }

  /// The fewest characters a passcode of this format has.
  public var minimumLength: Int { lengths.lowerBound }
  /// The most characters a passcode of this format has.
  public var maximumLength: Int { lengths.upperBound }

  /// Whether only digits are allowed.
  public var isNumeric: Bool { self != .alphanumeric }

  /// What the format's lengths are counted in: digits when it is numeric, else characters.
  public var lengthUnit: InputError.LengthUnit { isNumeric ? .digits : .characters }

  /// Whether the code is checked as soon as its last character arrives (fixed numeric), rather
  /// than when the user submits it.
  public var submitsAutomatically: Bool {
    if case .numeric = self { return true }
    return false
  }

  /// The most UTF-8 bytes a raw entry of this format can take: a decimal digit outside ASCII
  /// takes up to 4 bytes. Longer raw input is refused without being looked at (FMT-2).
  public var maximumRawByteCount: Int { maximumLength * 4 }
}

extension PasscodeFormat: CustomStringConvertible, LosslessStringConvertible {
  /// The format's one spelling, as stored in the state record and typed by users:
  /// `numeric:6`, `variable` or `alphanumeric`.
  public var description: String {
    switch self {
    case .numeric(let length): "numeric:\(length)"
    case .variableNumeric: "variable"
    case .alphanumeric: "alphanumeric"
    }
  }

  /// Parses `numeric:N`, `variable` or `alphanumeric`; `nil` for anything else, including a
  /// numeric length outside 4…12 and one not written as a plain decimal number (`numeric:+6`,
  /// `numeric:06`, `numeric: 6`), so that each format has exactly one spelling.
  public init?(_ description: String) {
    switch description {
    case "variable": self = .variableNumeric
    case "alphanumeric": self = .alphanumeric
    default:
      let parts = description.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count == 2, parts[0] == "numeric", let length = Self.plainNumber(parts[1]),
        Self.numericLengths.contains(length)
      else { return nil }
      self = .numeric(length: length)
    }
  }

  /// The value of ASCII digits without sign or leading zero (at most 9 of them), else `nil`.
  private static func plainNumber(_ text: Substring) -> Int? {
    let digits = text.utf8
    guard (1...9).contains(digits.count), digits.first != UInt8(ascii: "0") || digits.count == 1,
      digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { return nil }
    return Int(text)
  }
}

extension PasscodeFormat: CaseIterable {
  /// Every valid format: each numeric length from 4 to 12, then variable and alphanumeric.
  public static let allCases: [PasscodeFormat] =
    numericLengths.map { .numeric(length: $0) } + [.variableNumeric, .alphanumeric]
}

extension PasscodeFormat: Codable {
  /// Decodes the ``description`` form.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let format = PasscodeFormat(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "unknown passcode format")
    }
    self = format
  }

  /// Encodes the ``description`` form.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
