@_spi(Skins) extension PasscodeScreen {
  /// The optional elements a ``KeypadLayout`` must make room for. They depend on the
  /// configuration and the format being typed, so the layout stays put while the state
  /// changes, until another format is asked for (the OK button of a format typed without a
  /// fixed length).
  ///
  /// - Parameter showsAppHeader: whether the theme shows the app's icon and name
  ///   (``PasscodeTheme/showsAppHeader``).
  public func layoutElements(showsAppHeader: Bool) -> KeypadLayout.Elements {
    var elements: KeypadLayout.Elements = []
    if showsAppHeader { elements.insert(.appHeader) }
    if cancelIsBelowKeypad { elements.insert(.cancelButton) }
    if configuration.offersFallback || configuration.permanentLockRecovery == .erase
      || !offeredFormats.isEmpty
    {
      elements.insert(.fallbackButton)
    }
    if !format.submitsAutomatically { elements.insert(.submitButton) }
    if offersSecondaryAction { elements.insert(.secondaryButton) }
    return elements
  }

  /// The number of dots a ``KeypadLayout`` reserves: the length of a fixed-length format,
  /// `nil` otherwise.
  public var layoutDotCount: Int? {
    format.submitsAutomatically ? format.maximumLength : nil
  }

  /// The layout input for drawing this screen on a canvas: the screen decides the optional
  /// elements (``layoutElements(showsAppHeader:)``) and the dots (``layoutDotCount``), the
  /// theme whether the app header shows.
  ///
  /// ```swift
  /// // UIKit, in viewDidLayoutSubviews:
  /// let input = screen.layoutInput(
  ///   canvas: LayoutSize(view.bounds.size), safeArea: LayoutInsets(view.safeAreaInsets),
  ///   horizontalSizeClass: .compact, verticalSizeClass: .regular, textSize: .large,
  ///   direction: .leftToRight, metrics: .iOS, theme: theme)
  /// ```
  public func layoutInput(
    canvas: LayoutSize, safeArea: LayoutInsets, horizontalSizeClass: SizeClass?,
    verticalSizeClass: SizeClass?, textSize: TextSizeCategory, direction: LayoutDirection,
    metrics: LayoutMetrics, theme: PasscodeTheme
  ) -> KeypadLayout.Input {
    KeypadLayout.Input(
      canvas: canvas, safeArea: safeArea, horizontalSizeClass: horizontalSizeClass,
      verticalSizeClass: verticalSizeClass, textSize: textSize, direction: direction,
      metrics: metrics, theme: theme,
      elements: layoutElements(showsAppHeader: theme.showsAppHeader), dotCount: layoutDotCount)
  }

  /// The words a layout of this screen makes room for, in `localizer`'s language: the title
  /// and subtitle, the message shown now with a wrong-code message and a lockout countdown (so
  /// that a message appearing never moves the keypad), the words on keys and buttons; numbers
  /// bound to the word after them, as the scene shows them.
  func layoutLabels(localizer: Localizer, appName: String) -> KeypadLayout.Labels {
    var messages = [
      LocalizedText(.wrongPasscode, .number(9)),
      LocalizedText(.tryAgainIn, .countdown(.seconds(59 * 60 + 59))),
    ].map(localizer.string)
    if let message { messages.insert(localizer.string(message.text), at: 0) }
    let keyWords = [KeySlot.accessory, .delete].compactMap { slot in
      label(for: slot).map(localizer.string)
    }
    var buttons: [KeypadLayout.Element: String] = [:]
    let visible = accessories
    if visible.contains(.cancel) { buttons[.cancelButton] = localizer.string(.cancel) }
    if visible.contains(.submit) { buttons[.submitButton] = localizer.string(.submit) }
    buttons[.fallbackButton] = fallbackButtonLabel.map(localizer.string)
    // Room for the app's words whether it shows now or not: the keypad never moves.
    if offersSecondaryAction { buttons[.secondaryButton] = configuration.secondaryActionTitle }
    let bound = TextMeasure.bindingNumbers
    return KeypadLayout.Labels(
      appName: appName, title: bound(localizer.string(title)),
      subtitle: subtitle.map { bound(localizer.string($0)) }, messages: messages.map(bound),
      keyWords: keyWords, buttons: buttons)
  }
}
