@_spi(Core) import PasscodeEngine

extension PasscodeLock {
  /// The lock's status, or the store error that kept it from being read — the form
  /// ``PasscodeFlow/start(status:lock:biometrics:reduceMotion:)`` takes.
  public func statusResult() async -> Result<PasscodeStatus, StoreError> {
    do {
      return .success(try await status())
    } catch PasscodeError.store(let error) {
      return .failure(error)
    } catch {
      return .failure(.reading(error))
    }
  }
}
