#if canImport(UIKit)
  @_spi(Skins) import PasscodeCore
  import UIKit

  /// Speaks the screen's VoiceOver announcements (`PasscodeScreen.SkinEffect.announce(_:)`,
  /// `MaskedText.Effect.announce(_:)`), already resolved into the user's language:
  /// a platform service behind a protocol, with ``SilentAnnouncer`` for previews and tests.
  /// Both skins use it (`PasscodeAppearance.announcer`).
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

  /// Announcements through VoiceOver: `UIAccessibility.post(notification: .announcement, …)`.
  /// Nothing is said when VoiceOver is off.
  @MainActor
  public struct VoiceOverAnnouncer: PasscodeAnnouncer {
    /// Creates the announcer.
    public init() {}

    /// Posts `text` as a VoiceOver announcement.
    public func announce(_ text: String) {
      UIAccessibility.post(notification: AccessibilityConstants.announcement, argument: text)
    }
  }
#endif
