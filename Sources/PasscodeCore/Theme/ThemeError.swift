/// Why a theme value could not be read.
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum ThemeError: Error, Equatable, Sendable {
  /// The text is not a colour in `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` form.
  case invalidHexColor(String)

  /// A sentence saying what went wrong and what to do.
  public var message: String {
    switch self {
    case .invalidHexColor(let text):
      "'\(text)' is not a colour: write it as #RGB, #RGBA, #RRGGBB or #RRGGBBAA in hexadecimal."
    }
  }
}
