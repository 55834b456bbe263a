@_spi(Skins) extension PasscodeScreenDriver {
  /// ``start()`` from a status read just now, for this screen (an app lock reads once per
  /// presentation): nothing is read again.
  public func start(with read: Result<AppLock.Snapshot, StoreError>) async {
    await listenToStatus()
    switch read {
    case .success(let snapshot): load(status: snapshot.status, biometrics: snapshot.biometrics)
    case .failure(let error): send(.storeFailed(error))
    }
  }
}
