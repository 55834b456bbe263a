import Foundation
import PasscodeEngine

// Spellings from before 1.0.0 (the unversioned PasscodeKit of 2026-11-21) that apps still
// call, kept deprecated for one major version (CHANGELOG.md: 1.0.0, "Upgrading from the
// unversioned PasscodeKit").

extension PasscodeEngine.PasscodeError {
  /// A sentence saying what went wrong and what to do.
  @available(
    *, deprecated, message: "Use localizedDescription: the sentence in the screens' language"
  )
  public var message: String { localizedDescription }
}

extension PasscodeEngine.StoreError {
  /// A sentence saying what went wrong and what to do.
  @available(
    *, deprecated, message: "Use localizedDescription: the sentence in the screens' language"
  )
  public var message: String { localizedDescription }
}

extension PasscodeLocale {
  /// The first of `preferredLanguages` that PasscodeKit speaks, or English.
  @available(
    *, deprecated,
    message:
      "Use PasscodeLocale.current (the app's own languages), or preferred(appLocalizations:available:)"
  )
  public static func bestMatch(for preferredLanguages: [String]) -> PasscodeLocale {
    preferred(appLocalizations: preferredLanguages, available: PasscodeLocale.allCases)
  }
}
