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
    for index in 0..<Self.daysPerBatch {
      let seed = AppLockRandomDaysTests.daySeed(0xFACADE &+ UInt64(batch), index)
      if let broken = try await Self.play(seed: seed) {
        Issue.record("\(broken)\nbatch \(batch), day \(index), seed \(seed)")
        return
      }
    }
    #expect(Self.keyGivenSteps > before, "the days unlocked the app, so the rules were tested")
  }

  /// Plays one day; the rule broken, if any.
  static func play(seed: UInt64) async throws -> String? {
    var rng = SeededGenerator(seed: seed)
    let grace: Duration = .seconds([0, 10, 60].randomElement(using: &rng)!)
    let phoneLocks = Int.random(in: 0..<4, using: &rng) != 0
    let app = TestApp(
      configuration: TestApp.configuration(
        store: InMemoryStore(),
        settings: AppLockDriver.Settings(gracePeriod: grace, locksWhenPhoneLocks: phoneLocks)))
    try await app.facade.lock.setPasscode(code("480213"))
    await app.facade.lock.dataKey.lock()
    var scenes = [app.connect()]
    var trace: [Step] = []
    // Whether the phone locked since the user last proved who they are (APP-1, against the
    // phone itself: however the notices went, the app must not be found unlocked then).
    var phoneLockUnproven = false
    for _ in 0..<stepsPerDay {
      // Unlocking, leaving, the phone's lock and iOS's suspension, more often than the rest.
      let weighted: [Step] =
        Step.allCases + [.typeCode, .typeCode, .leave, .suspend, .lockPhoneUnseen, .comeBack]
        + [.unlockPhone, .comeBack, .passShort]
      let step = weighted.randomElement(using: &rng)!
      trace.append(step)
      let scene = scenes.randomElement(using: &rng)
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
          let check = Task { await app.facade.authenticate(PasscodeCheck(), in: scene) }
          await app.settle { scene.windows?.flowScreen != nil }
          for digit in "480213".utf8 { scene.windows?.flowScreen?.driver.send(.digit(digit - 48)) }
          if await check.value == .completed { phoneLockUnproven = false }
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
  static func describe(_ trace: [Step]) -> String {
    trace.map { ".\($0)" }.joined(separator: ", ")
  }

  /// Steps after which the key was given, over a run: a run where it never is checks nothing.
  static var keyGivenSteps = 0
}
