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
  /// stop revealing characters meanwhile.
  enum ScreenCapture {
    /// Posted when a screen starts or stops being captured.
    @MainActor
    static var changes: NotificationCenter.Publisher {
      NotificationCenter.default.publisher(for: UIScreen.capturedDidChangeNotification)
    }

    /// Whether any screen of the app is being captured now.
    @MainActor
    static var isCaptured: Bool {
      UIApplication.shared.connectedScenes.contains { scene in
        (scene as? UIWindowScene)?.screen.isCaptured == true
      }
    }
  }
#endif
