@_spi(Core) import PasscodeEngine

/// The model of a secure text field: secret characters shown as bullets, the last one typed
/// revealed briefly, as on iOS.
///
/// Rules, each tested:
/// - A single typed character is revealed for ``revealDuration`` (1.5 s by default); typing the
///   next one masks it at once (only the newest is ever visible).
/// - Delete cancels a reveal and never reveals an earlier character.
/// - Paste, autofill and programmatic replacement never reveal.
/// - Losing focus, backgrounding, screen capture (recording, mirroring) and VoiceOver mask at
///   once, and nothing is revealed while focus is away, capture is on or VoiceOver runs; with
///   VoiceOver only the count is announced ("3 of 6 entered").
/// - The clear button empties the field and cancels the timer.
///
/// Time is expressed as effects: ``Effect/scheduleMask(after:token:)`` asks the skin to send
/// ``Event/timerFired(_:)`` later; a stale token is ignored. The characters live in a zeroing
/// `SecretBuffer` (UTF-8), copied on write, never in a `String`; ``displayText`` holds at most
/// one of them.
public struct MaskedText: Equatable, Sendable {
  /// Something that happened to the field.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum Event: Equatable, Sendable {
    /// One character typed on a keyboard: it is revealed briefly.
    case typed(Unicode.Scalar)
    /// Text pasted at the end (UTF-8): never revealed. Refused whole if it does not fit.
    case pasted(SecretBuffer)
    /// Autofill or a programmatic set replaced everything (UTF-8): never revealed. Refused if
    /// it does not fit.
    case replaced(SecretBuffer)
    /// Delete backward: the last character goes.
    case deleteBackward
    /// The clear button.
    case clear
    /// The field gained (`true`) or lost (`false`) focus.
    case focusChanged(Bool)
    /// The app went to the background.
    case backgrounded
    /// The screen started (`true`) or stopped being captured, recorded or mirrored.
    case screenCaptureChanged(Bool)
    /// VoiceOver started (`true`) or stopped running.
    case voiceOverChanged(Bool)
    /// A timer from ``Effect/scheduleMask(after:token:)`` fired.
    case timerFired(TimerToken)
  }

  /// Something the skin must do.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum Effect: Equatable, Sendable {
    /// Send ``Event/timerFired(_:)`` with `token` after `after`, to mask the revealed character.
    case scheduleMask(after: Duration, token: TimerToken)
    /// The timer with `token` is no longer needed; the skin may invalidate it (firing it anyway
    /// is harmless).
    case cancelMaskTimer(TimerToken)
    /// Speak this with VoiceOver.
    case announce(LocalizedText)
  }

  /// The character that stands for a hidden one.
  public static let bullet: Character = "\u{2022}"

  /// The most characters (Unicode scalars) the field holds.
  public let maximumLength: Int
  /// How long a typed character stays visible.
  public let revealDuration: Duration
  private var text: SecretText
  private var revealToken: TimerToken?
  private var tokens = TimerTokenSource()
  /// Whether the field has focus.
  public private(set) var isFocused = false
  /// Whether the screen is being captured, recorded or mirrored.
  public private(set) var isScreenCaptured = false
  /// Whether VoiceOver is running.
  public private(set) var isVoiceOverRunning = false

  /// Creates an empty field.
  ///
  /// - Precondition: `maximumLength` is 1…1024 (four UTF-8 bytes each must fit a
  ///   `SecretBuffer`).
  public init(maximumLength: Int = 64, revealDuration: Duration = .milliseconds(1500)) {
    precondition(
      (1...SecretBuffer.maximumCapacity / 4).contains(maximumLength),
      "a masked field holds 1 to \(SecretBuffer.maximumCapacity / 4) characters")
    self.maximumLength = maximumLength
    self.revealDuration = revealDuration
    text = SecretText(capacity: maximumLength * 4)
  }

  /// The number of characters (Unicode scalars) held.
  public var count: Int { text.scalarCount }

  /// Whether the field is empty.
  public var isEmpty: Bool { text.isEmpty }

  /// Whether the last character is visible now.
  public var isRevealing: Bool { revealToken != nil }

  /// What the field shows: a bullet per character, the last one in clear while revealed.
  public var displayText: String {
    let hidden = count - (isRevealing ? 1 : 0)
    var result = String(repeating: Self.bullet, count: hidden)
    if isRevealing, let last = lastScalar { result.unicodeScalars.append(last) }
    return result
  }

  /// What VoiceOver says: "3 of 16 entered".
  public var progress: LocalizedText {
    LocalizedText(.ofTotalEntered, .number(count), .number(maximumLength))
  }

  /// A copy of the characters as UTF-8, for the host to use and clear.
  public func secret() -> SecretBuffer {
    text.copy()
  }

  /// Calls `body` with the characters as UTF-8. The pointer must not escape `body`.
  public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result)
    rethrows -> Result
  {
    try text.withUnsafeBytes(body)
  }

  /// Applies `event` and returns what the skin must do.
  public mutating func handle(_ event: Event) -> [Effect] {
    switch event {
    case .typed(let scalar):
      guard count < maximumLength, text.append(scalar) else { return [] }
      var effects = mask()
      if mayReveal {
        let token = tokens.next()
        revealToken = token
        effects.append(.scheduleMask(after: revealDuration, token: token))
      }
      return effects + announcement()
    case .pasted(let bytes):
      guard fits(bytes, adding: true), text.append(contentsOf: bytes) else { return [] }
      return mask() + announcement()
    case .replaced(let bytes):
      guard fits(bytes, adding: false) else { return [] }
      text.wipe()
      text.append(contentsOf: bytes)
      return mask() + announcement()
    case .deleteBackward:
      guard !isEmpty else { return [] }
      text.removeLastScalar()
      return mask() + announcement()
    case .clear:
      text.wipe()
      return mask() + announcement()
    case .focusChanged(let focused):
      isFocused = focused
      return focused ? [] : mask()
    case .backgrounded:
      return mask()
    case .screenCaptureChanged(let captured):
      isScreenCaptured = captured
      return captured ? mask() : []
    case .voiceOverChanged(let running):
      isVoiceOverRunning = running
      return running ? mask() : []
    case .timerFired(let token):
      if token == revealToken { revealToken = nil }
      return []
    }
  }

  /// Traps if the state is inconsistent. Tests call it after every event.
  func assertInvariants() {
    precondition(count <= maximumLength, "never more characters than the maximum")
    precondition(text.capacity == maximumLength * 4, "room for the longest UTF-8 text")
    if isRevealing {
      precondition(!isEmpty, "a reveal shows a character")
      precondition(mayReveal, "nothing is revealed without focus, under capture or VoiceOver")
    }
    let valid = text.withUnsafeBytes { SecretText.decode($0) { _ in true } }
    precondition(valid, "the field holds valid UTF-8")
  }

  /// Whether a typed character may be shown.
  private var mayReveal: Bool { isFocused && !isScreenCaptured && !isVoiceOverRunning }

  /// Ends a reveal now, cancelling its timer.
  private mutating func mask() -> [Effect] {
    guard let token = revealToken else { return [] }
    revealToken = nil
    return [.cancelMaskTimer(token)]
  }

  /// The count, spoken when VoiceOver runs.
  private func announcement() -> [Effect] {
    isVoiceOverRunning ? [.announce(progress)] : []
  }

  /// Whether `bytes` are valid UTF-8 that fits, appended or replacing everything.
  private func fits(_ bytes: SecretBuffer, adding: Bool) -> Bool {
    var scalars = 0
    let valid = bytes.withUnsafeBytes { raw in
      SecretText.decode(raw) { _ in
        scalars += 1
        return true
      }
    }
    return valid && (adding ? count : 0) + scalars <= maximumLength
  }

  /// The last character held.
  private var lastScalar: Unicode.Scalar? {
    text.withUnsafeBytes { bytes in
      guard let start = bytes.lastIndex(where: { $0 & 0b1100_0000 != 0b1000_0000 }) else {
        return nil
      }
      var iterator = bytes[start...].makeIterator()
      var decoder = Unicode.UTF8()
      if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
      return nil
    }
  }
}
