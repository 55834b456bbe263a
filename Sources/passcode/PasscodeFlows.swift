@_spi(Skins) import PasscodeCore
@_spi(Skins) import PasscodeTerminal

/// The work behind the commands, shared by the root command and the subcommands.
///
/// On a full screen (``Interactive/usesScreen``) set, change, remove and unlock each run the
/// passcode screen in the matching mode (``ScreenFlows``); it retries wrong codes and shows
/// lockouts itself, and ends in success or a cancel. Otherwise every flow reads its secrets
/// through ``SecretInput`` (line prompts when stdin is a terminal, stdin lines otherwise),
/// clears them when done, and returns or throws an ``CommandExit``.
struct PasscodeFlows {
  /// The lock the flows work on.
  let lock: PasscodeLock
  /// The look of the full screen.
  var screen = ScreenFlows(options: ScreenOptions.terminalOptions())

  /// Checks the passcode once. With `interactive`, a terminal runs its own unlock flow: the
  /// full screen retries until the right code or a cancel; line prompts ask once.
  func verify(interactive: Bool) async throws -> CommandExit {
    if interactive, Interactive.usesScreen {
      let status = try await statusForScreen()
      return try await screen.run(.unlock, lock: lock, format: status.format)
    }
    let status = try await statusAcceptingAttempts()
    if interactive, Interactive.isAvailable {
      return CommandExit(try await Interactive.terminal.unlock(lock, format: status.format))
    }
    return try await SecretInput.with([SecretPrompt(role: .passcode, format: status.format)]) {
      CommandExit(await lock.verify($0[0]))
    }
  }

  /// Sets the first passcode, in the lock's configured format. A permanently locked passcode
  /// is reported as such (status 3), not as one that `change` or `remove` could replace.
  func set() async throws -> CommandExit {
    let format = lock.configuration.format
    let status = try await lock.status()
    if status.isPermanentlyLocked { throw CommandExit(VerificationResult.permanentlyLocked) }
    if status.isSet { throw CommandExit(PasscodeError.alreadySet) }
    if Interactive.usesScreen { return try await screen.run(.create, lock: lock, format: format) }
    let prompts = [
      SecretPrompt(role: .new, format: format), SecretPrompt(role: .confirmation, format: format),
    ]
    return try await SecretInput.with(prompts) { secrets in
      try Self.requireConfirmation(secrets[0], secrets[1], format: format)
      try await lock.setPasscode(secrets[0])
      return .success(.passcodeSet)
    }
  }

  /// Replaces the passcode after checking the current one; `format` `nil` keeps the format.
  /// On the screen the current passcode is asked in its format, the new one (and its
  /// confirmation) in `format`, which the lock stores with it.
  func change(format: PasscodeFormat?) async throws -> CommandExit {
    if Interactive.usesScreen {
      let status = try await statusForScreen()
      return try await screen.run(.change, lock: lock, format: status.format, newFormat: format)
    }
    let status = try await statusAcceptingAttempts()
    let newFormat = format ?? status.format
    let prompts = [
      SecretPrompt(role: .current, format: status.format),
      SecretPrompt(role: .new, format: newFormat),
      SecretPrompt(role: .confirmation, format: newFormat),
    ]
    return try await SecretInput.with(prompts) { secrets in
      try Self.requireConfirmation(secrets[1], secrets[2], format: newFormat)
      try await lock.changePasscode(current: secrets[0], new: secrets[1], format: format)
      return .success(.passcodeChanged)
    }
  }

  /// Removes the passcode after checking it.
  func remove() async throws -> CommandExit {
    if Interactive.usesScreen {
      let status = try await statusForScreen()
      return try await screen.run(.remove, lock: lock, format: status.format)
    }
    let status = try await statusAcceptingAttempts()
    return try await SecretInput.with([SecretPrompt(role: .current, format: status.format)]) {
      try await lock.removePasscode(current: $0[0])
      return .success(.passcodeRemoved)
    }
  }

  /// The status, after refusing without asking for input when no passcode is set or no
  /// attempt would be accepted now. The engine checks all of this again under its lock; this
  /// only spares the person typing a code that cannot be checked.
  private func statusAcceptingAttempts() async throws -> PasscodeStatus {
    let status = try await lock.status()
    if !status.isSet { throw CommandExit(VerificationResult.notSet) }
    if status.isPermanentlyLocked { throw CommandExit(VerificationResult.permanentlyLocked) }
    if status.lockoutRemaining > .zero {
      throw CommandExit(VerificationResult.lockedOut(timeLeft: status.lockoutRemaining))
    }
    return status
  }

  /// The status, after refusing without opening the screen when no passcode is set or it is
  /// permanently locked. A lockout under way opens the screen, which counts it down.
  private func statusForScreen() async throws -> PasscodeStatus {
    let status = try await lock.status()
    if !status.isSet { throw CommandExit(VerificationResult.notSet) }
    if status.isPermanentlyLocked { throw CommandExit(VerificationResult.permanentlyLocked) }
    return status
  }

  /// Throws unless `new` is valid for `format` and `confirmation` is the same code (compared
  /// after normalisation, in constant time).
  private static func requireConfirmation(
    _ new: SecretBuffer, _ confirmation: SecretBuffer, format: PasscodeFormat
  ) throws {
    let normalizedNew: SecretBuffer
    switch format.normalized(new) {
    case .success(let normalized): normalizedNew = normalized
    case .failure(let error): throw CommandExit(error, newPasscode: new, format: format)
    }
    defer { normalizedNew.removeAll() }
    guard case .success(let normalizedConfirmation) = format.normalized(confirmation) else {
      throw CommandExit.confirmationDiffers
    }
    defer { normalizedConfirmation.removeAll() }
    guard normalizedNew.constantTimeEquals(normalizedConfirmation) else {
      throw CommandExit.confirmationDiffers
    }
  }
}

/// The one place where commands get their secrets.
enum SecretInput {
  /// Reads one secret per prompt — from the interactive terminal when stdin is a terminal,
  /// else one line each from stdin — runs `body` with them, and clears them afterwards.
  static func with<T>(
    _ prompts: [SecretPrompt], _ body: ([SecretBuffer]) async throws -> T
  ) async throws -> T {
    let secrets =
      Interactive.isAvailable
      ? try Interactive.terminal.readSecrets(prompts) : try SecretLineReader().readLines(prompts)
    defer { for secret in secrets { secret.removeAll() } }
    return try await body(secrets)
  }
}
