#if canImport(SwiftUI) && os(iOS)
  import SwiftUI
  import UIKit

  /// Reports the window scene the view it is placed in belongs to: a zero-size view that
  /// tells when it moves to a window.
  struct WindowSceneReader: UIViewRepresentable {
    let onScene: @MainActor (UIWindowScene) -> Void

    func makeUIView(context: Context) -> ReportingView {
      let view = ReportingView()
      view.onScene = onScene
      return view
    }

    func updateUIView(_ view: ReportingView, context: Context) {
      view.onScene = onScene
      if let scene = view.window?.windowScene { onScene(scene) }
    }

    /// The zero-size view.
    final class ReportingView: UIView {
      var onScene: (@MainActor (UIWindowScene) -> Void)?

      override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isAccessibilityElement = false
      }

      @available(*, unavailable)
      required init?(coder: NSCoder) {
        fatalError("ReportingView is made in code")
      }

      override func didMoveToWindow() {
        super.didMoveToWindow()
        if let scene = window?.windowScene { onScene?(scene) }
      }
    }
  }
#endif
