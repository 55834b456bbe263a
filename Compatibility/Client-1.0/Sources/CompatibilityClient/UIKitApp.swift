#if canImport(UIKit)
  import PasscodeUIKit
  import UIKit

  // A UIKit app's use of PasscodeKit 1.0: configuration at launch, protection per scene, the
  // settings screen's calls, a step-up check, and the lock state. Kept as written for 1.0
  // (README.md): never edit it to follow a change in the library.

  /// Notes an app keeps under the passcode.
  actor NotesStore {
    static let shared = NotesStore()
    private var notes: [String] = []

    func close() { notes = [] }

    func eraseEverything() -> Bool {
      notes = []
      return true
    }
  }

  @MainActor
  enum PasscodeSetup {
    /// AppDelegate, at launch: every parameter of the configuration, as an app may set them.
    static func configure() {
      let configuration = PasscodeKit.Configuration(
        store: KeychainStore(
          service: "com.example.notes.passcode", accessGroup: nil,
          accessibility: .whenUnlockedThisDeviceOnly),
        lock: PasscodeConfiguration(
          format: .numeric(length: 6), formatChoices: PasscodeConfiguration.standardFormatChoices,
          maxFailures: 10, rejectsWeakPasscodes: true),
        appearance: PasscodeAppearance(preset: .default, appName: "Notes"),
        usesBiometrics: true,
        biometrics: SystemBiometricAuthenticator(),
        biometricPrompt: .onAppearAndForeground,
        biometricReason: "Unlock your notes",
        fallback: { _ in false },
        gracePeriod: .seconds(60),
        idleTimeout: .seconds(300),
        onPermanentLock: { await NotesStore.shared.close() },
        onStoreDamaged: { error in print("passcode store damaged:", error.localizedDescription) },
        eraseData: { await NotesStore.shared.eraseEverything() },
        installMarker: FileInstallMarker(),
        verifier: nil,
        clock: SystemBootClock())
      PasscodeKit.configure(configuration)
      PasscodeKit.configure(PasscodeKit.Configuration())  // every parameter has a default

      var changed = PasscodeKit.shared.configuration
      changed.gracePeriod = .zero
      changed.idleTimeout = nil
      changed.biometricPrompt = .onTap
      changed.usesBiometrics = false
      changed.appearance = PasscodeAppearance()
      PasscodeKit.shared.configuration = changed
    }

    /// SceneDelegate.scene(_:willConnectTo:options:).
    static func sceneConnected(_ scene: UIWindowScene) {
      PasscodeKit.protect(scene)
      let protecting: Bool = PasscodeKit.isProtecting(scene)
      _ = protecting
      PasscodeKit.shared.protect(scene)
      _ = PasscodeKit.shared.isProtecting(scene)
    }

    /// A "Lock Now" button.
    static func lockNow(_ scene: UIWindowScene) {
      PasscodeKit.lockNow()
      PasscodeKit.lockNow(in: scene)
      PasscodeKit.shared.lockNow()
      PasscodeKit.shared.lockNow(in: scene)
    }
  }

  /// The settings screen's calls.
  @MainActor
  final class PasscodeSettingsController: UIViewController {
    var faceIDSwitch = UISwitch()
    var status = UILabel()

    func turnPasscodeOn(in scene: UIWindowScene) async {
      do {
        let set: Bool = try await PasscodeKit.setPasscode(in: scene)
        status.text = set ? "Passcode on" : "Unchanged"
      } catch {
        status.text = error.localizedDescription
      }
    }

    func changePasscode(in scene: UIWindowScene) async throws {
      let changed: Bool = try await PasscodeKit.changePasscode(in: scene)
      _ = changed
      try await PasscodeKit.shared.changePasscode(in: scene)
    }

    func turnPasscodeOff(in scene: UIWindowScene) async throws {
      let removed: Bool = try await PasscodeKit.removePasscode(in: scene)
      _ = removed
      try await PasscodeKit.shared.removePasscode(in: scene)
      try await PasscodeKit.shared.setPasscode(in: scene)
    }

    func eraseEverything() async throws {
      try await PasscodeKit.resetPasscode()
      try await PasscodeKit.shared.resetPasscode()
    }

    func loadFaceIDSwitch() async throws {
      let on: Bool = try await PasscodeKit.biometricsEnabled()
      faceIDSwitch.isOn = on
      faceIDSwitch.isOn = try await PasscodeKit.shared.biometricsEnabled()
    }

    func faceIDSwitchChanged() async throws {
      try await PasscodeKit.setBiometricsEnabled(faceIDSwitch.isOn)
      try await PasscodeKit.shared.setBiometricsEnabled(faceIDSwitch.isOn)
    }

    /// The app's own system prompt (a permission alert) without a privacy cover.
    func askForPhotos() async -> Bool {
      await PasscodeKit.withSystemPrompt { true }
    }

    func askThrowing() async throws -> Int {
      try await PasscodeKit.shared.withSystemPrompt { () async throws -> Int in 1 }
    }
  }

  /// A step-up check before something sensitive, and an unlock on demand.
  @MainActor
  enum SensitiveActions {
    static func showRecoveryCodes(in scene: UIWindowScene) async -> Bool {
      let ending = await PasscodeKit.authenticate(
        in: scene, title: "Recovery Codes", reason: "Enter your passcode to show your codes",
        appearance: PasscodeAppearance(preset: .classic), allowsBiometrics: false)
      return FlowEndings.allowsAccess(ending)
    }

    static func checkAgain(in scene: UIWindowScene) async -> Bool {
      let ending: PasscodeFlow.Ending = await PasscodeKit.shared.authenticate(in: scene)
      await PasscodeKit.authenticate(in: scene, reason: "Confirm the payment")
      return ending == .completed
    }

    static func unlock(in scene: UIWindowScene) async -> PasscodeFlow.Ending {
      _ = await PasscodeKit.unlock(in: scene)
      return await PasscodeKit.shared.unlock(in: scene, allowsCancel: true)
    }

    /// Flows of the app's own, run by the facade.
    static func runFlows(in scene: UIWindowScene) async throws {
      let create = PasscodeFlow(.create)
      let ending = try await PasscodeKit.shared.run(create, in: scene)
      _ = FlowEndings.describe(ending)
      _ = try await PasscodeKit.shared.run(
        PasscodeFlow(
          .unlock, allowsCancel: true, offersFallback: false, promptsBiometricsOnAppear: false,
          permanentLockRecovery: .none), in: scene)
      _ = try await PasscodeKit.shared.run(PasscodeFlow(.change, allowsCancel: false), in: scene)
      _ = try await PasscodeKit.shared.run(PasscodeFlow(.remove), in: scene)
    }
  }

  /// What an app does when the lock state changes.
  @MainActor
  enum LockStateObserver {
    static func observe() async {
      let now: AppLockState = PasscodeKit.shared.lockState
      _ = describe(now)
      _ = PasscodeKit.shared.isPasscodeSet
      for await state in PasscodeKit.lockStates() where state == .locked {
        await NotesStore.shared.close()
      }
      for await state in PasscodeKit.shared.lockStates() {
        if describe(state) == "locked" { break }
      }
    }

    /// `AppLockState` is complete: an exhaustive switch.
    static func describe(_ state: AppLockState) -> String {
      switch state {
      case .unknown: "unknown"
      case .noPasscode: "no passcode"
      case .locked: "locked"
      case .unlocked: "unlocked"
      }
    }
  }

  /// The facade's lock and its engine, as an app reaches them.
  @MainActor
  enum EngineFromTheFacade {
    static func lockOfTheFacade() async throws -> Bool {
      let lock: PasscodeLock = PasscodeKit.shared.lock
      let status = try await lock.status()
      return status.isSet
    }

    /// A facade of its own (an app with two locks, or tests) over a lock it made.
    static func ownFacade() -> PasscodeKit {
      let lock = PasscodeLock(store: KeychainStore(service: "com.example.second"))
      _ = PasscodeKit(configuration: PasscodeKit.Configuration())
      return PasscodeKit(lock: lock, configuration: PasscodeKit.Configuration(gracePeriod: .zero))
    }
  }
#endif
