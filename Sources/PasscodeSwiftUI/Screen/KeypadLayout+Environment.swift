#if canImport(SwiftUI) && os(iOS)
  @_spi(Skins) import PasscodeCore
  import SwiftUI

  extension PasscodeScreen {
    /// The layout input for a canvas of `size` with `safeArea` insets, read from SwiftUI's
    /// environment: Dynamic Type, the layout direction and the size classes
    /// (`PasscodeScreen.layoutInput(canvas:safeArea:…)`, as the UIKit skin builds it).
    ///
    /// The insets are measured in a left-to-right environment, where leading is left: the
    /// layout mirrors right-to-left arrangements itself and returns physical frames.
    func layoutInput(
      size: CGSize, safeArea: EdgeInsets, environment: PasscodeLayoutEnvironment,
      theme: PasscodeTheme
    ) -> KeypadLayout.Input {
      layoutInput(
        canvas: LayoutSize(width: size.width, height: size.height),
        safeArea: LayoutInsets(
          top: safeArea.top, left: safeArea.leading, bottom: safeArea.bottom,
          right: safeArea.trailing),
        horizontalSizeClass: SizeClass(environment.horizontalSizeClass),
        verticalSizeClass: SizeClass(environment.verticalSizeClass),
        textSize: TextSizeCategory(environment.dynamicTypeSize),
        direction: environment.direction == .rightToLeft ? .rightToLeft : .leftToRight,
        metrics: .iOS, theme: theme)
    }
  }

  /// The parts of SwiftUI's environment a `KeypadLayout` depends on.
  struct PasscodeLayoutEnvironment: Equatable {
    var dynamicTypeSize: DynamicTypeSize
    var direction: SwiftUI.LayoutDirection
    var horizontalSizeClass: UserInterfaceSizeClass?
    var verticalSizeClass: UserInterfaceSizeClass?
  }

  extension SizeClass {
    /// The core's size class for SwiftUI's; `nil` when unknown, and the layout derives it from
    /// the canvas (`SizeClass.init(length:)`).
    init?(_ sizeClass: UserInterfaceSizeClass?) {
      switch sizeClass {
      case .regular: self = .regular
      case .compact: self = .compact
      case nil: return nil
      @unknown default: return nil
      }
    }
  }

  extension TextSizeCategory {
    /// The core's text size for a Dynamic Type size.
    init(_ size: DynamicTypeSize) {
      switch size {
      case .xSmall: self = .extraSmall
      case .small: self = .small
      case .medium: self = .medium
      case .large: self = .large
      case .xLarge: self = .extraLarge
      case .xxLarge: self = .extraExtraLarge
      case .xxxLarge: self = .extraExtraExtraLarge
      case .accessibility1: self = .accessibilityMedium
      case .accessibility2: self = .accessibilityLarge
      case .accessibility3: self = .accessibilityExtraLarge
      case .accessibility4: self = .accessibilityExtraExtraLarge
      case .accessibility5: self = .accessibilityExtraExtraExtraLarge
      @unknown default: self = .large
      }
    }
  }

  extension SceneLifecycle.Activity {
    /// The activity a scene phase stands for.
    init(_ phase: ScenePhase) {
      switch phase {
      case .active: self = .active
      case .inactive: self = .inactive
      case .background: self = .background
      @unknown default: self = .inactive
      }
    }
  }
#endif
