extension KeypadLayout {
  /// Everything a layout depends on.
  public struct Input: Hashable, Sendable {
    /// The size of the view (points) or the terminal (cells).
    public var canvas: LayoutSize
    /// The safe area's insets in the canvas.
    public var safeArea: LayoutInsets
    /// The horizontal size class.
    public var horizontalSizeClass: SizeClass
    /// The vertical size class.
    public var verticalSizeClass: SizeClass
    /// The user's text size (ignored by metrics that do not scale with it).
    public var textSize: TextSizeCategory
    /// The reading direction.
    public var direction: LayoutDirection
    /// The geometry of the medium.
    public var metrics: LayoutMetrics
    /// The theme: fonts set line heights, the key shape the corner radius.
    public var theme: PasscodeTheme
    /// The optional elements to make room for.
    public var elements: Elements
    /// The number of dots of a fixed-length passcode; `nil` for variable-length and
    /// alphanumeric passcodes, whose dots row spans the column.
    public var dotCount: Int?

    /// Creates an input. Size classes default to those of the canvas's dimensions
    /// (``SizeClass/init(length:)``).
    public init(
      canvas: LayoutSize, safeArea: LayoutInsets = .zero,
      horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil,
      textSize: TextSizeCategory = .large, direction: LayoutDirection = .leftToRight,
      metrics: LayoutMetrics = .iOS, theme: PasscodeTheme = .default(.light),
      elements: Elements = [], dotCount: Int? = PasscodeFormat.default.maximumLength
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
    }

    /// The safe area as a rectangle of the canvas.
    public var safeRect: LayoutRect {
      LayoutRect(size: canvas).inset(by: safeArea)
    }
  }

  /// Computes the layout for `input`.
  ///
  /// Regular × regular canvases get a centred panel. Otherwise the stacked and side-by-side
  /// arrangements are both tried, and the one with the larger keys wins (stacked on ties and
  /// on portrait canvases). Keys, gaps, spacing and margins shrink together towards their
  /// minimums to fit; if even the minimums do not fit, fonts shrink towards the default text
  /// size; if that is not enough, the stacked arrangement at its minimums is returned with
  /// ``needsScrolling`` set.
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
