import PasscodeTestHelpers
import Testing

@testable import PasscodeEngine

/// FMT-2: Unicode decimal digits become ASCII; everything else is refused before hashing.
@Suite struct PasscodeFormatNormalizeTests {
  let six = PasscodeFormat.numeric(length: 6)

  @Test(arguments: [
    ("480213", "ASCII"),
    ("٤٨٠٢١٣", "Arabic-Indic"),
    ("۴۸۰۲۱۳", "Extended Arabic-Indic (Persian)"),
    ("４８０２１３", "full-width"),
    ("४८०२१३", "Devanagari"),
    ("৪৮০২১৩", "Bengali"),
    ("4８٠2۱३", "mixed scripts"),
    ("𝟒𝟖𝟎𝟐𝟏𝟑", "mathematical bold"),
  ])
  func decimalDigitsOfAnyScriptNormaliseToASCII(_ input: String, _ script: String) throws {
    let normalized = try six.normalize(code(input))
    #expect(bytes(of: normalized) == Array("480213".utf8), "\(script)")
  }

  @Test(arguments: [
    "48021a", "４８０２１Ａ", "-48021", "4802.1", "48021😀", "😀😀😀😀😀😀",
    "480\u{200F}213", "\u{200E}480213", "480\u{200B}21", "²³⁴⁵⁶⁷", "Ⅳ80213", "48021\n",
    "①②③④⑤⑥",
  ])
  func anythingElseIsNotADigit(_ input: String) {
    #expect(throws: InputError.notADigit) { try six.normalize(code(input)) }
  }

  /// A space or tab is named as such, even where the code would also be too long: "480213 "
  /// is six digits and a space, not seven characters.
  @Test(
    "spaces and tabs are named (FMT-2)",
    arguments: [
      "480213 ", "480213\t", " 480213", "48 213", "48021 ", "480213  \t", "480213\u{A0}",
      "４８０２１３\u{3000}", "480213\u{2003}",
    ])
  func spacesAndTabsAreNamed(_ input: String) {
    #expect(throws: InputError.spaceOrTab) { try six.normalize(code(input)) }
    #expect(throws: InputError.spaceOrTab) {
      try PasscodeFormat.variableNumeric.normalize(code(input))
    }
  }

  @Test func alphanumericKeepsItsSpacesAndRefusesTabs() throws {
    let format = PasscodeFormat.alphanumeric
    #expect(bytes(of: try format.normalize(code("Zebra 91 "))) == Array("Zebra 91 ".utf8))
    #expect(throws: InputError.unsupportedCharacter) { try format.normalize(code("Zebra91\t")) }
  }

  @Test("empty input is refused (FMT-4)")
  func emptyInputIsRefused() {
    #expect(throws: InputError.empty) { try six.normalize(SecretBuffer(capacity: 1)) }
    #expect(throws: InputError.empty) { try PasscodeFormat.alphanumeric.normalize(code("")) }
  }

  @Test("wrong lengths are refused (FMT-4)")
  func wrongLengthsAreRefused() {
    #expect(throws: InputError.tooShort(minimum: 6, unit: .digits)) {
      try six.normalize(code("48021"))
    }
    #expect(throws: InputError.tooLong(maximum: 6, unit: .digits)) {
      try six.normalize(code("4802135"))
    }
    #expect(throws: InputError.tooShort(minimum: 4, unit: .digits)) {
      try PasscodeFormat.variableNumeric.normalize(code("123"))
    }
    #expect(throws: InputError.tooLong(maximum: 32, unit: .digits)) {
      try PasscodeFormat.variableNumeric.normalize(code(String(repeating: "7", count: 33)))
    }
    #expect(throws: InputError.tooShort(minimum: 4, unit: .characters)) {
      try PasscodeFormat.alphanumeric.normalize(code("abc"))
    }
  }

  @Test("one megabyte is refused before decoding (FMT-2)")
  func oneMegabyteIsRefusedBeforeDecoding() {
    // Invalid UTF-8 throughout: if it were decoded, the answer would be .invalidEncoding.
    let huge = SecretBuffer(capacity: SecretBuffer.maximumCapacity)
    for _ in 0..<SecretBuffer.maximumCapacity { huge.append(0xFF) }
    #expect(throws: InputError.tooLong(maximum: 6, unit: .digits)) { try six.normalize(huge) }
    for format in [PasscodeFormat.variableNumeric, .alphanumeric, .numeric(length: 12)] {
      #expect(throws: InputError.tooLong(maximum: format.maximumLength, unit: format.lengthUnit)) {
        try format.normalize(huge)
      }
    }
  }

  @Test func rawLimitAdmitsTheLongestMultiByteCode() throws {
    // Twelve 4-byte digits are the longest a 12-digit code can be.
    let longest = String(repeating: "𝟗", count: 12)
    #expect(Array(longest.utf8).count == PasscodeFormat.numeric(length: 12).maximumRawByteCount)
    let normalized = try PasscodeFormat.numeric(length: 12).normalize(code(longest))
    #expect(bytes(of: normalized) == Array(String(repeating: "9", count: 12).utf8))
  }

  @Test func invalidUTF8IsRefused() {
    let buffer = SecretBuffer(copying: [0x34, 0x38, 0xC3, 0x28, 0x31, 0x33])
    #expect(throws: InputError.invalidEncoding) { try six.normalize(buffer) }
  }

  @Test func alphanumericTakesPrintableASCIIAndNormalisesDigits() throws {
    let format = PasscodeFormat.alphanumeric
    #expect(bytes(of: try format.normalize(code("Tr0ub4dor & 3!"))) == Array("Tr0ub4dor & 3!".utf8))
    #expect(bytes(of: try format.normalize(code("pass٤٢word"))) == Array("pass42word".utf8))
    for refused in ["pässword", "password😀", "pass\u{200F}word", "pass\tword", "ｐａｓｓｗｏｒｄ"] {
      #expect(throws: InputError.unsupportedCharacter) { try format.normalize(code(refused)) }
    }
  }

  @Test func normalisingLeavesTheRawBufferAlone() throws {
    let raw = code("٤٨٠٢١٣")
    let before = bytes(of: raw)
    _ = try six.normalize(raw)
    #expect(bytes(of: raw) == before)
  }

  @Test("refusals never carry the input (MEM-2)")
  func refusalsNeverCarryTheInput() {
    let refused: [(PasscodeFormat, String, InputError)] = [
      (six, "48021", .tooShort(minimum: 6, unit: .digits)),
      (six, "4802135", .tooLong(maximum: 6, unit: .digits)),
      (six, "48a213", .notADigit), (six, "480213 ", .spaceOrTab),
      (.alphanumeric, "480213é", .unsupportedCharacter),
    ]
    for (format, input, expected) in refused {
      guard case .failure(let refusal) = format.normalized(code(input)) else {
        Issue.record("\(input) was accepted")
        continue
      }
      #expect(refusal == expected)
      #expect(!String(describing: refusal).contains("4802"), "\(refusal)")
    }
  }
}
