import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@testable import PasscodeEngine

/// The passcode types a configuration offers, and setting a passcode in a chosen type.
@Suite struct PasscodeConfigurationTests {
  @Test("the default offers the types of iOS Settings (FMT-1)")
  func theDefaultOffersTheTypesOfIOSSettings() {
    let configuration = PasscodeConfiguration()
    #expect(configuration.format == .numeric(length: 6))
    #expect(
      configuration.offeredFormats == [
        .alphanumeric, .variableNumeric, .numeric(length: 4), .numeric(length: 6),
      ])
    #expect(configuration.offeredFormats.allSatisfy { $0.isValid })
  }

  @Test func theStartingFormatIsAlwaysOfferedOnce() {
    let eight = PasscodeConfiguration(format: .numeric(length: 8))
    #expect(eight.offeredFormats.last == .numeric(length: 8))
    #expect(eight.offeredFormats.count == 5)
    let listed = PasscodeConfiguration(
      format: .alphanumeric, formatChoices: [.numeric(length: 6), .alphanumeric, .alphanumeric])
    #expect(listed.offeredFormats == [.numeric(length: 6), .alphanumeric])
  }

  @Test func noChoicesOfferOnlyTheStartingFormat() {
    #expect(PasscodeConfiguration(formatChoices: []).offeredFormats == [.numeric(length: 6)])
    let same = PasscodeConfiguration(
      format: .numeric(length: 4), formatChoices: [.numeric(length: 4)])
    #expect(same.offeredFormats == [.numeric(length: 4)])
  }

  @Test("set stores the chosen format (FMT-1)")
  func setStoresTheChosenFormat() async throws {
    let fixture = LockFixture()
    try await fixture.lock.setPasscode(code("4802"), format: .numeric(length: 4))
    #expect(try await fixture.lock.status().format == .numeric(length: 4))
    #expect(try fixture.storedRecord().format == .numeric(length: 4))
    #expect(
      await fixture.lock.verify(code("480213"))
        == .invalidInput(.tooLong(maximum: 4, unit: .digits)))
    #expect(await fixture.lock.verify(code("4802")) == .success)
  }

  @Test func setWithoutAFormatUsesTheConfiguredOne() async throws {
    let fixture = LockFixture(format: .alphanumeric)
    try await fixture.lock.setPasscode(code("correct horse"))
    #expect(try await fixture.lock.status().format == .alphanumeric)
  }

  @Test("set refuses a weak code in the chosen format (FMT-3)")
  func setRefusesAWeakCodeInTheChosenFormat() async throws {
    let fixture = LockFixture()
    await #expect(throws: PasscodeError.weak(.sequence)) {
      try await fixture.lock.setPasscode(code("1234"), format: .numeric(length: 4))
    }
    await #expect(throws: PasscodeError.invalidInput(.tooShort(minimum: 4, unit: .characters))) {
      try await fixture.lock.setPasscode(code("abc"), format: .alphanumeric)
    }
    await #expect(throws: PasscodeError.unsupportedFormat) {
      try await fixture.lock.setPasscode(code("480213"), format: .numeric(length: 3))
    }
    #expect(try await fixture.lock.status().isSet == false)
    #expect(fixture.verifier.checksStarted == 0)
  }
}
