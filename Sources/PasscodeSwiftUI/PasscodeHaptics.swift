#if canImport(SwiftUI)
  import PasscodeCore

  /// Plays the passcode screen's haptics (`PasscodeScreen.Effect.haptic(_:)`): a platform
  /// service behind a protocol, so that previews, tests and hosts that want none use
  /// ``NoHaptics``.
  @MainActor
  public protocol PasscodeHaptics {
    /// Plays `haptic` now.
    func play(_ haptic: PasscodeScreen.Haptic)
  }

  /// Haptics that do nothing: previews, devices without a Taptic Engine, hosts that turn them
  /// off.
  public struct NoHaptics: PasscodeHaptics {
    /// Creates the silent haptics.
    public init() {}

    /// Does nothing.
    public func play(_ haptic: PasscodeScreen.Haptic) {}
  }
#endif
