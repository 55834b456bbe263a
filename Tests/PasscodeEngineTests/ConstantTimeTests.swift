import Foundation
import RegexBuilder
import Testing

@testable import PasscodeEngine

/// The comparison used for verifiers, tags, digests and check values, and where the engine uses
/// it.
@Suite("constant-time comparison (HASH-3)")
struct ConstantTimeTests {
  @Test func equalArraysCompareEqual() {
    for length in 0...40 {
      let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37) }
      #expect(ConstantTime.equals(bytes, bytes))
    }
  }

  @Test func anySingleDifferenceIsFound() {
    let reference = (0..<32).map { UInt8($0) }
    for position in 0..<32 {
      for bit in 0..<8 {
        var changed = reference
        changed[position] ^= UInt8(1 << bit)
        #expect(!ConstantTime.equals(reference, changed))
      }
    }
  }

  @Test func differentLengthsNeverCompareEqual() {
    let bytes = [UInt8](repeating: 0, count: 300)
    // A length difference of 256 must not wrap around to "equal".
    #expect(!ConstantTime.equals(Array(bytes.prefix(44)), bytes))
    #expect(!ConstantTime.equals([], [0]))
    #expect(!ConstantTime.equals(Array(bytes.prefix(31)), Array(bytes.prefix(32))))
  }

  /// A secret compared with `==` stops at its first differing byte; every comparison of a
  /// verifier, tag, digest, check value, pepper or token in the engine's code must go through
  /// `ConstantTime` instead. Lengths are public, and so are comparisons with `nil`, literals and
  /// enum cases.
  @Test("the engine compares no secret with == or != (HASH-3)")
  func noSecretIsComparedWithEquals() throws {
    // The scan itself finds what it must.
    #expect(Self.secretComparisons(in: "guard record.hash == derived else {") == ["record.hash"])
    #expect(
      Self.secretComparisons(in: "if tag != expectedTag(for: guess) {") == ["tag", "expectedTag"])
    #expect(Self.secretComparisons(in: "guard pepper.count == Self.pepperByteCount else {") == [])
    #expect(Self.secretComparisons(in: "if deviceKeyCheck != nil, check == .none {") == [])
    // A name is read in its words: "DataGet" holds no tag, "stage" no tag either.
    #expect(Self.secretComparisons(in: "guard CFGetTypeID(data) == CFDataGetTypeID() else {") == [])
    #expect(Self.secretComparisons(in: "if stage == nextStage {") == [])
    #expect(
      Self.secretComparisons(in: "if tagged != storedHashes {") == ["tagged", "storedHashes"])

    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/PasscodeEngine")
    let files = try #require(FileManager.default.enumerator(atPath: root.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    for file in files {
      let source = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let found = Self.secretComparisons(in: String(code))
        #expect(found.isEmpty, "\(file):\(number + 1) compares \(found) with == or !=")
      }
    }
    #expect(files.count > 30)
  }

  /// The operands of `==` and `!=` in `line` that name a secret: a name, or a call's name.
  static func secretComparisons(in line: String) -> [String] {
    guard line.contains("==") || line.contains("!=") else { return [] }
    let side = #/[A-Za-z_.][A-Za-z0-9_.]*(?:\([^()]*\))?/#
    let comparison = Regex {
      Capture { side }
      #/\s*[!=]=\s*/#
      Capture { side }
    }
    // A word of a name: lower case at the name's start or after a dot or underscore, capitalised
    // inside a camelCase name.
    let secret =
      #/(?:^|[^A-Za-z])(?:hash|tag|digest|check|pepper|token)|Hash|Tag|Digest|Check|Pepper|Token/#
    let harmless = #/(?i)count$|^nil$|^true$|^false$|^\./#
    var found: [String] = []
    for match in line.matches(of: comparison) {
      let names = [match.output.1, match.output.2].map { operand in
        String(operand.prefix { $0 != "(" })
      }
      guard !names.contains(where: { $0.contains(harmless) }) else { continue }
      found += names.filter { $0.contains(secret) }
    }
    return found
  }
}
