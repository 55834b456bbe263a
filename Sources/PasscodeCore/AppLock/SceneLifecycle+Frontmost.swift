extension SceneLifecycle {
  /// The scene a flow goes to when the app names none (a SwiftUI controller asked for a flow
  /// before any view attached it to its window scene): the active scene that holds the key
  /// window, else the first active one, else the first in the foreground, else the first of
  /// all — a flow asked for in the background then shows when the app returns. `nil` when
  /// there is no scene.
  ///
  /// - Parameters:
  ///   - scenes: the app's window scenes, in the system's order.
  ///   - activity: each scene's activity.
  ///   - holdsKeyWindow: whether a scene holds the app's key window.
  static func frontmost<Scene>(
    of scenes: [Scene], activity: (Scene) -> Activity, holdsKeyWindow: (Scene) -> Bool
  ) -> Scene? {
    let active = scenes.filter { activity($0) == .active }
    return active.first(where: holdsKeyWindow)
      ?? active.first
      ?? scenes.first { activity($0) == .inactive }
      ?? scenes.first
  }
}
