/// What a secure input shows the system's text input (UIKit's `UITextInput`) — AutoFill,
/// the keyboard, VoiceOver's text navigation — in place of its characters: a document of one
/// bullet per character, with the caret always at its end.
///
/// Positions are offsets `0...count`. Whatever the system asks, it only ever gets bullets
/// (``text(in:)``), never the secret, and it cannot move the caret or select: the selection is
/// always the empty range at the end (``selection``). Offsets from outside are clamped to the
/// document, so a stale position (from before a delete) never reaches past its end.
@_spi(Skins) public struct SecureTextDocument: Hashable, Sendable {
  /// The number of characters the input holds.
  var count: Int

  /// A document of `count` characters.
  public init(count: Int) {
    self.count = max(0, count)
  }

  /// The selection: the caret, at the end.
  public var selection: Range<Int> { count..<count }

  /// `offset` within the document: `0...count`.
  public func clamped(_ offset: Int) -> Int {
    min(max(offset, 0), count)
  }

  /// The range between two offsets, in order and within the document.
  public func range(from start: Int, to end: Int) -> Range<Int> {
    let (low, high) = (clamped(start), clamped(end))
    return min(low, high)..<max(low, high)
  }

  /// The position `offset` characters from `position`, or `nil` when it falls outside the
  /// document (as UIKit expects).
  public func position(from position: Int, offset: Int) -> Int? {
    let target = position + offset
    return (0...count).contains(target) ? target : nil
  }

  /// What the system reads for `range`: a bullet per character in it, never a character.
  public func text(in range: Range<Int>) -> String {
    let range = self.range(from: range.lowerBound, to: range.upperBound)
    return String(repeating: MaskedText.bullet, count: range.count)
  }
}
