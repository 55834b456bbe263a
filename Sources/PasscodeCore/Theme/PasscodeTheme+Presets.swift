extension PasscodeTheme {
  /// The themes that ship with PasscodeKit, by name.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum Preset: String, CaseIterable, Hashable, Sendable {
    /// ``PasscodeTheme/default(_:)``.
    case `default`
    /// ``PasscodeTheme/classic(_:)``.
    case classic
    /// ``PasscodeTheme/translucentTeal(_:)``, named `teal`.
    case translucentTeal = "teal"

    /// The preset's theme in `appearance`.
    public func theme(_ appearance: Appearance) -> PasscodeTheme {
      switch self {
      case .default: .default(appearance)
      case .classic: .classic(appearance)
      case .translucentTeal: .translucentTeal(appearance)
      }
    }
  }

  /// PasscodeKit's own look: rounded-square keys on a warm paper tone with indigo accents, and
  /// a slot for the app's icon and name above the title. Deliberately unlike the iOS lock
  /// screen (App Review guideline 5.2.5).
  public static func `default`(_ appearance: Appearance) -> PasscodeTheme {
    let fonts = Fonts(
      title: FontToken(size: 22, weight: .semibold),
      subtitle: FontToken(size: 15, weight: .regular),
      message: FontToken(size: 15, weight: .medium),
      key: FontToken(size: 28, weight: .medium),
      button: FontToken(size: 17, weight: .medium))
    /// Each colour in light and dark.
    func pick(_ light: String, _ dark: String) -> RGBAColor {
      .hex(appearance == .light ? light : dark)
    }
    let ink = pick("#1F2330", "#F2F2F5")
    let accent = pick("#3442C6", "#A5AEFF")
    return PasscodeTheme(
      background: .solid(pick("#F6F4EF", "#16181F")), panelFill: pick("#FFFFFF", "#20232C"),
      titleColor: ink, secondaryTextColor: pick("#5B6070", "#A4A8B5"),
      errorColor: pick("#B3261E", "#FF8A80"), keyFill: pick("#FFFFFF", "#262A35"),
      keyPressedFill: pick("#E9E5DA", "#343947"), keyStroke: pick("#D9D4C7", "#363B49"),
      keyStrokeWidth: 1, keyTextColor: ink, buttonTextColor: accent, dotFilledColor: accent,
      dotEmptyColor: pick("#8C8577", "#727889"), fonts: fonts, keyShape: .roundedSquare,
      keyCornerRadius: 0.26, showsAppHeader: true, appIconFill: pick("#3442C6", "#4C5AE0"))
  }

  /// Outlined circular keys: white outlines on a dark background (dark), or the same drawn in
  /// near-black on light grey (light).
  public static func classic(_ appearance: Appearance) -> PasscodeTheme {
    let fonts = Fonts(
      title: FontToken(size: 20, weight: .regular),
      subtitle: FontToken(size: 15, weight: .regular),
      message: FontToken(size: 15, weight: .regular),
      key: FontToken(size: 32, weight: .light),
      button: FontToken(size: 17, weight: .regular))
    let ink: RGBAColor = appearance == .dark ? .hex("#FFFFFF") : .hex("#17171A")
    return PasscodeTheme(
      background: .solid(appearance == .dark ? .hex("#101014") : .hex("#EFEFF1")),
      panelFill: appearance == .dark ? .hex("#1C1C22") : .hex("#FFFFFF"),
      titleColor: ink, secondaryTextColor: ink.withAlpha(190),
      errorColor: appearance == .dark ? .hex("#FF7B72") : .hex("#C0271F"),
      keyFill: ink.withAlpha(0), keyPressedFill: ink.withAlpha(64), keyStroke: ink,
      keyStrokeWidth: 1.5, keyTextColor: ink, buttonTextColor: ink, dotFilledColor: ink,
      dotEmptyColor: ink, fonts: fonts, keyShape: .circle, keyCornerRadius: 0.5,
      showsAppHeader: false, appIconFill: .hex(appearance == .dark ? "#3A3A44" : "#17171A"))
  }

  /// A translucent teal tint over the blurred host content, with white circular keys.
  public static func translucentTeal(_ appearance: Appearance) -> PasscodeTheme {
    let fonts = Fonts(
      title: FontToken(size: 21, weight: .semibold),
      subtitle: FontToken(size: 15, weight: .regular),
      message: FontToken(size: 15, weight: .semibold),
      key: FontToken(size: 30, weight: .regular),
      button: FontToken(size: 17, weight: .semibold))
    let white = RGBAColor.hex("#FFFFFF")
    let deep: RGBAColor = appearance == .dark ? .hex("#0B3B37") : .hex("#0C625A")
    return PasscodeTheme(
      background: .translucent(
        tint: deep.withAlpha(appearance == .dark ? 217 : 230), blurRadius: 12),
      panelFill: deep.withAlpha(140), titleColor: white, secondaryTextColor: white.withAlpha(235),
      errorColor: .hex("#FFE9E5"), keyFill: white.withAlpha(240),
      keyPressedFill: white.withAlpha(195),
      keyStroke: white.withAlpha(0), keyStrokeWidth: 0, keyTextColor: deep,
      buttonTextColor: white, dotFilledColor: white, dotEmptyColor: white.withAlpha(170),
      fonts: fonts, keyShape: .circle, keyCornerRadius: 0.5, showsAppHeader: false,
      appIconFill: deep)
  }
}
