@_spi(Skins) import PasscodeEngine

extension LocalizedText {
  /// The sentence for a sealing error (DATA-5): what happened to the sealed data, and what to
  /// do.
  public init(error: SealError) {
    switch error {
    case .invalidKey: self.init(.sealInvalidKey)
    case .notSealed: self.init(.sealNotSealed)
    case .unsupportedVersion(let version): self.init(.sealNewerVersion, .number(Int(version)))
    case .tampered: self.init(.sealTampered)
    case .tooLarge: self.init(.sealTooLarge)
    case .readFailed(let path, let code):
      self.init(.sealReadFailed, .phrase(LocalizedText(failure: .system(path: path, errno: code))))
    case .writeFailed(let path, let code):
      self.init(
        .sealWriteFailed, .phrase(LocalizedText(failure: .system(path: path, errno: code))))
    }
  }

  /// The sentence for why the data key is not available (DATA-2).
  public init(error: DataKeyError) {
    switch error {
    case .locked: self.init(.dataKeyLocked)
    case .noDataKey: self.init(.dataKeyMissing)
    case .unsupported: self.init(.dataKeyUnsupported)
    case .notReady: self.init(.dataKeyNotReady)
    case .passcodeNeeded: self.init(.dataKeyPasscodeNeeded)
    case .store(let failure): self.init(error: failure)
    }
  }
}
