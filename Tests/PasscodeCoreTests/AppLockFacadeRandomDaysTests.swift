import Foundation
import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@_spi(Skins) @testable import PasscodeCore
@testable import PasscodeEngine

/// Random days through the calls an app makes (``AppLockFacade``), over the real runtime and
/// the real lock: where `AppLockRandomDaysTests` checks the state machine's decisions by the
/// thousand, these check that the lock itself refuses the data key when the rules say so —
/// the engine's gate, the runtime's effects and the facade's clock reading together.
@MainActor
@Suite struct AppLockFacadeRandomDaysTests {
  static let daysPerBatch = 25
  static let stepsPerDay = 60

  /// What happens next, and whether it breaks a rule.
  enum Step: Int, CaseIterable {
    case leave, leaveOne, comeBack, lockPhone, unlockPhone, passShort, passLong, typeCode
    case askForKey, lockNow, check, openWindow, closeWindow, suspend, lockPhoneUnseen, poll
  }

  @Test(
    "random days through the facade: the lock refuses the key whenever the rules say (APP-1, APP-2, APP-3, DATA-2)",
    arguments: 0..<4)
  func randomDays(batch: Int) async throws {
    let before = Self.keyGivenSteps
    let facesBefore = Self.faceUnlocks
    let interruptedBefore = Self.interruptedPrompts
    for index in 0..<Self.daysPerBatch {
      let seed = AppLockRandomDaysTests.daySeed(0xFACADE &+ UInt64(batch), index)
      if let broken = try await Self.play(seed: seed) {
        Issue.record("\(broken)\nbatch \(batch), day \(index), seed \(seed)")
        return
      }
    }
    #expect(Self.keyGivenSteps > before, "the days unlocked the app, so the rules were tested")
    #expect(Self.faceUnlocks > facesBefore, "the days unlocked with biometrics too")
    #expect(
      Self.interruptedPrompts > interruptedBefore,
      "the app was locked, left or the phone locked while a biometric prompt was up")
  }

  /// Plays one day; the rule broken, if any.
  static func play(seed: UInt64) async throws -> String? {
    var rng = SeededGenerator(seed: seed)
    let grace: Duration = .seconds([0, 10, 60].randomElement(using: &rng)!)
    let phoneLocks = Int.random(in: 0..<4, using: &rng) != 0
    // Half the days unlock with Face ID too: the lock screen prompts as it appears. Their
    // choices come from a generator of their own, so a day without biometrics plays as before.
    var faceRNG = SeededGenerator(seed: seed ^ 0xFACE_1D)
    let faces = Bool.random(using: &faceRNG) ? InterruptedBiometrics() : nil
    let app = TestApp(
      configuration: TestApp.configuration(
        store: InMemoryStore(), biometrics: faces ?? NoBiometrics(),
        settings: AppLockDriver.Settings(gracePeriod: grace, locksWhenPhoneLocks: phoneLocks)))
    try await app.facade.lock.setPasscode(code("480213"))
    if let faces { try await app.facade.lock.biometrics.enable(using: faces) }
    await app.facade.lock.dataKey.lock()
    var scenes = [app.connect()]
    var trace: [String] = []
    // Whether the phone locked since the user last proved who they are (APP-1, against the
    // phone itself: however the notices went, the app must not be found unlocked then).
    var phoneLockUnproven = false
    for _ in 0..<stepsPerDay {
      // Unlocking, leaving, the phone's lock and iOS's suspension, more often than the rest.
      let weighted: [Step] =
        Step.allCases + [.typeCode, .typeCode, .leave, .suspend, .lockPhoneUnseen, .comeBack]
        + [.unlockPhone, .comeBack, .passShort]
        // A Face ID day checks more often: a check's prompt over an unlocked app is where a
        // late face could hand out the key after the app locked (DATA-2).
        + (faces == nil ? [] : [.check, .check, .check])
      let step = weighted.randomElement(using: &rng)!
      trace.append(".\(step)")
      let scene = scenes.randomElement(using: &rng)
      if let faces {
        // What a prompt shown during this step answers, and what happens while it is up.
        faces.fake.setPromptOutcome(
          Int.random(in: 0..<5, using: &faceRNG) == 0 ? .fail(.cancelled) : .match)
        switch Int.random(in: 0..<(step == .check ? 3 : 6), using: &faceRNG) {
        case 0: faces.interrupt(as: "lockNow") { app.facade.lockNow() }
        case 1:
          faces.interrupt(as: "lockPhone") {
            for each in app.scenes where each.activity != .background { each.leave() }
            app.lockPhone()
          }
        case 2: faces.interrupt(as: "leave") { for each in app.scenes { each.leave() } }
        default: faces.interrupt(as: nil, with: nil)
        }
      }
      switch step {
      case .leave:
        // The user goes to the home screen: every window goes to the background.
        for each in scenes where each.activity != .background { each.leave() }
      case .leaveOne:
        scene?.leave()
      case .comeBack:
        if app.protectedDataAvailable { scene?.comeBack() }
      case .lockPhone:
        for each in scenes where each.activity != .background { each.leave() }
        app.lockPhone()
        if phoneLocks { phoneLockUnproven = true }
      case .lockPhoneUnseen:
        // The phone locks while the app is suspended (no background time): nobody tells it.
        for each in scenes where each.activity != .background { each.leave() }
        await app.settle()
        if app.backgroundTime == nil {
          app.lockPhoneUnseen()
        } else {
          app.lockPhone()
        }
        if phoneLocks { phoneLockUnproven = true }
      case .suspend:
        app.suspend()
      case .poll:
        await app.timers.advance(by: .seconds(5))
      case .unlockPhone:
        app.unlockPhone()
      case .passShort:
        app.clock.advance(by: .seconds(5))
      case .passLong:
        app.clock.advance(by: .seconds(70))
      case .typeCode:
        if let scene, scene.activity == .active, scene.windows?.lockScreen != nil {
          app.type("480213", in: scene)
          phoneLockUnproven = false
        }
      case .askForKey:
        _ = app.facade.lockState
      case .lockNow:
        app.facade.lockNow()
      case .check:
        if let scene, scene.activity == .active, app.facade.lockState == .unlocked {
          // On a Face ID day the check may prompt, and the prompt may be interrupted (the app
          // locked, left, the phone locked) before the face is recognised.
          let check = PasscodeCheck(allowsBiometrics: faces != nil)
          let finished = Finished()
          let asked = Task {
            defer { finished.value = true }
            return await app.facade.authenticate(check, in: scene)
          }
          await app.settle { scene.windows?.flowScreen != nil || finished.value }
          for digit in "480213".utf8 { scene.windows?.flowScreen?.driver.send(.digit(digit - 48)) }
          let outcome = await asked.value
          // A completed check proves who the user is, unless the phone locked while its prompt
          // was up (the bookkeeping of the prompts below says so).
          if outcome == .completed { phoneLockUnproven = false }
        }
      case .openWindow:
        if scenes.count < 3, app.protectedDataAvailable { scenes.append(app.connect()) }
      case .closeWindow:
        if scenes.count > 1, let scene {
          scenes.removeAll { $0 === scene }
          app.facade.sceneDisconnected(scene)
        }
      }
      await app.settle()
      for prompt in faces?.takeLog() ?? [] {
        trace.append(".faceID(\(prompt))")
        switch prompt {
        case .matched:
          // The face was recognised with nothing in between: the user proved who they are.
          phoneLockUnproven = false
          faceUnlocks += 1
        case .interrupted(let what, let matched):
          interruptedPrompts += 1
          if what == "lockPhone" {
            // The phone locked while the prompt was up: a face recognised after that proves
            // nothing about who has the phone now.
            if phoneLocks { phoneLockUnproven = true }
          } else if matched {
            // The prompt began after the phone's last lock; the face is the user's.
            phoneLockUnproven = false
            faceUnlocks += 1
          }
        case .failed: break
        }
      }
      // The rules, against the lock itself.
      let state = app.facade.runtime.state
      let given = await app.keyGiven()
      if phoneLocks, !state.protectedDataAvailable, given {
        return
          "APP-1: the key is given while the phone is locked; \(Self.describe(trace))"
      }
      if let left = state.awaySince, given {
        let away = app.clock.now().duration(since: left)
        if away.map({ $0 > grace }) ?? true {
          return
            "APP-2: the key is given past the grace period; \(Self.describe(trace))"
        }
      }
      if !state.isAppInForeground, given, !(state.protectsApp && !state.isLocked) {
        return
          "APP-3: the key outlives the foreground; \(Self.describe(trace))"
      }
      if app.facade.lockState == .locked, given {
        return
          "DATA-2: the key is given while the app is locked; \(Self.describe(trace))"
      }
      if phoneLockUnproven, scenes.contains(where: { $0.activity == .active }),
        app.facade.lockState == .unlocked
      {
        return "APP-1: back unlocked after the phone locked; \(Self.describe(trace))"
      }
      if given { keyGivenSteps += 1 }
    }
    return nil
  }

  /// The steps of a day, for a failure's message.
  static func describe(_ trace: [String]) -> String {
    trace.joined(separator: ", ")
  }

  /// Steps after which the key was given, over a run: a run where it never is checks nothing.
  static var keyGivenSteps = 0
  /// Biometric unlocks with nothing in between, over a run.
  static var faceUnlocks = 0
  /// Biometric prompts the app was locked, left or the phone locked during, over a run.
  static var interruptedPrompts = 0
}

/// Whether a task finished, for a wait that ends either way.
@MainActor
final class Finished {
  var value = false
}

/// Biometrics whose prompt a day can interrupt: while the system's prompt is up, the app may be
/// locked, left, or the phone locked — then the face is recognised (or not), late (APP-2,
/// DATA-2 for a Face ID unlock). Each prompt is logged for the day's own bookkeeping.
final class InterruptedBiometrics: BiometricAuthenticator, @unchecked Sendable {
  /// How a prompt went.
  enum Prompt: Equatable {
    case matched
    case interrupted(String, matched: Bool)
    case failed
  }

  /// The token and the scripted outcome.
  let fake = FakeBiometricAuthenticator()
  private let mutex = NSLock()
  private var interruption: (name: String, action: @MainActor @Sendable () async -> Void)?
  private var log: [Prompt] = []

  /// What the next prompt does while it is up (`nil`: nothing).
  func interrupt(as name: String?, with action: (@MainActor @Sendable () async -> Void)?) {
    mutex.withLock {
      interruption = name.flatMap { name in action.map { (name, $0) } }
    }
  }

  /// The prompts since the last call.
  func takeLog() -> [Prompt] {
    mutex.withLock {
      defer { log = [] }
      return log
    }
  }

  func device() -> BiometricDevice { fake.device() }
  func storeToken(_ token: SecretBuffer) async throws { try await fake.storeToken(token) }
  func deleteToken() async throws { try await fake.deleteToken() }

  func releaseToken(reason: String) async throws -> SecretBuffer {
    let pending = mutex.withLock {
      defer { interruption = nil }
      return interruption
    }
    if let pending {
      await pending.action()
      // What the interruption set off (the runtime's revoking the key) runs before the face is
      // recognised, as it does while the system's prompt is up.
      for _ in 0..<50 { await Task.yield() }
    }
    do {
      let token = try await fake.releaseToken(reason: reason)
      // After an interruption the user looks away: the step's later prompts (the lock screen's,
      // shown because the app locked) are cancelled, so what the late face did stays in view.
      if pending != nil { fake.setPromptOutcome(.fail(.cancelled)) }
      mutex.withLock {
        log.append(pending.map { .interrupted($0.name, matched: true) } ?? .matched)
      }
      return token
    } catch {
      mutex.withLock {
        log.append(pending.map { .interrupted($0.name, matched: false) } ?? .failed)
      }
      throw error
    }
  }
}
