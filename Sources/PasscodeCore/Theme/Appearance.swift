/// Light or dark mode.
public enum Appearance: String, CaseIterable, Hashable, Sendable {
  /// Dark content on a light background.
  case light
  /// Light content on a dark background.
  case dark
}
