/// A CLDR plural category: which grammatical form a language uses for a number.
///
/// English, German and Spanish use ``one`` and ``other``; Japanese only ``other``; Arabic all
/// six. See ``PasscodeLocale/pluralCategory(for:)`` for the rules. The raw values are the
/// keys of a `.stringsdict` entry's forms.
///
/// This enumeration is complete.
public enum PluralCategory: String, CaseIterable, Hashable, Sendable {
  /// The form for zero (Arabic, Latvian, Welsh).
  case zero
  /// The form for one (in some languages also for 0, or for 21, 31…).
  case one
  /// The dual form (Arabic, Hebrew, Slovenian: two).
  case two
  /// The paucal form (Arabic: 3…10 modulo 100; Russian and Polish: …2–4).
  case few
  /// The form for larger numbers (Arabic: 11…99 modulo 100; Russian and Polish: …5–9, …0).
  case many
  /// The general form every language has.
  case other
}
