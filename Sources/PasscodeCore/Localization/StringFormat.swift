/// Format specifiers in PasscodeKit's tables, substituted by PasscodeKit itself.
///
/// The tables use the specifiers Xcode, `genstrings`-style validators and translators know:
/// positional `%1$@` and `%2$d` (plain `%@` and `%d` count from the left), `%%` for a percent
/// sign, and `%#@name@` for a `.stringsdict` variable. A translated string is never passed to
/// `String(format:)`: each specifier is replaced by its argument's text here, whatever its
/// conversion letter says, so a wrong letter in a translation cannot read the wrong memory.
enum StringFormat {
  /// One specifier found in a template.
  struct Specifier: Hashable, Sendable {
    /// The argument it refers to, from 0; `nil` for `%%`.
    var argument: Int?
    /// Whether it was written with a position (`%2$d`).
    var isPositional: Bool
    /// The `.stringsdict` variable it names (`%#@attempts@`), if any.
    var variable: String?
    /// The conversion letters with their length modifier (`@`, `d`, `ld`).
    var conversion: String
    /// Where it is in the template.
    var range: Range<String.Index>
  }

  private static let lengthModifiers: Set<Character> = ["h", "l", "q", "L", "z", "t", "j"]
  private static let conversions: Set<Character> = [
    "@", "d", "D", "i", "u", "U", "x", "X", "o", "O", "f", "F", "e", "E", "g", "G", "c", "C",
    "s", "S", "p", "a", "A",
  ]

  /// The specifiers of `template`, left to right; text that is not a specifier is skipped.
  static func specifiers(in template: String) -> [Specifier] {
    var result: [Specifier] = []
    var next = 0
    var index = template.startIndex
    while let percent = template[index...].firstIndex(of: "%") {
      var cursor = template.index(after: percent)
      guard cursor < template.endIndex else { break }
      if template[cursor] == "%" {
        result.append(
          Specifier(
            argument: nil, isPositional: false, variable: nil, conversion: "%",
            range: percent..<template.index(after: cursor)))
        index = template.index(after: cursor)
        continue
      }
      var position: Int?
      let digits = template[cursor...].prefix { $0.isASCII && $0.isNumber }
      if !digits.isEmpty, digits.endIndex < template.endIndex, template[digits.endIndex] == "$",
        let number = Int(digits), number > 0
      {
        position = number - 1
        cursor = template.index(after: digits.endIndex)
      }
      var variable: String?
      var conversion = ""
      if template[cursor...].hasPrefix("#@"),
        let close = template[template.index(cursor, offsetBy: 2)...].firstIndex(of: "@")
      {
        variable = String(template[template.index(cursor, offsetBy: 2)..<close])
        conversion = "#@"
        cursor = template.index(after: close)
      } else {
        while cursor < template.endIndex, lengthModifiers.contains(template[cursor]) {
          conversion.append(template[cursor])
          cursor = template.index(after: cursor)
        }
        guard cursor < template.endIndex, conversions.contains(template[cursor]) else {
          index = template.index(after: percent)
          continue
        }
        conversion.append(template[cursor])
        cursor = template.index(after: cursor)
      }
      let argument = position ?? next
      next = argument + 1
      result.append(
        Specifier(
          argument: argument, isPositional: position != nil, variable: variable,
          conversion: conversion, range: percent..<cursor))
      index = cursor
    }
    return result
  }

  /// `template` with each specifier replaced by `text(argument)` (and `%%` by `%`), in one
  /// pass, so an argument's own text is never scanned for specifiers. A specifier whose
  /// argument `text` does not have (`nil`) is left as it is.
  static func fill(_ template: String, text: (Int) -> String?) -> String {
    var result = ""
    var last = template.startIndex
    for specifier in specifiers(in: template) where specifier.variable == nil {
      result += template[last..<specifier.range.lowerBound]
      if let argument = specifier.argument {
        result += text(argument) ?? String(template[specifier.range])
      } else {
        result += "%"
      }
      last = specifier.range.upperBound
    }
    return result + template[last...]
  }

  /// A `.stringsdict` entry as a plain template: each `%#@name@` replaced by the variable's
  /// form for its argument's plural category (`other` when the form is missing or the
  /// argument is not a number). Plain `%d` inside a form refers to the variable's argument
  /// and becomes positional, so it keeps meaning that argument once inserted.
  static func expand(
    format: String, variables: [String: [PluralCategory: String]],
    category: (Int) -> PluralCategory
  ) -> String {
    var result = ""
    var last = format.startIndex
    for specifier in specifiers(in: format) {
      guard let name = specifier.variable, let argument = specifier.argument else { continue }
      result += format[last..<specifier.range.lowerBound]
      let forms = variables[name] ?? [:]
      let form = forms[category(argument)] ?? forms[.other] ?? ""
      result += positional(form, argument: argument)
      last = specifier.range.upperBound
    }
    return result + format[last...]
  }

  /// `form` with its non-positional specifiers rewritten to refer to `argument`.
  private static func positional(_ form: String, argument: Int) -> String {
    var result = ""
    var last = form.startIndex
    for specifier in specifiers(in: form) where !specifier.isPositional && specifier.argument != nil
    {
      result += form[last..<specifier.range.lowerBound]
      result += "%\(argument + 1)$\(specifier.conversion)"
      last = specifier.range.upperBound
    }
    return result + form[last...]
  }
}
