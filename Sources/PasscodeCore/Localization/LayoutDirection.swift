/// The direction a language is read in.
///
/// This enumeration is complete.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
  /// Left to right (English, German, Japanese…).
  case leftToRight
  /// Right to left (Arabic, Hebrew, Persian, Urdu…).
  case rightToLeft
}
