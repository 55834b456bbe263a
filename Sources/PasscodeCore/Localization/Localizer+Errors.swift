extension LocalizedText {
  /// The sentence for any error of the passcode engine (`StoreError`, `PasscodeError`,
  /// `InputError`, `VerifierError`, `BiometricError`, `SealError`, `DataKeyError`), or `nil`
  /// for another error, which
  /// the host words itself.
  ///
  /// ```swift
  /// do {
  ///   try await lock.setPasscode(code)
  /// } catch {
  ///   let sentence = LocalizedText(describing: error).map(localizer.string)
  /// }
  /// ```
  public init?(describing error: any Error) {
    switch error {
    case let error as StoreError: self.init(error: error)
    case let error as PasscodeError: self.init(error: error)
    case let error as InputError: self.init(error: error)
    case let error as VerifierError: self.init(error: error)
    case let error as BiometricError: self.init(error: error)
    case let error as SealError: self.init(error: error)
    case let error as DataKeyError: self.init(error: error)
    default: return nil
    }
  }
}

extension Localizer {
  /// The sentence in this localizer's language for any error of the passcode engine, or
  /// `nil` for another error; see ``LocalizedText/init(describing:)``.
  public func string(for error: any Error) -> String? {
    LocalizedText(describing: error).map(string)
  }
}
