/// Resolves ``LocalizedText`` values into strings for one language.
///
/// Strings come from ``PasscodeStrings`` (PasscodeKit's tables, an app's tables over them, and
/// strings set in code), falling back to English for a key missing in the language, and to
/// an entry's `other` form for a plural form it lacks (tests make sure neither happens in the
/// tables shipped here). When no table has a key at all (PasscodeKit's resource bundle was
/// not installed), the key itself is shown.
///
/// ```swift
/// let localizer = Localizer(.german)
/// localizer.string(LocalizedText(.wrongPasscode, .number(3)))  // "Falscher Code. Noch 3 Versuche"
/// ```
public struct Localizer: Hashable, Sendable {
  /// The language strings are resolved for.
  public var locale: PasscodeLocale
  /// Where the strings come from.
  public let strings: PasscodeStrings

  /// Creates a localizer for `locale` reading `strings` (by default the app's, with its
  /// overrides).
  public init(_ locale: PasscodeLocale, strings: PasscodeStrings = .shared) {
    self.locale = locale
    self.strings = strings
  }

  /// Whether two localizers speak the same language from the same strings.
  public static func == (lhs: Localizer, rhs: Localizer) -> Bool {
    lhs.locale == rhs.locale && lhs.strings === rhs.strings
  }

  /// Hashes the language and the strings' identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(locale)
    hasher.combine(ObjectIdentifier(strings))
  }

  /// The text in this localizer's language, with its arguments inserted.
  public func string(_ text: LocalizedText) -> String {
    guard let entry = strings.entry(name: text.name, table: text.table, locale: locale) else {
      return text.name
    }
    let template: String
    switch entry {
    case .text(let value):
      template = value
    case .plural(let format, let variables):
      template = StringFormat.expand(format: format, variables: variables) { index in
        guard text.arguments.indices.contains(index),
          case .number(let count) = text.arguments[index]
        else { return .other }
        return locale.pluralCategory(for: count)
      }
    }
    return StringFormat.fill(template) { index in
      guard text.arguments.indices.contains(index) else { return nil }
      switch text.arguments[index] {
      case .number(let value): return String(value)
      case .countdown(let duration): return Self.countdown(duration)
      case .text(let key): return string(key)
      case .duration(let duration): return spelledOut(duration)
      case .phrase(let phrase): return string(phrase)
      case .verbatim(let value): return value
      }
    }
  }

  /// Texts that are sentences, joined the way the language writes running text: each ends
  /// with the language's full stop unless it already ends with punctuation (every message in
  /// PasscodeKit's tables does; an app's own tables may not), separated by a space (none in
  /// Chinese and Japanese). Hindi ends a sentence with `।`; Thai ends none with a mark and
  /// separates sentences with a space.
  ///
  /// ```swift
  /// Localizer(.english).sentences([
  ///   LocalizedText(.wrongPasscode, .number(4)), LocalizedText(.tryAgainIn, .duration(.seconds(60))),
  /// ])  // "Wrong passcode. 4 attempts left. Try again in 1 minute."
  /// ```
  public func sentences(_ texts: [LocalizedText]) -> String {
    let ideographic = Self.ideographicFullStop.contains(locale.language)
    let fullStop = Self.fullStops[locale.language] ?? "."
    let separator = ideographic ? "" : " "
    return texts.map { text in
      let sentence = string(text)
      guard let last = sentence.last, !Self.closingPunctuation.contains(last) else {
        return sentence
      }
      return sentence + fullStop
    }.joined(separator: separator)
  }

  /// Languages that end a sentence with `。` and put no space between sentences.
  private static let ideographicFullStop: Set<String> = ["ja", "zh", "yue"]

  /// The full stop of each language that has another than `.`: none in Thai.
  private static let fullStops: [String: String] = [
    "ja": "。", "zh": "。", "yue": "。", "hi": "।", "th": "",
  ]

  /// The marks that already end a sentence, in the languages PasscodeKit speaks (Greek asks
  /// with `;`, Arabic with `؟`, Hindi ends with `।`).
  private static let closingPunctuation: Set<Character> = [
    ".", "!", "?", "。", "！", "？", "؟", "…", "।", ";", "\u{037E}",
  ]

  /// A time span in words, rounded up to whole seconds: "1 minute", "4 minutes 30 seconds",
  /// "1 hour 30 minutes" (and "0 seconds" for none).
  public func spelledOut(_ duration: Duration) -> String {
    let total = Int(clamping: max(0, duration.wholeSecondsRoundedUp))
    let parts: [(StringKey, Int)] = [
      (.hours, total / 3600), (.minutes, total / 60 % 60), (.seconds, total % 60),
    ]
    let words = parts.filter { $0.1 > 0 }.map { key, count in
      string(LocalizedText(key, .number(count)))
    }
    guard var result = words.first else { return string(LocalizedText(.seconds, .number(0))) }
    for word in words.dropFirst() {
      result = string(LocalizedText(.durationParts, .verbatim(result), .verbatim(word)))
    }
    return result
  }

  /// The string for a key without arguments.
  public func string(_ key: StringKey) -> String {
    string(LocalizedText(key))
  }

  /// The string for a client's key without arguments (``ClientStringKey``).
  public func string<Key: ClientStringKey>(_ key: Key) -> String {
    string(LocalizedText(key))
  }

  /// A time left as a countdown, rounded up to whole seconds: `0:05`, `4:59`, `1:02:03`.
  ///
  /// Rounding up means the countdown shows `0:01` while any time is left, and reaches `0:00`
  /// only when the wait is over.
  public static func countdown(_ duration: Duration) -> String {
    let total = max(0, duration.wholeSecondsRoundedUp)
    let hours = total / 3600
    let minutes = total / 60 % 60
    let seconds = total % 60
    func twoDigits(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
    if hours > 0 { return "\(hours):\(twoDigits(minutes)):\(twoDigits(seconds))" }
    return "\(minutes):\(twoDigits(seconds))"
  }
}
