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
  /// The permanent lock where the only way out is reinstalling the app (iOS, when the app
  /// offers no recovery): "Too many failed attempts. To use this app again, delete it and
  /// install it again."
  case permanentlyLockedReinstall = "message.permanentlyLockedReinstall"
  /// The permanent lock where the app offers to erase its data: "Too many failed attempts.
  /// Erase this app's data to use it again."
  case permanentlyLockedErase = "message.permanentlyLockedErase"
  /// "The passcodes didn't match. Try again."
  case mismatch = "message.mismatch"
  /// The new passcode repeats one character (FMT-3): "… Choose another."
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
  /// "The passcode contains a space or tab; remove it, since it may contain digits only."
  case spaceOrTab = "message.spaceOrTab"
  /// "The passcode is not valid text (UTF-8). Enter it again."
  case invalidEncoding = "message.invalidEncoding"
  /// "This passcode format is not supported: …" (FMT-1's ranges).
  case unsupportedFormat = "message.unsupportedFormat"
  /// "No passcode is set: setting the first one was interrupted before it finished." (STO-4)
  case firstSetInterrupted = "message.firstSetInterrupted"
  /// "It was not counted as an attempt." (FMT-4)
  case notCounted = "message.notCounted"
  /// "Nothing was changed."
  case nothingChanged = "message.nothingChanged"
  /// "The attempt was counted, since it may have reached the verifier."
  case attemptCounted = "message.attemptCounted"

  // MARK: Store errors (StoreError)

  /// "The passcode store is damaged ({0}), so the lock stays locked. Erase the passcode to
  /// set a new one."; `{0}` is a damage phrase (`damage.*`).
  case storeDamaged = "store.damaged"
  /// "The passcode store was written by a newer version of PasscodeKit (format {0}). Update
  /// the app or tool."
  case storeVersionUnsupported = "store.versionUnsupported"
  /// "The passcode store is incomplete ({0}), so the lock stays locked. Erase the passcode to
  /// set a new one."; `{0}` is ``secretVerifierMissing`` or ``secretPepperMissing``.
  case storeIncomplete = "store.incomplete"
  /// "The passcode store's key derivation is too weak ({0}), so the lock stays locked. Erase
  /// the passcode to set a new one."; `{0}` is ``verifierRoundsBelowFloor`` (HASH-1).
  case storeWeakParameters = "store.weakParameters"
  /// "{0} can be read or changed by other users, or belongs to someone else. Make it private
  /// to you, then try again."; `{0}` is a path (STO-3).
  case storeInsecure = "store.insecure"
  /// "The passcode store could not be read ({0}). Check that it exists and that you may read
  /// it, then try again."; `{0}` is a failure phrase (`failure.*`).
  case storeReadFailed = "store.readFailed"
  /// "The passcode store could not be written ({0}). Check that the disk has room and that
  /// the store is writable, then try again."; `{0}` is a failure phrase (`failure.*`).
  case storeWriteFailed = "store.writeFailed"
  /// "The passcode store is in use by another process. Try again."
  case storeBusy = "store.busy"
  /// "the verifier is missing"
  case secretVerifierMissing = "secret.verifierMissing"
  /// "the pepper is missing"
  case secretPepperMissing = "secret.pepperMissing"
  /// "the device key is missing" (DEV-1)
  case secretDeviceKeyMissing = "secret.deviceKeyMissing"

  // MARK: Store damage (StoreDamage), phrases inside storeDamaged

  /// "the state record is cut short or is not a PasscodeKit record"
  case damageNotARecord = "damage.notARecord"
  /// "the state record's checksum does not match its contents"
  case damageChecksumMismatch = "damage.checksumMismatch"
  /// "the state record cannot be decoded"
  case damageUnreadableRecord = "damage.unreadableRecord"
  /// "the state record has the unknown format version {0}"
  case damageUnknownVersion = "damage.unknownVersion"
  /// "the failure limit {0} is outside {1}…{2}"
  case damageFailureLimit = "damage.failureLimit"
  /// "the failure count {0} is outside 0…{1}"
  case damageFailureCount = "damage.failureCount"
  /// "the stored passcode format is not valid"
  case damageInvalidFormat = "damage.invalidFormat"
  /// "failures are recorded without their time"
  case damageFailureTimeMissing = "damage.failureTimeMissing"
  /// "a passcode is set but a write is marked as pending"
  case damagePendingWrite = "damage.pendingWrite"
  /// "a verifier is stored but no passcode is set"
  case damageVerifierWithoutPasscode = "damage.verifierWithoutPasscode"
  /// "the record has no passcode and no interrupted write explains it"
  case damageUnexplainedRecord = "damage.unexplainedRecord"
  /// "a remembered wrong guess is malformed"
  case damageWrongGuess = "damage.wrongGuess"
  /// "the state record is missing but the pepper is still there"
  case damagePepperWithoutState = "damage.pepperWithoutState"
  /// "the pepper has the wrong length"
  case damageMalformedPepper = "damage.malformedPepper"
  /// "the pepper does not match its check value" (HASH-6)
  case damagePepperCheck = "damage.pepperCheck"
  /// "{0} is {1}, where PasscodeKit keeps a regular file"; `{0}` is a path, `{1}` a `file.*`.
  case damageNotARegularFile = "damage.notARegularFile"
  /// "{0} is larger than any PasscodeKit record"; `{0}` is a path.
  case damageTooLarge = "damage.tooLarge"
  /// "a Keychain item holds unexpected data"
  case damageKeychainData = "damage.keychainData"
  /// "this device cannot use the store's device key (it has no Secure Enclave)"
  case damageDeviceKeyUnavailable = "damage.deviceKeyUnavailable"
  /// "the device key can no longer be used (deleted, invalidated, or made on another device)"
  case damageDeviceKeyUnusable = "damage.deviceKeyUnusable"
  /// "the device key could not be created"
  case damageDeviceKeyCreationFailed = "damage.deviceKeyCreationFailed"
  /// "the record is not bound to the store's device key: it was replaced by a weaker one"
  /// (DEV-2)
  case damageDowngradedRecord = "damage.downgradedRecord"
  /// "the state record is missing but the device key is still there"
  case damageDeviceKeyWithoutState = "damage.deviceKeyWithoutState"
  /// "a symbolic link"
  case fileSymbolicLink = "file.symbolicLink"
  /// "a named pipe"
  case fileNamedPipe = "file.namedPipe"
  /// "a directory"
  case fileDirectory = "file.directory"
  /// "a socket"
  case fileSocket = "file.socket"
  /// "a device"
  case fileDevice = "file.device"
  /// "something other than a file"
  case fileOther = "file.other"

  // MARK: Stored verifier records (VerifierRecordProblem), phrases

  /// "the stored verifier uses an unknown key-derivation algorithm"
  case verifierUnknownAlgorithm = "verifier.unknownAlgorithm"
  /// "the stored verifier uses {0} key-derivation rounds, below the floor of {1}"; plural on
  /// `{0}`.
  case verifierRoundsBelowFloor = "verifier.roundsBelowFloor"
  /// "the stored verifier uses {0} key-derivation rounds, above the ceiling of {1}"; plural
  /// on `{0}`.
  case verifierRoundsAboveCeiling = "verifier.roundsAboveCeiling"
  /// "the stored verifier has the wrong length"
  case verifierMalformed = "verifier.malformed"
  /// "the verifier refuses the stored record"
  case verifierUnusable = "verifier.unusable"

  // MARK: Store failures (StoreFailure), phrases

  /// "{0}": a text given as it is, such as a host verifier's own sentence or a host store's
  /// error.
  case verbatim = "verbatim"
  /// "{0}: {1}": a path and the system's words for its error.
  case failureSystem = "failure.system"
  /// "Keychain error {0}"
  case failureKeychain = "failure.keychain"
  /// "no store directory was given"
  case failureEmptyPath = "failure.emptyPath"
  /// "the store directory's path contains a NUL byte"
  case failureNULInPath = "failure.nulInPath"

  // MARK: Verifier errors (VerifierError)

  /// "The stored passcode record cannot be used ({0}). Erase the passcode to set a new one.";
  /// `{0}` is a `verifier.*` phrase.
  case verifierRecordUnusable = "verifierError.recordUnusable"
  /// "The system's cryptography library could not derive the key. Try again later."
  case verifierDerivationFailed = "verifierError.derivationFailed"
  /// "The passcode verifier failed without saying why. Try again later."
  case verifierUnexplained = "verifierError.unexplained"

  // MARK: Biometrics (BiometricError, BiometricAvailability.Reason)

  /// "Biometric unlock was cancelled. Enter your passcode."
  case biometricsCancelled = "biometrics.cancelled"
  /// "Your face or fingerprint was not recognised. Enter your passcode."
  case biometricsNotRecognized = "biometrics.notRecognized"
  /// "Fingers or faces changed since biometric unlock was turned on. Enter your passcode to
  /// turn it on again."
  case biometricsEnrollmentChanged = "biometrics.enrollmentChanged"
  /// "Biometric unlock cannot be used on this device now. Enter your passcode."
  case biometricsUnavailable = "biometrics.unavailable"
  /// "Biometric unlock failed (system error {0}). Enter your passcode."
  case biometricsSystemError = "biometrics.systemError"
  /// "This device has no biometric sensor, or nothing is enrolled."
  case biometricsNoSensor = "biometrics.noSensor"
  /// "Face ID cannot be used: the app does not say why it needs it (NSFaceIDUsageDescription)."
  case biometricsMissingUsageDescription = "biometrics.missingUsageDescription"
  /// "Biometric unlock needs a passcode. Set one first."
  case biometricsNeedPasscodeSet = "biometrics.needPasscodeSet"
  /// "Biometric unlock is turned off."
  case biometricsNotEnabled = "biometrics.notEnabled"
  /// "Biometric unlock is not offered while a lockout wait runs."
  case biometricsLockedOut = "biometrics.lockedOut"
  /// "Biometric unlock is not offered once the passcode is permanently locked."
  case biometricsPermanentlyLocked = "biometrics.permanentlyLocked"
  /// "Biometric unlock is not offered while the passcode store cannot be read."
  case biometricsStoreUnreadable = "biometrics.storeUnreadable"
  /// "Enter the passcode first, then turn on biometric unlock."
  case biometricsNeedPasscode = "biometrics.needPasscode"

  // MARK: Clock trust (ClockTrust, CLK-4)

  /// "The boot clock cannot be trusted, so a lockout wait restarts and does not run down."
  case clockUntrusted = "clock.untrusted"
  /// The process runs in a time namespace (`ClockTrust.Doubt.timeNamespace`).
  case clockTimeNamespace = "clock.timeNamespace"
  /// The boot clock disagrees with the kernel's uptime.
  case clockUptimeMismatch = "clock.uptimeMismatch"
  /// The time functions are replaced by a preloaded library.
  case clockFunctionReplaced = "clock.functionReplaced"
  /// A `/proc` file is hidden by a mount.
  case clockProcNotGenuine = "clock.procNotGenuine"
  /// `/proc` cannot be read.
  case clockProcUnavailable = "clock.procUnavailable"

  // MARK: Durations

  /// "{0} hours"; plural on `{0}`.
  case hours = "duration.hours"
  /// "{0} minutes"; plural on `{0}`.
  case minutes = "duration.minutes"
  /// "{0} seconds"; plural on `{0}`.
  case seconds = "duration.seconds"
  /// "{0} {1}": two parts of a duration, larger first ("1 hour 30 minutes").
  case durationParts = "duration.parts"

  // MARK: Terminal

  /// "Standard input is not a terminal, so the interactive screen cannot run."
  case terminalNotATerminal = "terminal.notATerminal"
  /// "The terminal refused to switch modes ({0}), so nothing was read."; `{0}` is the
  /// system's reason.
  case terminalModeRefused = "terminal.modeRefused"
  /// "The terminal's input could not be set up ({0}). Try again."; `{0}` is the system's
  /// reason.
  case terminalSetupFailed = "terminal.setupFailed"
  /// "Tab ↓   Enter ⏎ {0}   Esc {1}": the form's key help; `{0}` is ``submit``, `{1}`
  /// ``cancel``.
  case formKeyHelp = "terminal.formKeyHelp"

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
  /// "Erase Data": the permanent lock's way out when the app offers one.
  case eraseData = "key.eraseData"
  /// The title of the confirmation before Erase Data: "Erase All Data?"
  case eraseDataTitle = "erase.title"
  /// Its message: "Everything this app keeps on this device is deleted, and the passcode with
  /// it. This cannot be undone."
  case eraseDataMessage = "erase.message"
  /// Its destructive button: "Erase".
  case erase = "erase.confirm"
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
