@_spi(Skins) import PasscodeCore

extension ScreenFrame {
  /// The frame as JSON, in points, with a stable key order and number format:
  ///
  /// ```json
  /// {"canvas":{"width":393,"height":852},"safeArea":{"top":59,"left":0,"bottom":34,"right":0},"needsScrolling":false,"contentSize":{"width":393,"height":852},"elements":[
  /// {"id":"title","role":"title","label":"Enter Passcode","frame":{"x":20,"y":…,"width":…,"height":…}},
  /// …
  /// ]}
  /// ```
  ///
  /// `needsScrolling` is ``KeypadLayout/needsScrolling``: `true` when the content does not fit
  /// the safe area even at the smallest sizes (a small canvas at a large text size), so that a
  /// skin must scroll; `contentSize` is ``KeypadLayout/contentSize``, the size of what scrolls
  /// (the canvas, or taller). The frames are then in that content, and some lie past the
  /// canvas.
  ///
  /// A key showing a symbol in place of its word has `"symbol":"delete"` (``KeySymbol``). When
  /// the keypad shows letters (``KeypadLayout/keyFace``), every digit key has a `digitFrame`
  /// and each key with letters its `letters` (`"ABC"`) and `lettersFrame`, in the canvas like
  /// `frame`; its `label`, what VoiceOver reads, stays the digit. One element a line, so that
  /// differences between two renders read well.
  package func json() -> String {
    let number = RenderText.number
    let canvas = input.canvas
    let safe = input.safeArea
    let content = layout.contentSize
    let header =
      "{\"canvas\":{\"width\":\(number(canvas.width)),\"height\":\(number(canvas.height))},"
      + "\"safeArea\":{\"top\":\(number(safe.top)),\"left\":\(number(safe.left)),"
      + "\"bottom\":\(number(safe.bottom)),\"right\":\(number(safe.right))},"
      + "\"needsScrolling\":\(layout.needsScrolling),"
      + "\"contentSize\":{\"width\":\(number(content.width)),"
      + "\"height\":\(number(content.height))},\"elements\":["
    func json(_ frame: LayoutRect) -> String {
      "{\"x\":\(number(frame.x)),\"y\":\(number(frame.y)),\"width\":\(number(frame.width)),"
        + "\"height\":\(number(frame.height))}"
    }
    let face = layout.keyFace
    let rows = elements.map { element in
      var row =
        "{\"id\":\(RenderText.json(element.id)),\"role\":\(RenderText.json(element.role)),"
        + "\"label\":\(RenderText.json(element.label)),\"frame\":\(json(element.frame))"
        + (element.symbol.map { ",\"symbol\":\(RenderText.json($0.rawValue))" } ?? "")
      if case .key(let slot) = element.kind, slot.digit != nil, let box = face.letters {
        row += ",\"digitFrame\":\(json(face.digit.offset(to: element.frame)))"
        if let letters = element.letters {
          row +=
            ",\"letters\":\(RenderText.json(letters)),"
            + "\"lettersFrame\":\(json(box.offset(to: element.frame)))"
        }
      }
      return row + "}"
    }
    return header + "\n" + rows.joined(separator: ",\n") + "\n]}\n"
  }
}
