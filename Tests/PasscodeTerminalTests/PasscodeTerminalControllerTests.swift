import PasscodeTestSupport
import Testing

@_spi(Skins) @testable import PasscodeTerminal

/// The terminal skin's loop without a terminal: keys and clicks in, frames and bells out.
@MainActor
@Suite struct PasscodeTerminalControllerTests {
  let clock = TestClock()
  let bootClock = TestBootClock()
  let written = Transcript()

  final class Transcript {
    var text = ""
  }

  func makeLock(maxFailures: Int = 10) async throws -> PasscodeLock {
    let lock = PasscodeLock(
      store: InMemoryStore(), configuration: PasscodeConfiguration(maxFailures: maxFailures),
      verifier: FastTestVerifier(), clock: bootClock)
    try await lock.setPasscode(SecretBuffer(utf8: "480213"))
    return lock
  }

  func controller(
    _ lock: PasscodeLock, mode: PasscodeScreen.Mode = .unlock, columns: Int = 80, rows: Int = 24,
    options: PasscodeTerminalOptions = plainOptions
  ) async -> PasscodeTerminalController {
    let driver = PasscodeScreenDriver(
      configuration: PasscodeScreen.Configuration(mode: mode), lock: lock, clock: clock)
    let controller = PasscodeTerminalController(
      driver: driver, size: TerminalSize(columns: columns, rows: rows), options: options,
      clock: clock, output: { [written] in written.text += $0 })
    await controller.start()
    return controller
  }

  func type(_ text: String, into controller: PasscodeTerminalController) async {
    for scalar in text.unicodeScalars { controller.handle(.event(.key(.character(scalar)))) }
    await controller.driver.settle()
  }

  @Test func typedDigitsFillTheDotsAndOnlyChangesAreWritten() async throws {
    let controller = await controller(try await makeLock())
    #expect(written.text.contains("Enter Passcode"))
    #expect(controller.frame.grid.count(of: "○") == 6)
    written.text = ""
    await type("4", into: controller)
    #expect(controller.frame.grid.count(of: "●") == 1)
    #expect(!written.text.contains("Enter Passcode"), "unchanged text is not sent again")
    #expect(written.text.contains("●"))
  }

  @Test func rightCodeUnlocksAndFinishes() async throws {
    let controller = await controller(try await makeLock())
    var finished = false
    controller.onFinish = { finished = true }
    await type("480213", into: controller)
    #expect(await controller.driver.outcome() == .unlocked)
    #expect(finished)
  }

  @Test func wrongCodeRingsShakesAndSaysWhatIsLeft() async throws {
    let controller = await controller(try await makeLock())
    await type("111111", into: controller)
    #expect(written.text.contains(PasscodeTerminalController.bell))
    #expect(controller.frame.grid.rows(containing: "Wrong passcode. 9 attempts left").count == 1)
    let row = try #require(controller.frame.grid.rows(containing: "●").first)
    let rest = controller.frame.grid.text(ofRow: row)
    var positions: Set<String.Index?> = [rest.firstIndex(of: "●")]
    for _ in 0..<8 {
      await clock.advance(by: .milliseconds(60))
      let text = controller.frame.grid.text(ofRow: row)
      positions.insert(text.firstIndex(of: "●") ?? text.firstIndex(of: "○"))
    }
    #expect(positions.count >= 3, "the dots moved side to side")
    await clock.advance(by: .seconds(1))
    #expect(controller.frame.grid.count(of: "●") == 0)
    #expect(controller.frame.grid.text(ofRow: row) == rest.replacingOccurrences(of: "●", with: "○"))
  }

  @Test func quietKeepsTheBellSilent() async throws {
    var options = plainOptions
    options.quiet = true
    let controller = await controller(try await makeLock(), options: options)
    await type("111111", into: controller)
    #expect(!written.text.contains(PasscodeTerminalController.bell))
  }

  @Test func mouseClickOnAKeyTypesItsDigit() async throws {
    let controller = await controller(try await makeLock())
    let layout = try #require(controller.frame.presentation.layout)
    let five = CellRect(layout.frame(of: .five))
    controller.handle(
      .event(
        .mouse(
          MouseEvent(button: .left, action: .press, column: five.column + 2, row: five.row + 1))))
    controller.handle(
      .event(
        .mouse(
          MouseEvent(button: .left, action: .release, column: five.column + 2, row: five.row + 1))))
    #expect(controller.driver.screen.dots == .fixed(filled: 1, total: 6))
    #expect(controller.frame.grid[five.column + 1, five.row + 1].style.inverse, "flashed")
    await clock.advance(by: PasscodeTerminalController.flashDuration)
    #expect(!controller.frame.grid[five.column + 1, five.row + 1].style.inverse)
    controller.handle(
      .event(.mouse(MouseEvent(button: .right, action: .press, column: five.column, row: five.row)))
    )
    controller.handle(.event(.mouse(MouseEvent(button: .left, action: .press, column: 0, row: 0))))
    #expect(controller.driver.screen.dots == .fixed(filled: 1, total: 6))
  }

  /// A click on the button under the keypad, wherever the frame drew it.
  func click(_ target: PasscodeHitTarget, in controller: PasscodeTerminalController) throws {
    let region = try #require(controller.frame.regions.first { $0.target == target })
    controller.handle(
      .event(
        .mouse(
          MouseEvent(
            button: .left, action: .press, column: region.rect.column, row: region.rect.row))))
  }

  @Test func aFallbackTheTerminalCannotShowGivesTheScreenBack() async throws {
    let driver = PasscodeScreenDriver(
      configuration: PasscodeScreen.Configuration(mode: .unlock, offersFallback: true),
      lock: try await makeLock(), clock: clock)
    let controller = PasscodeTerminalController(
      driver: driver, size: TerminalSize(columns: 80, rows: 24), options: plainOptions,
      clock: clock, output: { [written] in written.text += $0 })
    await controller.start()
    try click(.fallbackButton, in: controller)
    // Nothing covers the screen: it types, cancels and unlocks as before the click.
    try #require(driver.screen.isInputEnabled)
    #expect(driver.screen.accessories.contains(.cancel))
    await type("480213", into: controller)
    #expect(driver.screen.outcome == .unlocked)
  }

  @Test func eraseDataTheTerminalCannotDoLeavesTheScreenAsItWas() async throws {
    let driver = PasscodeScreenDriver(
      configuration: PasscodeScreen.Configuration(mode: .unlock, permanentLockRecovery: .erase),
      lock: try await makeLock(), clock: clock)
    let controller = PasscodeTerminalController(
      driver: driver, size: TerminalSize(columns: 80, rows: 24), options: plainOptions,
      clock: clock, output: { [written] in written.text += $0 })
    await controller.start()
    driver.send(.storeFailed(.damaged(.notARecord)))
    try click(.fallbackButton, in: controller)
    // Still damaged, and Erase Data may be pressed again (nothing is left covering it).
    #expect(driver.screen.storeFailure == .damaged(.notARecord))
    #expect(driver.screen.accessories.contains(.recovery))
    #expect(!driver.screen.isDone)
  }

  @Test func backspaceDeletesAndEscapeCancels() async throws {
    let controller = await controller(try await makeLock())
    await type("12", into: controller)
    controller.handle(.event(.key(.backspace)))
    #expect(controller.driver.screen.dots == .fixed(filled: 1, total: 6))
    controller.handle(.event(.key(.escape)))
    #expect(await controller.driver.outcome() == .cancelled)
  }

  @Test func interruptDuringACheckCancelsOnceTheAnswerIsIn() async throws {
    let controller = await controller(try await makeLock())
    for scalar in "111111".unicodeScalars { controller.handle(.event(.key(.character(scalar)))) }
    controller.handle(.event(.key(.interrupt)))
    #expect(controller.driver.screen.outcome == nil, "the lock is still answering")
    await controller.driver.settle()
    #expect(controller.driver.screen.outcome == .cancelled)
    #expect(try await controller.driver.lock.status().failures == 1, "the attempt was counted")
  }

  @Test func abandonCancels() async throws {
    let controller = await controller(try await makeLock())
    await controller.abandon()
    #expect(controller.driver.screen.outcome == .cancelled)
  }

  @Test func lockoutCountsDownEachSecondAndRefusesInput() async throws {
    let controller = await controller(try await makeLock())
    for digit in 1...5 {
      await type(String(repeating: String(digit), count: 6), into: controller)
      await clock.advance(by: .seconds(1))
      bootClock.advance(by: .seconds(1))
    }
    // The fifth failure started a minute's wait, a second ago.
    #expect(controller.frame.grid.rows(containing: "Try again in 1:00").isEmpty)
    #expect(controller.frame.grid.rows(containing: "Try again in 0:59").count == 1)
    await clock.advance(by: .seconds(1))
    bootClock.advance(by: .seconds(1))
    #expect(controller.frame.grid.rows(containing: "Try again in 0:58").count == 1)
    await type("48", into: controller)
    #expect(controller.driver.screen.dots.filled == 0, "input is refused")
    await clock.advance(by: .seconds(58))
    bootClock.advance(by: .seconds(58))
    #expect(controller.frame.grid.rows(containing: "Try again").isEmpty)
    await type("480213", into: controller)
    #expect(controller.driver.screen.outcome == .unlocked)
  }

  @Test func leavingRemembersALockoutOrAPermanentLock() async throws {
    let locked = await controller(try await makeLock(maxFailures: 5))
    for digit in 1...5 {
      await type(String(repeating: String(digit), count: 6), into: locked)
      await clock.advance(by: .seconds(1))
    }
    #expect(locked.driver.screen.isPermanentlyLocked)
    locked.handle(.event(.key(.escape)))
    #expect(locked.driver.screen.outcome == .cancelled)
    #expect(!locked.driver.screen.isPermanentlyLocked, "an ended screen no longer says")
    #expect(locked.lastOpenScreen.isPermanentlyLocked)

    let waiting = await controller(try await makeLock())
    for digit in 1...5 {
      await type(String(repeating: String(digit), count: 6), into: waiting)
      await clock.advance(by: .seconds(1))
    }
    waiting.handle(.event(.key(.interrupt)))
    #expect(waiting.driver.screen.outcome == .cancelled)
    #expect(waiting.lastOpenScreen.lockoutRemaining == .seconds(59))
  }

  @Test func resizeRedrawsEverythingAndSwitchesToCompact() async throws {
    let controller = await controller(try await makeLock())
    await type("12", into: controller)
    written.text = ""
    controller.handle(.resize(TerminalSize(columns: 28, rows: 10)))
    #expect(controller.frame.presentation == .compact)
    #expect(written.text.contains("Enter Passcode"))
    #expect(controller.frame.grid.rows(containing: "Enter Passcode  ●●○○○○").count == 1)
    written.text = ""
    controller.handle(.resize(TerminalSize(columns: 40, rows: 40)))
    #expect(controller.frame.presentation.layout?.arrangement == .stacked)
    #expect(written.text.contains("Enter Passcode"))
    #expect(controller.frame.grid.count(of: "●") == 2)
  }

  @Test func createFlowAsksTwiceAndSets() async throws {
    let lock = PasscodeLock(
      store: InMemoryStore(), verifier: FastTestVerifier(), clock: TestBootClock())
    let controller = await controller(lock, mode: .create)
    #expect(controller.frame.grid.rows(containing: "Create a Passcode").count == 1)
    await type("480213", into: controller)
    #expect(controller.frame.grid.rows(containing: "Confirm Passcode").count == 1)
    await type("480213", into: controller)
    #expect(controller.driver.screen.outcome == .passcodeSet)
    #expect(await lock.verify(SecretBuffer(utf8: "480213")) == .success)
  }

  @Test func keyBindings() {
    #expect(PasscodeKeyBindings.event(for: .character("7")) == .digit(7))
    #expect(PasscodeKeyBindings.event(for: .character("a")) == .character("a"))
    #expect(PasscodeKeyBindings.event(for: .character("٣")) == .character("٣"))
    #expect(PasscodeKeyBindings.event(for: .enter) == .submit)
    #expect(PasscodeKeyBindings.event(for: .backspace) == .delete)
    #expect(PasscodeKeyBindings.event(for: .delete) == .delete)
    #expect(PasscodeKeyBindings.event(for: .eraseLine) == .clear)
    for key in [TerminalKey.escape, .interrupt, .endOfInput] {
      #expect(PasscodeKeyBindings.event(for: key) == .cancel)
    }
    #expect(PasscodeKeyBindings.event(for: .tab) == nil)
    #expect(PasscodeKeyBindings.slot(for: .character("0")) == .zero)
    #expect(PasscodeKeyBindings.slot(for: .backspace) == .delete)
    #expect(PasscodeKeyBindings.slot(for: .enter) == nil)
  }
}
