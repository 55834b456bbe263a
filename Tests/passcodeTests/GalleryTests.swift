import Foundation
import Testing

/// The README's gallery is made by `passcode render` (Documentation/gallery/gallery.txt lists
/// each image's options); a stale image fails here. Regenerate with `scripts/render-gallery`.
@Suite struct GalleryTests {
  static let gallery = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Documentation/gallery")

  static func entries() throws -> [(file: String, options: [String])] {
    let manifest = try String(
      contentsOf: gallery.appendingPathComponent("gallery.txt"), encoding: .utf8)
    return manifest.split(separator: "\n").compactMap { line in
      guard !line.hasPrefix("#"), let colon = line.firstIndex(of: ":") else { return nil }
      let options = line[line.index(after: colon)...].split(separator: " ").map(String.init)
      return (String(line[..<colon]), options)
    }
  }

  @Test func everyImageIsWhatTheCommandDrawsNow() async throws {
    let entries = try Self.entries()
    #expect(entries.count >= 8)
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("passcode-gallery-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    for entry in entries {
      let output = scratch.appendingPathComponent(entry.file)
      let finished = try await PasscodeBinary.start(
        ["render"] + entry.options + ["--format", "svg", "-o", output.path],
        input: .bytes([]), scratch: scratch
      ).finish()
      #expect(finished.status == 0, "\(entry.file): \(finished.stderr)")
      let committed = try Data(contentsOf: Self.gallery.appendingPathComponent(entry.file))
      let fresh = try Data(contentsOf: output)
      #expect(
        committed == fresh,
        "Documentation/gallery/\(entry.file) is stale: run scripts/render-gallery")
    }
  }
}
