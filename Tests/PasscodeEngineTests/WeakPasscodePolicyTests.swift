import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@testable import PasscodeEngine

/// FMT-3: weak codes are refused when chosen.
@Suite struct WeakPasscodePolicyTests {
  @Test func sameDigitEverywhereIsWeak() {
    for digit in 0...9 {
      for length in 4...12 {
        let text = String(repeating: String(digit), count: length)
        #expect(WeakPasscodePolicy.weakness(of: code(text)) == .repeatedCharacter, "\(text)")
      }
    }
    #expect(WeakPasscodePolicy.weakness(of: code("AAAaaa")) == .repeatedCharacter)
  }

  @Test func everyAscendingAndDescendingRunIsWeak() {
    for length in 4...12 {
      for start in 0...9 {
        let up = (0..<length).map { String((start + $0) % 10) }.joined()
        let down = (0..<length).map { String((start - $0 + 100) % 10) }.joined()
        #expect(WeakPasscodePolicy.weakness(of: code(up)) == .sequence, "\(up)")
        #expect(WeakPasscodePolicy.weakness(of: code(down)) == .sequence, "\(down)")
      }
    }
    #expect(WeakPasscodePolicy.weakness(of: code("abcdefg")) == .sequence)
    #expect(WeakPasscodePolicy.weakness(of: code("FEDCBA")) == .sequence)
  }

  @Test func theBlockListHasAtLeastTwentyCommonPINs() {
    let pins = WeakPasscodePolicy.commonPasscodes.filter { $0.allSatisfy(\.isNumber) }
    #expect(pins.count >= 20)
    for pin in WeakPasscodePolicy.commonPasscodes {
      #expect(WeakPasscodePolicy.weakness(of: code(pin)) != nil, "\(pin)")
    }
    #expect(WeakPasscodePolicy.weakness(of: code("112233")) == .common)
    #expect(WeakPasscodePolicy.weakness(of: code("PassWord")) == .common)
  }

  @Test func ordinaryCodesPass() {
    for text in ["480213", "7391", "20481736", "9k#Lm2qp", "135792", "1243"] {
      #expect(WeakPasscodePolicy.weakness(of: code(text)) == nil, "\(text)")
    }
  }

  @Test func lockRefusesWeakCodesUnlessAllowed() async throws {
    let strict = LockFixture()
    await #expect(throws: PasscodeError.weak(.sequence)) {
      try await strict.lock.setPasscode(code("123456"))
    }
    #expect(try await strict.lock.status().isSet == false)
    let relaxed = LockFixture(rejectsWeak: false)
    try await relaxed.lock.setPasscode(code("123456"))
    #expect(await relaxed.lock.verify(code("123456")) == .success)
  }
}
