#if canImport(SwiftUI) && os(iOS)
  @_spi(Skins) import PasscodeCore
  import SwiftUI
  import UIKit

  /// Performs a `MaskedText`'s effects for a SwiftUI field: the mask timers through
  /// the core's `MaskedTextTimers` (as the UIKit field does), the announcements through the
  /// announcer. An observable object only so that a view can keep it as a `@StateObject`.
  @MainActor
  final class MaskedTextEffects: ObservableObject {
    private let timers: MaskedTextTimers

    init(clock: any Clock<Duration> = ContinuousClock()) {
      timers = MaskedTextTimers(clock: clock)
    }

    /// Performs `effects`; a mask timer calls `fire` with its token when it is due.
    func perform(
      _ effects: [MaskedText.Effect], announcer: any PasscodeAnnouncer, localizer: Localizer,
      fire: @escaping @MainActor (TimerToken) -> Void
    ) {
      for text in timers.perform(effects, fire: fire) {
        announcer.announce(localizer.string(text))
      }
    }

    /// Cancels every timer (when the field goes away).
    func cancelAll() {
      timers.cancelAll()
    }
  }

  /// Whether the screen is being captured, recorded or mirrored, for secure fields, which
  /// stop revealing characters meanwhile. It asks the screen a field is on, never the
  /// application object: the fields work in app extensions, where `UIApplication.shared` is
  /// unavailable.
  enum ScreenCapture {
    /// The screen a view is on, kept without keeping it alive; an observable object only so
    /// that a view can keep it as a `@StateObject` (setting it redraws nothing).
    @MainActor
    final class Screen: ObservableObject {
      weak var screen: UIScreen?
    }

    /// Posted when a screen starts or stops being captured (the notification's object).
    @MainActor
    static var changes: NotificationCenter.Publisher {
      NotificationCenter.default.publisher(for: UIScreen.capturedDidChangeNotification)
    }

    /// Whether `screen` is captured now, when `notification` is about it; `nil` when it is
    /// about another screen (or the view's screen is not known yet).
    @MainActor
    static func isCaptured(_ notification: Notification, on screen: Screen) -> Bool? {
      guard let changed = notification.object as? UIScreen, let screen = screen.screen,
        changed === screen
      else { return nil }
      return changed.isCaptured
    }
  }
#endif
