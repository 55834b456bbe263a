import Testing

@_spi(Skins) @testable import PasscodeCore

private struct Field {
  var model: MaskedText

  init(maximumLength: Int = 6, focused: Bool = true) {
    model = MaskedText(maximumLength: maximumLength)
    if focused { send(.focusChanged(true)) }
  }

  @discardableResult
  mutating func send(_ events: MaskedText.Event...) -> [MaskedText.Effect] {
    var effects: [MaskedText.Effect] = []
    for event in events {
      effects += model.handle(event)
      model.assertInvariants()
    }
    return effects
  }

  @discardableResult
  mutating func type(_ text: String) -> [MaskedText.Effect] {
    var effects: [MaskedText.Effect] = []
    for scalar in text.unicodeScalars { effects += send(.typed(scalar)) }
    return effects
  }

  var bytes: [UInt8] { model.withUnsafeBytes { Array($0) } }
}

private func token(_ effects: [MaskedText.Effect]) -> TimerToken? {
  effects.lazy.compactMap { effect -> TimerToken? in
    if case .scheduleMask(_, let token) = effect { return token }
    return nil
  }.last
}

@Suite("MaskedText")
struct MaskedTextTests {
  @Test("a typed character shows for 1.5 s; the next one masks it at once")
  func revealsLastTyped() throws {
    var field = Field()
    let first = field.type("a")
    let t1 = try #require(token(first))
    #expect(first == [.scheduleMask(after: .milliseconds(1500), token: t1)])
    #expect(field.model.displayText == "a")
    let second = field.type("b")
    let t2 = try #require(token(second))
    #expect(second == [.cancelMaskTimer(t1), .scheduleMask(after: .milliseconds(1500), token: t2)])
    #expect(field.model.displayText == "\u{2022}b")
    #expect(field.send(.timerFired(t1)).isEmpty)
    #expect(field.model.displayText == "\u{2022}b", "a stale timer changes nothing")
    field.send(.timerFired(t2))
    #expect(field.model.displayText == "\u{2022}\u{2022}")
    #expect(!field.model.isRevealing)
  }

  @Test("delete cancels the reveal and never reveals an earlier character")
  func deleteNeverReveals() throws {
    var field = Field()
    field.type("ab")
    let t = try #require(token(field.type("c")))
    #expect(field.send(.deleteBackward) == [.cancelMaskTimer(t)])
    #expect(field.model.displayText == "\u{2022}\u{2022}")
    field.send(.deleteBackward)
    #expect(field.model.displayText == "\u{2022}")
    #expect(field.bytes == Array("a".utf8))
  }

  @Test("paste, autofill and programmatic set never reveal; what does not fit is refused whole")
  func pasteNeverReveals() {
    var field = Field()
    #expect(field.send(.pasted(SecretBuffer(utf8: "abc"))).isEmpty)
    #expect(field.model.displayText == "\u{2022}\u{2022}\u{2022}")
    #expect(field.send(.pasted(SecretBuffer(utf8: "defg"))).isEmpty)
    #expect(field.bytes == Array("abc".utf8), "a paste past the maximum is refused whole")
    field.send(.replaced(SecretBuffer(utf8: "xyz123")))
    #expect(field.bytes == Array("xyz123".utf8))
    #expect(!field.model.isRevealing)
    field.send(.replaced(SecretBuffer(utf8: "1234567")))
    #expect(field.bytes == Array("xyz123".utf8))
    field.send(.replaced(SecretBuffer(copying: [0xFF, 0x41])))
    #expect(field.bytes == Array("xyz123".utf8), "invalid UTF-8 is refused")
  }

  @Test("typing past the maximum is impossible")
  func maximumLength() {
    var field = Field(maximumLength: 3)
    field.type("abcd")
    #expect(field.bytes == Array("abc".utf8))
    #expect(field.model.count == 3)
  }

  @Test(
    "losing focus, backgrounding, capture and VoiceOver mask at once",
    arguments: [
      MaskedText.Event.focusChanged(false), .backgrounded, .screenCaptureChanged(true),
      .voiceOverChanged(true),
    ])
  func masksAtOnce(event: MaskedText.Event) throws {
    var field = Field()
    let t = try #require(token(field.type("a")))
    #expect(field.send(event) == [.cancelMaskTimer(t)])
    #expect(field.model.displayText == "\u{2022}")
  }

  @Test("nothing is revealed without focus, under screen capture or with VoiceOver")
  func noRevealWhenUnsafe() {
    var unfocused = Field(focused: false)
    #expect(unfocused.type("a").isEmpty)
    var captured = Field()
    captured.send(.screenCaptureChanged(true))
    #expect(captured.type("a").isEmpty)
    #expect(captured.model.displayText == "\u{2022}")
    captured.send(.screenCaptureChanged(false))
    #expect(token(captured.type("b")) != nil, "reveals resume when capture stops")
  }

  @Test("with VoiceOver only the count is announced: '3 of 6 entered'")
  func voiceOver() {
    var field = Field()
    field.send(.voiceOverChanged(true))
    field.type("ab")
    let effects = field.type("c")
    #expect(effects == [.announce(LocalizedText(.ofTotalEntered, .number(3), .number(6)))])
    #expect(Localizer(.english).string(field.model.progress) == "3 of 6 entered")
    #expect(field.model.displayText == "\u{2022}\u{2022}\u{2022}")
  }

  @Test("the clear button empties the field and cancels the timer")
  func clear() throws {
    var field = Field()
    let t = try #require(token(field.type("ab")))
    #expect(field.send(.clear) == [.cancelMaskTimer(t)])
    #expect(field.model.isEmpty)
    #expect(field.model.displayText.isEmpty)
  }

  @Test("characters are Unicode scalars: multi-byte ones reveal and delete whole")
  func multiByte() {
    var field = Field()
    field.type("é😀")
    #expect(field.model.count == 2)
    #expect(field.model.displayText == "\u{2022}😀")
    field.send(.deleteBackward)
    #expect(field.bytes == Array("é".utf8))
  }

  @Test("copies never share characters (copy on write); secret() hands out an independent copy")
  func copyOnWrite() {
    var original = Field()
    original.type("ab")
    var copy = original
    copy.type("c")
    copy.send(.clear)
    #expect(original.bytes == Array("ab".utf8))
    let secret = original.model.secret()
    secret.removeAll()
    #expect(original.bytes == Array("ab".utf8))
  }

  @Test("sweep: random events keep the invariants; at most one character is ever visible")
  func sweep() {
    var state: UInt64 = 7
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var field = Field(maximumLength: 5)
    var tokens: [TimerToken] = []
    for _ in 0..<3000 {
      let event: MaskedText.Event
      switch next(11) {
      case 0...3: event = .typed(["a", "Z", "7", "é", "😀"][next(5)])
      case 4: event = .deleteBackward
      case 5: event = [.clear, .backgrounded][next(2)]
      case 6: event = .pasted(SecretBuffer(utf8: ["x", "yz", "🙂🙂"][next(3)]))
      case 7: event = .focusChanged(next(3) != 0)
      case 8:
        event = [.screenCaptureChanged(next(2) == 0), .voiceOverChanged(next(4) == 0)][next(2)]
      default: event = .timerFired(tokens.isEmpty ? TimerToken(0) : tokens[next(tokens.count)])
      }
      let effects = field.send(event)
      if let token = token(effects) { tokens.append(token) }
      let display = field.model.displayText
      #expect(display.unicodeScalars.count == field.model.count)
      #expect(display.filter { $0 != MaskedText.bullet }.count <= 1)
    }
  }
}
