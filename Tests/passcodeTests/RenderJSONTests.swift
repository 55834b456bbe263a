import Foundation
import Testing

/// `passcode render --format json` says when the screen must scroll, as the layout does.
@Suite struct RenderJSONTests {
  /// `passcode render arguments… --format json`, decoded.
  private func render(_ arguments: String...) async throws -> [String: Any] {
    let finished = try await OptionTests.run(["render", "--format", "json"] + arguments)
    try #require(finished.status == 0, "\(finished.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(finished.stdout.utf8))
    return try #require(object as? [String: Any])
  }

  /// The lowest bottom edge of the elements' frames.
  private func lowestBottom(_ object: [String: Any]) throws -> Double {
    let elements = try #require(object["elements"] as? [[String: Any]])
    return try elements.map { element in
      let frame = try #require(element["frame"] as? [String: Double])
      return try #require(frame["y"]) + #require(frame["height"])
    }.max() ?? 0
  }

  @Test(
    "the smallest canvases at the largest text size: needsScrolling true and a contentSize taller than the canvas, which elements reach past"
  )
  func smallCanvasesScroll() async throws {
    for size in ["320x480", "200x400"] {
      let object = try await render("--size", size, "--text-size", "ax5", "--state", "error")
      let canvas = try #require(object["canvas"] as? [String: Double])
      let content = try #require(object["contentSize"] as? [String: Double])
      #expect(object["needsScrolling"] as? Bool == true, "\(size)")
      #expect(content["width"] == canvas["width"], "\(size)")
      #expect(try #require(content["height"]) > #require(canvas["height"]), "\(size)")
      let bottom = try lowestBottom(object)
      #expect(bottom > canvas["height"]!, "\(size): nothing lies past the canvas")
      #expect(bottom <= content["height"]!, "\(size): an element lies past the content")
    }
  }

  @Test("a phone at the default text size: needsScrolling false, contentSize the canvas")
  func phonesDoNotScroll() async throws {
    for device in ["iphone-15", "iphone-se"] {
      let object = try await render("--device", device)
      #expect(object["needsScrolling"] as? Bool == false, "\(device)")
      #expect(
        object["contentSize"] as? [String: Double] == object["canvas"] as? [String: Double],
        "\(device)")
      let canvas = try #require(object["canvas"] as? [String: Double])
      #expect(try lowestBottom(object) <= canvas["height"]!, "\(device)")
    }
  }

  @Test("render --help documents needsScrolling and contentSize")
  func help() async throws {
    let finished = try await OptionTests.run(["render", "--help"])
    #expect(finished.status == 0)
    #expect(finished.stdout.contains("needsScrolling"), "\(finished.stdout)")
    #expect(finished.stdout.contains("contentSize"), "\(finished.stdout)")
  }
}
