@_spi(Skins) import PasscodeCore

#if canImport(UIKit)
  // The iOS 16.5 SDK declares UIKit's accessibility traits and notifications as mutable
  // globals, which Swift 6 refuses to read. They are read here, in the one file that imports
  // UIKit with @preconcurrency, and used everywhere else through these constants.
  @preconcurrency import UIKit

  /// UIKit's accessibility traits and notifications, readable under strict concurrency.
  enum AccessibilityConstants {
    /// A control that acts when activated.
    static let button = UIAccessibilityTraits.button
    /// A control that does not respond now.
    static let notEnabled = UIAccessibilityTraits.notEnabled
    /// A value that changes often (the dots).
    static let updatesFrequently = UIAccessibilityTraits.updatesFrequently
    /// A heading (the title).
    static let header = UIAccessibilityTraits.header
    /// Text that does not change by itself.
    static let staticText = UIAccessibilityTraits.staticText
    /// Speak a sentence.
    static let announcement = UIAccessibility.Notification.announcement
    /// A new screen appeared; VoiceOver moves to the element given.
    static let screenChanged = UIAccessibility.Notification.screenChanged
    /// Part of the screen changed; VoiceOver moves to the element given.
    static let layoutChanged = UIAccessibility.Notification.layoutChanged
    /// An assistive technology (VoiceOver, Switch Control) moved its focus: the user is there.
    static let elementFocused = UIAccessibility.elementFocusedNotification
  }
#endif

#if canImport(UIKit)
  import Foundation

  /// Runs `body` on the main actor from a method UIKit calls on the main thread but the iOS
  /// 16.5 SDK does not mark so (`accessibilityPerformEscape()`, `accessibilityLabel`, declared
  /// on `NSObject`); `MainActor.assumeIsolated` is not in that SDK. Called off the main thread
  /// (an SDK reading accessibility in the background), it answers `fallback` instead.
  func onMainThread<T>(or fallback: T, _ body: @MainActor () -> T) -> T {
    guard Thread.isMainThread else { return fallback }
    return withoutActuallyEscaping(body) { body in
      unsafeBitCast(body, to: (() -> T).self)()
    }
  }
#endif
