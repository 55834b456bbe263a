@_spi(Skins) import PasscodeCore

#if canImport(SwiftUI)
  /// Speaks the screen's VoiceOver announcements (`PasscodeScreen.SkinEffect.announce(_:)`,
  /// `MaskedText.Effect.announce(_:)`), already resolved into the user's language:
  /// a platform service behind a protocol, with ``SilentAnnouncer`` for previews and tests.
  @MainActor
  public protocol PasscodeAnnouncer {
    /// Speaks `text` if VoiceOver is running.
    func announce(_ text: String)
  }

  /// An announcer that says nothing: previews and tests.
  public struct SilentAnnouncer: PasscodeAnnouncer {
    /// Creates the silent announcer.
    public init() {}

    /// Does nothing.
    public func announce(_ text: String) {}
  }
#endif
