import ArgumentParser
import Foundation
@_spi(Skins) import PasscodeCore

/// `passcode status [--json]`: what the lock would do now. Exits 0 whenever the store can be
/// read, whether or not a passcode is set; 4 when it cannot; 74 when the answer could not be
/// written.
struct StatusCommand: ExitingCommand {
  static let configuration = CommandConfiguration(
    commandName: "status",
    abstract: "Show whether a passcode is set, the failure count and any lockout.",
    discussion: """
      Exits 0 when the store can be read (whether or not a passcode is set), 4 when it is \
      damaged, unreadable or has wrong permissions, and 74 when the status could not be \
      written to stdout. --json prints one object with the keys \
      passcodeSet, failures, maxFailures, lockedOutSeconds (rounded up; 0 when there is no \
      wait), permanentlyLocked, format (null when no passcode is set), firstSetInterrupted \
      (true when no passcode is set because a first `passcode set` was interrupted) and \
      clockTrusted (false when the boot clock looks faked: a wait then restarts and does not \
      run down) and deviceBinding: "secure-enclave" or "software" when checking a guess \
      needs the device key kept apart from the record (software: a key in the store, not \
      hardware-bound), "none" for a plain PBKDF2 record or when no passcode is set; and \
      dataProtection: "passcode" when the data key `passcode seal` uses is wrapped under the \
      passcode, "deviceOnly" when the passcode was turned off and the key is kept by the \
      device alone, "none" when there is no data key yet. Without \
      --json, the summary is in the terminal's language (LC_ALL, LC_MESSAGES, LANG), the \
      format by its name.
      """)

  @OptionGroup var store: StoreOptions

  @Flag(help: "Print one JSON object instead of a summary.")
  var json = false

  func outcome() async throws -> CommandExit {
    let status = try await store.lock().status()
    let report = StatusReport(status, clock: SystemBootClock().trust)
    try Output.answer(json ? report.json : report.summary)
    return .success()
  }
}

/// ``PasscodeStatus`` as printed by `passcode status`.
struct StatusReport: Encodable, Equatable {
  var passcodeSet: Bool
  var failures: Int
  var maxFailures: Int
  var lockedOutSeconds: Int64
  var permanentlyLocked: Bool
  /// `nil` (JSON `null`) when no passcode is set; in JSON its description (`numeric:6`).
  var format: PasscodeFormat?
  /// No passcode is set because a first `set` did not finish (STO-4).
  var firstSetInterrupted: Bool
  /// Whether the boot clock that times waits can be trusted (CLK-4).
  var clockTrusted: Bool
  /// Why not, for people; empty when it can.
  var clockSummary: String
  /// How the verifier is bound to the device (DEV-1).
  var deviceBinding: DeviceBinding
  /// What keeps the data key (DATA-1, DATA-4).
  var dataProtection: DataProtection

  init(_ status: PasscodeStatus, clock: ClockTrust) {
    clockTrusted = clock.isTrusted
    clockSummary = CommandExit.localizer.sentences(LocalizedText.explaining(clock))
    passcodeSet = status.isSet
    failures = status.failures
    maxFailures = status.maxFailures
    lockedOutSeconds = status.lockoutRemaining.wholeSecondsRoundedUp
    permanentlyLocked = status.isPermanentlyLocked
    format = status.isSet ? status.format : nil
    firstSetInterrupted = status.firstSetInterrupted
    deviceBinding = status.deviceBinding
    dataProtection = status.dataProtection
  }

  private enum CodingKeys: String, CodingKey {
    case passcodeSet, failures, maxFailures, lockedOutSeconds, permanentlyLocked, format
    case firstSetInterrupted, clockTrusted, deviceBinding, dataProtection
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(passcodeSet, forKey: .passcodeSet)
    try container.encode(failures, forKey: .failures)
    try container.encode(maxFailures, forKey: .maxFailures)
    try container.encode(lockedOutSeconds, forKey: .lockedOutSeconds)
    try container.encode(permanentlyLocked, forKey: .permanentlyLocked)
    // Explicitly `null`, so that every key is always present.
    try container.encode(format?.description, forKey: .format)
    try container.encode(firstSetInterrupted, forKey: .firstSetInterrupted)
    try container.encode(clockTrusted, forKey: .clockTrusted)
    try container.encode(deviceBinding.rawValue, forKey: .deviceBinding)
    try container.encode(dataProtection.rawValue, forKey: .dataProtection)
  }

  /// What keeps the data key, for people, in the terminal's language.
  static func describe(_ protection: DataProtection) -> LocalizedText {
    switch protection {
    case .passcode: LocalizedText(CLIKey.dataKeyPasscode)
    case .deviceOnly: LocalizedText(CLIKey.dataKeyDeviceOnly)
    case .none: LocalizedText(CLIKey.dataKeyNone)
    }
  }

  /// The binding, for people, in the terminal's language.
  static func describe(_ binding: DeviceBinding) -> LocalizedText {
    switch binding {
    case .secureEnclave: LocalizedText(CLIKey.bindingSecureEnclave)
    case .software: LocalizedText(CLIKey.bindingSoftware)
    case .none: LocalizedText(CLIKey.bindingNone)
    }
  }

  /// One line of JSON with sorted keys.
  var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // Encoding plain values cannot fail.
    return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
  }

  /// A few lines for people, every word in the terminal's language (``CommandExit/localizer``):
  /// the format by its name ("6-Digit Numeric Code", as Passcode Options names it), then
  /// the failures, the next attempt and the device binding, one a line; then the sentences
  /// about a permanent lock and an untrusted clock.
  var summary: String {
    let localizer = CommandExit.localizer
    guard passcodeSet, let format else {
      let notSet = LocalizedText(firstSetInterrupted ? .firstSetInterrupted : .notSet)
      let summary = CommandExit.sentences([notSet], then: CLIText.setOne)
      guard dataProtection == .deviceOnly else { return summary }
      return summary + "\n"
        + localizer.string(
          LocalizedText(CLIKey.statusDataKey, .phrase(Self.describe(dataProtection))))
    }
    let next =
      if permanentlyLocked {
        LocalizedText(CLIKey.statusNextNever)
      } else if lockedOutSeconds > 0 {
        LocalizedText(CLIKey.statusNextIn, .duration(.seconds(lockedOutSeconds)))
      } else {
        LocalizedText(CLIKey.statusNextNow)
      }
    var lines = [
      LocalizedText(CLIKey.statusSet, .phrase(PasscodeScreen.name(of: format))),
      LocalizedText(CLIKey.statusFailures, .number(failures), .number(maxFailures)),
      next,
      LocalizedText(CLIKey.statusBinding, .phrase(Self.describe(deviceBinding))),
      LocalizedText(CLIKey.statusDataKey, .phrase(Self.describe(dataProtection))),
    ].map(localizer.string)
    if permanentlyLocked {
      lines.append(
        CommandExit.sentences([LocalizedText(.permanentlyLocked)], then: CLIText.onlyResetLeaves))
    }
    if !clockTrusted { lines.append(clockSummary) }
    return lines.joined(separator: "\n")
  }
}
