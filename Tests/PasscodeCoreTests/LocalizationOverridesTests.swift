import Foundation
import Testing

@_spi(Skins) @testable import PasscodeCore

@Suite("Localization overrides: an app's tables and strings set in code")
struct LocalizationOverridesTests {
  /// An app bundle's resources with German and English changes, and Icelandic added.
  private func appTables() throws -> TemporaryTables {
    let app = try TemporaryTables()
    try app.write("de", strings: ["title.enterPasscode": "Notizen entsperren"])
    try app.write("en", strings: ["title.enterPasscode": "Unlock Notes", "key.cancel": "Not now"])
    try app.write(
      "is", strings: ["title.enterPasscode": "Sláðu inn aðgangskóða", "key.cancel": "Hætta við"])
    try app.write(
      "is",
      stringsdict: [
        "message.wrongPasscode": (
          format: "%1$#@n@",
          forms: [.one: "Rangur kóði. %d tilraun eftir", .other: "Rangur kóði. %d tilraunir eftir"]
        )
      ])
    // A folder of the app's own strings, without a PasscodeKit table: not a language of ours.
    try app.write("fa", table: "Localizable", strings: ["hello": "سلام"])
    return app
  }

  @Test(
    "precedence: app's language > PasscodeKit's language > app's English > PasscodeKit's English")
  func precedence() throws {
    let app = try appTables()
    let strings = PasscodeStrings(appTables: .init(folder: app.url))
    let german = Localizer(.german, strings: strings)
    #expect(german.string(.enterPasscode) == "Notizen entsperren")  // the app's German
    #expect(german.string(.delete) == "Löschen")  // PasscodeKit's German
    let icelandic = Localizer(PasscodeLocale(identifier: "is")!, strings: strings)
    #expect(icelandic.string(.enterPasscode) == "Sláðu inn aðgangskóða")  // the app's Icelandic
    #expect(icelandic.string(.delete) == "Delete")  // PasscodeKit's English
    let japanese = Localizer(.japanese, strings: strings)
    #expect(japanese.string(.cancel) == "キャンセル")  // PasscodeKit's Japanese over the app's English
    let spanishMexico = Localizer(PasscodeLocale(identifier: "es-MX")!, strings: strings)
    #expect(spanishMexico.string(.cancel) == "Cancelar")  // es-MX falls back to es
    let english = Localizer(.english, strings: strings)
    #expect(english.string(.cancel) == "Not now")  // the app's English over PasscodeKit's
    // An Icelandic plural the app added, with Icelandic rules: 21 is "one", 11 is not.
    #expect(
      icelandic.string(LocalizedText(.wrongPasscode, .number(21)))
        == "Rangur kóði. 21 tilraun eftir")
    #expect(
      icelandic.string(LocalizedText(.wrongPasscode, .number(11)))
        == "Rangur kóði. 11 tilraunir eftir")
  }

  @Test("the languages spoken: PasscodeKit's and those the app adds a PasscodeKit table for")
  func languages() throws {
    let app = try appTables()
    let strings = PasscodeStrings(appTables: .init(folder: app.url))
    let identifiers = strings.languages.map(\.rawValue)
    #expect(
      identifiers == ["en"]
        + (PasscodeLocale.allCases.dropFirst().map(\.rawValue) + ["is"]).sorted())
    #expect(
      PasscodeLocale.preferred(appLocalizations: ["is-IS", "en"], available: strings.languages)
        .rawValue
        == "is")
    #expect(
      PasscodeLocale.preferred(appLocalizations: ["fa", "en"], available: strings.languages)
        == .english)
  }

  @Test("an app names its table: another file name in another folder")
  func namedTable() throws {
    let app = try TemporaryTables()
    try app.write("de", table: "LockScreen", strings: ["key.usePassword": "Mit Kennwort anmelden"])
    let strings = PasscodeStrings(appTables: .init(folder: app.url, table: "LockScreen"))
    #expect(Localizer(.german, strings: strings).string(.usePassword) == "Mit Kennwort anmelden")
    #expect(Localizer(.german, strings: strings).string(.cancel) == "Abbrechen")
  }

  @Test("a string set in code wins in every language; changes apply to later look-ups")
  func inCodeOverrides() throws {
    let app = try appTables()
    let strings = PasscodeStrings(appTables: .init(folder: app.url))
    strings.overrides = [.usePassword: "Sign in with Apple ID", .enterPasscode: "Hello %1$@"]
    for locale in [PasscodeLocale.english, .german, .arabic] {
      #expect(Localizer(locale, strings: strings).string(.usePassword) == "Sign in with Apple ID")
    }
    #expect(
      Localizer(.german, strings: strings).string(LocalizedText(.enterPasscode, .verbatim("Ada")))
        == "Hello Ada")
    strings.overrides = [:]
    #expect(Localizer(.german, strings: strings).string(.usePassword) == "Passwort verwenden")
    strings.appTables = nil
    #expect(Localizer(.german, strings: strings).string(.enterPasscode) == "Code eingeben")
  }

  @Test(
    "an app's table and a string set in code win over PasscodeKit's in every shipped language, regional tables too",
    arguments: PasscodeLocale.allCases)
  func appWinsInEveryLanguage(locale: PasscodeLocale) throws {
    let app = try TemporaryTables()
    try app.write(locale.rawValue, strings: ["key.usePassword": "App \(locale.rawValue)"])
    try app.write(
      locale.rawValue,
      stringsdict: [
        "message.wrongPasscode": (format: "%1$#@n@", forms: [.other: "App: %d left"])
      ])
    let strings = PasscodeStrings(appTables: .init(folder: app.url))
    let localizer = Localizer(locale, strings: strings)
    #expect(localizer.string(.usePassword) == "App \(locale.rawValue)")
    #expect(localizer.string(LocalizedText(.wrongPasscode, .number(3))) == "App: 3 left")
    #expect(localizer.string(.cancel) == Localizer(locale).string(.cancel))
    // The app's table for the language alone (`pt`, `zh-Hant`, `es`) wins over PasscodeKit's
    // regional table for it (`pt-PT`, `zh-HK`, `es-419`).
    if let general = locale.fallbackChain.last, general != locale.rawValue {
      let wide = try TemporaryTables()
      try wide.write(general, strings: ["key.usePassword": "App \(general)"])
      let wider = PasscodeStrings(appTables: .init(folder: wide.url))
      #expect(Localizer(locale, strings: wider).string(.usePassword) == "App \(general)")
    }
    strings.overrides[.usePassword] = "Code"
    #expect(localizer.string(.usePassword) == "Code")
  }

  @Test("a regional table falls back key by key: es-MX shows es-419's words, and es's for the rest")
  func regionalFallsBackKeyByKey() throws {
    let strings = PasscodeStrings(appTables: nil)
    let mexico = Localizer(try #require(PasscodeLocale(identifier: "es-MX")), strings: strings)
    let latin = try ShippedTable.passcodeKit.ownEntries("es-419")
    let spain = try ShippedTable.passcodeKit.ownEntries("es")
    func text(_ entries: [String: StringEntry]) -> [StringKey] {
      entries.compactMap { key, entry in
        guard case .text = entry else { return nil }
        return StringKey(rawValue: key)
      }.sorted { $0.rawValue < $1.rawValue }
    }
    let spanish = Localizer(.spanish, strings: strings)
    let differing = try #require(text(latin).first, "es-419 has strings of its own")
    let shared = try #require(text(spain).first { latin[$0.rawValue] == nil })
    #expect(mexico.string(differing) != spanish.string(differing))
    #expect(mexico.string(shared) == spanish.string(shared))
  }

  @Test("a broken app table is skipped, never fatal")
  func brokenAppTable() throws {
    let app = try TemporaryTables()
    let folder = app.url.appendingPathComponent("de.lproj")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("\"title.enterPasscode\" = ".utf8).write(
      to: folder.appendingPathComponent("PasscodeKit.strings"))
    let strings = PasscodeStrings(appTables: .init(folder: app.url))
    #expect(Localizer(.german, strings: strings).string(.enterPasscode) == "Code eingeben")
  }

  @Test("engine errors are LocalizedErrors in the screens' language")
  func localizedErrors() {
    let errors: [any Error] = [
      PasscodeError.notSet, StoreError.busy, VerifierError.derivationFailed,
      InputError.notADigit, BiometricError.cancelled,
    ]
    let localizer = Localizer(.current)
    for error in errors {
      let sentence = localizer.string(for: error)
      #expect(sentence != nil)
      #expect(error.localizedDescription == sentence)
      #expect((error as? any LocalizedError)?.errorDescription == sentence)
    }
  }
}
