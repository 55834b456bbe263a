/// Identifies one scheduled timer of a state machine, so that a timer that fires after it was
/// superseded (a stale token) is recognised and ignored.
///
/// A skin never makes tokens: it receives one in a scheduling effect and passes it back in the
/// event it sends when the time is up.
public struct TimerToken: Hashable, Sendable, CustomStringConvertible {
  let rawValue: UInt64

  init(_ rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// `timer#N`, for logs.
  public var description: String { "timer#\(rawValue)" }
}

/// Hands out increasing timer tokens.
struct TimerTokenSource: Hashable, Sendable {
  private var last: UInt64 = 0

  /// A token never handed out before by this source.
  mutating func next() -> TimerToken {
    last += 1
    return TimerToken(last)
  }
}
