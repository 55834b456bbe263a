import Foundation
import PasscodeCore
import Testing

/// The CLI speaks the terminal's language from PasscodeKit's tables, and says clearly when
/// those tables were not installed beside it.
@Suite struct LocalizationTests {
  /// Runs `passcode arguments…` in `sandbox` with `LANG` set and the other locale variables
  /// cleared.
  private func run(
    _ sandbox: Sandbox, lang: String, _ arguments: [String], input: StandardInput = .bytes([])
  ) async throws -> Finished {
    try await PasscodeBinary.start(
      sandbox.withStore(arguments), input: input, scratch: sandbox.root,
      environment: ["LANG": lang, "LC_ALL": "", "LC_MESSAGES": ""]
    ).finish()
  }

  @Test("LANG=de_DE.UTF-8: the engine's sentences and the CLI's own advice are German")
  func germanMessages() async throws {
    let sandbox = try Sandbox()
    let notSet = try await run(sandbox, lang: "de_DE.UTF-8", ["verify"], input: .lines("1234"))
    #expect(notSet.status == 5)
    let german = Localizer(.german)
    #expect(notSet.stderr.contains(german.string(.notSet)), "\(notSet.stderr)")
    #expect(notSet.stderr.contains("Lege einen mit `passcode set` fest."), "\(notSet.stderr)")
    try await sandbox.setPasscode("480213")
    let wrong = try await run(sandbox, lang: "de_DE.UTF-8", ["verify"], input: .lines("111111"))
    #expect(wrong.status == 1)
    #expect(wrong.stderr.contains("Falscher Code."), "\(wrong.stderr)")
    let again = try await run(
      sandbox, lang: "de_DE.UTF-8", ["set"], input: .lines("135792", "135792"))
    #expect(again.status == 64)
    #expect(again.stderr.contains("`passcode change`"), "\(again.stderr)")
    #expect(!again.stderr.contains("Change it with"), "\(again.stderr)")
  }

  @Test("LANG=C and an unshipped language: English")
  func englishMessages() async throws {
    let sandbox = try Sandbox()
    for lang in ["C.UTF-8", "fr_FR.UTF-8"] {
      let notSet = try await run(sandbox, lang: lang, ["verify"], input: .lines("1234"))
      #expect(notSet.stderr.contains("No passcode is set. Set one with `passcode set`."), "\(lang)")
    }
  }

  @Test("a binary copied without its resource bundle says what to copy, and exits 69")
  func missingResourceBundle() async throws {
    let sandbox = try Sandbox()
    let alone = sandbox.root.appendingPathComponent("alone/passcode")
    try FileManager.default.createDirectory(
      at: alone.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: try PasscodeBinary.require(), to: alone)
    let finished = try await PasscodeBinary.start(
      ["status", "--store", sandbox.store.path], input: .bytes([]), scratch: sandbox.root,
      executable: alone
    ).finish()
    #expect(finished.status == 69, "\(finished.stderr)")
    #expect(
      finished.stderr.contains("PasscodeKit_PasscodeResources.resources"), "\(finished.stderr)")
    #expect(finished.stderr.contains(alone.deletingLastPathComponent().path), "\(finished.stderr)")
    #expect(!finished.stderr.contains("Fatal error"), "\(finished.stderr)")
    // With the bundle copied beside it, it runs.
    let bundle = try PasscodeBinary.require().deletingLastPathComponent()
      .appendingPathComponent("PasscodeKit_PasscodeResources.resources")
    try FileManager.default.copyItem(
      at: bundle,
      to: alone.deletingLastPathComponent().appendingPathComponent(bundle.lastPathComponent))
    let installed = try await PasscodeBinary.start(
      ["status", "--store", sandbox.store.path], input: .bytes([]), scratch: sandbox.root,
      executable: alone
    ).finish()
    #expect(installed.status == 0, "\(installed.stderr)")
  }
}
