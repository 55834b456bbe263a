/// Why a render request could not be read.
public enum RenderError: Error, Equatable, Sendable {
  /// An option has a value outside its list.
  case invalidValue(option: String, value: String, allowed: [String])
  /// A size is not `WIDTHxHEIGHT` with both between the limits (points).
  case invalidSize(String)
  /// A safe area is not `TOP,LEFT,BOTTOM,RIGHT` with non-negative numbers.
  case invalidSafeArea(String)
  /// A device and an explicit size were both given.
  case deviceAndSize
  /// The safe area leaves less than the smallest canvas inside it.
  case safeAreaTooLarge

  /// The smallest and largest canvas side accepted, in points.
  public static let sizeLimits = 200.0...4096.0

  /// A sentence saying what went wrong and what to do.
  public var message: String {
    switch self {
    case .invalidValue(let option, let value, let allowed):
      "'\(value)' is not a valid --\(option): use one of \(allowed.joined(separator: ", "))."
    case .invalidSize(let text):
      "'\(text)' is not a size: write WIDTHxHEIGHT in points, such as 390x844, each side from "
        + "\(Int(Self.sizeLimits.lowerBound)) to \(Int(Self.sizeLimits.upperBound))."
    case .invalidSafeArea(let text):
      "'\(text)' is not a safe area: write TOP,LEFT,BOTTOM,RIGHT in points, such as 59,0,34,0."
    case .deviceAndSize:
      "Give either --device or --size, not both."
    case .safeAreaTooLarge:
      "The safe area leaves too little room: keep at least "
        + "\(Int(Self.sizeLimits.lowerBound)) points inside it each way."
    }
  }
}
