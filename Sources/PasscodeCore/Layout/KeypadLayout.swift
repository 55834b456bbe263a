/// The frames of every element of a passcode screen, computed from the canvas, the safe area,
/// the text size, the layout direction, the metrics and the theme by a pure function.
///
/// ```swift
/// let layout = KeypadLayout.compute(KeypadLayout.Input(
///   canvas: LayoutSize(width: 393, height: 852),
///   safeArea: LayoutInsets(top: 59, left: 0, bottom: 34, right: 0),
///   textSize: .large, direction: .leftToRight, metrics: .iOS, theme: .default(.light),
///   elements: [.appHeader, .cancelButton], dotCount: 6))
/// button5.frame = layout.frame(of: .five).cgRect
/// ```
///
/// Three arrangements:
/// - ``Arrangement-swift.enum/stacked``: title, dots and message above the keypad (portrait);
/// - ``Arrangement-swift.enum/sideBySide``: the title column beside the keypad (landscape with a
///   short height);
/// - ``Arrangement-swift.enum/panel``: a centred panel (regular × regular size classes: iPad).
///
/// Guarantees, tested over sweeps of canvas sizes, orientations, text sizes and insets: no two
/// elements overlap; every element lies inside the safe area (when ``needsScrolling`` is
/// `true`, inside it horizontally and below its top); all twelve keys have the same size, at
/// least ``LayoutMetrics/minimumKeySize``, on a regular grid; the dots are centred. Right-to-left
/// layouts mirror the arrangement (the title column moves to the right, footer buttons swap
/// order) but not the keypad, whose digits keep phone-keypad order as on iOS.
@_spi(Skins) public struct KeypadLayout: Hashable, Sendable {
  /// How the screen is arranged.
  public enum Arrangement: String, Hashable, Sendable {
    /// The title block above the keypad.
    case stacked
    /// The title block beside the keypad: leading in the reading direction, the keypad
    /// trailing.
    case sideBySide
    /// A centred panel holding a stacked layout.
    case panel
  }

  /// Optional elements a layout makes room for.
  public struct Elements: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: Int

    /// Creates a set from raw bits.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// The host's app icon and name above the title.
    static let appHeader = Elements(rawValue: 1 << 0)
    /// A Cancel button under the keypad (when the accessory slot holds the biometric key).
    static let cancelButton = Elements(rawValue: 1 << 1)
    /// The fallback ("Use Password") button under the keypad.
    static let fallbackButton = Elements(rawValue: 1 << 2)
    /// An OK button under the keypad, for formats that are not submitted automatically.
    static let submitButton = Elements(rawValue: 1 << 3)
    /// The app's own action on the lock screen ("Log Out") under the keypad, first of the
    /// buttons there.
    static let secondaryButton = Elements(rawValue: 1 << 4)
  }

  /// One element a layout places.
  public enum Element: Hashable, Sendable {
    /// The panel behind everything (``Arrangement-swift.enum/panel`` only).
    case panel
    /// The app icon and name.
    case appHeader
    /// The title.
    case title
    /// The subtitle.
    case subtitle
    /// The row of dots.
    case dots
    /// The message.
    case message
    /// A key.
    case key(KeySlot)
    /// The Cancel button under the keypad.
    case cancelButton
    /// The fallback button.
    case fallbackButton
    /// The OK button.
    case submitButton
    /// The app's own action on the lock screen ("Log Out").
    case secondaryButton
  }

  /// An element and where it goes.
  public struct Placement: Hashable, Sendable {
    /// The element.
    public var element: Element
    /// Its frame in the canvas (or, when ``KeypadLayout/needsScrolling``, in the scrolled
    /// content).
    public var frame: LayoutRect
  }

  /// Font sizes after scaling for the text size and fitting the canvas.
  public struct Typography: Hashable, Sendable {
    /// The title's size.
    var title: Double
    /// The subtitle's size.
    var subtitle: Double
    /// The message's size.
    var message: Double
    /// The digits' size on the keys.
    public var key: Double
    /// The size of the words of the buttons under the keypad.
    var button: Double
    /// The size of the words on the accessory and Delete keys (a key shows its symbol
    /// instead when its word does not fit: ``ScreenFrame/Element/symbol``).
    var keyWord: Double
    /// The size of the keypad letters under the digits (``PasscodeTheme/showsKeypadLetters``),
    /// which follow the text size as far as the digits do.
    public var letters: Double
  }

  /// The arrangement chosen.
  public var arrangement: Arrangement
  /// Whether the content is taller than the safe area even at the smallest sizes; the skin
  /// must then scroll, over ``contentSize``.
  public var needsScrolling: Bool
  /// The size of the content: the canvas, or taller when ``needsScrolling``.
  public var contentSize: LayoutSize
  /// The panel, in the ``Arrangement-swift.enum/panel`` arrangement.
  var panel: LayoutRect?
  /// The app icon and name slot, when requested.
  var appHeader: LayoutRect?
  /// The title.
  public var title: LayoutRect
  /// The subtitle: as many lines as it needs, or no height (and no placement) when the
  /// labels say there is none. Without labels one line is reserved.
  public var subtitle: LayoutRect
  /// The row of dots.
  var dots: LayoutRect
  /// The message (always reserved, ``LayoutMetrics/messageLines`` lines high).
  public var message: LayoutRect
  /// The twelve keys, indexed by `KeySlot.rawValue`.
  public var keys: [LayoutRect]
  /// The Cancel button, when requested.
  public var cancelButton: LayoutRect?
  /// The fallback button, when requested.
  public var fallbackButton: LayoutRect?
  /// The OK button, when requested.
  public var submitButton: LayoutRect?
  /// The app's own action on the lock screen, when requested.
  public var secondaryButton: LayoutRect? = nil
  /// The font sizes to draw with. They depend on the text size and the theme only, never on
  /// the canvas: a larger text size never gives smaller text.
  public var typography: Typography
  /// How many lines each text may take; the layout made room for them.
  public var lineLimits: LineLimits
  /// The diameter of a dot.
  var dotDiameter: Double
  /// The gap between dots.
  public var dotGap: Double
  /// The corner radius of a key, from the theme's key shape.
  var keyCornerRadius: Double
  /// Where every digit key's digit and letters go inside it; without letters (the theme's
  /// choice, or no room for them) the digit fills the key.
  public var keyFace: KeyFace
  /// The grid every length is a multiple of.
  var grid: Double

  /// The frame of a key.
  public func frame(of slot: KeySlot) -> LayoutRect {
    keys[slot.rawValue]
  }

  /// Every element with its frame, in drawing order: panel, header texts, dots, keys, buttons.
  public var placements: [Placement] {
    var result: [Placement] = []
    func add(_ element: Element, _ frame: LayoutRect?) {
      if let frame { result.append(Placement(element: element, frame: frame)) }
    }
    add(.panel, panel)
    add(.appHeader, appHeader)
    add(.title, title)
    if subtitle.height > 0 { add(.subtitle, subtitle) }
    add(.dots, dots)
    add(.message, message)
    for slot in KeySlot.allCases { add(.key(slot), frame(of: slot)) }
    add(.secondaryButton, secondaryButton)
    add(.fallbackButton, fallbackButton)
    add(.cancelButton, cancelButton)
    add(.submitButton, submitButton)
    return result
  }

  /// The frames of `count` dots, centred in the dots row, filling from left to right in every
  /// layout direction (a passcode, like a number, reads left to right).
  ///
  /// When `count` dots do not fit at ``dotGap`` the gap shrinks; when they do not fit even
  /// touching, only as many as fit are returned (a long variable-length entry on a narrow
  /// terminal).
  public func dotFrames(count: Int) -> [LayoutRect] {
    guard count > 0, dotDiameter > 0 else { return [] }
    let shown = min(count, Int(dots.width / dotDiameter))
    guard shown > 0 else { return [] }
    let slack = dots.width - Double(shown) * dotDiameter
    let gap = shown > 1 ? min(dotGap, snapDown(slack / Double(shown - 1), grid)) : 0
    let total = Double(shown) * dotDiameter + Double(shown - 1) * gap
    let start = dots.minX + snapDown((dots.width - total) / 2, grid)
    return (0..<shown).map { index in
      LayoutRect(
        x: start + Double(index) * (dotDiameter + gap), y: dots.minY, width: dotDiameter,
        height: dotDiameter)
    }
  }
}

/// `value` rounded down to a multiple of `grid`.
func snapDown(_ value: Double, _ grid: Double) -> Double {
  grid > 0 ? (value / grid).rounded(.down) * grid : value
}

/// `value` rounded up to a multiple of `grid`.
func snapUp(_ value: Double, _ grid: Double) -> Double {
  grid > 0 ? (value / grid).rounded(.up) * grid : value
}
