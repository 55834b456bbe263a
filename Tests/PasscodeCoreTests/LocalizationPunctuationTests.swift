import Foundation
import Testing

@_spi(Skins) @testable import PasscodeCore

/// What kind of text a string is, which decides how it ends.
enum StringRole: Equatable, CustomStringConvertible {
  /// One or more whole sentences (a message, an error, advice, a spoken sentence): ends with
  /// the language's sentence-final mark.
  case sentence
  /// A title, label, button, name, prompt, short announcement or a line of a report
  /// (`passcode status`): no full stop at the end (a title may ask a question).
  case label
  /// A piece of a sentence, put into another string through a placeholder ("the pepper is
  /// missing" in "The passcode store is incomplete (%1$@)…"): no full stop at the end.
  case phrase
  /// Other texts joined (`%1$@. %2$@`): it ends as its last part does, with a placeholder.
  case joined

  var description: String {
    switch self {
    case .sentence: "sentence"
    case .label: "label"
    case .phrase: "phrase"
    case .joined: "joined"
    }
  }

  /// The role of every key of every shipped table (``ShippedTable``): by the table's section
  /// (the key's prefix), with the few keys of a section that are another kind named.
  static func of(_ key: String) -> StringRole {
    switch key {
    case StringKey.verbatim.rawValue, StringKey.titleAndMessage.rawValue: return .joined
    case StringKey.failureSystem.rawValue, StringKey.durationParts.rawValue,
      "cli.bindingSecureEnclave", "cli.bindingSoftware", "cli.bindingNone",
      "cli.dataKeyPasscode", "cli.dataKeyDeviceOnly", "cli.dataKeyNone":
      return .phrase
    case StringKey.tryAgainNow.rawValue, StringKey.eraseDataMessage.rawValue,
      StringKey.required.rawValue, StringKey.invalidFormat.rawValue,
      StringKey.entriesDontMatch.rawValue, StringKey.characterNotAllowed.rawValue,
      StringKey.thatCharacterNotAllowed.rawValue:
      return .sentence
    case "terminal.keyHelpNextField", "terminal.keyHelpReturn", "terminal.keyHelpReturnShort",
      "terminal.keyHelpCancel", "cli.promptPasscode", "cli.promptCurrent", "cli.promptNew",
      "cli.promptConfirmation", "cli.typeYes", StringKey.eraseDataTitle.rawValue,
      StringKey.erase.rawValue, "cli.statusSet", "cli.statusFailures", "cli.statusNextNow",
      "cli.statusNextIn", "cli.statusNextNever", "cli.statusBinding", "cli.statusDataKey":
      return .label
    default: break
    }
    // The CLI's system reasons ("No space left on device"), put in parentheses in a sentence.
    if key.hasPrefix("cli.reason.") { return .phrase }
    let section = key.prefix { $0 != "." }
    switch section {
    case "title", "subtitle", "key", "format", "biometry", "announce", "form", "label":
      return .label
    case "damage", "file", "secret", "verifier", "failure", "duration": return .phrase
    default: return .sentence  // message, store, verifierError, biometrics, clock, terminal, cli
    }
  }

  /// The role of one of PasscodeKit's keys.
  static func of(_ key: StringKey) -> StringRole { of(key.rawValue) }
}

@Suite("Localization: how every string ends, by its role")
struct LocalizationPunctuationTests {
  /// The marks a sentence may end with in `locale`: a full stop, or a question or exclamation
  /// mark (a question may close a message: "Erase…? This cannot be undone." ends in a full
  /// stop, a question alone in "?").
  /// Thai ends a sentence with no mark at all (`nil`): there, no sentence ends with a full stop.
  static func sentenceFinalMarks(_ locale: PasscodeLocale) -> Set<Character>? {
    switch locale.language {
    case "ja", "zh": ["。", "？", "！"]
    case "ar": [".", "؟", "!"]
    case "el": [".", ";", "!"]
    case "hi": ["।", "?", "!"]
    case "th": nil
    default: [".", "?", "!"]
    }
  }

  /// The full stops of every shipped language, which nothing but a sentence ends with.
  static let fullStops: Set<Character> = [".", "。", "।"]

  @Test(
    "messages end with the language's sentence-final mark (Thai: none); labels, titles and phrases do not end with a full stop",
    arguments: LocalizationResourcesTests.tablesAndLocales)
  func endings(shipped: ShippedTable, locale: PasscodeLocale) throws {
    let table = try shipped.entries(locale)
    let marks = Self.sentenceFinalMarks(locale)
    for key in try shipped.keys() {
      let entry = try #require(table[key], "\(shipped) \(locale.rawValue) has \(key)")
      for template in ShippedTables.templates(entry) {
        let last = template.trimmingCharacters(in: .whitespacesAndNewlines).last
        let note = "\(shipped) \(locale.rawValue) \(key) (\(StringRole.of(key))): \(template)"
        switch StringRole.of(key) {
        case .sentence:
          if let marks {
            #expect(last.map(marks.contains) == true, "\(note)")
          } else {
            #expect(last.map(Self.fullStops.contains) == false, "\(note)")
          }
        case .label, .phrase:
          #expect(last.map(Self.fullStops.contains) == false, "\(note)")
        case .joined:
          #expect(template.hasSuffix("$@"), "\(note)")
        }
      }
    }
  }

  @Test("the roles: screen messages and CLI advice are sentences; titles, keys and phrases not")
  func classification() {
    let sentences: [StringKey] = [
      .wrongPasscode, .repeatedGuess, .tryAgainIn, .lockedOut, .permanentlyLocked, .storeBusy,
      .tryAgainNow, .required, .eraseDataMessage,
    ]
    for key in sentences.map(\.rawValue) + [
      "cli.otherLength", "cli.setOne", "cli.noStoreAt", "cli.inputEnded", "terminal.notATerminal",
    ] {
      #expect(StringRole.of(key) == .sentence, "\(key)")
    }
    let labels: [StringKey] = [
      .enterPasscode, .tryAgainLater, .passcodeLocked, .useDigits, .delete, .unlocked,
      .digitsOfTotalEntered, .username, .eraseDataTitle,
    ]
    for key in labels.map(\.rawValue) + [
      "cli.promptPasscode", "cli.typeYes", "cli.statusFailures", "cli.statusNextIn",
      "terminal.keyHelpCancel",
    ] {
      #expect(StringRole.of(key) == .label, "\(key)")
    }
    let phrases: [StringKey] = [.damageNotARecord, .fileDirectory, .secretPepperMissing, .hours]
    for key in phrases.map(\.rawValue) + ["cli.bindingNone", "cli.reason.ENOSPC"] {
      #expect(StringRole.of(key) == .phrase, "\(key)")
    }
    #expect(StringRole.of(.titleAndMessage) == .joined)
  }

  @Test("the lockout, as the screen shows it, says why and ends with a full stop in every language")
  func lockoutSentence() {
    let text = LocalizedText(.lockedOut, .countdown(.seconds(58)))
    #expect(Localizer(.english).string(text) == "Too many failed attempts. Try again in 0:58.")
    #expect(
      Localizer(.english).string(LocalizedText(.wrongPasscode, .number(9)))
        == "Wrong passcode. 9 attempts left.")
    for locale in PasscodeLocale.allCases {
      let spoken = Localizer(locale).string(text)
      if let marks = Self.sentenceFinalMarks(locale) {
        #expect(spoken.last.map(marks.contains) == true, "\(spoken)")
      } else {
        #expect(spoken.last.map(Self.fullStops.contains) == false, "\(spoken)")
      }
    }
  }
}
