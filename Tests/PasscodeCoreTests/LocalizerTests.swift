import Testing

@_spi(Skins) @testable import PasscodeCore

@Suite("Localizer and string tables")
struct LocalizerTests {
  @Test("plurals: 1 attempt left, 3 attempts left, and each language's forms")
  func plurals() {
    let english = Localizer(.english)
    #expect(
      english.string(LocalizedText(.wrongPasscode, .number(1))) == "Wrong passcode. 1 attempt left."
    )
    #expect(
      english.string(LocalizedText(.wrongPasscode, .number(3)))
        == "Wrong passcode. 3 attempts left."
    )
    #expect(
      english.string(LocalizedText(.wrongPasscode, .number(0)))
        == "Wrong passcode. 0 attempts left."
    )
    #expect(
      Localizer(.german).string(LocalizedText(.wrongPasscode, .number(1)))
        == "Falscher Code. Noch 1 Versuch.")
    #expect(
      Localizer(.spanish).string(LocalizedText(.wrongPasscode, .number(2)))
        == "Código incorrecto. Quedan 2 intentos.")
    #expect(
      Localizer(.japanese).string(LocalizedText(.wrongPasscode, .number(1))) == "パスコードが違います。残り1回。")
    // Arabic: the dual has its own word and no number; 3…10 take the plural noun.
    let arabic = Localizer(.arabic)
    #expect(arabic.string(LocalizedText(.wrongPasscode, .number(2))).hasSuffix("محاولتان."))
    #expect(arabic.string(LocalizedText(.wrongPasscode, .number(5))).hasSuffix("5 محاولات."))
    #expect(arabic.string(LocalizedText(.wrongPasscode, .number(11))).hasSuffix("11 محاولة."))
  }

  @Test("the plural argument can be any argument: '2 of 6 digits entered' counts the 6")
  func pluralArgument() {
    #expect(
      Localizer(.english).string(LocalizedText(.digitsOfTotalEntered, .number(1), .number(6)))
        == "1 of 6 digits entered")
    #expect(
      Localizer(.german).string(LocalizedText(.digitsOfTotalEntered, .number(2), .number(6)))
        == "2 von 6 Ziffern eingegeben")
    // Japanese puts the total first: placeholders are positional.
    #expect(
      Localizer(.japanese).string(LocalizedText(.digitsOfTotalEntered, .number(2), .number(6)))
        == "6桁中2桁入力済み")
  }

  @Test("countdowns: m:ss below an hour, h:mm:ss above, rounded up to whole seconds")
  func countdowns() {
    #expect(Localizer.countdown(.seconds(299)) == "4:59")
    #expect(Localizer.countdown(.seconds(60)) == "1:00")
    #expect(Localizer.countdown(.seconds(3723)) == "1:02:03")
    #expect(Localizer.countdown(.milliseconds(200)) == "0:01")
    #expect(Localizer.countdown(.milliseconds(59_001)) == "1:00")
    #expect(Localizer.countdown(.zero) == "0:00")
    #expect(Localizer.countdown(.seconds(-5)) == "0:00")
    #expect(
      Localizer(.english).string(LocalizedText(.tryAgainIn, .countdown(.seconds(299))))
        == "Try again in 4:59.")
  }

  @Test("text arguments are resolved in the same language")
  func nestedText() {
    #expect(
      Localizer(.english).string(LocalizedText(.biometryLocked, .text(.faceID)))
        == "Face ID is locked. Enter your passcode.")
    #expect(
      Localizer(.arabic).string(LocalizedText(.biometryLocked, .text(.faceID))).hasPrefix(
        "بصمة الوجه"))
  }

  @Test("a key missing from a language falls back to English; a missing plural form to 'other'")
  func fallbacks() throws {
    let folder = try TemporaryTables()
    try folder.write("de", strings: ["key.delete": "Löschen!"])
    try folder.write(
      "de", stringsdict: ["message.wrongPasscode": (format: "%1$#@n@", forms: [.other: "%d übrig"])]
    )
    let strings = PasscodeStrings(bundledTables: folder.url, appTables: nil)
    let german = Localizer(.german, strings: strings)
    // Not in this German table: the English table (here: none either, so the key).
    #expect(german.string(.cancel) == "key.cancel")
    #expect(german.string(.delete) == "Löschen!")
    #expect(german.string(LocalizedText(.wrongPasscode, .number(1))) == "1 übrig")
  }

  @Test("placeholders are filled in one pass: an argument is never scanned again")
  func onePass() {
    let strings = PasscodeStrings(
      bundledTables: nil, appTables: nil,
      overrides: [.biometryLocked: "%1$@ and %2$d, 100%%"])
    let text = LocalizedText(.biometryLocked, .verbatim("%2$d"), .number(7))
    #expect(Localizer(.english, strings: strings).string(text) == "%2$d and 7, 100%")
    // A specifier without an argument stays as it is, where a reader sees it.
    #expect(Localizer(.english, strings: strings).string(.biometryLocked) == "%1$@ and %2$d, 100%")
  }
}
