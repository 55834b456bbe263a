/// How a one-call unlock ended: the name before every flow answered with one type.
@available(*, deprecated, renamed: "PasscodeFlow.Ending")
public typealias UnlockResult = PasscodeFlow.Ending

extension PasscodeFlow.Ending {
  /// The user entered the passcode, or was recognised by biometrics: ``completed``.
  @available(*, deprecated, renamed: "completed")
  public static var unlocked: Self { .completed }
}
