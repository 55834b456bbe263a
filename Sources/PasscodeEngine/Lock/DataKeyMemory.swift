/// The data key in memory (DATA-2) and who listens for it: the part of ``PasscodeDataKey`` that
/// lives in the lock's actor, from an unlock to the next lock. The gate beside it
/// (``DataKeyGate``) decides without the actor whether the key may be handed out.
struct DataKeyMemory {
  /// Whether the key may be handed out now, closed from any thread (APP-1, APP-2).
  let gate: DataKeyGate
  /// The data key while the app is unlocked, or why it is not available.
  private(set) var state = DataKeyState.locked
  /// The streams of ``PasscodeDataKey/availability()`` still listened to.
  private var listeners: [UInt64: @Sendable (Bool) -> Void] = [:]
  private var nextListener: UInt64 = 0

  init(gate: DataKeyGate) {
    self.gate = gate
  }

  /// Whether the key is in memory, the gate aside.
  var holdsKey: Bool {
    if case .available = state { return true }
    return false
  }

  /// Whether the key is in memory and may be handed out at `now`; zeroes it when the gate
  /// says it may not.
  mutating func isAvailable(now: BootInstant) -> Bool {
    closeIfGateShut(now: now)
    return holdsKey
  }

  /// Zeroes the key when the gate says it may not be handed out at `now`.
  mutating func closeIfGateShut(now: BootInstant) {
    guard holdsKey, !gate.allows(now: now) else { return }
    zero()
  }

  /// Closes the gate and zeroes the key: the app locked (DATA-2).
  mutating func lock() {
    gate.close()
    zero()
  }

  /// Zeroes the key in memory and tells the listeners.
  mutating func zero() {
    if case .available(let key) = state { key.removeAll() }
    let was = holdsKey
    state = .locked
    if was { announce(false) }
  }

  /// Keeps `key` in memory until the app locks, and tells the listeners. `now` and
  /// `deadlineSeen` say whether a passed deadline is lifted (``DataKeyGate/open(now:deadlineSeen:)``).
  mutating func makeAvailable(_ key: SecretBuffer, now: BootInstant, deadlineSeen: UInt64?) {
    if case .available(let old) = state, old !== key { old.removeAll() }
    gate.open(now: now, deadlineSeen: deadlineSeen)
    let was = holdsKey
    state = .available(key)
    if !was { announce(true) }
  }

  /// Says why the latest success left no key to give. A key still in memory from an earlier
  /// unlock is zeroed and the listeners hear that it went (DATA-2): the availability they
  /// follow is what ``PasscodeDataKey/key()`` answers.
  mutating func markUnavailable(_ reason: DataKeyError) {
    zero()
    state = .unavailable(reason)
  }

  /// Registers a listener; returns its id for ``stopListening(_:)``.
  mutating func listen(_ listener: @escaping @Sendable (Bool) -> Void) -> UInt64 {
    let id = nextListener
    nextListener += 1
    listeners[id] = listener
    return id
  }

  mutating func stopListening(_ id: UInt64) {
    listeners[id] = nil
  }

  private func announce(_ available: Bool) {
    for listener in listeners.values { listener(available) }
  }
}

/// Where the data key stands in memory.
enum DataKeyState {
  /// Not in memory: locked, or never unlocked since launch.
  case locked
  /// In memory, until the app locks.
  case available(SecretBuffer)
  /// Not available after the latest success, for this reason.
  case unavailable(DataKeyError)
}

/// A data key opened or made by a success, before it is saved.
struct OpenedDataKey {
  var key: SecretBuffer?
  /// Made by this success: used only once the record holding it is on disk.
  var isNew = false
}
