import Testing

@_spi(Skins) @testable import PasscodeCore

/// One flow on screen at a time, first asked first shown.
@Suite struct PasscodeFlowQueueTests {
  @Test func theFirstRequestShowsAtOnceTheRestWait() {
    var queue = PasscodeFlowQueue()
    let change = queue.request(PasscodeFlow(.change))
    queue.assertInvariants()
    #expect(queue.current == PasscodeFlowQueue.Entry(ticket: change, flow: PasscodeFlow(.change)))
    let remove = queue.request(PasscodeFlow(.remove))
    let confirm = queue.request(PasscodeFlow(.unlock))
    queue.assertInvariants()
    #expect(queue.current?.ticket == change)
    #expect(queue.waiting.map(\.flow) == [PasscodeFlow(.remove), PasscodeFlow(.unlock)])

    #expect(queue.finish(change)?.ticket == remove)
    queue.assertInvariants()
    #expect(queue.finish(remove)?.ticket == confirm)
    #expect(queue.finish(confirm) == nil)
    queue.assertInvariants()
    #expect(queue.current == nil && queue.waiting.isEmpty)
  }

  @Test func aWaitingRequestCanBeWithdrawn() {
    var queue = PasscodeFlowQueue()
    let first = queue.request(PasscodeFlow(.create))
    let second = queue.request(PasscodeFlow(.change))
    let third = queue.request(PasscodeFlow(.remove))
    #expect(queue.finish(second) == nil)
    queue.assertInvariants()
    #expect(queue.current?.ticket == first)
    #expect(queue.finish(first)?.ticket == third)
  }

  @Test func finishedAndUnknownTicketsChangeNothing() {
    var queue = PasscodeFlowQueue()
    let first = queue.request(PasscodeFlow(.create))
    _ = queue.finish(first)
    let second = queue.request(PasscodeFlow(.unlock))
    #expect(queue.finish(first) == nil)
    #expect(queue.current?.ticket == second)
    #expect(first != second)
    #expect(second.description == "flow#2")
  }

  /// A sweep of request and finish sequences: the invariants always hold, and flows are shown
  /// in the order requested.
  @Test func sweepKeepsOrder() {
    for pattern in 0..<256 {
      var queue = PasscodeFlowQueue()
      var requested: [PasscodeFlowQueue.Ticket] = []
      var shown: [PasscodeFlowQueue.Ticket] = []
      for step in 0..<8 {
        if pattern >> step & 1 == 1 {
          let ticket = queue.request(PasscodeFlow(.unlock))
          requested.append(ticket)
          if queue.current?.ticket == ticket { shown.append(ticket) }
        } else if let current = queue.current {
          if let next = queue.finish(current.ticket) { shown.append(next.ticket) }
        }
        queue.assertInvariants()
      }
      while let current = queue.current {
        if let next = queue.finish(current.ticket) { shown.append(next.ticket) }
      }
      #expect(shown == requested, "pattern \(pattern)")
    }
  }
}
