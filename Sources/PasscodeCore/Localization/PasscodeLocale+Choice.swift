import Foundation

extension PasscodeLocale {
  /// The language screens speak by default: on Apple platforms the first of
  /// `Bundle.main.preferredLocalizations` (the app's own languages, in the user's order) that
  /// PasscodeKit or the app's tables speak; elsewhere the languages the environment names
  /// (``posixLanguages(_:)``: `LANGUAGE`, then `LC_ALL`, `LC_MESSAGES` or `LANG`). A region
  /// takes its regional table (`es_MX` → `es-419`, `pt_PT` → `pt-PT`, `zh_HK` → `zh-HK`,
  /// `zh_TW` → `zh-Hant`) or falls back to its language. English when none matches.
  ///
  /// An app that ships only English therefore gets English screens for a German user, as its
  /// own screens are; an app that adds `fr.lproj/PasscodeKit.strings` gets French ones.
  public static var current: PasscodeLocale {
    #if canImport(Darwin)
      preferred(
        appLocalizations: Bundle.main.preferredLocalizations, available: PasscodeStrings.languages)
    #else
      preferred(
        appLocalizations: posixLanguages(ProcessInfo.processInfo.environment),
        available: PasscodeStrings.languages)
    #endif
  }

  /// The first of `appLocalizations` (the app's languages, most preferred first, as
  /// `Bundle.main.preferredLocalizations` gives them) that one of `available` speaks, with a
  /// region falling back to its regional table, then its language (`es-MX` → `es-419` →
  /// `es`, `de-AT` → `de`, `pt` → `pt-BR`, `zh-TW` → `zh-Hant`); English when none does.
  ///
  /// ```swift
  /// PasscodeLocale.preferred(appLocalizations: ["de-AT", "en"], available: [.english, .german])
  /// // .german
  /// ```
  public static func preferred(
    appLocalizations: [String], available: [PasscodeLocale]
  ) -> PasscodeLocale {
    let available = Set(available)
    for candidate in appLocalizations.compactMap(PasscodeLocale.init(identifier:)) {
      for identifier in candidate.fallbackChain {
        if let locale = PasscodeLocale(identifier: identifier), available.contains(locale) {
          return locale
        }
      }
    }
    return .english
  }

  /// The app's localizations ordered as `Bundle.preferredLocalizations(from:forPreferences:)`
  /// orders them for the user's languages: for each of `userLanguages` in turn, the app's
  /// localizations for it (the same identifier, then the same language), then
  /// `developmentLanguage`. A language the app does not have is never listed.
  ///
  /// ```swift
  /// PasscodeLocale.preferredLocalizations(
  ///   appLocalizations: ["en"], userLanguages: ["de-DE", "en-US"])  // ["en"]
  /// ```
  public static func preferredLocalizations(
    appLocalizations: [String], userLanguages: [String], developmentLanguage: String = "en"
  ) -> [String] {
    var result: [String] = []
    let app = appLocalizations.compactMap { name in
      PasscodeLocale(identifier: name).map { (name, $0) }
    }
    for user in userLanguages.compactMap(PasscodeLocale.init(identifier:)) {
      let matches =
        app.filter { $0.1 == user }
        + app.filter { $0.1 != user && user.fallbackChain.contains($0.1.rawValue) }
        + app.filter { $0.1 != user && $0.1.sameLanguage(as: user) }
      for (name, _) in matches where !result.contains(name) { result.append(name) }
    }
    if !result.contains(developmentLanguage) { result.append(developmentLanguage) }
    return result
  }

  /// The languages a terminal's environment names, most preferred first, as GNU gettext
  /// reads them for messages: the locale is the first of `LC_ALL`, `LC_MESSAGES` and `LANG`
  /// that is set and not empty; `C` and `POSIX` (or none) name no language, and then nothing
  /// else is read. Otherwise the colon-separated list in `LANGUAGE` (`pt_BR:pt:en`) comes
  /// first, then the locale.
  ///
  /// ```swift
  /// PasscodeLocale.posixLanguages(["LANG": "pt_BR.UTF-8"])  // ["pt_BR.UTF-8"]
  /// PasscodeLocale.posixLanguages(["LANG": "de_DE.UTF-8", "LANGUAGE": "fr:en"])
  /// // ["fr", "en", "de_DE.UTF-8"]
  /// ```
  public static func posixLanguages(_ environment: [String: String]) -> [String] {
    let names = ["LC_ALL", "LC_MESSAGES", "LANG"]
    guard let value = names.lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty })
    else { return [] }
    guard !(value == "C" || value == "POSIX" || value.hasPrefix("C.") || value.hasPrefix("C@"))
    else { return [] }
    let list = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init)
    return list.filter { !$0.isEmpty } + [value]
  }

  /// Whether two locales are one language for choosing among an app's localizations: the
  /// same language code under any of its names (`nb`, `no`), and for Chinese the same script
  /// (`zh-Hant` is not `zh-Hans`, as `Bundle` never gives one for the other).
  func sameLanguage(as other: PasscodeLocale) -> Bool {
    func names(_ locale: PasscodeLocale) -> Set<String> {
      let chain = locale.fallbackChain
      if locale.language == "zh" { return [chain.contains("zh-Hant") ? "zh-Hant" : "zh-Hans"] }
      return Set(chain.filter { !$0.contains("-") })
    }
    return !names(self).isDisjoint(with: names(other))
  }
}
