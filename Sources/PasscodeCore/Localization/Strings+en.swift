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
    .permanentlyLockedReinstall:
      "Too many failed attempts. To use this app again, delete it and install it again.",
    .permanentlyLockedErase: "Too many failed attempts. Erase this app's data to use it again.",
    .mismatch: "The passcodes didn't match. Try again.",
    .weakRepeated: "This passcode repeats one character and is easy to guess. Choose another.",
    .weakSequence: "This passcode is a simple sequence and is easy to guess. Choose another.",
    .weakCommon: "This passcode is very common and is easy to guess. Choose another.",
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
    .spaceOrTab:
      "The passcode contains a space or tab; remove it, since it may contain digits only.",
    .invalidEncoding: "The passcode is not valid text (UTF-8). Enter it again.",
    .unsupportedFormat: .text(
      "This passcode format is not supported. Use 4 to 12 digits, 4 to 32 digits of any length, "
        + "or 6 to 64 letters, digits and symbols."),
    .firstSetInterrupted:
      "No passcode is set: setting the first one was interrupted before it finished.",
    .notCounted: "It was not counted as an attempt.",
    .nothingChanged: "Nothing was changed.",
    .attemptCounted: "The attempt was counted, since it may have reached the verifier.",

    .storeDamaged: .text(
      "The passcode store is damaged ({0}), so the lock stays locked. Erase the passcode to set "
        + "a new one."),
    .storeVersionUnsupported: .text(
      "The passcode store was written by a newer version of PasscodeKit (format {0}). Update the "
        + "app or tool."),
    .storeIncomplete: .text(
      "The passcode store is incomplete ({0}), so the lock stays locked. Erase the passcode to set "
        + "a new one."),
    .storeWeakParameters: .text(
      "The passcode store's key derivation is too weak ({0}), so the lock stays locked. Erase the "
        + "passcode to set a new one."),
    .storeInsecure: .text(
      "{0} can be read or changed by other users, or belongs to someone else. Make it private to "
        + "you, then try again."),
    .storeReadFailed: .text(
      "The passcode store could not be read ({0}). Check that it exists and that you may read it, "
        + "then try again."),
    .storeWriteFailed: .text(
      "The passcode store could not be written ({0}). Check that the disk has room and that the "
        + "store is writable, then try again."),
    .storeBusy: "The passcode store is in use by another process. Try again.",
    .secretVerifierMissing: "the verifier is missing",
    .secretPepperMissing: "the pepper is missing",
    .secretDeviceKeyMissing: "the device key is missing",

    .damageNotARecord: "the state record is cut short or is not a PasscodeKit record",
    .damageChecksumMismatch: "the state record's checksum does not match its contents",
    .damageUnreadableRecord: "the state record cannot be decoded",
    .damageUnknownVersion: "the state record has the unknown format version {0}",
    .damageFailureLimit: "the failure limit {0} is outside {1}…{2}",
    .damageFailureCount: "the failure count {0} is outside 0…{1}",
    .damageInvalidFormat: "the stored passcode format is not valid",
    .damageFailureTimeMissing: "failures are recorded without their time",
    .damagePendingWrite: "a passcode is set but a write is marked as pending",
    .damageVerifierWithoutPasscode: "a verifier is stored but no passcode is set",
    .damageUnexplainedRecord: "the record has no passcode and no interrupted write explains it",
    .damageWrongGuess: "a remembered wrong guess is malformed",
    .damagePepperWithoutState: "the state record is missing but the pepper is still there",
    .damageMalformedPepper: "the pepper has the wrong length",
    .damagePepperCheck: "the pepper does not match its check value",
    .damageNotARegularFile: "{0} is {1}, where PasscodeKit keeps a regular file",
    .damageTooLarge: "{0} is larger than any PasscodeKit record",
    .damageKeychainData: "a Keychain item holds unexpected data",
    .damageDeviceKeyUnavailable:
      "this device cannot use the store's device key (it has no Secure Enclave)",
    .damageDeviceKeyUnusable:
      "the device key can no longer be used (deleted, invalidated, or made on another device)",
    .damageDeviceKeyCreationFailed: "the device key could not be created",
    .damageDowngradedRecord:
      "the record is not bound to the store's device key: it was replaced by a weaker one",
    .damageDeviceKeyWithoutState: "the state record is missing but the device key is still there",
    .fileSymbolicLink: "a symbolic link",
    .fileNamedPipe: "a named pipe",
    .fileDirectory: "a directory",
    .fileSocket: "a socket",
    .fileDevice: "a device",
    .fileOther: "something other than a file",

    .verifierUnknownAlgorithm: "the stored verifier uses an unknown key-derivation algorithm",
    .verifierRoundsBelowFloor: .plural([
      .one: "the stored verifier uses {0} key-derivation round, below the floor of {1}",
      .other: "the stored verifier uses {0} key-derivation rounds, below the floor of {1}",
    ]),
    .verifierRoundsAboveCeiling: .plural([
      .one: "the stored verifier uses {0} key-derivation round, above the ceiling of {1}",
      .other: "the stored verifier uses {0} key-derivation rounds, above the ceiling of {1}",
    ]),
    .verifierMalformed: "the stored verifier has the wrong length",
    .verifierUnusable: "the verifier refuses the stored record",

    .verbatim: "{0}",
    .failureSystem: "{0}: {1}",
    .failureKeychain: "Keychain error {0}",
    .failureEmptyPath: "no store directory was given",
    .failureNULInPath: "the store directory's path contains a NUL byte",

    .verifierRecordUnusable:
      "The stored passcode record cannot be used ({0}). Erase the passcode to set a new one.",
    .verifierDerivationFailed:
      "The system's cryptography library could not derive the key. Try again later.",
    .verifierUnexplained: "The passcode verifier failed without saying why. Try again later.",

    .biometricsCancelled: "Biometric unlock was cancelled. Enter your passcode.",
    .biometricsNotRecognized: "Your face or fingerprint was not recognised. Enter your passcode.",
    .biometricsEnrollmentChanged: .text(
      "Fingers or faces changed since biometric unlock was turned on. Enter your passcode to "
        + "turn it on again."),
    .biometricsUnavailable:
      "Biometric unlock cannot be used on this device now. Enter your passcode.",
    .biometricsSystemError: "Biometric unlock failed (system error {0}). Enter your passcode.",
    .biometricsNoSensor: "This device has no biometric sensor, or nothing is enrolled.",
    .biometricsMissingUsageDescription:
      "Face ID cannot be used: the app does not say why it needs it (NSFaceIDUsageDescription).",
    .biometricsNeedPasscodeSet: "Biometric unlock needs a passcode. Set one first.",
    .biometricsNotEnabled: "Biometric unlock is turned off.",
    .biometricsLockedOut: "Biometric unlock is not offered while a lockout wait runs.",
    .biometricsPermanentlyLocked:
      "Biometric unlock is not offered once the passcode is permanently locked.",
    .biometricsStoreUnreadable:
      "Biometric unlock is not offered while the passcode store cannot be read.",
    .biometricsNeedPasscode: "Enter the passcode first, then turn on biometric unlock.",

    .clockUntrusted: .text(
      "The boot clock cannot be trusted, so a lockout wait restarts and does not run down."),
    .clockTimeNamespace: .text(
      "This process runs in a time namespace that shifts the boot clock; run it outside that "
        + "namespace."),
    .clockUptimeMismatch: .text(
      "The boot clock disagrees with the kernel's uptime; run without tools that fake the time, "
        + "such as faketime."),
    .clockFunctionReplaced: .text(
      "The time functions are replaced by a preloaded library; run without LD_PRELOAD or "
        + "DYLD_INSERT_LIBRARIES libraries that fake the time, such as libfaketime."),
    .clockProcNotGenuine: .text(
      "A /proc file the clock is checked against is hidden by a mount; run without mounts over "
        + "/proc."),
    .clockProcUnavailable:
      "/proc cannot be read, so the clock cannot be checked; run with /proc mounted and readable.",

    .hours: .plural([.one: "{0} hour", .other: "{0} hours"]),
    .minutes: .plural([.one: "{0} minute", .other: "{0} minutes"]),
    .seconds: .plural([.one: "{0} second", .other: "{0} seconds"]),
    .durationParts: "{0} {1}",

    .terminalNotATerminal:
      "Standard input is not a terminal, so the interactive screen cannot run.",
    .terminalModeRefused: "The terminal refused to switch modes ({0}), so nothing was read.",
    .terminalSetupFailed: "The terminal's input could not be set up ({0}). Try again.",
    .formKeyHelp: "Tab ↓   Enter ⏎ {0}   Esc {1}",

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
    .eraseData: "Erase Data",
    .eraseDataTitle: "Erase All Data?",
    .eraseDataMessage:
      "Everything this app keeps on this device is deleted, and the passcode with it. This cannot be undone.",
    .erase: "Erase",
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
