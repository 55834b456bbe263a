/// A CLDR plural category: which grammatical form a language uses for a number.
///
/// English, German and Spanish use ``one`` and ``other``; Japanese only ``other``; Arabic all
/// six. See ``PasscodeLocale/pluralCategory(for:)`` for the rules.
public enum PluralCategory: String, CaseIterable, Hashable, Sendable {
  /// The form for zero (Arabic).
  case zero
  /// The form for one (and, in Arabic, only for exactly one).
  case one
  /// The dual form (Arabic: exactly two).
  case two
  /// The paucal form (Arabic: 3…10, modulo 100).
  case few
  /// The form for larger numbers (Arabic: 11…99, modulo 100).
  case many
  /// The general form every language has.
  case other
}
