/// Plays the passcode screen's haptics (``PasscodeScreen/SkinEffect/haptic(_:)``): a platform
/// service behind a protocol (the skins' `SystemHapticFeedback` uses the Taptic Engine), with
/// ``NoHapticFeedback`` for previews, tests, devices without haptics and hosts that want none.
@MainActor
public protocol HapticFeedback: AnyObject {
  /// Wakes the haptic engine so that the next haptic plays without delay.
  func prepare()
  /// Plays `haptic`.
  func play(_ haptic: PasscodeScreen.Haptic)
}

/// No haptics at all.
@MainActor
public final class NoHapticFeedback: HapticFeedback {
  /// Creates the feedback.
  public init() {}

  /// Does nothing.
  public func prepare() {}

  /// Does nothing.
  public func play(_ haptic: PasscodeScreen.Haptic) {}
}
