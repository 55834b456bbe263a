extension PasscodeTheme {
  /// The sizes of the dots and the gaps of the keypad a theme may choose, in points; `nil`
  /// keeps PasscodeKit's (iOS: 13 pt dots 20 pt apart, keys 24 pt apart across and 16 pt
  /// down). Each value is brought into its range (``dotDiameterRange``, ``dotGapRange``,
  /// ``keyGapRange``). The gaps are the ones used when there is room: on a small screen or at
  /// a large text size the layout narrows them down to its minimums (dots 6 pt apart, keys 8
  /// pt), and grows the key gaps with the text size, as it does its own; nothing overlaps and
  /// nothing is clipped at any text size (the accessibility sweep draws the extremes of every
  /// range on every device). A terminal's cells ignore them.
  public struct Spacing: Hashable, Sendable {
    /// The diameter of a passcode dot.
    public var dotDiameter: Double?
    /// The gap between two dots, when there is room.
    public var dotGap: Double?
    /// The gap between two columns of keys, when there is room.
    public var keyColumnGap: Double?
    /// The gap between two rows of keys, when there is room.
    public var keyRowGap: Double?

    /// The dot diameters a theme may choose: 6…24 pt.
    public static let dotDiameterRange: ClosedRange<Double> = 6...24
    /// The gaps between dots a theme may choose: 4…40 pt.
    public static let dotGapRange: ClosedRange<Double> = 4...40
    /// The gaps between keys a theme may choose: 4…48 pt.
    public static let keyGapRange: ClosedRange<Double> = 4...48

    /// Creates spacing; `nil` keeps PasscodeKit's value.
    public init(
      dotDiameter: Double? = nil, dotGap: Double? = nil, keyColumnGap: Double? = nil,
      keyRowGap: Double? = nil
    ) {
      self.dotDiameter = dotDiameter
      self.dotGap = dotGap
      self.keyColumnGap = keyColumnGap
      self.keyRowGap = keyRowGap
    }
  }

  /// The same theme with these dot sizes and keypad gaps (``spacing``).
  ///
  /// ```swift
  /// let theme = PasscodeTheme.classic(.light)
  ///   .withSpacing(.init(dotDiameter: 16, dotGap: 24, keyColumnGap: 32))
  /// ```
  public func withSpacing(_ spacing: Spacing) -> PasscodeTheme {
    var theme = self
    theme.spacing = spacing
    return theme
  }
}

extension PasscodeThemes {
  /// The same themes with these dot sizes and keypad gaps in both
  /// (``PasscodeTheme/withSpacing(_:)``).
  public func withSpacing(_ spacing: PasscodeTheme.Spacing) -> PasscodeThemes {
    PasscodeThemes(light: light.withSpacing(spacing), dark: dark.withSpacing(spacing))
  }
}
