import Foundation
import Testing

@_spi(Skins) @testable import PasscodeCore

/// Every error of the passcode engine is data; PasscodeCore words each case once, in every
/// language it speaks.
@Suite("Engine errors in the string tables")
struct EngineErrorTextTests {
  // MARK: Every case, with sample values

  static let damages: [StoreDamage] = [
    .notARecord, .checksumMismatch, .unreadableRecord, .unknownVersion(0),
    .failureLimitOutOfRange(21), .failureCountOutOfRange(failures: 11, maxFailures: 10),
    .invalidFormat, .failureTimeMissing, .pendingWriteWithPasscode, .verifierWithoutPasscode,
    .unexplainedRecord, .malformedWrongGuess, .verifier(.unknownAlgorithm("\u{1B}[2Jmd5")),
    .verifier(.roundsBelowFloor(rounds: 1, floor: 210_000)),
    .verifier(.roundsAboveCeiling(rounds: 100_000_001, ceiling: 100_000_000)),
    .verifier(.malformed), .verifier(.unusable), .pepperWithoutState, .malformedPepper,
    .pepperCheckFailed, .notARegularFile(path: "/s/state", kind: .symbolicLink),
    .notARegularFile(path: "/s/state", kind: .namedPipe),
    .notARegularFile(path: "/s/state", kind: .directory),
    .notARegularFile(path: "/s/state", kind: .socket),
    .notARegularFile(path: "/s/state", kind: .device),
    .notARegularFile(path: "/s/state", kind: .other), .tooLarge(path: "/s/state"),
    .unexpectedKeychainData, .deviceKey(.unavailable), .deviceKey(.unusable),
    .deviceKey(.creationFailed), .deviceKey(.notNow), .downgradedRecord, .deviceKeyWithoutState,
    .deviceKeyCheckFailed,
    .dataKeyUnopenable,
  ]

  static let failures: [StoreFailure] = [
    .system(path: "/s/state", errno: ENOSPC), .keychain(status: -25300), .emptyDirectoryPath,
    .directoryPathContainsNUL, .other("HostStoreError.offline"),
  ]

  static let storeErrors: [StoreError] =
    damages.map(StoreError.damaged) + failures.map(StoreError.readFailed)
    + failures.map(StoreError.writeFailed) + [
      .unsupportedVersion(2), .missingSecret(.verifier), .missingSecret(.pepper),
      .missingSecret(.deviceKey),
      .weakParameters(rounds: 1_000, floor: 210_000), .insecurePermissions(path: "/s"), .busy,
    ]

  static let inputErrors: [InputError] = [
    .empty, .tooShort(minimum: 6, unit: .digits), .tooShort(minimum: 1, unit: .characters),
    .tooLong(maximum: 6, unit: .digits), .tooLong(maximum: 64, unit: .characters), .notADigit,
    .spaceOrTab, .unsupportedCharacter, .invalidEncoding,
  ]

  static let verifierErrors: [VerifierError] =
    [.reported("The server cannot be reached."), .derivationFailed, .unexplained]
    + damages.compactMap { damage in
      if case .verifier(let problem) = damage { return .recordUnusable(problem) }
      return nil
    }

  static let biometricErrors: [BiometricError] = [
    .cancelled, .notRecognized, .tokenUnavailable, .unavailable, .system(status: -25293),
  ]

  static let sealErrors: [SealError] = [
    .invalidKey, .notSealed, .unsupportedVersion(2), .tampered, .tooLarge,
    .readFailed(path: "/s/note.sealed", errno: ENOENT),
    .writeFailed(path: "/s/note", errno: ENOSPC),
  ]

  static let dataKeyErrors: [DataKeyError] = [
    .locked, .noDataKey, .unsupported, .notReady, .passcodeNeeded,
    .store(.damaged(.dataKeyUnopenable)),
  ]

  static let unavailableReasons: [BiometricAvailability.Reason] = [
    .noBiometrics, .missingUsageDescription, .passcodeNotSet, .notEnabled, .lockedOut,
    .permanentlyLocked, .enrollmentChanged, .storeUnreadable, .deniedForApp,
  ]

  static let results: [VerificationResult] =
    [
      .success, .wrong(attemptsLeft: 1, wait: .zero), .wrong(attemptsLeft: 0, wait: .zero),
      .lockedOut(timeLeft: .seconds(90)), .permanentlyLocked, .duplicate(attemptsLeft: 3),
      .notSet,
    ] + inputErrors.map(VerificationResult.invalidInput)
    + storeErrors.map(VerificationResult.storeError)
    + verifierErrors.map(VerificationResult.verifierFailed)

  static let passcodeErrors: [PasscodeError] =
    [
      .alreadySet, .notSet, .unsupportedFormat, .passcodeRequired,
      .invalidConfiguration(.maxFailuresOutOfRange(2)),
      .invalidConfiguration(.formatOutOfRange(.numeric(length: 3))),
      .weak(.repeatedCharacter), .weak(.sequence), .weak(.common),
    ] + inputErrors.map(PasscodeError.invalidInput)
    + results.map(PasscodeError.currentPasscodeRejected) + storeErrors.map(PasscodeError.store)
    + verifierErrors.map(PasscodeError.verifierFailed)
    + unavailableReasons.map(PasscodeError.biometricsUnavailable)
    + biometricErrors.map(PasscodeError.biometrics)

  /// Every error the engine throws, as the sentence a host gets for it.
  static var everyError: [(String, LocalizedText)] {
    let errors: [any Error] =
      storeErrors + inputErrors + verifierErrors + biometricErrors + passcodeErrors
      + sealErrors + dataKeyErrors
    return errors.map { error in
      (String(describing: error), LocalizedText(describing: error)!)
    } + results.map { ("\($0)", LocalizedText(result: $0)) }
      + ClockTrust.Doubt.allCases.map { ("\($0)", LocalizedText(doubt: $0)) }
  }

  // MARK: The samples cover every case (a new case does not compile until it is named here)

  private static func name(_ error: StoreError) -> String {
    switch error {
    case .damaged: "damaged"
    case .unsupportedVersion: "unsupportedVersion"
    case .missingSecret: "missingSecret"
    case .weakParameters: "weakParameters"
    case .insecurePermissions: "insecurePermissions"
    case .readFailed: "readFailed"
    case .writeFailed: "writeFailed"
    case .busy: "busy"
    }
  }

  private static func name(_ damage: StoreDamage) -> String {
    switch damage {
    case .notARecord: "notARecord"
    case .checksumMismatch: "checksumMismatch"
    case .unreadableRecord: "unreadableRecord"
    case .unknownVersion: "unknownVersion"
    case .failureLimitOutOfRange: "failureLimitOutOfRange"
    case .failureCountOutOfRange: "failureCountOutOfRange"
    case .invalidFormat: "invalidFormat"
    case .failureTimeMissing: "failureTimeMissing"
    case .pendingWriteWithPasscode: "pendingWriteWithPasscode"
    case .verifierWithoutPasscode: "verifierWithoutPasscode"
    case .unexplainedRecord: "unexplainedRecord"
    case .malformedWrongGuess: "malformedWrongGuess"
    case .verifier(.unknownAlgorithm): "verifier.unknownAlgorithm"
    case .verifier(.roundsBelowFloor): "verifier.roundsBelowFloor"
    case .verifier(.roundsAboveCeiling): "verifier.roundsAboveCeiling"
    case .verifier(.malformed): "verifier.malformed"
    case .verifier(.unusable): "verifier.unusable"
    case .pepperWithoutState: "pepperWithoutState"
    case .malformedPepper: "malformedPepper"
    case .pepperCheckFailed: "pepperCheckFailed"
    case .notARegularFile(_, .symbolicLink): "notARegularFile.symbolicLink"
    case .notARegularFile(_, .namedPipe): "notARegularFile.namedPipe"
    case .notARegularFile(_, .directory): "notARegularFile.directory"
    case .notARegularFile(_, .socket): "notARegularFile.socket"
    case .notARegularFile(_, .device): "notARegularFile.device"
    case .notARegularFile(_, .other): "notARegularFile.other"
    case .tooLarge: "tooLarge"
    case .unexpectedKeychainData: "unexpectedKeychainData"
    case .deviceKey(.unavailable): "deviceKey.unavailable"
    case .deviceKey(.unusable): "deviceKey.unusable"
    case .deviceKey(.creationFailed): "deviceKey.creationFailed"
    case .deviceKey(.notNow): "deviceKey.notNow"
    case .downgradedRecord: "downgradedRecord"
    case .deviceKeyWithoutState: "deviceKeyWithoutState"
    case .deviceKeyCheckFailed: "deviceKeyCheckFailed"
    case .dataKeyUnopenable: "dataKeyUnopenable"
    }
  }

  private static func name(_ failure: StoreFailure) -> String {
    switch failure {
    case .system: "system"
    case .keychain: "keychain"
    case .emptyDirectoryPath: "emptyDirectoryPath"
    case .directoryPathContainsNUL: "directoryPathContainsNUL"
    case .other: "other"
    }
  }

  private static func name(_ error: InputError) -> String {
    switch error {
    case .empty: "empty"
    case .tooShort(_, .digits): "tooShort.digits"
    case .tooShort(_, .characters): "tooShort.characters"
    case .tooLong(_, .digits): "tooLong.digits"
    case .tooLong(_, .characters): "tooLong.characters"
    case .notADigit: "notADigit"
    case .spaceOrTab: "spaceOrTab"
    case .unsupportedCharacter: "unsupportedCharacter"
    case .invalidEncoding: "invalidEncoding"
    }
  }

  private static func name(_ error: VerifierError) -> String {
    switch error {
    case .reported: "reported"
    case .recordUnusable: "recordUnusable"
    case .derivationFailed: "derivationFailed"
    case .unexplained: "unexplained"
    }
  }

  private static func name(_ error: BiometricError) -> String {
    switch error {
    case .cancelled: "cancelled"
    case .notRecognized: "notRecognized"
    case .tokenUnavailable: "tokenUnavailable"
    case .unavailable: "unavailable"
    case .system: "system"
    }
  }

  private static func name(_ reason: BiometricAvailability.Reason) -> String {
    switch reason {
    case .noBiometrics: "noBiometrics"
    case .missingUsageDescription: "missingUsageDescription"
    case .passcodeNotSet: "passcodeNotSet"
    case .notEnabled: "notEnabled"
    case .lockedOut: "lockedOut"
    case .permanentlyLocked: "permanentlyLocked"
    case .enrollmentChanged: "enrollmentChanged"
    case .storeUnreadable: "storeUnreadable"
    case .deniedForApp: "deniedForApp"
    }
  }

  private static func name(_ error: PasscodeError) -> String {
    switch error {
    case .alreadySet: "alreadySet"
    case .notSet: "notSet"
    case .invalidInput: "invalidInput"
    case .weak: "weak"
    case .unsupportedFormat: "unsupportedFormat"
    case .invalidConfiguration: "invalidConfiguration"
    case .currentPasscodeRejected: "currentPasscodeRejected"
    case .store: "store"
    case .verifierFailed: "verifierFailed"
    case .passcodeRequired: "passcodeRequired"
    case .biometricsUnavailable: "biometricsUnavailable"
    case .biometrics: "biometrics"
    }
  }

  @Test("the samples hold every case of every engine error")
  func samplesCoverEveryCase() {
    // Each count is the number of arms of the `name` switch above it.
    #expect(Set(Self.storeErrors.map(Self.name)).count == 8)
    #expect(Set(Self.damages.map(Self.name)).count == 36)
    #expect(Set(Self.failures.map(Self.name)).count == 5)
    #expect(Set(Self.inputErrors.map(Self.name)).count == 9)
    #expect(Set(Self.verifierErrors.map(Self.name)).count == 4)
    #expect(Set(Self.biometricErrors.map(Self.name)).count == 5)
    #expect(Set(Self.unavailableReasons.map(Self.name)).count == 9)
    #expect(Set(Self.passcodeErrors.map(Self.name)).count == 12)
  }

  // MARK: Every language has every sentence

  /// The keys a text uses, its phrases' and named strings' included.
  private func keys(of text: LocalizedText) -> [StringKey] {
    (text.key.map { [$0] } ?? [])
      + text.arguments.flatMap { argument -> [StringKey] in
        switch argument {
        case .text(let key): [key]
        case .phrase(let phrase): keys(of: phrase)
        case .duration: [.hours, .minutes, .seconds, .durationParts]
        case .number, .countdown, .verbatim: []
        }
      }
  }

  @Test(
    "every engine error has a sentence in every language, from that language's own table",
    arguments: PasscodeLocale.allCases)
  func everyErrorIsWordedInEveryLanguage(locale: PasscodeLocale) throws {
    let table = try ShippedTables.table(locale)
    let localizer = Localizer(locale)
    for (error, text) in Self.everyError {
      #expect(text.key != nil, "\(error) is worded from PasscodeKit's table, not \(text.table)")
      for key in keys(of: text) {
        #expect(table[key] != nil, "\(locale.rawValue) has no \(key.rawValue) for \(error)")
      }
      let sentence = localizer.string(text)
      #expect(!sentence.isEmpty, "\(locale.rawValue): \(error)")
      #expect(!sentence.contains("%"), "\(locale.rawValue): \(error) leaves a placeholder")
      // An app's user reads these: no path (the errors here hold /s…), no file mode.
      #expect(!sentence.contains("/s"), "\(locale.rawValue): \(error) names a path: \(sentence)")
      // The screens' labels end without a full stop; `Localizer.sentences` adds one.
      let labels: Set<StringKey> = [.wrongPasscode, .repeatedGuess, .tryAgainIn, .unlocked]
      // Hindi ends a sentence with `।`; Thai with no mark (a host's verbatim text may have one).
      let end =
        locale.language == "th"
        || sentence.last.map(LocalizationPunctuationTests.fullStops.contains) ?? false
      #expect(
        end || text.key.map(labels.contains) == true,
        "\(locale.rawValue): \(error) is not a sentence: \(sentence)")
    }
  }

  @Test("each sentence says what happened: the detail of a damaged store is in it")
  func detailsAreInTheSentence() {
    let english = Localizer(.english)
    #expect(
      english.string(LocalizedText(error: StoreError.damaged(.pepperCheckFailed)))
        == "The passcode store is damaged (the pepper does not match its check value), so the "
        + "lock stays locked. Erase the passcode to set a new one.")
    #expect(
      english.string(
        LocalizedText(
          error: StoreError.damaged(.notARegularFile(path: "/s/lock", kind: .namedPipe)))
      )
      .contains("(a store file is a named pipe, where PasscodeKit keeps a regular file)"))
    #expect(
      english.string(LocalizedText(error: StoreError.weakParameters(rounds: 1, floor: 210_000)))
        .contains("uses 1 key-derivation round, below the floor of 210000"))
    #expect(
      english.string(
        LocalizedText(error: StoreError.writeFailed(.system(path: "/s/state", errno: ENOSPC)))
      )
      .contains("(\(String(cString: strerror(ENOSPC))))"))
    #expect(
      Localizer(.german).string(LocalizedText(error: StoreError.missingSecret(.pepper)))
        .contains("(der Pepper fehlt)"))
  }

  @Test("a host verifier's sentence is shown as it gave it; a file's algorithm name never is")
  func hostTextsPassThroughAndFileTextsDoNot() {
    for locale in PasscodeLocale.allCases {
      let localizer = Localizer(locale)
      #expect(
        localizer.string(LocalizedText(error: VerifierError("Der Server ist nicht erreichbar.")))
          == "Der Server ist nicht erreichbar.")
      let unknown = StoreError.damaged(.verifier(.unknownAlgorithm("\u{1B}[2Jmd5")))
      #expect(!localizer.string(LocalizedText(error: unknown)).contains("md5"))
    }
  }

  @Test("another error has no engine sentence; an engine error has the same one either way")
  func anyError() {
    struct Other: Error {}
    #expect(LocalizedText(describing: Other()) == nil)
    #expect(Localizer(.english).string(for: Other()) == nil)
    let error: any Error = PasscodeError.weak(.common)
    #expect(LocalizedText(describing: error) == LocalizedText(.weakCommon))
    #expect(
      Localizer(.spanish).string(for: error)
        == Localizer(.spanish).string(LocalizedText(.weakCommon)))
  }

  @Test("a verification's main sentence uses the screen's keys")
  func resultsUseTheScreensKeys() {
    #expect(
      LocalizedText(result: .wrong(attemptsLeft: 4, wait: .seconds(60)))
        == LocalizedText(.wrongPasscode, .number(4)))
    #expect(
      LocalizedText(result: .wrong(attemptsLeft: 0, wait: .zero))
        == LocalizedText(.permanentlyLocked))
    #expect(
      LocalizedText(result: .duplicate(attemptsLeft: 2))
        == LocalizedText(.repeatedGuess, .number(2)))
    #expect(
      LocalizedText(result: .lockedOut(timeLeft: .seconds(61)))
        == LocalizedText(.lockedOut, .duration(.seconds(61))))
    #expect(
      LocalizedText(error: PasscodeError.invalidInput(.notADigit)) == LocalizedText(.digitsOnly))
    #expect(
      LocalizedText(error: BiometricError.tokenUnavailable)
        == LocalizedText(biometricsUnavailable: .enrollmentChanged))
  }

  @Test("the clock's doubts: none when trusted, else why waits do not run down and each doubt")
  func clockDoubts() {
    #expect(LocalizedText.explaining(.trusted).isEmpty)
    let trust = ClockTrust(doubts: [.procUnavailable, .timeNamespace])
    #expect(
      LocalizedText.explaining(trust) == [
        LocalizedText(.clockUntrusted), LocalizedText(doubt: .timeNamespace),
        LocalizedText(doubt: .procUnavailable),
      ])
    for doubt in ClockTrust.Doubt.allCases {
      let sentence = Localizer(.english).string(LocalizedText(doubt: doubt))
      #expect(sentence.contains(";"), "says what is wrong; what to do: \(sentence)")
    }
  }

  // MARK: One wording per message

  @Test("no two keys of the English tables hold the same sentence")
  func englishSentencesAreUnique() throws {
    var seen: [String: String] = [:]
    for shipped in ShippedTable.allCases {
      let english = try shipped.entries(.english)
      for key in try shipped.keys() {
        guard let entry = english[key] else { continue }
        let templates = Set(ShippedTables.templates(entry))
        // Only words make a sentence: "%1$@" or "%1$@ %2$@" only arrange other texts.
        for template in templates where template.contains(where: \.isLetter) {
          if let other = seen[template] {
            Issue.record("\(other) and \(key) both say \"\(template)\"")
          }
          seen[template] = key
        }
      }
    }
    #expect(seen.count > StringKey.allCases.count / 2)
  }

  @Test(
    "the tables give no advice that belongs to a host: no CLI command, no file mode",
    arguments: PasscodeLocale.allCases)
  func noHostAdviceInTheTables(locale: PasscodeLocale) throws {
    // The CLI's advice is in its own table (PasscodeCLI), never in one an app or the terminal
    // skin ships.
    for shipped in [ShippedTable.passcodeKit, .terminal] {
      for (key, entry) in try shipped.entries(locale) {
        for template in ShippedTables.templates(entry) {
          for word in ["`passcode", "passcode reset", "--erase", "--allow-weak", "chmod", "stdin"] {
            #expect(!template.contains(word), "\(shipped) \(locale.rawValue) \(key): \(template)")
          }
        }
      }
    }
  }

  // MARK: Durations and running text

  @Test("durations are spelled out in each language, rounded up to the second")
  func durations() {
    let english = Localizer(.english)
    #expect(english.spelledOut(.seconds(60)) == "1 minute")
    #expect(english.spelledOut(.seconds(270)) == "4 minutes 30 seconds")
    #expect(english.spelledOut(.seconds(5400)) == "1 hour 30 minutes")
    #expect(english.spelledOut(.milliseconds(200)) == "1 second")
    #expect(english.spelledOut(.zero) == "0 seconds")
    #expect(Localizer(.german).spelledOut(.seconds(3601)) == "1 Stunde 1 Sekunde")
    #expect(Localizer(.spanish).spelledOut(.seconds(120)) == "2 minutos")
    #expect(Localizer(.japanese).spelledOut(.seconds(270)) == "4分30秒")
    #expect(Localizer(.arabic).spelledOut(.seconds(120)) == "دقيقتان")
    #expect(Localizer(.arabic).spelledOut(.seconds(3 * 60 + 5)) == "3 دقائق و5 ثوانٍ")
    #expect(
      english.string(LocalizedText(.tryAgainIn, .duration(.seconds(299))))
        == "Try again in 4 minutes 59 seconds.")
  }

  @Test("sentences are joined as running text, with a full stop where a label has none")
  func runningText() {
    let texts = [
      LocalizedText(.wrongPasscode, .number(4)),
      LocalizedText(.tryAgainIn, .duration(.seconds(60))),
      LocalizedText(.notCounted),
    ]
    #expect(
      Localizer(.english).sentences(texts)
        == "Wrong passcode. 4 attempts left. Try again in 1 minute. It was not counted as an attempt."
    )
    #expect(
      Localizer(.japanese).sentences(texts)
        == "パスコードが違います。残り4回。1分後にもう一度お試しください。試行回数には数えられていません。")
    #expect(Localizer(.english).sentences([]) == "")
  }
}
