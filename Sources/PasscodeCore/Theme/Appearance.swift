/// Light or dark mode.
///
/// This enumeration is complete.
public enum Appearance: String, CaseIterable, Hashable, Sendable {
  /// Dark content on a light background.
  case light
  /// Light content on a dark background.
  case dark
}
