@_spi(Core) import PasscodeEngine

@_spi(Skins) extension PasscodeScreen {
  /// The events for this screen when its passcode is typed on a keyboard: Delete, each
  /// character in turn (after ``Event/clear`` when everything was replaced), or
  /// submit for Return. Read the input with `digitsOnly: false`: the screen normalises and
  /// filters the characters itself.
  public static func events(for input: SecureFieldInput) -> [Event] {
    switch input {
    case .event(.typed(let scalar)): [.character(scalar)]
    case .event(.pasted(let bytes)): characters(of: bytes)
    case .event(.replaced(let bytes)): [.clear] + characters(of: bytes)
    case .event(.deleteBackward): [.delete]
    case .event(.clear): [.clear]
    case .returnKey: [.submit]
    case .event, .refused: []
    }
  }

  /// One ``Event/character(_:)`` per scalar of the UTF-8 `bytes`.
  private static func characters(of bytes: SecretBuffer) -> [Event] {
    var events: [Event] = []
    _ = bytes.withUnsafeBytes { raw in
      SecretText.decode(raw) { scalar in
        events.append(.character(scalar))
        return true
      }
    }
    return events
  }
}
