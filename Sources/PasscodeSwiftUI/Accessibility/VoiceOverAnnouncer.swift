@_spi(Skins) import PasscodeCore

#if canImport(SwiftUI) && canImport(UIKit) && os(iOS)
  @preconcurrency import UIKit

  /// Announcements through VoiceOver: `UIAccessibility.post(notification: .announcement, …)`
  /// (SwiftUI has no announcement API before iOS 17). Nothing is said when VoiceOver is off.
  @MainActor
  public struct VoiceOverAnnouncer: PasscodeAnnouncer {
    /// Creates the announcer.
    public init() {}

    /// Posts `text` as a VoiceOver announcement.
    public func announce(_ text: String) {
      UIAccessibility.post(notification: .announcement, argument: text)
    }
  }
#endif
