@_spi(Skins) import PasscodeCore

/// What a render draws: a device or canvas, an orientation, the user's settings, a theme, a
/// screen state and an output format, as plain values.
///
/// Make one for a named device with
/// ``init(device:safeArea:orientation:textSize:theme:appearance:state:locale:format:appName:)``
/// or for any canvas with
/// ``init(size:safeArea:orientation:textSize:theme:appearance:state:locale:format:appName:)``,
/// then call ``render()``. The state is produced by driving a real ``PasscodeScreen`` with
/// events (``makeScreen()``), never built by hand. Every choice with a fixed set of values is
/// `CaseIterable` with a stable `rawValue` (``DevicePreset``, ``RenderRequest/Orientation``,
/// ``RenderRequest/State``, ``RenderRequest/Format``, ``TextSizeCategory``, ``PasscodeTheme/Preset``, ``Appearance``,
/// ``PasscodeLocale``), so a host can name them; reading them from text is the host's job.
package struct RenderRequest: Hashable, Sendable {
  /// How the device is held.
  package enum Orientation: String, CaseIterable, Hashable, Sendable {
    /// Upright.
    case portrait
    /// Turned with its top to the left: the size swaps and the insets rotate
    /// (``LayoutInsets/rotatedToLandscape``).
    case landscape
  }

  /// The screen state to draw.
  package enum State: String, CaseIterable, Hashable, Sendable {
    /// Nothing typed.
    case empty
    /// Two digits typed.
    case partial
    /// After a wrong code: "Wrong passcode. 6 attempts left".
    case error
    /// During a wait: "Try again in 4:59".
    case lockout
    /// After the failure limit.
    case locked
  }

  /// The output format.
  package enum Format: String, CaseIterable, Hashable, Sendable {
    /// An SVG image.
    case svg
    /// The frames of every element as JSON.
    case json
  }

  /// The device, when the canvas is a named one.
  package var device: DevicePreset?
  /// The canvas in portrait, in points.
  package var portraitSize: LayoutSize
  /// The safe area in portrait.
  package var portraitSafeArea: LayoutInsets
  /// How the device is held.
  package var orientation: Orientation
  /// The user's text size.
  package var textSize: TextSizeCategory
  /// The theme.
  package var theme: PasscodeTheme.Preset
  /// Light or dark.
  package var appearance: Appearance
  /// The state to draw.
  package var state: State
  /// The language.
  package var locale: PasscodeLocale
  /// The output format.
  package var format: Format
  /// The name in the app header slot (themes that show one). A host's app name, not a
  /// PasscodeKit string, so it is not translated.
  package var appName: String
  /// An app's brand colours, drawn on ``theme``'s fonts and shapes
  /// (``PasscodeTheme/init(brand:appearance:base:)``); `nil` draws the preset's colours.
  package var brand: BrandColors? = nil
  /// The typeface of every text (``PasscodeTheme/withFont(_:)``).
  package var fontFamily: FontToken.Family = .system
  /// Whether the digit keys show their letters (``PasscodeTheme/withKeypadLetters(_:)``).
  package var keypadLetters = false
  /// The title of an app's own action under the keypad
  /// (`PasscodeScreen.Configuration.secondaryActionTitle`); `nil` draws none.
  package var secondaryAction: String? = nil
  /// The dots' size and the keypad's gaps (``PasscodeTheme/withSpacing(_:)``).
  package var spacing = PasscodeTheme.Spacing()

  /// The theme drawn: the preset in the appearance, in the ``brand`` colours when there are
  /// some, in ``fontFamily``, with the keypad letters when ``keypadLetters`` says so.
  package var resolvedTheme: PasscodeTheme {
    let base =
      brand.map { PasscodeTheme(brand: $0, appearance: appearance, base: theme) }
      ?? theme.theme(appearance)
    let font = fontFamily == .system ? base : base.withFont(fontFamily)
    return (keypadLetters ? font.withKeypadLetters() : font).withSpacing(spacing)
  }

  /// Creates a request for a named device.
  ///
  /// - Parameters:
  ///   - device: The device; its size, safe area and biometric sensor are used.
  ///   - safeArea: The safe area in portrait, in place of the device's; `nil` keeps the
  ///     device's.
  ///   - orientation: How the device is held.
  ///   - textSize: The user's text size.
  ///   - theme: The theme.
  ///   - appearance: Light or dark.
  ///   - state: The state to draw.
  ///   - locale: The language.
  ///   - format: The output format.
  ///   - appName: The name in the app header slot.
  package init(
    device: DevicePreset = .iPhone15, safeArea: LayoutInsets? = nil,
    orientation: Orientation = .portrait, textSize: TextSizeCategory = .large,
    theme: PasscodeTheme.Preset = .default, appearance: Appearance = .light,
    state: State = .empty, locale: PasscodeLocale = .english, format: Format = .svg,
    appName: String = "PasscodeKit"
  ) {
    self.init(
      device: device, portraitSize: device.size, portraitSafeArea: safeArea ?? device.safeArea,
      orientation: orientation, textSize: textSize, theme: theme, appearance: appearance,
      state: state, locale: locale, format: format, appName: appName)
  }

  /// Creates a request for a canvas that is not a named device; the screen offers Face ID.
  ///
  /// - Parameters:
  ///   - size: The canvas in portrait, in points.
  ///   - safeArea: The safe area in portrait.
  ///   - orientation: How the device is held.
  ///   - textSize: The user's text size.
  ///   - theme: The theme.
  ///   - appearance: Light or dark.
  ///   - state: The state to draw.
  ///   - locale: The language.
  ///   - format: The output format.
  ///   - appName: The name in the app header slot.
  package init(
    size: LayoutSize, safeArea: LayoutInsets = .zero, orientation: Orientation = .portrait,
    textSize: TextSizeCategory = .large, theme: PasscodeTheme.Preset = .default,
    appearance: Appearance = .light, state: State = .empty, locale: PasscodeLocale = .english,
    format: Format = .svg, appName: String = "PasscodeKit"
  ) {
    self.init(
      device: nil, portraitSize: size, portraitSafeArea: safeArea, orientation: orientation,
      textSize: textSize, theme: theme, appearance: appearance, state: state, locale: locale,
      format: format, appName: appName)
  }

  private init(
    device: DevicePreset?, portraitSize: LayoutSize, portraitSafeArea: LayoutInsets,
    orientation: Orientation, textSize: TextSizeCategory, theme: PasscodeTheme.Preset,
    appearance: Appearance, state: State, locale: PasscodeLocale, format: Format, appName: String
  ) {
    self.device = device
    self.portraitSize = portraitSize
    self.portraitSafeArea = portraitSafeArea
    self.orientation = orientation
    self.textSize = textSize
    self.theme = theme
    self.appearance = appearance
    self.state = state
    self.locale = locale
    self.format = format
    self.appName = appName
  }

  /// The canvas as held.
  package var canvas: LayoutSize {
    orientation == .portrait ? portraitSize : portraitSize.swapped
  }

  /// The safe area as held.
  package var safeArea: LayoutInsets {
    orientation == .portrait ? portraitSafeArea : portraitSafeArea.rotatedToLandscape
  }

  /// The biometric sensor offered on the screen: the device's, Face ID for explicit sizes.
  package var biometry: BiometryKind { device?.biometry ?? .faceID }
}
