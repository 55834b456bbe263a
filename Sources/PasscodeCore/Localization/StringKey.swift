/// The stable key of every user-facing string in PasscodeKit.
///
/// The raw values never change once shipped; the tables (`Strings+en.swift`, `+de`, `+es`,
/// `+ja`, `+ar`) map each key to its text. Placeholders are written `{0}`, `{1}`…; the
/// comment on each case gives the English text and its arguments.
public enum StringKey: String, CaseIterable, Hashable, Sendable {
  // MARK: Screen titles

  /// "Enter Passcode".
  case enterPasscode = "title.enterPasscode"
  /// "Create a Passcode".
  case createPasscode = "title.createPasscode"
  /// "Confirm Passcode".
  case confirmPasscode = "title.confirmPasscode"
  /// "Enter Current Passcode".
  case enterCurrentPasscode = "title.enterCurrentPasscode"
  /// "Enter New Passcode".
  case enterNewPasscode = "title.enterNewPasscode"
  /// "Confirm New Passcode".
  case confirmNewPasscode = "title.confirmNewPasscode"
  /// "Turn Off Passcode".
  case turnOffPasscode = "title.turnOffPasscode"

  // MARK: Screen subtitles

  /// "Use {0} digits"; plural on `{0}`.
  case useDigits = "subtitle.useDigits"
  /// "Use at least {0} digits"; plural on `{0}`.
  case useAtLeastDigits = "subtitle.useAtLeastDigits"
  /// "Use at least {0} characters"; plural on `{0}`.
  case useAtLeastCharacters = "subtitle.useAtLeastCharacters"
  /// "Enter the same passcode again".
  case enterSameAgain = "subtitle.enterSameAgain"
  /// "Enter your passcode to turn it off".
  case enterToTurnOff = "subtitle.enterToTurnOff"

  // MARK: Messages

  /// "Wrong passcode. {0} attempts left"; plural on `{0}`.
  case wrongPasscode = "message.wrongPasscode"
  /// "You already tried that passcode. {0} attempts left"; plural on `{0}` (LOCK-4).
  case repeatedGuess = "message.repeatedGuess"
  /// "Try again in {0}"; `{0}` is a countdown such as `4:59`.
  case tryAgainIn = "message.tryAgainIn"
  /// "Too many failed attempts. This passcode is locked."
  case permanentlyLocked = "message.permanentlyLocked"
  /// "The passcodes didn't match. Try again."
  case mismatch = "message.mismatch"
  /// The new passcode repeats one character (FMT-3).
  case weakRepeated = "message.weakRepeated"
  /// The new passcode is a simple sequence (FMT-3).
  case weakSequence = "message.weakSequence"
  /// The new passcode is one of the most common (FMT-3).
  case weakCommon = "message.weakCommon"
  /// "Enter a passcode."
  case enterAPasscode = "message.enterAPasscode"
  /// "Enter at least {0} digits."; plural on `{0}`.
  case atLeastDigits = "message.atLeastDigits"
  /// "Enter at least {0} characters."; plural on `{0}`.
  case atLeastCharacters = "message.atLeastCharacters"
  /// "Enter at most {0} digits."; plural on `{0}`.
  case atMostDigits = "message.atMostDigits"
  /// "Enter at most {0} characters."; plural on `{0}`.
  case atMostCharacters = "message.atMostCharacters"
  /// "Enter exactly {0} digits."; plural on `{0}`.
  case exactlyDigits = "message.exactlyDigits"
  /// "Enter exactly {0} characters."; plural on `{0}`.
  case exactlyCharacters = "message.exactlyCharacters"
  /// "Use digits only."
  case digitsOnly = "message.digitsOnly"
  /// "Use letters A–Z, digits, punctuation and spaces only."
  case asciiOnly = "message.asciiOnly"
  /// "No passcode is set."
  case notSet = "message.notSet"
  /// "A passcode is already set."
  case alreadySet = "message.alreadySet"
  /// "The passcode could not be checked. Try again later."
  case checkFailed = "message.checkFailed"
  /// "The passcode could not be saved. Try again later."
  case saveFailed = "message.saveFailed"
  /// "{0} is locked. Enter your passcode."; `{0}` is a sensor name such as ``faceID``.
  case biometryLocked = "message.biometryLocked"

  // MARK: VoiceOver announcements

  /// "{0} of {1} digits entered"; plural on `{1}`.
  case digitsOfTotalEntered = "announce.digitsOfTotalEntered"
  /// "{0} digits entered"; plural on `{0}`.
  case digitsEntered = "announce.digitsEntered"
  /// "{0} characters entered"; plural on `{0}`.
  case charactersEntered = "announce.charactersEntered"
  /// "{0} of {1} entered".
  case ofTotalEntered = "announce.ofTotalEntered"
  /// "Unlocked".
  case unlocked = "announce.unlocked"
  /// "Passcode set".
  case passcodeSet = "announce.passcodeSet"
  /// "Passcode changed".
  case passcodeChanged = "announce.passcodeChanged"
  /// "Passcode turned off".
  case passcodeRemoved = "announce.passcodeRemoved"
  /// "You can try again now."
  case tryAgainNow = "announce.tryAgainNow"

  // MARK: Keys and buttons

  /// "{0}": a digit key's label, `{0}` being the digit.
  case digitKey = "key.digit"
  /// "Delete".
  case delete = "key.delete"
  /// "Clear": a secure field's clear button.
  case clear = "key.clear"
  /// "Cancel".
  case cancel = "key.cancel"
  /// "OK": submits a variable-length or alphanumeric passcode.
  case submit = "key.submit"
  /// "Use Password": the host's account-password fallback.
  case usePassword = "key.usePassword"
  /// "Face ID".
  case faceID = "biometry.faceID"
  /// "Touch ID".
  case touchID = "biometry.touchID"
  /// "Optic ID".
  case opticID = "biometry.opticID"
  /// "Unlock to continue": the reason shown in the system's biometric prompt.
  case biometricReason = "biometry.reason"

  // MARK: Forms

  /// "Username".
  case username = "form.username"
  /// "Password".
  case password = "form.password"
  /// "Phone Number".
  case phoneNumber = "form.phoneNumber"
  /// "This field is required."
  case required = "form.required"
  /// "Check the format of this entry."
  case invalidFormat = "form.invalidFormat"
  /// "The entries don't match."
  case entriesDontMatch = "form.entriesDontMatch"
}
