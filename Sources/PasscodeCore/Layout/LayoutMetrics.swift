/// The geometry a ``KeypadLayout`` is computed with, for one medium: points on iOS, character
/// cells in a terminal.
///
/// Each length comes as a minimum and a preferred value: the layout uses the preferred values
/// when they fit and shrinks every length together towards its minimum when they do not. Start
/// from a preset and adjust what you need:
///
/// ```swift
/// var metrics = LayoutMetrics.iOS
/// metrics.preferredKeySize = LayoutSize(width: 80, height: 80)
/// ```
@_spi(Skins) public struct LayoutMetrics: Hashable, Sendable {
  /// How a line of text is measured.
  enum LineHeight: Hashable, Sendable {
    /// A line is the font size times this factor (iOS: 1.25).
    case proportional(Double)
    /// Every line is this tall whatever the font (a terminal: 1 cell).
    case fixed(Double)
  }

  /// How far each kind of text follows the user's text size: its size is the theme's size
  /// times the text size's scale, capped at these factors. A cap keeps a text from growing
  /// further; it never makes it smaller, so a larger text size never gives smaller text.
  struct TextScaleLimits: Hashable, Sendable {
    /// The title.
    var title: Double
    /// The subtitle and the message.
    var body: Double
    /// The digits on the keys (a key grows to hold them) and the letters under them.
    var digit: Double
    /// The words of the buttons under the keypad.
    var button: Double
    /// The words on keys (Delete, Cancel, the biometric key), which must fit a key's width.
    var keyWord: Double
  }

  /// Every length and origin of the result is a whole multiple of this: 1 gives whole points
  /// on iOS and whole character cells in a terminal.
  var grid: Double
  /// The smallest a key may be (iOS: 44 × 44 pt, the minimum touch target).
  public var minimumKeySize: LayoutSize
  /// The size of a key at the default text size when there is room.
  var preferredKeySize: LayoutSize
  /// The most that large text sizes may grow the preferred key size and gaps (a factor).
  var maximumKeyScale: Double
  /// The smallest gaps between keys: `width` between columns, `height` between rows.
  var minimumKeyGap: LayoutSize
  /// The gaps between keys when there is room.
  var preferredKeyGap: LayoutSize
  /// The smallest vertical space between the title block's parts and between sections.
  var minimumSpacing: Double
  /// The vertical space between parts when there is room.
  var preferredSpacing: Double
  /// The smallest margin kept inside the safe area.
  var minimumMargin: Double
  /// The margin kept inside the safe area when there is room.
  var preferredMargin: Double
  /// The diameter of a passcode dot.
  var dotDiameter: Double
  /// The smallest gap between dots.
  var minimumDotGap: Double
  /// The gap between dots when there is room.
  var preferredDotGap: Double
  /// The height of the app icon and name slot above the title when there is room (it shrinks
  /// to half of it when there is not).
  var appHeaderHeight: Double
  /// The smallest height of a text button (Cancel, fallback, OK).
  var minimumButtonHeight: Double
  /// The narrowest the title column may be when it sits beside the keypad.
  var minimumHeaderWidth: Double
  /// The width of the centred panel on regular × regular canvases (iPad), at the default
  /// text size.
  var panelWidth: Double
  /// The space between the panel's edge and its content.
  var panelPadding: Double
  /// How tall a line of text is.
  var lineHeight: LineHeight
  /// Whether the user's text size scales fonts and keys (iOS) or is ignored (a terminal).
  var scalesWithTextSize: Bool
  /// The most each kind of text grows with the text size.
  var textScaleLimits = TextScaleLimits(
    title: 2, body: 2, digit: 1.3, button: 2, keyWord: 1)
  /// The room around a word on a key, on each side (and around the keypad letters:
  /// ``KeyFace``).
  public var keyWordPadding: Double = 2
  /// The room kept free above a digit and below its letters inside a key, when a theme shows
  /// keypad letters (``KeyFace``): 4 pt on iOS; a terminal's one cell is the key's border.
  public var keyFaceInset: Double = 4
  /// The lines reserved for the message under the dots, so that a message appearing never
  /// moves the keypad.
  public var messageLines: Int

  /// Points on iOS: keys from 44 pt (the minimum touch target) to 76 pt, margins of at least
  /// 16 pt (the system's layout margin), whole-point frames.
  public static let iOS = LayoutMetrics(
    grid: 1, minimumKeySize: LayoutSize(width: 44, height: 44),
    preferredKeySize: LayoutSize(width: 76, height: 76), maximumKeyScale: 1.4,
    minimumKeyGap: LayoutSize(width: 8, height: 8),
    preferredKeyGap: LayoutSize(width: 24, height: 16), minimumSpacing: 4,
    preferredSpacing: 12, minimumMargin: 16, preferredMargin: 20, dotDiameter: 13,
    minimumDotGap: 6, preferredDotGap: 20, appHeaderHeight: 56, minimumButtonHeight: 44,
    minimumHeaderWidth: 160, panelWidth: 440, panelPadding: 32,
    lineHeight: .proportional(1.25), scalesWithTextSize: true, messageLines: 2)

  /// Character cells in a terminal (a cell about twice as tall as wide): keys from 5 × 3 to
  /// 7 × 3 cells, one-cell lines and dots, frames on whole cells. Text size is ignored.
  ///
  /// Every frame computed with these metrics has integral coordinates, so a terminal skin can
  /// use `Int(frame.x)`, `Int(frame.y)`… as column and row numbers directly.
  public static let terminal = LayoutMetrics(
    grid: 1, minimumKeySize: LayoutSize(width: 5, height: 3),
    preferredKeySize: LayoutSize(width: 7, height: 3), maximumKeyScale: 1,
    minimumKeyGap: LayoutSize(width: 1, height: 0),
    preferredKeyGap: LayoutSize(width: 2, height: 1), minimumSpacing: 0, preferredSpacing: 1,
    minimumMargin: 0, preferredMargin: 1, dotDiameter: 1, minimumDotGap: 0,
    preferredDotGap: 1, appHeaderHeight: 1, minimumButtonHeight: 1, minimumHeaderWidth: 12,
    panelWidth: 60, panelPadding: 2, lineHeight: .fixed(1), scalesWithTextSize: false,
    keyFaceInset: 1, messageLines: 2)
}
