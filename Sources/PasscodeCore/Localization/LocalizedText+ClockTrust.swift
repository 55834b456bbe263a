extension LocalizedText {
  /// The sentence for one reason not to trust the boot clock: what is wrong and what to do
  /// (CLK-4).
  public init(doubt: ClockTrust.Doubt) {
    switch doubt {
    case .timeNamespace: self.init(.clockTimeNamespace)
    case .uptimeMismatch: self.init(.clockUptimeMismatch)
    case .clockFunctionReplaced: self.init(.clockFunctionReplaced)
    case .procNotGenuine: self.init(.clockProcNotGenuine)
    case .procUnavailable: self.init(.clockProcUnavailable)
    }
  }

  /// Why a lockout wait does not run down, as sentences: that the clock cannot be trusted,
  /// then each doubt's sentence; none when the clock is trusted.
  ///
  /// ```swift
  /// let trust = SystemBootClock().trust
  /// print(Localizer(.english).sentences(LocalizedText.explaining(trust)))
  /// ```
  public static func explaining(_ trust: ClockTrust) -> [LocalizedText] {
    trust.isTrusted
      ? [] : [LocalizedText(.clockUntrusted)] + trust.doubts.map { LocalizedText(doubt: $0) }
  }
}
