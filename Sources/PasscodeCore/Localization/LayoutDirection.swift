/// The direction a language is read in.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
  /// Left to right (English, German, Japanese…).
  case leftToRight
  /// Right to left (Arabic, Hebrew, Persian, Urdu…).
  case rightToLeft
}
