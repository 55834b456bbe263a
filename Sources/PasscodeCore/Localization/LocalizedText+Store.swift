import Foundation

extension LocalizedText {
  /// The sentence for a store that cannot be used: what happened and, where it applies, that
  /// erasing the passcode is the way out. A host adds how to erase it in its own terms.
  public init(error: StoreError) {
    switch error {
    case .damaged(let damage): self.init(.storeDamaged, .phrase(LocalizedText(damage: damage)))
    case .unsupportedVersion(let version): self.init(.storeVersionUnsupported, .number(version))
    case .missingSecret(.verifier): self.init(.storeIncomplete, .text(.secretVerifierMissing))
    case .missingSecret(.pepper): self.init(.storeIncomplete, .text(.secretPepperMissing))
    case .missingSecret(.deviceKey):
      self.init(.storeIncomplete, .text(.secretDeviceKeyMissing))
    case .weakParameters(let rounds, let floor):
      self.init(
        .storeWeakParameters,
        .phrase(LocalizedText(problem: .roundsBelowFloor(rounds: rounds, floor: floor))))
    case .insecurePermissions(let path): self.init(.storeInsecure, .verbatim(path))
    case .readFailed(let failure):
      self.init(.storeReadFailed, .phrase(LocalizedText(failure: failure)))
    case .writeFailed(let failure):
      self.init(.storeWriteFailed, .phrase(LocalizedText(failure: failure)))
    case .busy: self.init(.storeBusy)
    }
  }

  /// What is wrong with a damaged store, as a phrase that a store error's sentence puts in
  /// parentheses.
  public init(damage: StoreDamage) {
    switch damage {
    case .notARecord: self.init(.damageNotARecord)
    case .checksumMismatch: self.init(.damageChecksumMismatch)
    case .unreadableRecord: self.init(.damageUnreadableRecord)
    case .unknownVersion(let version): self.init(.damageUnknownVersion, .number(version))
    case .failureLimitOutOfRange(let limit):
      let range = LockoutPolicy.maxFailuresRange
      self.init(
        .damageFailureLimit, .number(limit), .number(range.lowerBound), .number(range.upperBound))
    case .failureCountOutOfRange(let failures, let maxFailures):
      self.init(.damageFailureCount, .number(failures), .number(maxFailures))
    case .invalidFormat: self.init(.damageInvalidFormat)
    case .failureTimeMissing: self.init(.damageFailureTimeMissing)
    case .pendingWriteWithPasscode: self.init(.damagePendingWrite)
    case .verifierWithoutPasscode: self.init(.damageVerifierWithoutPasscode)
    case .unexplainedRecord: self.init(.damageUnexplainedRecord)
    case .malformedWrongGuess: self.init(.damageWrongGuess)
    case .verifier(let problem): self.init(problem: problem)
    case .pepperWithoutState: self.init(.damagePepperWithoutState)
    case .malformedPepper: self.init(.damageMalformedPepper)
    case .pepperCheckFailed: self.init(.damagePepperCheck)
    case .notARegularFile(let path, let kind):
      self.init(.damageNotARegularFile, .verbatim(path), .text(Self.key(for: kind)))
    case .tooLarge(let path): self.init(.damageTooLarge, .verbatim(path))
    case .unexpectedKeychainData: self.init(.damageKeychainData)
    case .deviceKey(.unavailable): self.init(.damageDeviceKeyUnavailable)
    // The engine reports a refusal for now as a temporary read failure, never as damage
    // (`StoreError(deviceKey:)`); a store of the app's own that says so anyway reads as unusable.
    case .deviceKey(.unusable), .deviceKey(.notNow): self.init(.damageDeviceKeyUnusable)
    case .deviceKey(.creationFailed): self.init(.damageDeviceKeyCreationFailed)
    case .downgradedRecord: self.init(.damageDowngradedRecord)
    case .deviceKeyWithoutState: self.init(.damageDeviceKeyWithoutState)
    case .deviceKeyCheckFailed: self.init(.damageDeviceKeyCheck)
    case .dataKeyUnopenable: self.init(.damageDataKeyUnopenable)
    }
  }

  /// How reading or writing the store failed, as a phrase. A system error is given in the
  /// system's words (`strerror`).
  public init(failure: StoreFailure) {
    switch failure {
    case .system(let path, let code):
      self.init(.failureSystem, .verbatim(path), .verbatim(String(cString: strerror(code))))
    case .keychain(let status): self.init(.failureKeychain, .number(Int(status)))
    case .emptyDirectoryPath: self.init(.failureEmptyPath)
    case .directoryPathContainsNUL: self.init(.failureNULInPath)
    case .other(let description): self.init(.verbatim, .verbatim(description))
    }
  }

  /// Why a stored verifier record cannot be used, as a phrase.
  public init(problem: VerifierRecordProblem) {
    switch problem {
    // The algorithm's name comes from the file: it is not repeated in a message.
    case .unknownAlgorithm: self.init(.verifierUnknownAlgorithm)
    case .roundsBelowFloor(let rounds, let floor):
      self.init(.verifierRoundsBelowFloor, .number(rounds), .number(floor))
    case .roundsAboveCeiling(let rounds, let ceiling):
      self.init(.verifierRoundsAboveCeiling, .number(rounds), .number(ceiling))
    case .malformed: self.init(.verifierMalformed)
    case .unusable: self.init(.verifierUnusable)
    }
  }

  /// The sentence for a verifier that could not enrol or check a passcode: a host verifier's
  /// own sentence as it gave it, or the built-in verifier's failure.
  public init(error: VerifierError) {
    switch error {
    case .reported(let sentence): self.init(.verbatim, .verbatim(sentence))
    case .recordUnusable(let problem):
      self.init(.verifierRecordUnusable, .phrase(LocalizedText(problem: problem)))
    case .derivationFailed: self.init(.verifierDerivationFailed)
    case .unexplained: self.init(.verifierUnexplained)
    }
  }

  private static func key(for kind: StoreDamage.FileKind) -> StringKey {
    switch kind {
    case .symbolicLink: .fileSymbolicLink
    case .namedPipe: .fileNamedPipe
    case .directory: .fileDirectory
    case .socket: .fileSocket
    case .device: .fileDevice
    case .other: .fileOther
    }
  }
}
