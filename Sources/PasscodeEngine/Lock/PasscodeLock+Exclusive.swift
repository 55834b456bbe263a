// The lock's exclusive section (CNT-2), in which every operation of the lock and of its
// collaborators runs, through one `LockTransaction`; and how store failures become errors.
extension PasscodeLock {
  /// Runs `body` with exclusive access to the store (CNT-2): the in-process lock, then the
  /// store's own, through one ``LockTransaction`` that the lock and its collaborators share.
  ///
  /// With `creating` (a first `set`) a store that does not exist yet is created and locked
  /// (STO-5); otherwise a missing store is left alone and reads as empty.
  ///
  /// - Throws: what `body` throws; ``StoreError`` when access cannot be taken, as `wrapping`
  ///   makes it.
  func exclusive<T: Sendable, E: Error>(
    creating: Bool = false, wrapping: (StoreError) -> E,
    _ body: (isolated PasscodeLock, inout LockTransaction) async throws -> T
  ) async throws -> T {
    await operations.lock()
    let access: StoreAccess
    do {
      access = try await store.acquireExclusiveAccess(creating: creating)
    } catch {
      operations.unlock()
      throw wrapping(.reading(error))
    }
    defer {
      access.release()
      operations.unlock()
    }
    var transaction = LockTransaction(
      store: store, verifier: verifier, configuration: configuration,
      storeIsMissing: !access.storeExists)
    return try await body(self, &transaction)
  }

  /// ``exclusive(creating:wrapping:_:)`` throwing ``StoreError``.
  func exclusive<T: Sendable>(
    creating: Bool = false,
    _ body: (isolated PasscodeLock, inout LockTransaction) async throws -> T
  ) async throws -> T {
    try await exclusive(creating: creating, wrapping: { $0 }, body)
  }

  /// Runs `body`, turning store failures into ``PasscodeError/store(_:)``.
  func passcodeErrors<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch {
      throw PasscodeError.wrapping(error)
    }
  }
}

extension PasscodeError {
  /// `error` if it is a ``PasscodeError``; any other failure (a store's) as
  /// ``PasscodeError/store(_:)``.
  @_spi(Core) public static func wrapping(_ error: any Error) -> PasscodeError {
    error as? PasscodeError ?? .store(.reading(error))
  }
}

extension StoreError {
  /// A store's read error as a ``StoreError``; a host store's own error is kept as
  /// ``StoreFailure/other(_:)``.
  @_spi(Core) public static func reading(_ error: any Error) -> StoreError {
    error as? StoreError ?? .readFailed(.other(String(describing: error)))
  }

  /// A store's write error as a ``StoreError``; a host store's own error is kept as
  /// ``StoreFailure/other(_:)``.
  @_spi(Core) public static func writing(_ error: any Error) -> StoreError {
    error as? StoreError ?? .writeFailed(.other(String(describing: error)))
  }
}
