@_spi(Skins) extension PasscodeScreen {
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
}

extension PasscodeScreen {
  /// What the screen draws behind itself in `theme`: the theme's background — made opaque for
  /// the app lock, which must show nothing of the content it covers, whatever the look
  /// (APP-4). A flow or an on-demand check keeps a translucent theme's blur.
  @_spi(Skins) public func background(in theme: PasscodeTheme) -> BackgroundStyle {
    configuration.mode == .unlock && !configuration.allowsCancel
      ? theme.background.opaque : theme.background
  }
}
