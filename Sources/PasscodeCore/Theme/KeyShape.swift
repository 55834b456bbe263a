/// The outline of a keypad key.
public enum KeyShape: String, CaseIterable, Hashable, Sendable {
  /// A circle (the key's frame is square).
  case circle
  /// A square with rounded corners; the radius is ``PasscodeTheme/keyCornerRadius``.
  case roundedSquare
}
