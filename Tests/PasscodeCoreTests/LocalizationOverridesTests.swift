import Foundation
import Testing

@_spi(Skins) @testable import PasscodeCore

@Suite("Localization overrides: an app's tables and strings set in code")
struct LocalizationOverridesTests {
  /// An app bundle's resources with German and English changes, and French added.
  private func appTables() throws -> TemporaryTables {
    let app = try TemporaryTables()
    try app.write("de", strings: ["title.enterPasscode": "Notizen entsperren"])
    try app.write("en", strings: ["title.enterPasscode": "Unlock Notes", "key.cancel": "Not now"])
    try app.write(
      "fr", strings: ["title.enterPasscode": "Saisir le code", "key.cancel": "Annuler"])
    try app.write(
      "fr",
      stringsdict: [
        "message.wrongPasscode": (
          format: "%1$#@n@",
          forms: [.one: "Code erroné. %d essai restant", .other: "Code erroné. %d essais restants"]
        )
      ])
    // A folder of the app's own strings, without a PasscodeKit table: not a language of ours.
    try app.write("he", table: "Localizable", strings: ["hello": "שלום"])
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
    let french = Localizer(PasscodeLocale(identifier: "fr")!, strings: strings)
    #expect(french.string(.enterPasscode) == "Saisir le code")  // the app's French
    #expect(french.string(.delete) == "Delete")  // PasscodeKit's English
    let japanese = Localizer(.japanese, strings: strings)
    #expect(japanese.string(.cancel) == "キャンセル")  // PasscodeKit's Japanese over the app's English
    let spanishMexico = Localizer(PasscodeLocale(identifier: "es-MX")!, strings: strings)
    #expect(spanishMexico.string(.cancel) == "Cancelar")  // es-MX falls back to es
    let english = Localizer(.english, strings: strings)
    #expect(english.string(.cancel) == "Not now")  // the app's English over PasscodeKit's
    // A French plural the app added, with French rules: 0 and 1 are "one".
    #expect(
      french.string(LocalizedText(.wrongPasscode, .number(0))) == "Code erroné. 0 essai restant")
    #expect(
      french.string(LocalizedText(.wrongPasscode, .number(2))) == "Code erroné. 2 essais restants")
  }

  @Test("the languages spoken: PasscodeKit's and those the app adds a PasscodeKit table for")
  func languages() throws {
    let app = try appTables()
    let strings = PasscodeStrings(appTables: .init(folder: app.url))
    let identifiers = strings.languages.map(\.rawValue)
    #expect(identifiers == ["en", "ar", "de", "es", "fr", "ja"])
    #expect(
      PasscodeLocale.preferred(appLocalizations: ["fr-CA", "en"], available: strings.languages)
        .rawValue
        == "fr")
    #expect(
      PasscodeLocale.preferred(appLocalizations: ["he", "en"], available: strings.languages)
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
