#if canImport(SwiftUI) && os(iOS)
  import Foundation
  @_spi(Skins) import PasscodeCore
  @_spi(Skins) import PasscodeUIKit
  import SwiftUI
  import UIKit

  /// The passcode lock for a SwiftUI app: an observable over PasscodeUIKit's `PasscodeKit`,
  /// the one facade both skins share — the same operations, meanings and settings
  /// (`PasscodeKit.Configuration`) — drawn with SwiftUI's ``PasscodeView``.
  ///
  /// Attach it to each scene's root view with ``SwiftUI/View/passcodeLock(_:themes:appName:)``,
  /// which finds the view's window scene and protects it: the lock, the flows and the privacy
  /// cover each go up in a window of their own above the scene's content — above any sheet,
  /// full-screen cover, popover or alert the app presents.
  ///
  /// An app that only asks for the passcode now and then — before showing recovery codes —
  /// uses ``SwiftUI/View/passcodeChecks(_:themes:appName:)`` instead (or no modifier at all:
  /// the flows then go to the app's frontmost window scene): nothing locks at launch.
  ///
  /// ```swift
  /// @main struct NotesApp: App {
  ///   init() { PasscodeKit.configure(PasscodeKit.Configuration(gracePeriod: .seconds(60))) }
  ///   @StateObject private var passcode = PasscodeController()
  ///   var body: some Scene {
  ///     WindowGroup { ContentView().passcodeLock(passcode) }
  ///   }
  /// }
  /// // in a settings view:
  /// let isSet = try await passcode.kit.setPasscode()  // false when the user cancelled
  /// // before showing something sensitive:
  /// if await passcode.kit.authenticate(allowsBiometrics: false) == .completed { … }
  /// ```
  ///
  /// The app has one lock, as the device has one passcode: unlocking in one window unlocks
  /// every window, and a window opened while the app is unlocked does not ask again. Share one
  /// controller between the app's scenes (made in the `App`), or make one per scene over the
  /// same `PasscodeKit` (the default, `PasscodeKit.shared`): either way they share the lock.
  ///
  /// Not in app extensions, as `PasscodeKit` is not: an extension or a widget uses
  /// `PasscodeLock` over the same store.
  @available(iOSApplicationExtension, unavailable)
  @MainActor
  public final class PasscodeController: ObservableObject {
    /// The facade this controller observes.
    public let kit: PasscodeKit
    /// The app lock's state: unknown while the status is read (or cannot be read now), no
    /// passcode, locked or unlocked — kept current.
    @Published public private(set) var lockState: AppLockState
    /// Whether a passcode is set: `false` until the lock's status has been read, then kept
    /// current — a passcode set, removed or reset anywhere in the app counts at once.
    @Published public private(set) var isPasscodeSet = false

    private var observing: Task<Void, Never>?

    /// Creates a controller over `kit` (by default `PasscodeKit.shared`, set up with
    /// `PasscodeKit.configure(_:)`).
    public init(kit: PasscodeKit = .shared) {
      self.kit = kit
      lockState = kit.lockState
      isPasscodeSet = kit.isPasscodeSet
      observing = Task { [weak self, kit] in
        for await state in kit.lockStates() {
          guard let self else { return }
          if self.lockState != state { self.lockState = state }
          if self.isPasscodeSet != kit.isPasscodeSet { self.isPasscodeSet = kit.isPasscodeSet }
        }
      }
    }

    deinit {
      observing?.cancel()
    }

    /// Creates a controller with its own `PasscodeKit` over `lock`.
    ///
    /// Prefer ``init(kit:)`` with `PasscodeKit.configure(_:)`: every setting in one
    /// `PasscodeKit.Configuration`, for UIKit and SwiftUI alike.
    @available(
      *, deprecated,
      message: "Configure PasscodeKit (PasscodeKit.configure(_:)) and use PasscodeController()."
    )
    public convenience init(
      lock: PasscodeLock, gracePeriod: Duration = .zero,
      biometrics: any BiometricAuthenticator = SystemBiometricAuthenticator(),
      usesBiometrics: Bool = true,
      locale: PasscodeLocale = .current,
      haptics: any HapticFeedback = SystemHapticFeedback(),
      announcer: any PasscodeAnnouncer = VoiceOverAnnouncer(),
      fallback: (@MainActor (UIViewController) async -> Bool)? = nil,
      clock: any MonotonicClock = SystemBootClock(),
      eraseData: (@MainActor () async -> Bool)? = nil,
      installMarker: (any InstallMarker)? = FileInstallMarker()
    ) {
      let configuration = PasscodeKit.Configuration(
        appearance: PasscodeAppearance(locale: locale, haptics: haptics),
        usesBiometrics: usesBiometrics, biometrics: biometrics, fallback: fallback,
        gracePeriod: gracePeriod, eraseData: eraseData, installMarker: installMarker,
        clock: clock)
      self.init(kit: PasscodeKit(lock: lock, configuration: configuration))
      kit.configuration.appearance.announcer = announcer
    }

    /// Speaks the screens' VoiceOver announcements (`PasscodeAppearance.announcer` of the kit's
    /// configuration: every controller over the same kit, and its UIKit screens).
    @available(
      *, deprecated,
      message:
        "PasscodeController only publishes the lock's state: use kit.configuration.appearance.announcer"
    )
    public var announcer: any PasscodeAnnouncer {
      get { kit.configuration.appearance.announcer }
      set { kit.configuration.appearance.announcer = newValue }
    }

    // MARK: - Settings (the kit's configuration)

    /// The lock the screens talk to.
    @available(
      *, deprecated, message: "PasscodeController only publishes the lock's state: use kit.lock"
    )
    public var lock: PasscodeLock { kit.lock }

    /// The kit's configuration: every setting, shared with UIKit code.
    @available(
      *, deprecated,
      message: "PasscodeController only publishes the lock's state: use kit.configuration"
    )
    public var configuration: PasscodeKit.Configuration {
      get { kit.configuration }
      set { kit.configuration = newValue }
    }

    /// `PasscodeKit.Configuration.gracePeriod`.
    @available(
      *, deprecated,
      message:
        "PasscodeController only publishes the lock's state: use kit.configuration.gracePeriod"
    )
    public var gracePeriod: Duration {
      get { kit.configuration.gracePeriod }
      set { kit.configuration.gracePeriod = newValue }
    }

    /// `PasscodeKit.Configuration.usesBiometrics`.
    @available(
      *, deprecated,
      message:
        "PasscodeController only publishes the lock's state: use kit.configuration.usesBiometrics"
    )
    public var usesBiometrics: Bool {
      get { kit.configuration.usesBiometrics }
      set { kit.configuration.usesBiometrics = newValue }
    }

    /// `PasscodeKit.Configuration.fallback`.
    @available(
      *, deprecated,
      message: "PasscodeController only publishes the lock's state: use kit.configuration.fallback"
    )
    public var fallback: (@MainActor (UIViewController) async -> Bool)? {
      get { kit.configuration.fallback }
      set { kit.configuration.fallback = newValue }
    }

    /// `PasscodeKit.Configuration.eraseData`.
    @available(
      *, deprecated,
      message: "PasscodeController only publishes the lock's state: use kit.configuration.eraseData"
    )
    public var eraseData: (@MainActor () async -> Bool)? {
      get { kit.configuration.eraseData }
      set { kit.configuration.eraseData = newValue }
    }

    /// The language of the screens (`PasscodeAppearance.locale`).
    @available(
      *, deprecated,
      message:
        "PasscodeController only publishes the lock's state: use kit.configuration.appearance.locale"
    )
    public var locale: PasscodeLocale {
      get { kit.configuration.appearance.locale }
      set { kit.configuration.appearance.locale = newValue }
    }

    /// The app's icon in the app header of themes that show one (`PasscodeAppearance.appIcon`);
    /// `nil` draws a padlock.
    @available(
      *, deprecated,
      message:
        "PasscodeController only publishes the lock's state: use kit.configuration.appearance.appIcon"
    )
    public var appIcon: UIImage? {
      get { kit.configuration.appearance.appIcon }
      set { kit.configuration.appearance.appIcon = newValue }
    }

    // MARK: - Flows

    /// Asks the user to choose a first passcode, twice, and sets it (`PasscodeKit.shared.setPasscode(in:)`).
    ///
    /// - Returns: `true` when the passcode was set, `false` when the user cancelled.
    /// - Throws: `PasscodeError.alreadySet` when a passcode is set, or `PasscodeError.store`.
    @discardableResult
    @available(
      *, deprecated,
      message:
        "PasscodeController only publishes the lock's state: call kit.setPasscode (PasscodeKit, the one facade)"
    )
    public func setPasscode() async throws -> Bool {
      try await kit.setPasscode()
    }

    /// Asks for the current passcode, then a new one twice, and changes it.
    ///
    /// - Returns: `true` when the passcode was changed, `false` when the user cancelled.
    /// - Throws: `PasscodeError.notSet`, `PasscodeError.store`, or
    ///   `PasscodeError.currentPasscodeRejected(_:)` when the failure limit is reached.
    @discardableResult
    @available(
      *, deprecated,
      message:
        "PasscodeController only publishes the lock's state: call kit.changePasscode (PasscodeKit, the one facade)"
    )
    public func changePasscode() async throws -> Bool {
      try await kit.changePasscode()
    }

    /// Asks for the passcode and turns it off.
    ///
    /// - Returns: `true` when the passcode was removed, `false` when the user cancelled.
    /// - Throws: `PasscodeError.notSet`, `PasscodeError.store`, or
    ///   `PasscodeError.currentPasscodeRejected(_:)` when the failure limit is reached.
    @discardableResult
    @available(
      *, deprecated,
      message:
        "PasscodeController only publishes the lock's state: call kit.removePasscode (PasscodeKit, the one facade)"
    )
    public func removePasscode() async throws -> Bool {
      try await kit.removePasscode()
    }

    /// Erases the passcode without asking for it (LOCK-5): the only way out of the permanent
    /// lock. Erase your protected data first.
    ///
    /// - Throws: `PasscodeError.store` when the store cannot be written.
    @available(
      *, deprecated,
      message:
        "PasscodeController only publishes the lock's state: call kit.resetPasscode (PasscodeKit, the one facade)"
    )
    public func resetPasscode() async throws {
      try await kit.resetPasscode()
    }

    /// Asks for the passcode once — before showing recovery codes, say — without turning the
    /// app lock on (`PasscodeKit.shared.authenticate(in:title:reason:appearance:allowsBiometrics:)`).
    /// Cancelling the task that awaits it takes the screen away.
    ///
    /// ```swift
    /// Button("Show Recovery Codes") {
    ///   Task {
    ///     if await passcode.kit.authenticate(allowsBiometrics: false) == .completed {
    ///       showsCodes = true
    ///     }
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: the screen's title, in place of "Enter Passcode"; `nil` keeps it.
    ///   - reason: why the app asks, in the user's language: the screen's subtitle, and the
    ///     sentence of the Touch ID prompt; `nil` for none.
    ///   - themes: the look of this screen; `nil` for the modifier's.
    ///   - allowsBiometrics: `false` asks for the passcode itself.
    /// - Returns: how it ended; `PasscodeFlow.Ending.noPasscodeSet` at once when no passcode is set.
    @discardableResult
    @available(
      *, deprecated,
      message:
        "PasscodeController only publishes the lock's state: call kit.authenticate(in:title:reason:appearance:allowsBiometrics:) (PasscodeKit, the one facade)"
    )
    public func authenticate(
      title: String? = nil, reason: String? = nil, themes: PasscodeThemes? = nil,
      allowsBiometrics: Bool = true
    ) async -> PasscodeFlow.Ending {
      var appearance: PasscodeAppearance?
      if let themes {
        appearance = kit.configuration.appearance
        appearance?.themes = themes
      }
      return await kit.authenticate(
        title: title, reason: reason, appearance: appearance, allowsBiometrics: allowsBiometrics)
    }

    /// Asks for the passcode (`PasscodeKit.shared.unlock(in:allowsCancel:)`): `false` (the default)
    /// locks the app and waits until it is unlocked; `true` asks once and may be cancelled.
    ///
    /// - Returns: how it ended; `PasscodeFlow.Ending.noPasscodeSet` at once when no passcode is set.
    @discardableResult
    @available(
      *, deprecated,
      message:
        "PasscodeController only publishes the lock's state: call kit.unlock (PasscodeKit, the one facade)"
    )
    public func unlock(allowsCancel: Bool = false) async -> PasscodeFlow.Ending {
      await kit.unlock(allowsCancel: allowsCancel)
    }

    /// Runs `flow` when its turn comes and returns how it ended.
    ///
    /// - Throws: the `PasscodeError` that keeps the flow from starting.
    @available(
      *, deprecated,
      message:
        "PasscodeController only publishes the lock's state: call kit.run (PasscodeKit, the one facade)"
    )
    public func run(_ flow: PasscodeFlow) async throws -> PasscodeFlow.Ending {
      try await kit.run(flow)
    }

    /// Locks the app now, in every protected window (`PasscodeKit.shared.lockNow()`).
    @available(
      *, deprecated,
      message:
        "PasscodeController only publishes the lock's state: call kit.lockNow (PasscodeKit, the one facade)"
    )
    public func lockNow() {
      kit.lockNow()
    }

    /// `PasscodeKit.shared.withSystemPrompt(_:)`: a system prompt of the app's own brings no privacy
    /// cover.
    @available(
      *, deprecated,
      message:
        "PasscodeController only publishes the lock's state: call kit.withSystemPrompt (PasscodeKit, the one facade)"
    )
    public func withSystemPrompt<T>(_ body: () async throws -> T) async rethrows -> T {
      try await kit.withSystemPrompt(body)
    }

    // MARK: - Biometrics

    /// Whether the user wants biometric unlock (`PasscodeKit.shared.biometricsEnabled()`).
    ///
    /// - Throws: `PasscodeError.store` when the store cannot be read.
    @available(
      *, deprecated,
      message:
        "PasscodeController only publishes the lock's state: call kit.biometricsEnabled (PasscodeKit, the one facade)"
    )
    public func biometricsEnabled() async throws -> Bool {
      try await kit.biometricsEnabled()
    }

    /// What a settings screen's Face ID or Touch ID switch shows: the device's availability
    /// and the user's wish, read together, storing nothing (`PasscodeKit.shared.biometricSetting()`).
    ///
    /// ```swift
    /// Toggle("Face ID", isOn: Binding(
    ///   get: { setting.isOn },
    ///   set: { on in
    ///     guard let choice = setting.choice(switchedTo: on) else { return }
    ///     Task {
    ///       try? await passcode.kit.setBiometricsEnabled(choice)
    ///       if let stored = try? await passcode.kit.biometricSetting() { setting = stored }
    ///     }
    ///   }))
    /// .disabled(!setting.isSwitchEnabled)
    /// ```
    ///
    /// - Throws: `PasscodeError.store` when the store cannot be read.
    @available(
      *, deprecated,
      message:
        "PasscodeController only publishes the lock's state: call kit.biometricSetting (PasscodeKit, the one facade)"
    )
    public func biometricSetting() async throws -> BiometricSetting {
      try await kit.biometricSetting()
    }

    /// Turns biometric unlock on or off for the user (`PasscodeKit.shared.setBiometricsEnabled(_:)`).
    ///
    /// - Throws: `PasscodeError.notSet`, `PasscodeError.biometricsUnavailable(_:)`,
    ///   `PasscodeError.store`, or `PasscodeError.biometrics(_:)`.
    @available(
      *, deprecated,
      message:
        "PasscodeController only publishes the lock's state: call kit.setBiometricsEnabled (PasscodeKit, the one facade)"
    )
    public func setBiometricsEnabled(_ enabled: Bool) async throws {
      try await kit.setBiometricsEnabled(enabled)
    }

    // MARK: - Scene (called by the view modifiers)

    /// Presents in `windowScene` (the one the modified view is in), drawing the screens in
    /// `themes` with `appName`, and protects it when `protects`.
    func attach(
      to windowScene: UIWindowScene, themes: PasscodeThemes?, appName: String?, protects: Bool
    ) {
      // Written only when they change: every update of the view passes them again.
      if let themes, themes != kit.configuration.appearance.themes {
        kit.configuration.appearance.themes = themes
      }
      if let appName, appName != kit.configuration.appearance.appName {
        kit.configuration.appearance.appName = appName
      }
      kit.facade.attach(windowScene, protects: protects)
    }
  }
#endif
