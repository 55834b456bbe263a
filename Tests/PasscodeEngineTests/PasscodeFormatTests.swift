import Foundation
import Testing

@testable import PasscodeEngine

/// FMT-1: the formats and their lengths.
@Suite struct PasscodeFormatTests {
  @Test("the default is six digits (FMT-1)")
  func defaultIsSixDigits() {
    #expect(PasscodeFormat.default == .numeric(length: 6))
    #expect(PasscodeConfiguration().format == .numeric(length: 6))
  }

  @Test("the lengths match the specification (FMT-1)")
  func lengthsMatchTheSpecification() {
    for length in 0...20 {
      #expect(PasscodeFormat.numeric(length: length).isValid == (4...12).contains(length))
    }
    #expect(PasscodeFormat.variableNumeric.lengths == 4...32)
    #expect(PasscodeFormat.alphanumeric.lengths == 4...64)
    #expect(PasscodeFormat.numeric(length: 8).lengths == 8...8)
  }

  @Test func onlyFixedLengthSubmitsAutomatically() {
    #expect(PasscodeFormat.numeric(length: 4).submitsAutomatically)
    #expect(!PasscodeFormat.variableNumeric.submitsAutomatically)
    #expect(!PasscodeFormat.alphanumeric.submitsAutomatically)
    #expect(PasscodeFormat.variableNumeric.isNumeric)
    #expect(!PasscodeFormat.alphanumeric.isNumeric)
  }

  @Test("allCases: every valid format once, in its one spelling (FMT-1)")
  func allCasesAreEveryValidFormat() {
    #expect(
      PasscodeFormat.allCases.map(\.description) == [
        "numeric:4", "numeric:5", "numeric:6", "numeric:7", "numeric:8", "numeric:9",
        "numeric:10", "numeric:11", "numeric:12", "variable", "alphanumeric",
      ])
    #expect(PasscodeFormat.allCases.allSatisfy { $0.isValid })
    #expect(PasscodeFormat.allCases.allSatisfy { PasscodeFormat($0.description) == $0 })
    #expect(PasscodeFormat.allCases.contains(.default))
  }

  @Test(arguments: [
    "numeric:4", "numeric:6", "numeric:12", "variable", "alphanumeric",
  ])
  func descriptionRoundTrips(_ text: String) throws {
    let format = try #require(PasscodeFormat(text))
    #expect(format.description == text)
    let data = try JSONEncoder().encode(format)
    #expect(try JSONDecoder().decode(PasscodeFormat.self, from: data) == format)
  }

  @Test(arguments: [
    "numeric:3", "numeric:13", "numeric:", "numeric:six", "digits", "", "numeric:6:1",
    "numeric:+6", "numeric:06", "numeric:006", "numeric:-6", "numeric: 6", "numeric:6 ",
    "numeric:٦", "numeric:６", "numeric:0", "numeric:00000000006", "Numeric:6", " variable",
  ])
  func rejectsUnknownDescriptions(_ text: String) {
    #expect(PasscodeFormat(text) == nil)
  }
}
