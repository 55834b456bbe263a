import Foundation
import Testing

@_spi(Skins) @testable import PasscodeCore
@testable import PasscodeEngine
@testable import passcode

/// `passcode reset --erase --yes` erases whatever there is of a store — whole, partial or
/// damaged (STO-4) — and, where there is nothing of one (a mistyped `--store`), says so, exits
/// 5 and changes nothing (LOCK-5).
@Suite struct ResetTests {
  /// The store files a passcode is made of.
  static let storeFiles = [FileStore.stateName, FileStore.pepperName, FileStore.deviceKeyName]

  /// Runs `passcode arguments…` as they are (no `--store` added), with `LANG` set.
  private func run(
    _ sandbox: Sandbox, _ arguments: [String], lang: String = "C.UTF-8"
  ) async throws -> Finished {
    try await PasscodeBinary.start(
      arguments, input: .bytes([]), scratch: sandbox.root,
      environment: ["LANG": lang, "LC_ALL": "", "LC_MESSAGES": ""]
    ).finish()
  }

  @Test(
    "reset where there is no store (a mistyped --store): 5, says there is no store at that path and nothing was erased, creates nothing, and the real store is untouched (LOCK-5)"
  )
  func noStoreThere() async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213")
    try await sandbox.expect(1, "verify", input: .lines("135791"))
    let state = try sandbox.bytes(FileStore.stateName)
    let pepper = try sandbox.bytes(FileStore.pepperName)

    // A directory that does not exist, and one that exists but holds no store.
    let typo = sandbox.root.appendingPathComponent("stor").path
    let empty = sandbox.root.appendingPathComponent("empty").path
    try #require(mkdir(empty, 0o700) == 0)
    for directory in [typo, empty] {
      let finished = try await run(sandbox, ["reset", "--erase", "--yes", "--store", directory])
      #expect(finished.status == 5, "\(directory): \(finished.stderr)")
      #expect(
        finished.stderr
          == "There is no passcode store at \(directory), so nothing was erased. If the passcode "
          + "is stored elsewhere, give its directory with --store.\n",
        "\(finished.stderr)")
      #expect(!finished.stderr.contains("were erased"), "\(finished.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: typo), "the mistyped directory was created")
    let left = try FileManager.default.contentsOfDirectory(atPath: empty)
    #expect(Self.storeFiles.allSatisfy { !left.contains($0) }, "\(left)")

    // In the terminal's language, with the path.
    for locale in [PasscodeLocale.japanese, .german, .arabic] {
      let lang = ["ja": "ja_JP.UTF-8", "de": "de_DE.UTF-8", "ar": "ar_SA.UTF-8"][locale.rawValue]!
      let finished = try await run(
        sandbox, ["reset", "--erase", "--yes", "--store", typo], lang: lang)
      #expect(finished.status == 5)
      let localizer = Localizer(locale)
      #expect(
        finished.stderr.contains(
          localizer.sentences([LocalizedText(CLIKey.noStoreAt, .verbatim(typo))])),
        "\(lang): \(finished.stderr)")
      #expect(
        finished.stderr.contains(localizer.string(CLIKey.giveStoreDirectory)),
        "\(lang): \(finished.stderr)")
    }

    // The real store is as it was: same files, same count, the passcode still verifies.
    #expect(try sandbox.bytes(FileStore.stateName) == state)
    #expect(try sandbox.bytes(FileStore.pepperName) == pepper)
    #expect(try await sandbox.status().failures == 1)
    try await sandbox.expect(0, "verify", input: .lines("480213"))
  }

  @Test(
    "reset erases a store with only one of its files, or a file where a store file belongs: 0 and erased; a second reset finds nothing (5) (LOCK-5, STO-4)"
  )
  func partialStoresAreErased() async throws {
    for kept in Self.storeFiles {
      let sandbox = try Sandbox()
      try await sandbox.setPasscode("480213")
      for name in Self.storeFiles where name != kept {
        try FileManager.default.removeItem(at: sandbox.url(name))
      }
      let erased = try await sandbox.expect(0, "reset", "--erase", "--yes")
      #expect(
        erased.stderr.contains("The passcode, its pepper and the failure count were erased."),
        "only \(kept): \(erased.stderr)")
      let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.store.path)
      #expect(Self.storeFiles.allSatisfy { !left.contains($0) }, "only \(kept): \(left)")
      #expect(try await sandbox.status().passcodeSet == false)
      // Now there is nothing of a store: nothing to erase.
      let again = try await sandbox.expect(5, "reset", "--erase", "--yes")
      #expect(again.stderr.contains("so nothing was erased"), "\(again.stderr)")
    }

    // A directory where the state record belongs, and nothing else: damage, erased.
    let sandbox = try Sandbox()
    try #require(mkdir(sandbox.url(FileStore.stateName).path, 0o700) == 0)
    try await sandbox.expect(4, "status")
    try await sandbox.expect(0, "reset", "--erase", "--yes")
    #expect(!FileManager.default.fileExists(atPath: sandbox.url(FileStore.stateName).path))
    try await sandbox.setPasscode("258036")
    try await sandbox.expect(0, "verify", input: .lines("258036"))
  }
}
