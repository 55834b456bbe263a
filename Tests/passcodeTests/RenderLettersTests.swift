import Foundation
import Testing

/// `passcode render --keypad-letters` draws a phone keypad's letters under the digits, as
/// core's layout places them.
@Suite struct RenderLettersTests {
  /// The elements of `passcode render arguments… --format json`.
  private func elements(_ arguments: String...) async throws -> [[String: Any]] {
    let finished = try await OptionTests.run(["render", "--format", "json"] + arguments)
    try #require(finished.status == 0, "\(finished.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(finished.stdout.utf8))
    return try #require((object as? [String: Any])?["elements"] as? [[String: Any]])
  }

  private func rect(_ value: Any?) throws -> (x: Double, y: Double, maxX: Double, maxY: Double) {
    let frame = try #require(value as? [String: Double])
    let x = try #require(frame["x"])
    let y = try #require(frame["y"])
    return (x, y, try x + #require(frame["width"]), try y + #require(frame["height"]))
  }

  @Test("with --keypad-letters the keys 2 to 9 carry their letters under the digit, inside the key")
  func lettersUnderDigits() async throws {
    let expected = [
      "2": "ABC", "3": "DEF", "4": "GHI", "5": "JKL", "6": "MNO", "7": "PQRS", "8": "TUV",
      "9": "WXYZ",
    ]
    let keys = try await elements("--device", "iphone-15", "--theme", "classic", "--keypad-letters")
      .filter { ($0["id"] as? String)?.hasPrefix("key.") == true }
    var seen = 0
    for key in keys {
      let id = try #require(key["id"] as? String)
      let digit = String(id.dropFirst(4))
      guard digit.count == 1, digit.first?.isNumber == true else { continue }
      #expect(key["label"] as? String == digit, "VoiceOver reads the digit only")
      let frame = try rect(key["frame"])
      let digitFrame = try rect(key["digitFrame"])
      #expect(digitFrame.y >= frame.y && digitFrame.maxY <= frame.maxY)
      #expect(key["letters"] as? String == expected[digit], "\(id)")
      if key["letters"] != nil {
        seen += 1
        let letters = try rect(key["lettersFrame"])
        #expect(letters.y >= digitFrame.maxY, "\(id): the letters are under the digit")
        #expect(letters.x >= frame.x && letters.maxX <= frame.maxX && letters.maxY <= frame.maxY)
      }
    }
    #expect(seen == 8)
  }

  @Test("without the option, or where the keys have no room, no letters are drawn")
  func noLetters() async throws {
    for arguments in [
      ["--device", "iphone-15"],
      [
        "--device", "iphone-se", "--orientation", "landscape", "--text-size", "ax5",
        "--keypad-letters",
      ],
    ] {
      let finished = try await OptionTests.run(["render", "--format", "json"] + arguments)
      #expect(finished.status == 0)
      #expect(!finished.stdout.contains("letters"), "\(arguments)")
      let svg = try await OptionTests.run(["render"] + arguments)
      #expect(!svg.stdout.contains("WXYZ"), "\(arguments)")
    }
  }

  @Test("render --help offers --keypad-letters")
  func help() async throws {
    let finished = try await OptionTests.run(["render", "--help"])
    #expect(finished.stdout.contains("--keypad-letters"), "\(finished.stdout)")
    #expect(finished.stdout.contains("2 ABC"), "\(finished.stdout)")
  }
}
