extension Strings {
  /// English: the fallback for every language. Plural forms: one, other.
  static let english: [StringKey: StringEntry] = [
    .enterPasscode: "Enter Passcode",
    .createPasscode: "Create a Passcode",
    .confirmPasscode: "Confirm Passcode",
    .enterCurrentPasscode: "Enter Current Passcode",
    .enterNewPasscode: "Enter New Passcode",
    .confirmNewPasscode: "Confirm New Passcode",
    .turnOffPasscode: "Turn Off Passcode",

    .useDigits: .plural([.one: "Use {0} digit", .other: "Use {0} digits"]),
    .useAtLeastDigits: .plural([
      .one: "Use at least {0} digit", .other: "Use at least {0} digits",
    ]),
    .useAtLeastCharacters: .plural([
      .one: "Use at least {0} character", .other: "Use at least {0} characters",
    ]),
    .enterSameAgain: "Enter the same passcode again",
    .enterToTurnOff: "Enter your passcode to turn it off",

    .wrongPasscode: .plural([
      .one: "Wrong passcode. {0} attempt left", .other: "Wrong passcode. {0} attempts left",
    ]),
    .repeatedGuess: .plural([
      .one: "You already tried that passcode. {0} attempt left",
      .other: "You already tried that passcode. {0} attempts left",
    ]),
    .tryAgainIn: "Try again in {0}",
    .permanentlyLocked: "Too many failed attempts. This passcode is locked.",
    .mismatch: "The passcodes didn't match. Try again.",
    .weakRepeated: "This passcode repeats one character and is easy to guess.",
    .weakSequence: "This passcode is a simple sequence and is easy to guess.",
    .weakCommon: "This passcode is very common and is easy to guess.",
    .enterAPasscode: "Enter a passcode.",
    .atLeastDigits: .plural([
      .one: "Enter at least {0} digit.", .other: "Enter at least {0} digits.",
    ]),
    .atLeastCharacters: .plural([
      .one: "Enter at least {0} character.", .other: "Enter at least {0} characters.",
    ]),
    .atMostDigits: .plural([
      .one: "Enter at most {0} digit.", .other: "Enter at most {0} digits.",
    ]),
    .atMostCharacters: .plural([
      .one: "Enter at most {0} character.", .other: "Enter at most {0} characters.",
    ]),
    .exactlyDigits: .plural([
      .one: "Enter exactly {0} digit.", .other: "Enter exactly {0} digits.",
    ]),
    .exactlyCharacters: .plural([
      .one: "Enter exactly {0} character.", .other: "Enter exactly {0} characters.",
    ]),
    .digitsOnly: "Use digits only.",
    .asciiOnly: "Use letters A–Z, digits, punctuation and spaces only.",
    .notSet: "No passcode is set.",
    .alreadySet: "A passcode is already set.",
    .checkFailed: "The passcode could not be checked. Try again later.",
    .saveFailed: "The passcode could not be saved. Try again later.",
    .biometryLocked: "{0} is locked. Enter your passcode.",

    .digitsOfTotalEntered: .plural(
      argument: 1,
      forms: [.one: "{0} of {1} digit entered", .other: "{0} of {1} digits entered"]),
    .digitsEntered: .plural([.one: "{0} digit entered", .other: "{0} digits entered"]),
    .charactersEntered: .plural([
      .one: "{0} character entered", .other: "{0} characters entered",
    ]),
    .ofTotalEntered: "{0} of {1} entered",
    .unlocked: "Unlocked",
    .passcodeSet: "Passcode set",
    .passcodeChanged: "Passcode changed",
    .passcodeRemoved: "Passcode turned off",
    .tryAgainNow: "You can try again now.",

    .digitKey: "{0}",
    .delete: "Delete",
    .clear: "Clear",
    .cancel: "Cancel",
    .submit: "OK",
    .usePassword: "Use Password",
    .faceID: "Face ID",
    .touchID: "Touch ID",
    .opticID: "Optic ID",
    .biometricReason: "Unlock to continue",

    .username: "Username",
    .password: "Password",
    .phoneNumber: "Phone Number",
    .required: "This field is required.",
    .invalidFormat: "Check the format of this entry.",
    .entriesDontMatch: "The entries don't match.",
  ]
}
