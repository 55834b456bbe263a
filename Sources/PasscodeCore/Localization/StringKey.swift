/// The stable key of every user-facing string in PasscodeKit.
///
/// The raw values never change once shipped: they are the keys of the tables in
/// `Resources/<language>.lproj/PasscodeKit.strings` (and `.stringsdict` for plural entries),
/// and of an app's own tables that change strings or add a language (``PasscodeStrings``).
/// Placeholders are positional format specifiers, `%1$@` or `%1$d` for the first argument,
/// `%2$@` for the second…, which PasscodeKit substitutes itself; the comment on each case
/// gives the English text and its arguments.
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum StringKey: String, CaseIterable, Hashable, Sendable {
  /// The name of PasscodeKit's own table: `PasscodeKit.strings`.
  public static let table = "PasscodeKit"

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
  /// During a lockout, in place of the title: "Try Again Later".
  case tryAgainLater = "title.tryAgainLater"
  /// Once the failure limit is reached, in place of the title: "Passcode Locked".
  case passcodeLocked = "title.passcodeLocked"
  /// While the store is damaged, in place of the title: "Passcode Unavailable".
  case passcodeUnavailable = "title.passcodeUnavailable"
  /// VoiceOver's name of a secure digit field without a label: "Code".
  case secureCodeLabel = "label.secureCode"
  /// VoiceOver's name of a one-time-code field without a label: "One-Time Code".
  case oneTimeCodeLabel = "label.oneTimeCode"

  // MARK: Screen subtitles

  /// "Use %1$d digits"; plural on `%1$d`.
  case useDigits = "subtitle.useDigits"
  /// "Use at least %1$d digits"; plural on `%1$d`.
  case useAtLeastDigits = "subtitle.useAtLeastDigits"
  /// "Use at least %1$d characters"; plural on `%1$d`.
  case useAtLeastCharacters = "subtitle.useAtLeastCharacters"
  /// "Enter the same passcode again".
  case enterSameAgain = "subtitle.enterSameAgain"
  /// "Enter your passcode to turn it off".
  case enterToTurnOff = "subtitle.enterToTurnOff"

  // MARK: Messages

  /// "Wrong passcode. %1$d attempts left."; plural on `%1$d`.
  case wrongPasscode = "message.wrongPasscode"
  /// "You already tried that passcode. %1$d attempts left."; plural on `%1$d` (LOCK-4).
  case repeatedGuess = "message.repeatedGuess"
  /// "Try again in %1$@."; `%1$@` is a duration such as `5 minutes` (after another
  /// sentence, as the CLI says it).
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
  /// The store is damaged: "The passcode can no longer be checked on this device."
  case passcodeUnusable = "message.passcodeUnusable"
  /// The store is damaged and the app offers no recovery: … "delete it and install it again."
  case passcodeUnusableReinstall = "message.passcodeUnusableReinstall"
  /// The store is damaged and the app erases its data: … "Erase this app's data to use it again."
  case passcodeUnusableErase = "message.passcodeUnusableErase"
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
  /// "Enter at least %1$d digits."; plural on `%1$d`.
  case atLeastDigits = "message.atLeastDigits"
  /// "Enter at least %1$d characters."; plural on `%1$d`.
  case atLeastCharacters = "message.atLeastCharacters"
  /// "Enter at most %1$d digits."; plural on `%1$d`.
  case atMostDigits = "message.atMostDigits"
  /// "Enter at most %1$d characters."; plural on `%1$d`.
  case atMostCharacters = "message.atMostCharacters"
  /// "Enter exactly %1$d digits."; plural on `%1$d`.
  case exactlyDigits = "message.exactlyDigits"
  /// "Enter exactly %1$d characters."; plural on `%1$d`.
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
  /// "%1$@ is locked. Enter your passcode."; `%1$@` is a sensor name such as ``faceID``.
  case biometryLocked = "message.biometryLocked"
  /// "The passcode contains a space or tab; remove it, since it may contain digits only."
  case spaceOrTab = "message.spaceOrTab"
  /// "The passcode is not valid text (UTF-8). Enter it again."
  case invalidEncoding = "message.invalidEncoding"
  /// "This passcode format is not supported: …" (FMT-1's ranges).
  case unsupportedFormat = "message.unsupportedFormat"
  /// "The failure limit must be from %2$d to %3$d; it is %1$d." (LOCK-7): the app's
  /// configuration is outside its range; `%1$d` is the limit given, `%2$d` and `%3$d` the range.
  case failureLimitOutOfRange = "message.failureLimitOutOfRange"
  /// "No passcode is set: setting the first one was interrupted before it finished." (STO-4)
  case firstSetInterrupted = "message.firstSetInterrupted"
  /// "It was not counted as an attempt." (FMT-4)
  case notCounted = "message.notCounted"
  /// "Nothing was changed."
  case nothingChanged = "message.nothingChanged"
  /// "The attempt was counted, since it may have reached the verifier."
  case attemptCounted = "message.attemptCounted"
  /// A lockout under way: "Too many failed attempts. Try again in %1$@."; `%1$@` is a
  /// countdown such as `0:58`, or a duration such as `5 minutes`.
  case lockedOut = "message.lockedOut"

  // MARK: Store errors (StoreError)

  /// "The passcode store is damaged (%1$@), so the lock stays locked. Erase the passcode to
  /// set a new one."; `%1$@` is a damage phrase (`damage.*`).
  case storeDamaged = "store.damaged"
  /// "The passcode store was written by a newer version of PasscodeKit (format %1$d). Update
  /// the app or tool."
  case storeVersionUnsupported = "store.versionUnsupported"
  /// "The passcode store is incomplete (%1$@), so the lock stays locked. Erase the passcode to
  /// set a new one."; `%1$@` is ``secretVerifierMissing`` or ``secretPepperMissing``.
  case storeIncomplete = "store.incomplete"
  /// "The passcode store's key derivation is too weak (%1$@), so the lock stays locked. Erase
  /// the passcode to set a new one."; `%1$@` is ``verifierRoundsBelowFloor`` (HASH-1).
  case storeWeakParameters = "store.weakParameters"
  /// "The passcode store can be read or changed by other users, or belongs to someone else,
  /// so the lock stays locked until only you can reach it." (STO-3); `%1$@` is the path, for
  /// a host's own tables (PasscodeKit's sentence names none: an app user reads it).
  case storeInsecure = "store.insecure"
  /// "The passcode store could not be read (%1$@). Check that it exists and that you may read
  /// it, then try again."; `%1$@` is a failure phrase (`failure.*`).
  case storeReadFailed = "store.readFailed"
  /// "The passcode store could not be written (%1$@). Check that the disk has room and that
  /// the store is writable, then try again."; `%1$@` is a failure phrase (`failure.*`).
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
  /// "the state record has the unknown format version %1$d"
  case damageUnknownVersion = "damage.unknownVersion"
  /// "the failure limit %1$d is outside %2$d…%3$d"
  case damageFailureLimit = "damage.failureLimit"
  /// "the failure count %1$d is outside 0…%2$d"
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
  case damageDeviceKeyCheck = "damage.deviceKeyCheck"
  /// "a store file is %2$@, where PasscodeKit keeps a regular file"; `%2$@` is a `file.*`,
  /// `%1$@` the path (for a host's own tables).
  case damageNotARegularFile = "damage.notARegularFile"
  /// "a store file is larger than any PasscodeKit record"; `%1$@` is the path (for a host's
  /// own tables).
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
  case damageDataKeyUnopenable = "damage.dataKeyUnopenable"
  case sealInvalidKey = "seal.invalidKey"
  case sealNotSealed = "seal.notSealed"
  case sealNewerVersion = "seal.newerVersion"
  case sealTampered = "seal.tampered"
  case sealTooLarge = "seal.tooLarge"
  case sealReadFailed = "seal.readFailed"
  case sealWriteFailed = "seal.writeFailed"
  case dataKeyLocked = "dataKey.locked"
  case dataKeyMissing = "dataKey.missing"
  case dataKeyUnsupported = "dataKey.unsupported"
  case dataKeyNotReady = "dataKey.notReady"
  case dataKeyPasscodeNeeded = "dataKey.passcodeNeeded"
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
  /// "the stored verifier uses %1$d key-derivation rounds, below the floor of %2$d"; plural on
  /// `%1$d`.
  case verifierRoundsBelowFloor = "verifier.roundsBelowFloor"
  /// "the stored verifier uses %1$d key-derivation rounds, above the ceiling of %2$d"; plural
  /// on `%1$d`.
  case verifierRoundsAboveCeiling = "verifier.roundsAboveCeiling"
  /// "the stored verifier has the wrong length"
  case verifierMalformed = "verifier.malformed"
  /// "the verifier refuses the stored record"
  case verifierUnusable = "verifier.unusable"

  // MARK: Store failures (StoreFailure), phrases

  /// "%1$@": a text given as it is, such as a host verifier's own sentence or a host store's
  /// error.
  case verbatim = "verbatim"
  /// "%2$@": the system's words for an error; `%1$@` is the path (for a host's own tables).
  case failureSystem = "failure.system"
  /// "Keychain error %1$d"
  case failureKeychain = "failure.keychain"
  /// "no store directory was given"
  case failureEmptyPath = "failure.emptyPath"
  /// "the store directory's path contains a NUL byte"
  case failureNULInPath = "failure.nulInPath"

  // MARK: Verifier errors (VerifierError)

  /// "The stored passcode record cannot be used (%1$@). Erase the passcode to set a new one.";
  /// `%1$@` is a `verifier.*` phrase.
  case verifierRecordUnusable = "verifierError.recordUnusable"
  /// "The system's cryptography library could not derive the key. Try again later."
  case verifierDerivationFailed = "verifierError.derivationFailed"
  /// "The passcode verifier failed without saying why. Try again later."
  case verifierUnexplained = "verifierError.unexplained"

  // MARK: Biometrics (BiometricError, BiometricAvailability.Reason)

  /// "Biometric unlock was canceled. Enter your passcode."
  case biometricsCancelled = "biometrics.cancelled"
  /// "Your face or fingerprint was not recognized. Enter your passcode."
  case biometricsNotRecognized = "biometrics.notRecognized"
  /// "Fingers or faces changed since biometric unlock was turned on. Enter your passcode to
  /// turn it on again."
  case biometricsEnrollmentChanged = "biometrics.enrollmentChanged"
  /// "Biometric unlock cannot be used on this device now. Enter your passcode."
  case biometricsUnavailable = "biometrics.unavailable"
  /// "Biometric unlock failed (system error %1$d). Enter your passcode."
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
  /// "Face ID is turned off for this app in Settings. Enter your passcode."
  case biometricsDeniedForApp = "biometrics.deniedForApp"
  /// "Enter the passcode first, then turn on biometric unlock."
  case biometricsNeedPasscode = "biometrics.needPasscode"
  /// "Set up %1$@ in the Settings app to use it here.": a biometric switch's footnote when
  /// nothing is enrolled (``BiometricSetting``); `%1$@` is a sensor name such as ``faceID``.
  case biometricSettingNotEnrolled = "biometrics.setting.notEnrolled"
  /// "%1$@ is locked after too many tries. Unlock this device with its passcode to use it
  /// again.": a biometric switch's footnote while the system locks the sensor.
  case biometricSettingLockedOut = "biometrics.setting.lockedOut"
  /// "%1$@ is turned off for this app. Turn it on in Settings, under this app.": a biometric
  /// switch's footnote when the user denied the app the sensor (``BiometricSetting``), beside
  /// a button that opens the app's page in the Settings app.
  case biometricSettingDeniedForApp = "biometrics.setting.deniedForApp"

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

  /// "%1$d hours"; plural on `%1$d`.
  case hours = "duration.hours"
  /// "%1$d minutes"; plural on `%1$d`.
  case minutes = "duration.minutes"
  /// "%1$d seconds"; plural on `%1$d`.
  case seconds = "duration.seconds"
  /// "%1$@ %2$@": two parts of a duration, larger first ("1 hour 30 minutes").
  case durationParts = "duration.parts"

  // MARK: VoiceOver announcements

  /// "%1$d of %2$d digits entered"; plural on `%2$d`.
  case digitsOfTotalEntered = "announce.digitsOfTotalEntered"
  /// "%1$d digits entered"; plural on `%1$d`.
  case digitsEntered = "announce.digitsEntered"
  /// "%1$d characters entered"; plural on `%1$d`.
  case charactersEntered = "announce.charactersEntered"
  /// "%1$d of %2$d entered".
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
  /// "%1$@. %2$@": the title, then a message, spoken together when the screen changes state
  /// (a lockout starts or ends, the permanent lock).
  case titleAndMessage = "announce.titleAndMessage"

  // MARK: Keys and buttons

  /// "%1$d": a digit key's label, `%1$d` being the digit.
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
  /// "Forgot Passcode?": the host's fallback when its success resets the passcode.
  case forgotPasscode = "key.forgotPasscode"
  /// "Erase Data": the permanent lock's way out when the app offers one.
  case eraseData = "key.eraseData"
  /// "Passcode Options": the button that offers other passcode types while a new passcode is
  /// entered.
  case passcodeOptions = "key.passcodeOptions"
  /// "Custom Alphanumeric Code": a passcode type in the Passcode Options.
  case customAlphanumericCode = "format.alphanumeric"
  /// "Custom Numeric Code": a passcode type in the Passcode Options (4 or more digits).
  case customNumericCode = "format.variableNumeric"
  /// "%1$d-Digit Numeric Code": a passcode type in the Passcode Options; plural on `%1$d`.
  case numericCode = "format.numeric"
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

  // Terminal accessibility: typed characters a field refuses, and the return key's word.

  /// "“%1$@” is not allowed here.": a typed character the field refuses; `%1$@` is the
  /// character.
  case characterNotAllowed = "form.characterNotAllowed"
  /// "That character is not allowed here.": a refused character that is not shown (typed into
  /// a secure field, or one that cannot be seen).
  case thatCharacterNotAllowed = "form.thatCharacterNotAllowed"
  /// "Next": what the return key does before the last field (iOS's Next return key).
  case returnNext = "form.returnNext"
  /// "Go": what the return key does on the last field, submitting the form (iOS's Go return
  /// key).
  case returnGo = "form.returnGo"
}
