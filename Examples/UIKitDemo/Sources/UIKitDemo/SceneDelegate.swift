#if canImport(UIKit)
  import PasscodeUIKit
  import UIKit

  /// Shows the app's window and protects its scene: the lock at launch when a passcode is
  /// set, again after the grace period in the background, and the privacy cover in the app
  /// switcher. On iPad every window is a scene of its own; the app has one lock, so unlocking
  /// one window unlocks them all.
  final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: windowScene)
      window.rootViewController = UINavigationController(
        rootViewController: HomeViewController())
      window.makeKeyAndVisible()
      self.window = window
      PasscodeKit.shared.protect(windowScene)
    }
  }
#endif
