import Foundation
import Testing

@testable import PasscodeCore

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

  /// The role of every key: by the table's section (the key's prefix), with the few keys of a
  /// section that are another kind named.
  static func of(_ key: StringKey) -> StringRole {
    switch key {
    case .verbatim, .titleAndMessage: return .joined
    case .failureSystem, .durationParts, .cliBindingSecureEnclave, .cliBindingSoftware,
      .cliBindingNone:
      return .phrase
    case .tryAgainNow, .eraseDataMessage, .required, .invalidFormat, .entriesDontMatch,
      .characterNotAllowed, .thatCharacterNotAllowed:
      return .sentence
    case .keyHelpNextField, .keyHelpReturn, .keyHelpReturnShort, .keyHelpCancel,
      .cliPromptPasscode, .cliPromptCurrent, .cliPromptNew,
      .cliPromptConfirmation, .cliTypeYes, .eraseDataTitle, .erase, .cliStatusSet,
      .cliStatusFailures, .cliStatusNextNow, .cliStatusNextIn, .cliStatusNextNever,
      .cliStatusBinding:
      return .label
    default: break
    }
    let section = key.rawValue.prefix { $0 != "." }
    switch section {
    case "title", "subtitle", "key", "format", "biometry", "announce", "form", "label":
      return .label
    case "damage", "file", "secret", "verifier", "failure", "duration": return .phrase
    default: return .sentence  // message, store, verifierError, biometrics, clock, terminal, cli
    }
  }
}

@Suite("Localization: how every string ends, by its role")
struct LocalizationPunctuationTests {
  /// The marks a sentence may end with in `locale`: a full stop, or a question or exclamation
  /// mark (a question may close a message: "Erase…? This cannot be undone." ends in a full
  /// stop, a question alone in "?").
  static func sentenceFinalMarks(_ locale: PasscodeLocale) -> Set<Character> {
    switch locale {
    case .japanese: ["。", "？", "！"]
    case .arabic: [".", "؟", "!"]
    default: [".", "?", "!"]
    }
  }

  /// The full stops of every shipped language, which nothing but a sentence ends with.
  static let fullStops: Set<Character> = [".", "。"]

  @Test(
    "messages end with a sentence-final mark; labels, titles and phrases do not end with a full stop",
    arguments: PasscodeLocale.allCases)
  func endings(locale: PasscodeLocale) throws {
    let table = try ShippedTables.table(locale)
    let marks = Self.sentenceFinalMarks(locale)
    for key in StringKey.allCases {
      let entry = try #require(table[key], "\(locale.rawValue) has \(key.rawValue)")
      for template in ShippedTables.templates(entry) {
        let last = template.trimmingCharacters(in: .whitespacesAndNewlines).last
        let note = "\(locale.rawValue) \(key.rawValue) (\(StringRole.of(key))): \(template)"
        switch StringRole.of(key) {
        case .sentence:
          #expect(last.map(marks.contains) == true, "\(note)")
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
    for key: StringKey in [
      .wrongPasscode, .repeatedGuess, .tryAgainIn, .lockedOut, .permanentlyLocked, .storeBusy,
      .tryAgainNow, .cliOtherLength, .cliSetOne, .required, .eraseDataMessage, .cliNoStoreAt,
      .cliInputEnded,
    ] {
      #expect(StringRole.of(key) == .sentence, "\(key.rawValue)")
    }
    for key: StringKey in [
      .enterPasscode, .tryAgainLater, .passcodeLocked, .useDigits, .delete, .unlocked,
      .digitsOfTotalEntered, .cliPromptPasscode, .cliTypeYes, .username, .eraseDataTitle,
      .cliStatusFailures, .cliStatusNextIn,
    ] {
      #expect(StringRole.of(key) == .label, "\(key.rawValue)")
    }
    for key: StringKey in [
      .damageNotARecord, .fileDirectory, .secretPepperMissing, .hours, .cliBindingNone,
    ] {
      #expect(StringRole.of(key) == .phrase, "\(key.rawValue)")
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
      #expect(spoken.last.map(Self.sentenceFinalMarks(locale).contains) == true, "\(spoken)")
    }
  }
}
