extension PasscodeLock {
  /// Erases a passcode an earlier installation of the app left in the store, on the first
  /// launch of this installation; call it once at launch, before reading the status, and
  /// only while protected data is available (an app lock's runtime waits for it).
  ///
  /// A marker that cannot be read now (``InstallMarkerState/unreadable``: the device was not
  /// unlocked since it started) erases nothing: the check is left for a later launch.
  ///
  /// When `marker` is missing, the store is erased (`reset()`, LOCK-5: the verifier, the
  /// pepper, the failure count, a permanent lock) and then the marker is left, so later
  /// launches keep the passcode. When the erase fails, the marker is not left and the next
  /// launch tries again (an erase interrupted after it was recorded reads as no passcode,
  /// STO-4; one that failed before leaves the old passcode locking the app).
  ///
  /// A store that is not deleted with the app on purpose (an app upgraded from a version that
  /// kept the passcode without this marker) is erased once too: adopt this call in the first
  /// release that stores a passcode.
  ///
  /// - Returns: whether this was a new installation (the store was erased).
  /// - Throws: ``PasscodeError/store(_:)`` when the store cannot be erased.
  @discardableResult
  public func eraseIfNewInstall(marker: some InstallMarker) async throws -> Bool {
    guard marker.state() == .absent else { return false }
    try await reset()
    marker.markPresent()
    return true
  }
}
