#if canImport(UIKit)
  import PasscodeCore
  import UIKit

  // Conversions between PasscodeCore's framework-free values and UIKit's types. One mapping
  // each, no decisions.

  extension UIColor {
    /// The colour of a theme token.
    convenience init(_ color: RGBAColor) {
      self.init(
        red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255,
        blue: CGFloat(color.blue) / 255, alpha: CGFloat(color.alpha) / 255)
    }
  }

  extension CGRect {
    /// The rectangle of a layout frame.
    init(_ rect: LayoutRect) {
      self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }

    /// This rectangle moved so that `origin` becomes its coordinate space's origin.
    func relative(to origin: CGPoint) -> CGRect {
      offsetBy(dx: -origin.x, dy: -origin.y)
    }
  }

  extension CGSize {
    /// The size of a layout size.
    init(_ size: LayoutSize) {
      self.init(width: size.width, height: size.height)
    }
  }

  extension LayoutRect {
    /// The layout frame of a rectangle.
    init(_ rect: CGRect) {
      self.init(
        x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
        height: Double(rect.height))
    }
  }

  extension LayoutSize {
    /// The layout size of a size.
    init(_ size: CGSize) {
      self.init(width: Double(size.width), height: Double(size.height))
    }
  }

  extension LayoutInsets {
    /// The layout insets of edge insets (left and right are physical sides in both).
    init(_ insets: UIEdgeInsets) {
      self.init(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
        right: Double(insets.right))
    }
  }

  extension TextSizeCategory {
    /// The text size of a content size category; the default (`large`) when unspecified.
    init(_ category: UIContentSizeCategory) {
      let table: [UIContentSizeCategory: TextSizeCategory] = [
        .extraSmall: .extraSmall, .small: .small, .medium: .medium, .large: .large,
        .extraLarge: .extraLarge, .extraExtraLarge: .extraExtraLarge,
        .extraExtraExtraLarge: .extraExtraExtraLarge,
        .accessibilityMedium: .accessibilityMedium, .accessibilityLarge: .accessibilityLarge,
        .accessibilityExtraLarge: .accessibilityExtraLarge,
        .accessibilityExtraExtraLarge: .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge: .accessibilityExtraExtraExtraLarge,
      ]
      self = table[category] ?? .large
    }
  }

  extension LayoutDirection {
    /// The layout direction of a view's effective direction.
    init(_ direction: UIUserInterfaceLayoutDirection) {
      self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }

  extension SizeClass {
    /// The size class of a trait; `nil` when unspecified (the layout then derives it from the
    /// canvas).
    init?(_ sizeClass: UIUserInterfaceSizeClass) {
      switch sizeClass {
      case .compact: self = .compact
      case .regular: self = .regular
      default: return nil
      }
    }
  }

  extension SceneLifecycle.Activity {
    /// The activity of a scene's activation state; a scene not attached counts as in the
    /// background.
    init(_ state: UIScene.ActivationState) {
      switch state {
      case .foregroundActive: self = .active
      case .foregroundInactive: self = .inactive
      default: self = .background
      }
    }
  }

  extension Appearance {
    /// The appearance of an interface style; light unless dark.
    init(_ style: UIUserInterfaceStyle) {
      self = style == .dark ? .dark : .light
    }
  }

  extension UIStatusBarStyle {
    /// The status bar style of a theme's decision.
    init(_ style: StatusBarStyle) {
      self = style == .lightContent ? .lightContent : .darkContent
    }
  }

  extension UIFont {
    /// The system font at `size` points with a theme token's weight.
    static func passcode(size: Double, weight: FontToken.Weight) -> UIFont {
      let weights: [FontToken.Weight: UIFont.Weight] = [
        .light: .light, .regular: .regular, .medium: .medium, .semibold: .semibold, .bold: .bold,
      ]
      return .systemFont(ofSize: CGFloat(size), weight: weights[weight] ?? .regular)
    }
  }

  extension UITraitCollection {
    /// The layout's view of this trait collection's text size.
    var textSize: TextSizeCategory { TextSizeCategory(preferredContentSizeCategory) }
    /// The theme's view of this trait collection's interface style.
    var appearance: Appearance { Appearance(userInterfaceStyle) }
  }

  extension UIReturnKeyType {
    /// The return key of a form field.
    init(_ key: FormModel.ReturnKey) {
      self = key == .go ? .go : .next
    }
  }

  extension UIKeyboardType {
    /// The keyboard of a form field.
    init(_ keyboard: FieldKeyboard) {
      let types: [FieldKeyboard: UIKeyboardType] = [
        .standard: .default, .ascii: .asciiCapable, .numberPad: .numberPad,
      ]
      self = types[keyboard] ?? .default
    }
  }

  extension UITextContentType {
    /// The autofill type of a form field, or `nil` for none.
    static func of(_ type: FieldContentType) -> UITextContentType? {
      let types: [FieldContentType: UITextContentType] = [
        .username: .username, .password: .password, .newPassword: .newPassword,
        .oneTimeCode: .oneTimeCode, .telephoneNumber: .telephoneNumber,
      ]
      return types[type]
    }
  }

  extension KeyboardKey {
    /// The keys a hardware key press stands for: Backspace, Return, Escape by key code,
    /// otherwise each character it types. Presses with Command, Control or Option are left to
    /// the system (shortcuts).
    @MainActor
    static func keys(of key: UIKey) -> [KeyboardKey] {
      let special: [UIKeyboardHIDUsage: KeyboardKey] = [
        .keyboardDeleteOrBackspace: .backspace, .keyboardReturnOrEnter: .returnKey,
        .keypadEnter: .returnKey, .keyboardEscape: .escape,
      ]
      if let mapped = special[key.keyCode] { return [mapped] }
      guard key.modifierFlags.isDisjoint(with: [.command, .control, .alternate]) else {
        return []
      }
      return key.characters.unicodeScalars.map { .character($0) }
    }
  }

  extension UIAccessibility {
    /// Speaks `text` with VoiceOver.
    @MainActor
    static func announce(_ text: String) {
      post(notification: AccessibilityConstants.announcement, argument: text)
    }
  }
#endif
