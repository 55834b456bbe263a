#if canImport(UIKit)
  @_spi(Skins) import PasscodeCore
  import UIKit

  extension PasscodeScreenHosting {
    /// Performs `PasscodeScreen.SkinEffect.showRecovery` for either skin: asks the user to
    /// confirm (an alert from this screen, so it sits in the lock's window, above everything),
    /// then lets the app erase its protected data with `eraseData`, then has the driver erase
    /// the passcode (`PasscodeScreenDriver.recoveryFinished(erased:)`). Backing out, or an
    /// `eraseData` that returns `false`, leaves the screen permanently locked.
    func performRecovery(
      localizer: Localizer, eraseData: (@MainActor () async -> Bool)?
    ) {
      let driver = driver
      // Nothing to confirm with (or no way to show the alert: already presenting, not on
      // screen): the screen stays permanently locked, its button ready again.
      guard let eraseData, presentedViewController == nil, viewIfLoaded?.window != nil else {
        Task { await driver.recoveryFinished(erased: false) }
        return
      }
      let alert = UIAlertController(
        title: localizer.string(.eraseDataTitle), message: localizer.string(.eraseDataMessage),
        preferredStyle: .alert)
      alert.addAction(
        UIAlertAction(title: localizer.string(.cancel), style: .cancel) { _ in
          Task { await driver.recoveryFinished(erased: false) }
        })
      alert.addAction(
        UIAlertAction(title: localizer.string(.erase), style: .destructive) { _ in
          Task { @MainActor in
            let erased = await eraseData()
            await driver.recoveryFinished(erased: erased)
          }
        })
      present(alert, animated: true)
    }
  }
#endif
