/// A passcode screen ready to draw: its state, its layout, and every visible element with an
/// identifier, a role, a localized label and a frame.
///
/// `passcode render` turns a scene into SVG (``svg()``) or JSON (``json()``); a terminal skin
/// can draw the same elements in character cells (build the layout input with
/// ``LayoutMetrics/terminal``).
public struct PasscodeScene: Equatable, Sendable {
  /// One visible element.
  public struct Element: Hashable, Sendable {
    /// What kind of element it is.
    public enum Role: String, Hashable, Sendable {
      /// The panel behind everything on large screens.
      case panel
      /// The app icon and name.
      case appHeader
      /// The title.
      case title
      /// The subtitle.
      case subtitle
      /// The dots; the label says how many are entered.
      case dots
      /// The message under the dots.
      case message
      /// A keypad key; the label is its accessibility label.
      case key
      /// A text button under the keypad.
      case button
    }

    /// A stable identifier: `title`, `key.5`, `key.biometrics`, `button.cancel`…
    public var id: String
    /// The role.
    public var role: Role
    /// The text shown or, for keys and dots, the accessibility label.
    public var label: String
    /// Where it goes.
    public var frame: LayoutRect
  }

  /// The screen's state.
  public let screen: PasscodeScreen
  /// What the layout was computed from.
  public let input: KeypadLayout.Input
  /// The layout.
  public let layout: KeypadLayout
  /// The language of the labels.
  public let localizer: Localizer
  /// The host's app name, for the app header.
  public let appName: String
  /// The visible elements, in drawing order. Empty slots (Delete with nothing typed, a message
  /// not shown) are left out.
  public let elements: [Element]

  /// Lays out `screen` with `input` and labels its elements with `localizer`.
  public init(
    screen: PasscodeScreen, layout input: KeypadLayout.Input, localizer: Localizer,
    appName: String
  ) {
    self.screen = screen
    self.input = input
    self.localizer = localizer
    self.appName = appName
    let layout = KeypadLayout.compute(input)
    self.layout = layout
    elements = layout.placements.compactMap { placement in
      Self.element(placement, screen: screen, localizer: localizer, appName: appName)
    }
  }

  /// The theme drawn with.
  public var theme: PasscodeTheme { input.theme }

  private static func element(
    _ placement: KeypadLayout.Placement, screen: PasscodeScreen, localizer: Localizer,
    appName: String
  ) -> Element? {
    let visible = screen.accessories
    func make(_ id: String, _ role: Element.Role, _ label: LocalizedText?) -> Element? {
      label.map { Element(id: id, role: role, label: localizer.string($0), frame: placement.frame) }
    }
    switch placement.element {
    case .panel:
      return Element(id: "panel", role: .panel, label: "", frame: placement.frame)
    case .appHeader:
      return Element(id: "appHeader", role: .appHeader, label: appName, frame: placement.frame)
    case .title: return make("title", .title, screen.title)
    case .subtitle: return make("subtitle", .subtitle, screen.subtitle)
    case .dots: return make("dots", .dots, screen.progress)
    case .message: return make("message", .message, screen.message?.text)
    case .key(let slot):
      return make("key." + keyName(slot, screen: screen), .key, screen.label(for: slot))
    case .cancelButton:
      return make(
        "button.cancel", .button, visible.contains(.cancel) ? LocalizedText(.cancel) : nil)
    case .fallbackButton:
      return make(
        "button.fallback", .button, visible.contains(.fallback) ? LocalizedText(.usePassword) : nil)
    case .submitButton:
      return make(
        "button.submit", .button, visible.contains(.submit) ? LocalizedText(.submit) : nil)
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
