import Testing

@_spi(Skins) @testable import PasscodeCore

@Suite("FieldRule")
struct FieldRuleTests {
  @Test("patterns use NSRegularExpression (it works on Linux) and must match the whole text")
  func patterns() {
    let rule = FieldRule.matching("[0-9]{3}-[0-9]{4}")
    #expect(rule.matches("555-1234"))
    #expect(!rule.matches("555-12345"))
    #expect(!rule.matches("x555-1234"))
    #expect(!rule.matches(""))
    #expect(FieldRule.matching("a*").matches(""))
    #expect(FieldRule.matching("é+").matches("éé"), "non-ASCII text is matched by characters")
    #expect(FieldRule.required.matches("anything"), "only pattern rules match")
  }

  @Test("character rules: ASCII means printable ASCII; digits mean ASCII 0-9")
  func characters() {
    #expect(FieldRule.asciiOnly.allows(" ") && FieldRule.asciiOnly.allows("~"))
    #expect(!FieldRule.asciiOnly.allows("\u{7F}") && !FieldRule.asciiOnly.allows("é"))
    #expect(!FieldRule.asciiOnly.allows("\n"))
    #expect(FieldRule.digitsOnly.allows("0") && FieldRule.digitsOnly.allows("9"))
    #expect(!FieldRule.digitsOnly.allows("٣"), "other scripts are converted before the check")
    #expect(FieldRule.maximumLength(3).allows("é"), "length rules allow any character")
  }

  @Test("field errors read as sentences in digits or characters")
  func errorTexts() {
    let english = Localizer(.english)
    #expect(
      english.string(FieldError.tooLong(maximum: 16).text(digits: false))
        == "Enter at most 16 characters.")
    #expect(
      english.string(FieldError.wrongLength(exactly: 1).text(digits: true))
        == "Enter exactly 1 digit.")
    #expect(
      english.string(FieldError.mismatch("new").text(digits: false)) == "The entries don't match.")
    #expect(
      english.string(FieldError.notASCII.text(digits: false))
        == "Use letters A–Z, digits, punctuation and spaces only.")
  }
}
