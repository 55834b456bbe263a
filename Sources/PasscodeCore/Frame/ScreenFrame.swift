/// A passcode screen ready to draw: its state, its layout, and every visible element with an
/// identifier, a role, a localized label and a frame.
///
/// `passcode render` turns a frame into SVG or JSON (the PasscodeRender module); a terminal skin
/// can draw the same elements in character cells (build the layout input with
/// ``LayoutMetrics/terminal``).
@_spi(Skins) public struct ScreenFrame: Equatable, Sendable {
  /// One visible element.
  public struct Element: Hashable, Sendable {
    /// A stable identifier: `title`, `key.5`, `key.biometrics`, `button.cancel`…
    public var id: String
    /// Which element of the layout it is.
    public var kind: KeypadLayout.Element
    /// The text shown or, for keys and dots, the accessibility label.
    public var label: String
    /// Where it goes.
    public var frame: LayoutRect
    /// For a key whose word does not fit it at the user's text size: the symbol drawn in its
    /// place (``label`` stays its accessibility label). `nil` when the word is drawn.
    public var symbol: KeySymbol? = nil
    /// For a digit key: the letters drawn under its digit (`ABC` on 2), where
    /// ``KeypadLayout/keyFace`` puts them; `nil` when the theme shows none, the key has none (1,
    /// 0) or they do not fit. Never part of ``label``: VoiceOver reads the digit only.
    public var letters: String? = nil

    /// The role written in JSON: `panel`, `appHeader`, `title`, `subtitle`, `dots`,
    /// `message`, `key` or `button`.
    public var role: String {
      switch kind {
      case .panel: "panel"
      case .appHeader: "appHeader"
      case .title: "title"
      case .subtitle: "subtitle"
      case .dots: "dots"
      case .message: "message"
      case .key: "key"
      case .cancelButton, .fallbackButton, .submitButton, .secondaryButton: "button"
      }
    }
  }

  /// The screen's state.
  public let screen: PasscodeScreen
  /// What the layout was computed from.
  public let input: KeypadLayout.Input
  /// The layout.
  public let layout: KeypadLayout
  /// The language of the labels.
  let localizer: Localizer
  /// The host's app name, for the app header.
  let appName: String
  /// The visible elements, in drawing order. Empty slots (Delete with nothing typed, a message
  /// not shown) are left out.
  public internal(set) var elements: [Element]

  /// Lays out `screen` with `input` and labels its elements with `localizer`.
  public init(
    screen: PasscodeScreen, layout input: KeypadLayout.Input, localizer: Localizer,
    appName: String
  ) {
    var input = input
    if input.labels == nil {
      input.labels = screen.layoutLabels(localizer: localizer, appName: appName)
    }
    self.screen = screen
    self.input = input
    self.localizer = localizer
    self.appName = appName
    let layout = KeypadLayout.compute(input)
    self.layout = layout
    elements = layout.placements.compactMap { placement in
      guard
        var element = Self.element(
          placement, screen: screen, localizer: localizer, appName: appName)
      else { return nil }
      if case .key(let slot) = placement.element {
        if !Self.wordFits(element, in: layout, input) {
          element.symbol = KeySymbol.of(slot, on: screen)
        }
        element.letters = layout.keyFace.letters(on: slot)
      }
      return element
    }
  }

  /// Whether the word on a key that is not a digit fits the key, inside its padding, on the
  /// lines the layout allows, at the key-word size.
  static func wordFits(
    _ element: Element, in layout: KeypadLayout, _ input: KeypadLayout.Input
  ) -> Bool {
    guard case .key(let slot) = element.kind, slot.digit == nil else { return true }
    if case .fixed = input.metrics.lineHeight { return true }
    let width = element.frame.width - 2 * input.metrics.keyWordPadding
    let weight = input.theme.fonts.button.weight
    let size = layout.typography.keyWord
    guard let lines = TextMeasure.lineCount(element.label, width: width, size: size, weight: weight)
    else { return false }
    return lines <= layout.lineLimits.keyWord
  }

  /// The theme drawn with.
  public var theme: PasscodeTheme { input.theme }

  private static func element(
    _ placement: KeypadLayout.Placement, screen: PasscodeScreen, localizer: Localizer,
    appName: String
  ) -> Element? {
    let visible = screen.accessories
    let label: String?
    let id: String
    switch placement.element {
    case .panel: (id, label) = ("panel", "")
    case .appHeader: (id, label) = ("appHeader", appName)
    case .title: (id, label) = ("title", localizer.string(screen.title))
    case .subtitle: (id, label) = ("subtitle", screen.subtitle.map(localizer.string))
    case .dots: (id, label) = ("dots", localizer.string(screen.progress))
    case .message: (id, label) = ("message", screen.message.map { localizer.string($0.text) })
    case .key(let slot):
      (id, label) = (
        "key." + keyName(slot, screen: screen), screen.label(for: slot).map(localizer.string)
      )
    case .cancelButton:
      (id, label) = ("button.cancel", visible.contains(.cancel) ? localizer.string(.cancel) : nil)
    case .fallbackButton:
      (id, label) = ("button.fallback", screen.fallbackButtonLabel.map(localizer.string))
    case .submitButton:
      (id, label) = ("button.submit", visible.contains(.submit) ? localizer.string(.submit) : nil)
    case .secondaryButton:
      (id, label) = ("button.secondary", screen.secondaryActionLabel.map(localizer.string))
    }
    // Numbers in shown sentences stay with their nouns ("6 attempts" never breaks after the
    // 6); the dots' label is only spoken.
    let shown = placement.element != .dots
    return label.map {
      Element(
        id: id, kind: placement.element, label: shown ? TextMeasure.bindingNumbers($0) : $0,
        frame: placement.frame)
    }
  }

  private static func keyName(_ slot: KeySlot, screen: PasscodeScreen) -> String {
    if let digit = slot.digit { return String(digit) }
    if slot == .delete { return "delete" }
    switch screen.accessoryKey {
    case .biometrics: return "biometrics"
    case .cancel, nil: return "cancel"
    }
  }
}
