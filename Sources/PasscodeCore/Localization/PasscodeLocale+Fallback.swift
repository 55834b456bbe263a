extension PasscodeLocale {
  /// The identifiers to look a string up under, most specific first: the identifier and its
  /// shorter forms, then the regional table its region belongs to (CLDR's parent locales:
  /// `es-MX` → `es-419`, `en-AU` → `en-GB`, `pt-AO` → `pt-PT`, `zh-MO` → `zh-HK`), then its
  /// language. Portuguese without a region is Brazil's; Chinese goes by script, a region
  /// naming the script when none is given (`zh-TW` and `zh-HK` are Traditional, `zh` and
  /// `zh-CN` Simplified), and a Traditional chain never reaches the bare `zh` (Simplified by
  /// convention). A language with another code goes on to it (`iw` → `he`, `no` ⇄ `nb`,
  /// `nn` → `nb`, `in` → `id`).
  ///
  /// ```
  /// es-MX       es-MX, es-419, es
  /// pt          pt-BR, pt
  /// pt-AO       pt-AO, pt-PT, pt
  /// zh-Hant-HK  zh-Hant-HK, zh-HK, zh-Hant
  /// zh-TW       zh-TW, zh-Hant
  /// en-AU       en-AU, en-GB, en
  /// nb-NO       nb-NO, nb, no-NO, no
  /// ```
  var fallbackChain: [String] {
    var chain: [String] = []
    for identifier in Self.chain(rawValue) where !chain.contains(identifier) {
      chain.append(identifier)
    }
    let parts = rawValue.split(separator: "-").map(String.init)
    for other in Self.otherCodes[language, default: []] {
      let renamed = ([other] + parts.dropFirst()).joined(separator: "-")
      for identifier in Self.chain(renamed) where !chain.contains(identifier) {
        chain.append(identifier)
      }
    }
    return chain
  }

  /// The chain of `identifier` under its own language code.
  private static func chain(_ identifier: String) -> [String] {
    let parts = identifier.split(separator: "-").map(String.init)
    guard let language = parts.first else { return [] }
    let script = parts.dropFirst().first { $0.count == 4 }
    let region = parts.dropFirst().first { $0.count != 4 }
    // The identifier and its shorter forms, down to (not including) the bare language.
    var chain = (1..<max(parts.count, 1)).reversed().map { parts.prefix($0 + 1) }
      .map { $0.joined(separator: "-") }
    switch language {
    case "zh":
      let impliedScript = region.map { traditionalChineseRegions.contains($0) ? "Hant" : "Hans" }
      let written = script ?? impliedScript ?? "Hans"
      // zh-Hant-HK, then zh-HK (a region that names the same script), then the region's
      // parent (zh-MO → zh-HK), then the script's table, and bare zh for Simplified only.
      chain.removeAll { $0 == "zh-" + written }
      if let region, script != nil, impliedScript == written { chain.append("zh-" + region) }
      if written == "Hant", let region, hongKongChineseRegions.contains(region) {
        chain.append("zh-HK")
      }
      chain.append("zh-" + written)
      if written == "Hans" { chain.append("zh") }
      return chain
    case "pt":
      let european = region.map { $0 != "BR" && europeanPortugueseRegions.contains($0) } ?? false
      chain.append(european ? "pt-PT" : "pt-BR")
    case "es" where region.map(latinAmericanSpanishRegions.contains) == true:
      chain.append("es-419")
    case "en" where region.map(britishEnglishRegions.contains) == true:
      chain.append("en-GB")
    default:
      break
    }
    chain.append(language)
    return chain
  }

  /// Other codes a language is known by, or a language its readers read: the old ISO 639
  /// codes (`iw`, `in`, `ji`, `mo`), Norwegian (`no`, and Bokmål for Nynorsk readers).
  private static let otherCodes: [String: [String]] = [
    "he": ["iw"], "iw": ["he"], "id": ["in"], "in": ["id"], "yi": ["ji"], "ji": ["yi"],
    "nb": ["no"], "no": ["nb"], "nn": ["nb", "no"], "ro": ["mo"], "mo": ["ro"],
  ]

  /// Regions whose Chinese is written in Traditional characters when no script is named.
  private static let traditionalChineseRegions: Set<String> = ["TW", "HK", "MO"]

  /// Regions whose Traditional Chinese is Hong Kong's (CLDR: `zh-Hant-MO` → `zh-Hant-HK`).
  private static let hongKongChineseRegions: Set<String> = ["HK", "MO"]

  /// Regions whose Portuguese is Portugal's (CLDR's children of `pt-PT`); every other, and
  /// none, is Brazil's.
  private static let europeanPortugueseRegions: Set<String> = [
    "PT", "AO", "CH", "CV", "FR", "GQ", "GW", "LU", "MO", "MZ", "ST", "TL",
  ]

  /// Regions whose Spanish is Latin America's (CLDR's children of `es-419`), and `419`.
  private static let latinAmericanSpanishRegions: Set<String> = [
    "419", "AR", "BO", "BR", "BZ", "CL", "CO", "CR", "CU", "DO", "EC", "GT", "HN", "MX", "NI",
    "PA", "PE", "PR", "PY", "SV", "US", "UY", "VE",
  ]

  /// Regions whose English is spelled as Britain's (CLDR's children of `en-001` and
  /// `en-150`), Canada's excepted: Canadian English spells `-ize` as American English does.
  private static let britishEnglishRegions: Set<String> = [
    "001", "150", "GB", "AG", "AI", "AT", "AU", "BB", "BE", "BM", "BS", "BW", "BZ", "CC", "CH",
    "CK", "CM", "CX", "CY", "DE", "DG", "DK", "DM", "ER", "FI", "FJ", "FK", "FM", "GD", "GG",
    "GH", "GI", "GM", "GY", "HK", "IE", "IL", "IM", "IN", "IO", "JE", "JM", "KE", "KI", "KN",
    "KY", "LC", "LR", "LS", "MG", "MO", "MS", "MT", "MU", "MV", "MW", "MY", "NA", "NF", "NG",
    "NL", "NR", "NU", "NZ", "PG", "PK", "PN", "PW", "RW", "SB", "SC", "SD", "SE", "SG", "SH",
    "SI", "SL", "SS", "SX", "SZ", "TC", "TK", "TO", "TT", "TV", "TZ", "UG", "VC", "VG", "VU",
    "WS", "ZA", "ZM", "ZW",
  ]
}
