/// A passcode check an app asks for once — "Enter your passcode to show recovery codes" — as
/// opposed to the app lock: a cancellable unlock, in a scene it never protects, with or
/// without biometrics.
///
/// Both skins run it the same way: the check's ``flow`` in the scene's flow window (above the
/// app, one flow at a time), its screen set up with ``biometrics(_:)`` and driven with
/// ``authenticator(_:)``, and its ending told as a `PasscodeFlow.Ending`. Running it does not lock
/// the scene at launch or after the grace period later (``AppLock`` leaves it unprotected
/// unless the app protects it).
///
/// ```swift
/// let check = PasscodeCheck(allowsBiometrics: false)
/// let flow = check.flow
/// // status: the lock's status (`PasscodeLock.status()`), its store error as the failure
/// let start = flow.start(status: status, lock: lock.configuration,
///                        biometrics: check.biometrics(measured), reduceMotion: false)
/// ```
@_spi(Skins) public struct PasscodeCheck: Hashable, Sendable {
  /// Whether the check offers biometric unlock (Face ID, Touch ID) when the user has it on.
  var allowsBiometrics: Bool
  /// Whether the host's fallback (an account password) is offered.
  var offersFallback: Bool
  /// The title and subtitle the host wrote for this check, in place of "Enter Passcode".
  public var prompt: PasscodePrompt?

  /// Creates a check.
  ///
  /// - Parameters:
  ///   - allowsBiometrics: `false` asks for the passcode itself, even when biometric unlock
  ///     is on.
  ///   - offersFallback: whether the host's fallback is offered.
  ///   - prompt: the title and subtitle of the check's screen; `nil` for PasscodeKit's.
  public init(
    allowsBiometrics: Bool = true, offersFallback: Bool = false, prompt: PasscodePrompt? = nil
  ) {
    self.allowsBiometrics = allowsBiometrics
    self.offersFallback = offersFallback
    self.prompt = prompt
  }

  /// The flow that runs the check: a cancellable unlock that prompts for biometrics as its
  /// screen appears only when they are allowed.
  public var flow: PasscodeFlow {
    PasscodeFlow(
      .unlock, allowsCancel: true, offersFallback: offersFallback,
      promptsBiometricsOnAppear: allowsBiometrics)
  }

  /// The biometric availability the check's screen starts with: `measured`
  /// (`PasscodeBiometrics.availability(device:)`), or not enabled when biometrics are not
  /// allowed — the screen then shows no biometric key.
  public func biometrics(_ measured: BiometricAvailability) -> BiometricAvailability {
    allowsBiometrics ? measured : .unavailable(.notEnabled)
  }

  /// The biometrics the check's screen is driven with: `authenticator`, or `NoBiometrics`
  /// when biometrics are not allowed, so that the screen never prompts.
  public func authenticator(_ authenticator: any BiometricAuthenticator)
    -> any BiometricAuthenticator
  {
    allowsBiometrics ? authenticator : NoBiometrics()
  }

  /// Whether running the check protects its scene (the app lock at launch and after the grace
  /// period): never. Only the app's own call to protect the scene does.
  var protectsScene: Bool { false }
}

/// The title and subtitle a host writes for one passcode screen — "Recovery Codes", "Enter
/// your passcode to show your recovery codes" — shown as they are (the host writes them in
/// its user's language), in place of PasscodeKit's.
@_spi(Skins) public struct PasscodePrompt: Hashable, Sendable {
  /// The title; `nil` keeps PasscodeKit's.
  var title: String?
  /// The subtitle under the title; `nil` keeps PasscodeKit's (none on an unlock screen).
  var subtitle: String?

  /// Creates a prompt.
  public init(title: String? = nil, subtitle: String? = nil) {
    self.title = title
    self.subtitle = subtitle
  }
}
