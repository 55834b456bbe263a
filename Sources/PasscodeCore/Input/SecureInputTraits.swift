/// How a secret input asks for its keyboard — which keyboard, which Return key, which
/// AutoFill, whether the software keyboard shows at all, which hardware keys it takes — decided
/// once for the passcode screen (``init(screen:)``), a form's secure field (``init(field:in:)``)
/// and a stand-alone code field (``digitCode(contentType:)``), and mapped one to one onto
/// UIKit's `UITextInputTraits` by the secure input both iOS skins share.
///
/// Every secret input is **secure entry**: iOS then uses its own keyboard (never a third-party
/// keyboard, which could send what is typed away), offers no dictation, learns nothing and
/// suggests nothing, and VoiceOver does not speak the keys. Autocorrection, capitalisation,
/// spell checking, smart quotes, smart dashes and smart insert/delete are off, so a character
/// is never changed on its way in (Smart Punctuation would turn `'` into `’`). These are data
/// here — not defaults a skin might forget — and each initialiser sets them the same way.
///
/// The characters a keyboard types still reach the input as text and are read as
/// ``SecureFieldInput``; ``digitsOnly`` says how.
@_spi(Skins) public struct SecureInputTraits: Hashable, Sendable {
  /// The Return key's title.
  public enum ReturnKey: String, CaseIterable, Hashable, Sendable {
    /// Done: editing ends.
    case done
    /// Next: focus moves to the next field.
    case next
    /// Go: the form or the passcode is submitted.
    case go
  }

  /// Which presses of a hardware keyboard the input takes itself (as `KeyboardKey`s), before
  /// the system's text input sees them.
  enum HardwareKeys: String, CaseIterable, Hashable, Sendable {
    /// None: the system types them (`insertText`, `deleteBackward`), as it does with the
    /// software keyboard.
    case typedBySystem
    /// Escape only (it cancels); the system types the rest.
    case escape
    /// Every key but those the screen ignores (arrows, function keys): there is no software
    /// keyboard, so the input is what hears the keyboard.
    case all
  }

  /// The software keyboard to show: letters or digits.
  public let keyboard: FieldKeyboard
  /// The Return key.
  public let returnKey: ReturnKey
  /// What the input holds, for AutoFill: a one-time code from Messages, a saved password…
  public let contentType: FieldContentType
  /// Whether the software keyboard comes up. When it does not, the input still takes the
  /// focus, so that a hardware keyboard types into it (the passcode keypad on the screen
  /// types the digits).
  public let showsSoftwareKeyboard: Bool
  /// Which hardware key presses the input takes itself.
  let hardwareKeys: HardwareKeys
  /// Whether the input reads what is typed as digits only (``SecureFieldInput``'s
  /// `digitsOnly`): `false` for the passcode screen, which normalises and filters itself.
  public let digitsOnly: Bool
  /// Secure entry: on, always.
  public let isSecureTextEntry: Bool
  /// Autocorrection: off, always.
  public let autocorrects: Bool
  /// Automatic capitalisation: off, always.
  public let autocapitalizes: Bool
  /// Spell checking: off, always.
  public let checksSpelling: Bool
  /// Smart quotes (`'` → `’`): off, always.
  public let smartQuotes: Bool
  /// Smart dashes (`--` → `—`): off, always.
  public let smartDashes: Bool
  /// Smart insertion and deletion of spaces: off, always.
  public let smartInsertDelete: Bool
  /// Whether Return is disabled while the input is empty: off (Return on an empty passcode
  /// says why it cannot go on; on a field it moves on).
  public let enablesReturnKeyAutomatically: Bool
  /// The rules a password the system suggests must follow (`UITextInputPasswordRules`'s
  /// descriptor: `minlength: 8; maxlength: 16; allowed: ascii-printable;`), from a new
  /// password field's rules; `nil` for anything else.
  public internal(set) var passwordRules: String?

  /// What VoiceOver calls the field when the app gave it no label: "One-Time Code",
  /// "Password", or "Code".
  public var accessibilityLabel: LocalizedText {
    switch contentType {
    case .oneTimeCode: LocalizedText(.oneTimeCodeLabel)
    case .password, .newPassword: LocalizedText(.password)
    case .none, .username, .telephoneNumber: LocalizedText(.secureCodeLabel)
    }
  }

  /// Traits with every correction off and secure entry on.
  init(
    keyboard: FieldKeyboard, returnKey: ReturnKey, contentType: FieldContentType,
    showsSoftwareKeyboard: Bool, hardwareKeys: HardwareKeys, digitsOnly: Bool
  ) {
    self.keyboard = keyboard
    self.returnKey = returnKey
    self.contentType = contentType
    self.showsSoftwareKeyboard = showsSoftwareKeyboard
    self.hardwareKeys = hardwareKeys
    self.digitsOnly = digitsOnly
    isSecureTextEntry = true
    autocorrects = false
    autocapitalizes = false
    checksSpelling = false
    smartQuotes = false
    smartDashes = false
    smartInsertDelete = false
    enablesReturnKeyAutomatically = false
  }

  /// The input of a stand-alone digit field (a PIN, a one-time code): the number pad, Done,
  /// digits only (other scripts' digits become ASCII), with `contentType` for AutoFill —
  /// by default a one-time code, which the system offers from Messages and Mail.
  public static func digitCode(contentType: FieldContentType = .oneTimeCode) -> Self {
    Self(
      keyboard: .numberPad, returnKey: .done, contentType: contentType,
      showsSoftwareKeyboard: true, hardwareKeys: .typedBySystem, digitsOnly: true)
  }

  /// Whether the input takes the text the system inserts (`insertText`, `deleteBackward`):
  /// not when it takes every hardware key itself — there is no software keyboard then, so
  /// anything inserted would be a key it has already taken, typed twice.
  public var takesInsertedText: Bool { hardwareKeys != .all }

  /// Whether the input takes `key` from a hardware keyboard itself; otherwise the press goes
  /// on to the system (which types it, or hands it up the responder chain).
  public func takes(_ key: KeyboardKey) -> Bool {
    switch hardwareKeys {
    case .typedBySystem: false
    case .escape: key == .escape
    case .all: key != .other
    }
  }
}
