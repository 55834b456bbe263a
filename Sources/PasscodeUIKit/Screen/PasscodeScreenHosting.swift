#if canImport(UIKit)
  @_spi(Skins) import PasscodeCore
  import UIKit

  /// A view controller that draws one passcode screen of the app lock's runtime
  /// (`AppLockScreen`), whichever skin draws it: UIKit's ``PasscodeViewController``, or a
  /// hosting controller of SwiftUI's `PasscodeView`.
  ///
  /// The runtime decides when the screen holds the focus and hears the scene's activity; the
  /// controller draws, takes the keyboard while `AppLockScreen.holdsFocus` says so, calls
  /// `AppLockScreen.appeared()` from `viewDidAppear`, and presents what the screen asks for
  /// (the fallback, Erase Data, Passcode Options) from itself, in its window.
  @MainActor
  protocol PasscodeScreenHosting: UIViewController {
    /// The screen.
    var screen: AppLockScreen { get }
  }

  extension PasscodeScreenHosting {
    /// The driver running the screen.
    var driver: PasscodeScreenDriver { screen.driver }
  }

  extension PasscodeViewController: PasscodeScreenHosting {}
#endif
