extension KeypadLayout {
  /// Everything a layout depends on.
  public struct Input: Hashable, Sendable {
    /// The size of the view (points) or the terminal (cells).
    public var canvas: LayoutSize
    /// The safe area's insets in the canvas.
    public var safeArea: LayoutInsets
    /// The horizontal size class.
    var horizontalSizeClass: SizeClass
    /// The vertical size class.
    var verticalSizeClass: SizeClass
    /// The user's text size (ignored by metrics that do not scale with it).
    var textSize: TextSizeCategory
    /// The reading direction.
    public var direction: LayoutDirection
    /// The geometry of the medium.
    var metrics: LayoutMetrics
    /// The theme: fonts set line heights, the key shape the corner radius.
    public var theme: PasscodeTheme
    /// The optional elements to make room for.
    public var elements: Elements
    /// The number of dots of a fixed-length passcode; `nil` for variable-length and
    /// alphanumeric passcodes, whose dots row spans the column.
    public var dotCount: Int?
    /// The words to make room for; `nil` measures nothing and reserves one line for the title
    /// and subtitle and ``LayoutMetrics/messageLines`` for the message (a terminal).
    public var labels: Labels?

    /// Creates an input. Size classes default to those of the canvas's dimensions
    /// (``SizeClass/init(length:)``).
    public init(
      canvas: LayoutSize, safeArea: LayoutInsets = .zero,
      horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil,
      textSize: TextSizeCategory = .large, direction: LayoutDirection = .leftToRight,
      metrics: LayoutMetrics = .iOS, theme: PasscodeTheme = .default(.light),
      elements: Elements = [], dotCount: Int? = PasscodeFormat.default.maximumLength,
      labels: Labels? = nil
    ) {
      self.canvas = canvas
      self.safeArea = safeArea
      self.horizontalSizeClass = horizontalSizeClass ?? SizeClass(length: canvas.width)
      self.verticalSizeClass = verticalSizeClass ?? SizeClass(length: canvas.height)
      self.textSize = textSize
      self.direction = direction
      self.metrics = metrics
      self.theme = theme
      self.elements = elements
      self.dotCount = dotCount
      self.labels = labels
    }

    /// The safe area as a rectangle of the canvas.
    var safeRect: LayoutRect {
      LayoutRect(size: canvas).inset(by: safeArea)
    }
  }

  /// Computes the layout for `input`.
  ///
  /// Font sizes depend on the text size alone (`LayoutMetrics.TextScaleLimits`), so no text
  /// gets smaller when the text size grows. Regular × regular canvases get a centred panel.
  /// Otherwise the stacked and side-by-side arrangements are both tried, and the one with the
  /// larger keys wins (stacked on ties and on portrait canvases). To fit, gaps, spacing and
  /// margins shrink first, then keys towards their minimum (never under 44 pt, nor under what
  /// their digits need); the app header then compacts to its icon's half height; if even that
  /// does not fit, the stacked arrangement is returned with ``needsScrolling`` set — text is
  /// never shrunk to fit.
  public static func compute(_ input: Input) -> KeypadLayout {
    let solver = LayoutSolver(input: input)
    if input.horizontalSizeClass == .regular, input.verticalSizeClass == .regular,
      let layout = solver.panelLayout()
    {
      return layout
    }
    return solver.fullScreenLayout()
  }
}
