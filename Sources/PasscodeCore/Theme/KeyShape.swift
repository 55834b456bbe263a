/// The outline of a keypad key.
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum KeyShape: String, CaseIterable, Hashable, Sendable {
  /// A circle (the key's frame is square).
  case circle
  /// A square with rounded corners; the radius is ``PasscodeTheme/keyCornerRadius``.
  case roundedSquare
}
