import Foundation

/// Whether the data key may be handed out now, decided without waiting for the lock's actor:
/// the app lock closes it the moment the app locks (APP-1), and sets a deadline when the app
/// goes away within its grace period (APP-2), so that code running meanwhile — background work,
/// a notification action — is refused at once, never after a hop.
///
/// A success that releases the key opens the gate again; a check that began before the gate
/// was last closed does not (its generation is older).
final class DataKeyGate: @unchecked Sendable {
  private let lock = NSLock()
  private var closed = false
  private var deadline: BootInstant?
  private var closings: UInt64 = 0
  private var deadlinesSet: UInt64 = 0
  /// Whether protected data can be read now (`nil`: cannot tell), where the platform has such
  /// a thing: the key is refused whenever it says no (APP-1).
  private var protectedData: (@Sendable () -> Bool?)?

  /// How many times the gate was closed: a check takes it when it begins.
  var generation: UInt64 { lock.withLock { closings } }

  /// How many deadlines were set: a check takes it when it begins, to tell a deadline it began
  /// under from one set while it ran.
  var deadlineGeneration: UInt64 { lock.withLock { deadlinesSet } }

  /// Refuses the key from now until the next success opens the gate.
  func close() {
    lock.withLock {
      closed = true
      deadline = nil
      closings &+= 1
    }
  }

  /// Refuses the key once `deadline` has passed on the boot clock (`nil`: no deadline).
  func expire(at deadline: BootInstant?) {
    lock.withLock {
      self.deadline = deadline
      if deadline != nil { deadlinesSet &+= 1 }
    }
  }

  /// Refuses the key whenever `probe` says protected data cannot be read (the phone is
  /// locked), whatever else holds; `nil` removes the probe.
  func requireProtectedData(_ probe: (@Sendable () -> Bool?)?) {
    lock.withLock { protectedData = probe }
  }

  /// A success released the key: it may be handed out until the gate closes again.
  ///
  /// A deadline still to come stays. One that passed stays too when it was set while the check
  /// ran (`deadlineSeen`, ``deadlineGeneration`` when it began, is older): a check that ends
  /// after the app went away, begun just before, must not give the key past the app's grace
  /// period (APP-2). A passed deadline the check began under is lifted: the check is a proof
  /// given after it, as an unlock after the deadline's own refusal is. `nil`: never lifted.
  func open(now: BootInstant, deadlineSeen: UInt64?) {
    lock.withLock {
      closed = false
      guard let deadline, deadlineSeen == deadlinesSet, !Self.within(deadline, at: now) else {
        return
      }
      self.deadline = nil
    }
  }

  private static func within(_ deadline: BootInstant, at now: BootInstant) -> Bool {
    now.isTrusted && deadline.isTrusted && now.bootID == deadline.bootID
      && now.nanoseconds <= deadline.nanoseconds
  }

  /// Whether the key may be handed out at `now`. A deadline measured on a clock that cannot be
  /// trusted, or on another boot, has passed (CLK-3, CLK-4).
  func allows(now: BootInstant) -> Bool {
    let probe = lock.withLock { protectedData }
    // Outside the gate's lock: the probe may touch the file system.
    if probe?() == false {
      close()
      return false
    }
    return lock.withLock {
      if closed { return false }
      guard let deadline else { return true }
      let within = Self.within(deadline, at: now)
      // A deadline that passed closes the gate until the next success opens it.
      if !within {
        closed = true
        self.deadline = nil
        closings &+= 1
      }
      return within
    }
  }
}
