#if canImport(SwiftUI) && os(iOS)
  import PasscodeCore
  import SwiftUI
  import UIKit

  /// Performs a `MaskedText`'s effects for a SwiftUI field: schedules and
  /// cancels the timers that mask the revealed character, and speaks announcements.
  @MainActor
  final class MaskedTextEffects: ObservableObject {
    private let timers: any TimerScheduling
    private var scheduled: [TimerToken: any ScheduledTimer] = [:]

    init(timers: any TimerScheduling = ClockTimerScheduler()) {
      self.timers = timers
    }

    /// Performs `effects`; a mask timer calls `fire` with its token when it is due.
    func perform(
      _ effects: [MaskedText.Effect], announcer: any PasscodeAnnouncer, localizer: Localizer,
      fire: @escaping @MainActor (TimerToken) -> Void
    ) {
      for effect in effects {
        switch effect {
        case .scheduleMask(let delay, let token):
          scheduled[token] = timers.schedule(after: delay) { [weak self] _ in
            self?.scheduled[token] = nil
            fire(token)
          }
        case .cancelMaskTimer(let token):
          scheduled.removeValue(forKey: token)?.cancel()
        case .announce(let text):
          announcer.announce(localizer.string(text))
        }
      }
    }

    /// Cancels every timer (when the field goes away).
    func cancelAll() {
      for timer in scheduled.values { timer.cancel() }
      scheduled = [:]
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

  extension View {
    /// Sends a secure field the system's state that masks it: focus, VoiceOver, screen capture
    /// and the scene going to the background.
    @MainActor
    func maskingEvents(
      focused: Bool, voiceOver: Bool, scenePhase: ScenePhase,
      send: @escaping @MainActor (MaskedText.Event) -> Void
    ) -> some View {
      onAppear {
        send(.voiceOverChanged(voiceOver))
        send(.screenCaptureChanged(ScreenCapture.isCaptured))
        send(.focusChanged(focused))
      }
      .onChange(of: focused) { send(.focusChanged($0)) }
      .onChange(of: voiceOver) { send(.voiceOverChanged($0)) }
      .onReceive(ScreenCapture.changes) { _ in
        send(.screenCaptureChanged(ScreenCapture.isCaptured))
      }
      .onChange(of: scenePhase) { phase in
        if phase == .background { send(.backgrounded) }
      }
    }
  }
#endif
