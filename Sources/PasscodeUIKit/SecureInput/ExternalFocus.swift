@_spi(Skins) import PasscodeCore

#if canImport(UIKit)
  import UIKit

  /// The focus a view is told to hold from outside (the SwiftUI skin's `holdsFocus`), applied
  /// to the view once it is in a window: `true` takes the first responder, `false` gives it up,
  /// `nil` leaves it to the view's own taps and calls. Shared by the passcode screen's input
  /// and ``SecureCodeTextField``.
  @MainActor
  final class ExternalFocus {
    private unowned let view: UIView
    private var updateScheduled = false

    /// The wanted focus; a change is applied on the next turn of the main actor, because
    /// SwiftUI sets it in `updateUIView`, where the focus change must not publish state back
    /// into the view update.
    var wanted: Bool? {
      didSet { if wanted != oldValue { scheduleUpdate() } }
    }

    init(_ view: UIView) {
      self.view = view
    }

    /// Takes or gives up the first responder as ``wanted`` says, when the view is in a window.
    func apply() {
      guard let wanted, view.window != nil else { return }
      if wanted, !view.isFirstResponder {
        view.becomeFirstResponder()
      } else if !wanted, view.isFirstResponder {
        view.resignFirstResponder()
      }
    }

    private func scheduleUpdate() {
      guard !updateScheduled else { return }
      updateScheduled = true
      Task { @MainActor [weak self] in
        self?.updateScheduled = false
        self?.apply()
      }
    }
  }
#endif
