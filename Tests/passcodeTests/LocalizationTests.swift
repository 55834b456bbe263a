import Foundation
import Testing

@_spi(Skins) @testable import PasscodeCore
@testable import passcode

/// The CLI speaks the terminal's language from PasscodeKit's tables and its own, and says
/// clearly when those tables were not installed beside it.
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

  // MARK: Every line of human output in one language

  /// The languages other than English, as `LANG` names them.
  static let otherLanguages: [(locale: PasscodeLocale, lang: String)] = [
    (.japanese, "ja_JP.UTF-8"), (.german, "de_DE.UTF-8"), (.spanish, "es_ES.UTF-8"),
    (.arabic, "ar_SA.UTF-8"),
  ]

  /// More languages, as region-specific Unix locales, each with the table it must speak from.
  static let regionalLanguages: [(locale: PasscodeLocale, lang: String)] = [
    ("pl", "pl_PL.UTF-8"), ("pt-BR", "pt_BR.UTF-8"), ("pt-PT", "pt_PT.UTF-8"),
    ("zh-Hant", "zh_TW.UTF-8"), ("zh-HK", "zh_HK.UTF-8"), ("zh-Hans", "zh_CN.UTF-8"),
    ("es-419", "es_MX.UTF-8"), ("fr-CA", "fr_CA.UTF-8"), ("nb", "nb_NO.UTF-8"),
    ("he", "he_IL.UTF-8"), ("ru", "ru_RU.UTF-8"), ("hi", "hi_IN.UTF-8"), ("th", "th_TH.UTF-8"),
    ("fi", "fi_FI.UTF-8"), ("el", "el_GR.UTF-8"), ("uk", "uk_UA.UTF-8"),
  ].map { (PasscodeLocale(identifier: $0.0)!, $0.1) }

  /// The English words of `passcode status`'s summary: its labels, values and the format's
  /// name, as they were printed around translated fragments ("Next attempt: in 1分").
  static let statusEnglish: Set = [
    "Passcode", "set", "Wrong", "attempts", "attempt", "of", "Next", "in", "now", "never",
    "Device", "binding", "software", "key", "store", "hardware", "bound", "none", "plain",
    "record", "upgraded", "after", "correct", "passcode", "numeric", "Numeric", "Digit", "Code",
  ]

  /// The words of English that are words of `locale` too, so not a leak.
  static func sharedWords(_ locale: PasscodeLocale) -> Set<String> {
    switch locale.language {
    case "de": ["in", "Code", "Hardware"]
    case "es", "pt": ["software", "hardware"]
    case "fr": ["Code"]
    default: []
    }
  }

  /// The English words in `text` (runs of ASCII letters) from `words`, leaving out what is
  /// typed as it is: commands quoted in backticks (`passcode set`), options (`--store`) and
  /// input syntax (`name=value`).
  static func english(in text: String, of words: Set<String>, locale: PasscodeLocale)
    -> [String]
  {
    let quoted = text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: " ")
    let tokens = quoted.split(whereSeparator: \.isWhitespace)
      .filter { !$0.hasPrefix("--") && !$0.contains("=") }.joined(separator: " ")
    let found = tokens.split { !($0.isASCII && $0.isLetter) }.map(String.init)
    return found.filter { words.subtracting(sharedWords(locale)).contains($0) }
  }

  /// Runs `status` in `sandbox` in each language and checks that no line has an English word
  /// of the summary and that each expected line is there; `expected` gives them for a
  /// localizer, each either a whole line or a test of one.
  private func expectStatus(
    _ sandbox: Sandbox, state: String, environment: [String: String] = [:],
    languages: [(locale: PasscodeLocale, lang: String)] = otherLanguages,
    _ expected: (Localizer) -> [(String) -> Bool],
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    for (locale, lang) in languages {
      let finished = try await PasscodeBinary.start(
        sandbox.withStore(["status"]), input: .bytes([]), scratch: sandbox.root,
        environment: ["LANG": lang, "LC_ALL": "", "LC_MESSAGES": ""].merging(environment) {
          $1
        }
      ).finish()
      #expect(finished.status == 0, "\(state), \(lang): \(finished.stderr)")
      let lines = finished.stdout.split(separator: "\n").map(String.init)
      for line in lines {
        let leaked = Self.english(in: line, of: Self.statusEnglish, locale: locale)
        #expect(
          leaked.isEmpty, "\(state), \(lang): English \(leaked) in “\(line)”",
          sourceLocation: sourceLocation)
      }
      for (index, matches) in expected(Localizer(locale)).enumerated() {
        #expect(
          lines.contains(where: matches),
          "\(state), \(lang): expected line \(index + 1) missing from \(lines)",
          sourceLocation: sourceLocation)
      }
    }
  }

  /// A test that a line is exactly `text`.
  private static func line(_ text: String) -> (String) -> Bool { { $0 == text } }

  @Test(
    "status in Japanese, German, Spanish and Arabic: every line in that language when no passcode is set, set, locked out and permanently locked"
  )
  func statusSpeaksOneLanguage() async throws {
    let sandbox = try Sandbox()
    try await expectStatus(sandbox, state: "not set") { localizer in
      [Self.line(localizer.sentences([LocalizedText(.notSet), LocalizedText(CLIKey.setOne)]))]
    }

    try await sandbox.setPasscode("480213")
    func setLines(_ localizer: Localizer, failures: Int) -> [(String) -> Bool] {
      [
        Self.line(
          localizer.string(
            LocalizedText(CLIKey.statusSet, .phrase(LocalizedText(.numericCode, .number(6)))))),
        Self.line(
          localizer.string(LocalizedText(CLIKey.statusFailures, .number(failures), .number(10)))),
        Self.line(
          localizer.string(
            LocalizedText(CLIKey.statusBinding, .phrase(LocalizedText(CLIKey.bindingSoftware))))),
      ]
    }
    try await expectStatus(sandbox, state: "set") { localizer in
      setLines(localizer, failures: 0) + [Self.line(localizer.string(CLIKey.statusNextNow))]
    }

    for attempt in 1...5 {
      try await sandbox.expect(1, "verify", input: .lines("13579\(attempt)"))
    }
    try await expectStatus(sandbox, state: "locked out") { localizer in
      let waits = (1...60).map {
        localizer.string(LocalizedText(CLIKey.statusNextIn, .duration(.seconds($0))))
      }
      return setLines(localizer, failures: 5) + [{ waits.contains($0) }]
    }

    let locked = try Sandbox()
    try await locked.setPasscode("480213", "--max-failures", "5")
    for attempt in 1...5 {
      try await locked.expect(1, "verify", input: .lines("13579\(attempt)"))
    }
    try await expectStatus(locked, state: "permanently locked") { localizer in
      [
        Self.line(localizer.string(LocalizedText(CLIKey.statusFailures, .number(5), .number(5)))),
        Self.line(localizer.string(CLIKey.statusNextNever)),
        {
          $0.contains(localizer.string(.permanentlyLocked))
            && $0.contains(localizer.string(CLIKey.onlyResetLeaves))
        },
      ]
    }
  }

  @Test(
    "LANG=pl_PL.UTF-8 passcode status, and 15 more region-specific locales (pt_BR, pt_PT, zh_TW, zh_HK, es_MX, fr_CA, nb_NO…): every line from the region's own table"
  )
  func statusInRegionalLocales() async throws {
    let sandbox = try Sandbox()
    let languages = Self.regionalLanguages
    try await expectStatus(sandbox, state: "not set", languages: languages) { localizer in
      [Self.line(localizer.sentences([LocalizedText(.notSet), LocalizedText(CLIKey.setOne)]))]
    }
    try await sandbox.setPasscode("480213")
    try await expectStatus(sandbox, state: "set", languages: languages) { localizer in
      [
        Self.line(
          localizer.string(
            LocalizedText(CLIKey.statusSet, .phrase(LocalizedText(.numericCode, .number(6)))))),
        Self.line(localizer.string(LocalizedText(CLIKey.statusFailures, .number(0), .number(10)))),
        Self.line(localizer.string(CLIKey.statusNextNow)),
      ]
    }
    // The regional words are the region's: Brazil's and Portugal's differ, and so do Taiwan's
    // and Hong Kong's where their tables do.
    let brazil = Localizer(try #require(PasscodeLocale(identifier: "pt-BR")))
    let portugal = Localizer(try #require(PasscodeLocale(identifier: "pt-PT")))
    #expect(brazil.string(.enterPasscode) != portugal.string(.enterPasscode))
    let wrong = try await run(sandbox, lang: "pt_PT.UTF-8", ["verify"], input: .lines("111111"))
    #expect(wrong.status == 1)
    #expect(
      wrong.stderr.hasPrefix(portugal.string(LocalizedText(.wrongPasscode, .number(9)))),
      "\(wrong.stderr)")
  }

  #if os(Linux)
    @Test(
      "status under a faked clock in Japanese, German, Spanish and Arabic: why the clock is not trusted, in that language (CLK-4)"
    )
    func statusWithAnUntrustedClock() async throws {
      let sandbox = try Sandbox()
      try await sandbox.setPasscode("480213")
      let library = try await ClockAttackTests.buildShiftingLibrary(in: sandbox)
      try await expectStatus(
        sandbox, state: "untrusted clock",
        environment: ["LD_PRELOAD": library, "CLOCK_SHIFT_SECONDS": "86400"]
      ) { localizer in
        [
          { $0.hasPrefix(localizer.sentences([LocalizedText(.clockUntrusted)])) },
          Self.line(localizer.string(CLIKey.statusNextNow)),
        ]
      }
    }
  #endif

  @Test(
    "LANG=ja_JP.UTF-8 and de_DE.UTF-8: line input that ends early, a reset with no store, a form line and a file that cannot be written are told in that language"
  )
  func otherMessagesSpeakOneLanguage() async throws {
    let sandbox = try Sandbox()
    let typo = sandbox.root.appendingPathComponent("typo").path
    let unwritable = sandbox.root.appendingPathComponent("missing/drawing.svg").path
    for (locale, lang) in [(PasscodeLocale.japanese, "ja_JP.UTF-8"), (.german, "de_DE.UTF-8")] {
      let localizer = Localizer(locale)
      let set = try await run(sandbox, lang: lang, ["set"], input: .lines("480213"))
      #expect(set.status == 65)
      #expect(
        set.stderr
          == localizer.sentences([
            LocalizedText(
              CLIKey.inputEnded, .number(2), .verbatim(localizer.string(CLIKey.promptConfirmation)),
              .number(2))
          ]) + "\n", "\(lang): \(set.stderr)")

      let reset = try await PasscodeBinary.start(
        ["reset", "--erase", "--yes", "--store", typo], input: .bytes([]), scratch: sandbox.root,
        environment: ["LANG": lang, "LC_ALL": "", "LC_MESSAGES": ""]
      ).finish()
      #expect(reset.status == 5)
      #expect(
        reset.stderr
          == localizer.sentences([
            LocalizedText(CLIKey.noStoreAt, .verbatim(typo)),
            LocalizedText(CLIKey.giveStoreDirectory),
          ]) + "\n", "\(lang): \(reset.stderr)")

      let form = try await run(sandbox, lang: lang, ["form"], input: .lines("bogus"))
      #expect(form.status == 65)
      #expect(
        form.stderr
          == localizer.sentences([LocalizedText(CLIKey.formNotNameValue, .number(1))]) + "\n",
        "\(lang): \(form.stderr)")

      let render = try await run(sandbox, lang: lang, ["render", "-o", unwritable])
      #expect(render.status == 74)
      // The system's reason in the language too, never strerror's English.
      #expect(
        render.stderr
          == localizer.sentences([
            LocalizedText(CLIKey.fileNotWritten, .verbatim(unwritable), SystemReason.phrase(ENOENT))
          ]) + "\n", "\(lang): \(render.stderr)")
      #expect(!render.stderr.contains(String(cString: strerror(ENOENT))), "\(render.stderr)")

      for finished in [set, reset, form, render] {
        let english = Self.english(
          in: finished.stderr,
          of: [
            "The", "There", "input", "ended", "line", "Line", "could", "written", "store",
            "erased", "nothing", "field", "write", "Check",
          ],
          locale: locale)
        #expect(english.isEmpty, "\(lang): English \(english) in \(finished.stderr)")
      }
    }
  }

  @Test("every CLIKey is in the CLI's English table, and the table has no other key")
  func cliKeysAreTheTable() throws {
    let folder = try #require(CLIKey.tablesFolder, "the command's bundle is built")
    #expect(CLIKey.bundleNames.contains(folder.lastPathComponent))
    let english = try StringTable.read(
      folder: folder.appendingPathComponent("en.lproj"), name: CLIKey.table)
    #expect(Set(english.entries.keys) == Set(CLIKey.allCases.map(\.rawValue)))
  }

  @Test("LANG=C and an unshipped language: English")
  func englishMessages() async throws {
    let sandbox = try Sandbox()
    for lang in ["C.UTF-8", "cy_GB.UTF-8"] {
      let notSet = try await run(sandbox, lang: lang, ["verify"], input: .lines("1234"))
      #expect(notSet.stderr.contains("No passcode is set. Set one with `passcode set`."), "\(lang)")
    }
  }

  @Test(
    "a binary copied without its resource bundles says which to copy, and exits 69 until all three are there"
  )
  func missingResourceBundle() async throws {
    let sandbox = try Sandbox()
    let alone = sandbox.root.appendingPathComponent("alone/passcode")
    let folder = alone.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let built = try PasscodeBinary.require()
    try FileManager.default.copyItem(at: built, to: alone)
    // One more bundle copied beside it each round: it refuses, naming the ones still missing
    // (and not those it has), until the last is there.
    for copied in 0...InstalledCopy.resourceBundles.count {
      let finished = try await PasscodeBinary.start(
        ["status", "--store", sandbox.store.path], input: .bytes([]), scratch: sandbox.root,
        executable: alone
      ).finish()
      let missing = InstalledCopy.resourceBundles.dropFirst(copied)
      if missing.isEmpty {
        #expect(finished.status == 0, "\(finished.stderr)")
        break
      }
      #expect(finished.status == 69, "\(copied) copied: \(finished.stderr)")
      for name in InstalledCopy.resourceBundles {
        #expect(
          finished.stderr.contains(name) == missing.contains(name),
          "\(copied) copied, \(name): \(finished.stderr)")
      }
      #expect(finished.stderr.contains(folder.path), "\(finished.stderr)")
      #expect(!finished.stderr.contains("Fatal error"), "\(finished.stderr)")
      let name = InstalledCopy.resourceBundles[copied]
      try FileManager.default.copyItem(
        at: built.deletingLastPathComponent().appendingPathComponent(name),
        to: folder.appendingPathComponent(name))
    }
  }
}
