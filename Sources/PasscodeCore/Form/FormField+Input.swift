extension FormField {
  /// The keyboard to show: the number pad for digits-only fields, an ASCII keyboard for
  /// ASCII-only fields (so that the user is never offered characters the field refuses),
  /// else the standard one.
  public var keyboard: FieldKeyboard {
    if isDigitsOnly { return .numberPad }
    return effectiveRules.contains(.asciiOnly) ? .ascii : .standard
  }

  /// Whether the keyboard may autocorrect and capitalise what is typed: only in free text
  /// with no rule on its characters and no autofill type (names, passwords and codes are
  /// never "corrected").
  public var allowsAutocorrection: Bool {
    kind == .text && keyboard == .standard && contentType == .none
  }

  /// The characters, counted from 0, after which a segmented field draws a gap between its
  /// groups, among those entered so far: `[2, 5]` for a complete 3-3-4 phone number, `[2]`
  /// after four digits; empty for other kinds.
  public var segmentBreaks: [Int] {
    guard case .segmented(let groups) = kind else { return [] }
    var breaks: [Int] = []
    var end = 0
    for length in groups.dropLast() {
      end += length
      if end <= count { breaks.append(end - 1) }
    }
    return breaks
  }
}
