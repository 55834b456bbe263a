/// A key pressed on a hardware keyboard, as a skin reports it to
/// ``PasscodeScreen/event(for:)``.
///
/// UIKit builds it from a `UIKey` in `pressesBegan` (its `characters`, and its `keyCode` for
/// Backspace, Return and Escape) — SwiftUI's screens get their keys from the same UIKit input —
/// and a terminal from the bytes read.
@_spi(Skins) public enum KeyboardKey: Hashable, Sendable {
  /// A key that types this character.
  case character(Unicode.Scalar)
  /// Backspace (Delete on a Mac keyboard).
  case backspace
  /// Return or Enter.
  case returnKey
  /// Escape.
  case escape
  /// Any other key (arrows, function keys…).
  case other
}
