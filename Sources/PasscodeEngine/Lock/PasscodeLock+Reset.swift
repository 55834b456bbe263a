extension PasscodeLock {
  /// ``reset()``, telling whether there was a store to erase, so that a host can say there
  /// was none rather than report an erase (`passcode reset --store` with a mistyped path).
  ///
  /// - Returns: `true` when a store with any part of a passcode's store in it — whole, left by
  ///   an interrupted first set or erase, partial or damaged (STO-4) — was erased; `false`
  ///   when there was nothing of one (LOCK-5): a store directory that does not exist, or
  ///   holds no state, pepper or device key. Nothing is written then.
  /// - Throws: ``PasscodeError/store(_:)`` when the store cannot be reached or written.
  public func resetIfStored() async throws -> Bool {
    try await reset(announcing: true)
  }

  /// Whether the store holds any part of a passcode's store: a state record (of a passcode,
  /// or of a first set or an erase that was interrupted), a pepper or a device key, whole or
  /// not. A part that cannot be read counts too: it is damage, which only a reset clears
  /// (STO-4). Call it only while exclusive access is held on a store that exists.
  func storeHoldsAnything() -> Bool {
    do {
      if try store.loadState() != nil { return true }
      if let pepper = try store.loadPepper() {
        pepper.removeAll()
        return true
      }
      if let deviceKey = try store.loadDeviceKey() {
        deviceKey.removeAll()
        return true
      }
      return false
    } catch {
      return true
    }
  }
}
