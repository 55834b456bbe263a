/// Resolves ``LocalizedText`` values into strings for one language.
///
/// A key missing from the language's table falls back to English; a plural form missing from an
/// entry falls back to the entry's `other` form (tests make sure neither happens in the tables
/// shipped here).
///
/// ```swift
/// let localizer = Localizer(.german)
/// localizer.string(LocalizedText(.wrongPasscode, .number(3)))  // "Falscher Code. Noch 3 Versuche"
/// ```
public struct Localizer: Hashable, Sendable {
  /// The language strings are resolved for.
  public var locale: PasscodeLocale

  /// Creates a localizer for `locale`.
  public init(_ locale: PasscodeLocale) {
    self.locale = locale
  }

  /// The text in this localizer's language, with its arguments inserted.
  public func string(_ text: LocalizedText) -> String {
    Self.resolve(text, locale: locale, table: Strings.table(for: locale))
  }

  /// `text` looked up in `table`, falling back to English for a missing key and to the
  /// `other` form for a missing plural form, with the arguments inserted.
  static func resolve(
    _ text: LocalizedText, locale: PasscodeLocale, table: [StringKey: StringEntry]
  ) -> String {
    guard let entry = table[text.key] ?? Strings.english[text.key] else {
      preconditionFailure("the English table has no string for \(text.key.rawValue)")
    }
    let template: String
    switch entry {
    case .text(let value):
      template = value
    case .plural(let index, let forms):
      let number = text.arguments.indices.contains(index) ? text.arguments[index] : nil
      guard case .number(let count) = number else {
        preconditionFailure("\(text.key.rawValue) needs a number as argument \(index)")
      }
      template = forms[locale.pluralCategory(for: count)] ?? forms[.other] ?? ""
    }
    return fill(template, arguments: text.arguments) { argument in
      switch argument {
      case .number(let value): String(value)
      case .countdown(let duration): countdown(duration)
      case .text(let key): resolve(LocalizedText(key), locale: locale, table: table)
      case .duration(let duration): spelledOut(duration, locale: locale, table: table)
      case .phrase(let phrase): resolve(phrase, locale: locale, table: table)
      case .verbatim(let value): value
      }
    }
  }

  /// Texts that are sentences, joined the way the language writes running text: each ends
  /// with the language's full stop unless it already ends with punctuation (a screen's
  /// "Wrong passcode. 3 attempts left" is a label there and a sentence here), separated by a
  /// space (none in Japanese).
  ///
  /// ```swift
  /// Localizer(.english).sentences([
  ///   LocalizedText(.wrongPasscode, .number(4)), LocalizedText(.tryAgainIn, .duration(.seconds(60))),
  /// ])  // "Wrong passcode. 4 attempts left. Try again in 1 minute."
  /// ```
  public func sentences(_ texts: [LocalizedText]) -> String {
    let fullStop = locale == .japanese ? "。" : "."
    let separator = locale == .japanese ? "" : " "
    return texts.map { text in
      let sentence = string(text)
      guard let last = sentence.last, !Self.closingPunctuation.contains(last) else {
        return sentence
      }
      return sentence + fullStop
    }.joined(separator: separator)
  }

  /// The marks that already end a sentence, in the languages PasscodeKit speaks.
  private static let closingPunctuation: Set<Character> = [".", "!", "?", "。", "！", "？", "؟", "…"]

  /// A time span in words, rounded up to whole seconds: "1 minute", "4 minutes 30 seconds",
  /// "1 hour 30 minutes" (and "0 seconds" for none).
  public func spelledOut(_ duration: Duration) -> String {
    Self.spelledOut(duration, locale: locale, table: Strings.table(for: locale))
  }

  /// ``spelledOut(_:)`` with `table`.
  private static func spelledOut(
    _ duration: Duration, locale: PasscodeLocale, table: [StringKey: StringEntry]
  ) -> String {
    let total = Int(clamping: max(0, duration.wholeSecondsRoundedUp))
    let parts: [(StringKey, Int)] = [
      (.hours, total / 3600), (.minutes, total / 60 % 60), (.seconds, total % 60),
    ]
    let words = parts.filter { $0.1 > 0 }.map { key, count in
      resolve(LocalizedText(key, .number(count)), locale: locale, table: table)
    }
    guard var result = words.first else {
      return resolve(LocalizedText(.seconds, .number(0)), locale: locale, table: table)
    }
    for word in words.dropFirst() {
      result = resolve(
        LocalizedText(.durationParts, .verbatim(result), .verbatim(word)), locale: locale,
        table: table)
    }
    return result
  }

  /// The string for a key without arguments.
  public func string(_ key: StringKey) -> String {
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

  /// Replaces each `{n}` with argument `n`, in one pass, so an argument's own text is never
  /// scanned for placeholders.
  private static func fill(
    _ template: String, arguments: [LocalizedText.Argument],
    format: (LocalizedText.Argument) -> String
  ) -> String {
    var result = ""
    var rest = template[...]
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      let afterOpen = rest.index(after: open)
      if let close = rest[afterOpen...].firstIndex(of: "}"),
        let index = Int(rest[afterOpen..<close]), arguments.indices.contains(index)
      {
        result += format(arguments[index])
        rest = rest[rest.index(after: close)...]
      } else {
        result.append("{")
        rest = rest[afterOpen...]
      }
    }
    return result + rest
  }
}
