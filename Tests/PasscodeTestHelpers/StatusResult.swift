import PasscodeEngine

/// `lock`'s status as a flow starts from it (`PasscodeFlow.start(status:…)`): the status, or the
/// ``StoreError`` that ``PasscodeLock/status()`` throws as ``PasscodeError/store(_:)`` when the
/// store cannot be read.
public func statusResult(of lock: PasscodeLock) async -> Result<PasscodeStatus, StoreError> {
  do {
    return .success(try await lock.status())
  } catch PasscodeError.store(let error) {
    return .failure(error)
  } catch {
    return .failure(.readFailed(.other(String(describing: error))))
  }
}
