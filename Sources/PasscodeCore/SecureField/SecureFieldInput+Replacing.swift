extension SecureFieldInput {
  /// Decides what replacing a range of a secure input's characters does — UIKit's
  /// `UITextInput.replace(_:withText:)`, which AutoFill and the system's text input call — so
  /// that it takes the same path as typing (``init(inserting:isPaste:digitsOnly:)``).
  ///
  /// The caret of a secure input is always at the end and its characters are never edited in
  /// the middle:
  ///
  /// | range | text | input |
  /// |---|---|---|
  /// | empty, at the end | any | as inserted: typed, pasted, Return or refused |
  /// | everything, of a non-empty input | empty | ``MaskedText/Event/clear`` |
  /// | everything, of a non-empty input | characters | ``MaskedText/Event/replaced(_:)``: never revealed |
  /// | the last character | empty | ``MaskedText/Event/deleteBackward`` |
  /// | anything else | any | ``refused`` |
  ///
  /// - Parameters:
  ///   - range: the replaced characters, as offsets `0...count`.
  ///   - count: the number of characters the input holds.
  ///   - text: what goes in their place.
  ///   - digitsOnly: whether the input takes digits only.
  public init(replacing range: Range<Int>, of count: Int, with text: String, digitsOnly: Bool) {
    switch (range.lowerBound, range.upperBound) {
    case (count, count):
      self.init(inserting: text, digitsOnly: digitsOnly)
    case (0, count) where text.isEmpty:
      self = .event(.clear)
    case (0, count):
      switch SecureFieldInput(inserting: text, isPaste: true, digitsOnly: digitsOnly) {
      case .event(.pasted(let bytes)): self = .event(.replaced(bytes))
      case let other: self = other
      }
    case (count - 1, count) where text.isEmpty:
      self = .event(.deleteBackward)
    default:
      self = .refused
    }
  }
}
