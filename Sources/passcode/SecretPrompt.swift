@_spi(Skins) import PasscodeCore

/// One secret a command asks for: what it is, and the format that bounds it.
///
/// Line input is capped at the format's ``PasscodeFormat/maximumRawByteCount``; an
/// interactive UI can also use the format to draw the right number of dots or keys.
struct SecretPrompt: Equatable, Sendable {
  /// What the secret is for.
  enum Role: Equatable, Sendable {
    /// The passcode, to unlock.
    case passcode
    /// The passcode now set, before changing or removing it.
    case current
    /// The passcode to set.
    case new
    /// The passcode to set, typed again.
    case confirmation
  }

  /// What the secret is for.
  var role: Role
  /// The format the secret must fit.
  var format: PasscodeFormat

  /// The prompt's words: "Passcode", "Current passcode", "New passcode", "Confirm new passcode".
  var label: String {
    let key: CLIKey =
      switch role {
      case .passcode: CLIKey.promptPasscode
      case .current: CLIKey.promptCurrent
      case .new: CLIKey.promptNew
      case .confirmation: CLIKey.promptConfirmation
      }
    return CommandExit.localizer.string(key)
  }

  /// The most bytes a line may hold.
  var maximumByteCount: Int { format.maximumRawByteCount }
}
