/// The flows a scene was asked to show, one at a time, in the order they were asked for: the
/// "only one passcode screen on screen" rule behind the skins' async APIs.
///
/// ```swift
/// let ticket = queue.request(PasscodeFlow(.change))
/// if queue.current?.ticket == ticket { present(PasscodeFlow(.change)) }  // else wait your turn
/// // when the screen ends:
/// if let next = queue.finish(ticket) { present(next.flow) }
/// ```
///
/// The app lock is not queued: ``AppLock`` presents it above whatever flow is on display.
@_spi(Skins) public struct PasscodeFlowQueue: Equatable, Sendable {
  /// Identifies one request.
  struct Ticket: Hashable, Sendable, CustomStringConvertible {
    let rawValue: UInt64

    /// `flow#N`, for logs.
    var description: String { "flow#\(rawValue)" }
  }

  /// A request and its ticket.
  struct Entry: Hashable, Sendable {
    /// The request's ticket.
    let ticket: Ticket
    /// The flow asked for.
    let flow: PasscodeFlow
  }

  /// The flow on display, if any.
  private(set) var current: Entry?
  /// The flows waiting for their turn, oldest first.
  private(set) var waiting: [Entry] = []
  private var lastTicket: UInt64 = 0

  /// Creates an empty queue.
  init() {}

  /// Asks for `flow`; it goes on display at once when nothing else is, else after the flows
  /// asked for before it.
  mutating func request(_ flow: PasscodeFlow) -> Ticket {
    lastTicket += 1
    let entry = Entry(ticket: Ticket(rawValue: lastTicket), flow: flow)
    if current == nil {
      current = entry
    } else {
      waiting.append(entry)
    }
    return entry.ticket
  }

  /// Ends the request with `ticket`: the flow on display finished, or a waiting one is no
  /// longer wanted. Returns the entry that goes on display as a result, if any; an unknown or
  /// finished ticket changes nothing.
  mutating func finish(_ ticket: Ticket) -> Entry? {
    guard current?.ticket == ticket else {
      waiting.removeAll { $0.ticket == ticket }
      return nil
    }
    current = waiting.isEmpty ? nil : waiting.removeFirst()
    return current
  }

  /// Checks the queue's invariants; tests call it after every change.
  func assertInvariants() {
    precondition(current != nil || waiting.isEmpty, "a flow waits only behind another")
    let tickets = ([current].compactMap { $0 } + waiting).map(\.ticket.rawValue)
    precondition(tickets == tickets.sorted(), "first asked, first shown")
    precondition(Set(tickets).count == tickets.count, "every ticket once")
  }
}
