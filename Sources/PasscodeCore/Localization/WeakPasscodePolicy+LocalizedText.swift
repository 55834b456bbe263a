extension WeakPasscodePolicy.Reason {
  /// Why the passcode is weak, as a localized message (FMT-3).
  var text: LocalizedText {
    switch self {
    case .repeatedCharacter: LocalizedText(.weakRepeated)
    case .sequence: LocalizedText(.weakSequence)
    case .common: LocalizedText(.weakCommon)
    }
  }
}
