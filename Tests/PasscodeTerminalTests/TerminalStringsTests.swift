import Foundation
@_spi(Skins) import PasscodeTerminal
import PasscodeTerminalResources
import Testing

@_spi(Skins) @testable import PasscodeCore

/// The terminal skin's own strings (``TerminalStringKey``) are in its own table, found in its
/// own bundle; the table's completeness in every language is checked with PasscodeKit's
/// (`LocalizationResourcesTests`).
@Suite("The terminal skin's string table")
struct TerminalStringsTests {
  @Test("every TerminalStringKey is in the English table, and the table has no other key")
  func keysAreTheTable() throws {
    let folder = try #require(TerminalStringKey.tablesFolder, "the terminal's bundle is built")
    #expect(PasscodeTerminalResources.bundleNames.contains(folder.lastPathComponent))
    let english = try StringTable.read(
      folder: folder.appendingPathComponent("en.lproj"), name: TerminalStringKey.table)
    #expect(Set(english.entries.keys) == Set(TerminalStringKey.allCases.map(\.rawValue)))
  }

  @Test("the terminal's texts come from its table in the localizer's language, not their keys")
  func textsAreLookedUp() {
    for locale in PasscodeLocale.allCases {
      let text = Localizer(locale).string(TerminalStringKey.notATerminal)
      #expect(text != TerminalStringKey.notATerminal.rawValue, "\(locale.rawValue)")
    }
    #expect(
      Localizer(.german).string(TerminalStringKey.notATerminal)
        != Localizer(.english).string(TerminalStringKey.notATerminal))
  }
}
