extension PasscodeScreen {
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

  /// The event that pressing an element sends, or `nil` when the element is not pressable or
  /// its slot is empty now.
  ///
  /// A digit key types its digit, Delete deletes, the accessory slot prompts for biometrics or
  /// cancels (whichever ``accessoryKey`` it holds), and the buttons under the keypad cancel,
  /// open the fallback (or, in its place, Erase Data or the Passcode Options) or submit.
  public func event(forPressing element: KeypadLayout.Element) -> Event? {
    switch element {
    case .key(let slot):
      if let digit = slot.digit { return .digit(digit) }
      if slot == .delete { return .delete }
      switch accessoryKey {
      case .biometrics: return .biometricRequested
      case .cancel: return .cancel
      case nil: return nil
      }
    case .cancelButton: return .cancel
    case .fallbackButton:
      let visible = accessories
      if visible.contains(.recovery) { return .recoveryRequested }
      if visible.contains(.formatOptions) { return .formatOptionsRequested }
      return visible.contains(.fallback) ? .fallbackRequested : nil
    case .submitButton: return .submit
    case .panel, .appHeader, .title, .subtitle, .dots, .message: return nil
    }
  }

  /// Whether a visible element reacts to presses now: digit keys while input is accepted, OK
  /// once enough is typed, every other visible control always (Cancel and the fallback stay
  /// usable during a lockout). Skins grey out or disable the rest.
  public func isEnabled(_ element: KeypadLayout.Element) -> Bool {
    switch element {
    case .key(let slot) where slot.digit != nil: isInputEnabled
    case .submitButton: isSubmitEnabled
    default: event(forPressing: element) != nil
    }
  }

  /// The label of the button in the fallback place, or `nil` when it is hidden now: "Erase
  /// Data" on a permanently locked screen that offers it, "Passcode Options" while a new
  /// passcode is typed and other types may be chosen (and, disabled, while the options show:
  /// the iPad popover stays anchored to it), else "Use Password" when the fallback is offered.
  public var fallbackButtonLabel: LocalizedText? {
    let visible = accessories
    if visible.contains(.recovery) { return LocalizedText(.eraseData) }
    if visible.contains(.formatOptions) || overlay == .formatOptions {
      return LocalizedText(.passcodeOptions)
    }
    return visible.contains(.fallback) ? LocalizedText(.usePassword) : nil
  }

  /// Whether the keypad is drawn dimmed: while a lockout or the permanent lock blocks input.
  public var dimsKeypad: Bool {
    lockoutRemaining != nil || isPermanentlyLocked || storeFailure != nil
  }

  /// The opacity of a dimmed keypad's disabled keys (during a lockout or the permanent
  /// lock): ``PasscodeTheme/dimmedKeyOpacity``, which says how to draw it.
  public static let dimmedKeypadOpacity = PasscodeTheme.dimmedKeyOpacity

  /// The opacity of the keypad's disabled keys: ``dimmedKeypadOpacity`` while
  /// ``dimsKeypad``, else fully opaque.
  public var keypadOpacity: Double {
    dimsKeypad ? Self.dimmedKeypadOpacity : 1
  }

  /// The opacity to draw an element with: ``keypadOpacity`` for the keys that do nothing now
  /// (the digits during a lockout), fully opaque for everything else — the texts, the buttons
  /// under the keypad and a key that still works (Cancel in the accessory slot) never dim.
  public func opacity(of element: KeypadLayout.Element) -> Double {
    if case .key = element, !isEnabled(element) { return keypadOpacity }
    return 1
  }

  /// The colour of the message under the dots, or `nil` when there is none: the error colour
  /// for something to correct, the title colour for a lockout (a state to wait out, not a
  /// mistake).
  public func messageColor(in theme: PasscodeTheme) -> RGBAColor? {
    switch message?.kind {
    case .error: theme.errorColor
    case .lockout: theme.titleColor
    case nil: nil
    }
  }

  /// One entry per dot to draw, `true` for a filled dot: all of a fixed-length code's dots,
  /// the first ``Dots/filled`` of them filled; one filled dot per character of any other
  /// format. Pair them with ``KeypadLayout/dotFrames(count:)`` of the same count (which may
  /// return fewer frames on a narrow canvas).
  public var dotFills: [Bool] {
    switch dots {
    case .fixed(let filled, let total): (0..<total).map { $0 < filled }
    case .variable(let count): Array(repeating: true, count: count)
    }
  }

  /// The event a key of a hardware keyboard sends, or `nil` for keys the screen ignores.
  ///
  /// Characters are typed (the screen itself drops what the format does not allow and
  /// normalises other scripts' digits), Backspace deletes, Return submits, Escape cancels.
  public static func event(for key: KeyboardKey) -> Event? {
    switch key {
    case .character(let scalar): .character(scalar)
    case .backspace: .delete
    case .returnKey: .submit
    case .escape: .cancel
    case .other: nil
    }
  }
}
