@_spi(Core) import PasscodeEngine
import PasscodeTestSupport
import Testing

@_spi(Skins) @testable import PasscodeCore

/// The app's own action on the lock screen ("Log Out"): shown on the app lock's unlock screen
/// only, whenever it is settled; pressing it hands over to the app without unlocking.
@Suite struct SecondaryActionTests {
  static func unlockScreen(title: String? = "Log Out") -> PasscodeScreen {
    var configuration = PasscodeScreen.Configuration(mode: .unlock)
    configuration.secondaryActionTitle = title
    return PasscodeScreen(configuration)
  }

  @Test("pressing the app's action hands over without unlocking, what was typed wiped (APP-4)")
  func pressingHandsOver() {
    var screen = Self.unlockScreen()
    #expect(screen.accessories.contains(.secondaryAction))
    #expect(screen.layoutElements(showsAppHeader: false).contains(.secondaryButton))
    _ = screen.handle(.digit(4))
    _ = screen.handle(.digit(8))
    let effects = screen.handle(screen.event(forPressing: .secondaryButton)!)
    #expect(effects == [.skin(.performSecondaryAction)])
    #expect(screen.entry.isEmpty, "what was typed is wiped")
    #expect(screen.outcome == nil, "the screen stays, locked")
    #expect(screen.isInputEnabled)
  }

  @Test("shown during a lockout and on the permanent lock; hidden while the lock answers")
  func whenItShows() {
    var screen = Self.unlockScreen()
    for digit: UInt8 in [2, 5, 8, 0, 4] { _ = screen.handle(.digit(digit)) }
    _ = screen.handle(.digit(7))
    #expect(!screen.accessories.contains(.secondaryAction), "the lock is answering")
    #expect(screen.handle(.secondaryActionRequested).isEmpty)
    _ = screen.handle(.verified(.lockedOut(timeLeft: .seconds(60))))
    #expect(screen.accessories.contains(.secondaryAction), "during a lockout")
    var locked = Self.unlockScreen()
    for digit: UInt8 in [2, 5, 8, 0, 4, 7] { _ = locked.handle(.digit(digit)) }
    _ = locked.handle(.verified(.permanentlyLocked))
    #expect(locked.accessories.contains(.secondaryAction), "on the permanent lock")
  }

  @Test("no title, an empty one, or any flow but an unlock: no action and no room for it")
  func onlyAnUnlockWithATitle() {
    for screen in [
      Self.unlockScreen(title: nil), Self.unlockScreen(title: ""),
      {
        var configuration = PasscodeScreen.Configuration(mode: .create)
        configuration.secondaryActionTitle = "Log Out"
        return PasscodeScreen(configuration)
      }(),
    ] {
      #expect(!screen.accessories.contains(.secondaryAction))
      #expect(!screen.layoutElements(showsAppHeader: false).contains(.secondaryButton))
      #expect(screen.secondaryActionLabel == nil)
    }
  }

  @Test("the app lock's screen carries the title; an on-demand check does not (APP-4)")
  func theAppLockOnly() {
    var lock = AppLock(checksInstall: false)
    lock.settings.lockScreenActionTitle = "Log Out"
    let read = AppLockTests.snapshot(isSet: true)
    guard
      case .present(let configuration) = lock.lockScreenStart(
        from: read, lock: PasscodeConfiguration(), reduceMotion: false)
    else {
      Issue.record("the lock screen does not present")
      return
    }
    #expect(configuration.secondaryActionTitle == "Log Out")
    let check = PasscodeCheck().flow.start(
      status: read.map(\.status), lock: PasscodeConfiguration(),
      biometrics: .unavailable(.notEnabled), reduceMotion: false)
    guard case .present(let checkConfiguration) = check else {
      Issue.record("the check does not present")
      return
    }
    #expect(checkConfiguration.secondaryActionTitle == nil)
  }
}
