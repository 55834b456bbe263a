/// Identifies a field of a ``FormModel``.
public struct FieldID: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The identifier.
  public var rawValue: String

  /// Creates an identifier.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates an identifier from a literal: `let id: FieldID = "username"`.
  public init(stringLiteral value: String) {
    self.init(rawValue: value)
  }

  /// The identifier.
  public var description: String { rawValue }
}
