import Foundation
import Testing

/// The line prompt used when stdin is a terminal that cannot show the full screen (`TERM=dumb`):
/// echo off while a secret is typed, restored afterwards and on SIGINT; the passcode never
/// shows on the terminal.
@Suite struct TerminalTests {
  @Test("set, then unlock, at a terminal: prompts shown, the code never echoed, echo restored")
  func promptsWithEchoOff() async throws {
    let sandbox = try Sandbox()
    let terminal = try PseudoTerminal()
    let set = try terminal.start(["set", "--kdf-rounds", "210000"], sandbox: sandbox)
    try await terminal.answer("New passcode: ", with: "480213")
    try await terminal.answer("Confirmation of the new passcode: ", with: "480213")
    #expect(try await set.finish().status == 0)

    let unlock = try terminal.start(["unlock"], sandbox: sandbox)
    try await terminal.answer("Passcode: ", with: "480213")
    let finished = try await unlock.finish()
    #expect(finished.status == 0)
    let screen = try await terminal.drain()
    #expect(!screen.contains("480213"), "the terminal showed the passcode: \(screen)")
    #expect(screen.contains("Unlocked."))
    #expect(terminal.echoIsOn, "echo was not switched back on")
  }

  @Test("SIGINT at the prompt restores echo before the process dies")
  func interruptRestoresEcho() async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213")
    let terminal = try PseudoTerminal()
    let verify = try terminal.start(["verify"], sandbox: sandbox)
    _ = try await terminal.readScreen(until: "Passcode: ")
    #expect(!terminal.echoIsOn, "echo is on while the passcode is typed")
    verify.kill(SIGINT)
    let finished = try await verify.finish()
    #expect(finished.signal == SIGINT)
    #expect(terminal.echoIsOn, "echo was not switched back on after SIGINT")
    #expect(try await sandbox.status().failures == 0)
  }

  @Test("reset --erase at a terminal asks; anything but yes erases nothing (cancelled, 130)")
  func resetAsks() async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213")
    let terminal = try PseudoTerminal()
    let declined = try terminal.start(["reset", "--erase"], sandbox: sandbox)
    try await terminal.answer("Type yes to confirm: ", with: "no")
    #expect(try await declined.finish().status == 130)
    #expect(try await sandbox.status().passcodeSet)

    let confirmed = try terminal.start(["reset", "--erase"], sandbox: sandbox)
    try await terminal.answer("Type yes to confirm: ", with: "yes")
    #expect(try await confirmed.finish().status == 0)
    #expect(try await sandbox.status().passcodeSet == false)
  }
}

#if canImport(Glibc)
  // Glibc's module map leaves out the XSI pseudo-terminal calls; they are in libc itself.
  @_silgen_name("posix_openpt") private func openPseudoTerminal(_ flags: Int32) -> Int32
  @_silgen_name("grantpt") private func grantPseudoTerminal(_ descriptor: Int32) -> Int32
  @_silgen_name("unlockpt") private func unlockPseudoTerminal(_ descriptor: Int32) -> Int32
  @_silgen_name("ptsname")
  private func pseudoTerminalName(_ descriptor: Int32) -> UnsafeMutablePointer<CChar>?
#else
  private func openPseudoTerminal(_ flags: Int32) -> Int32 { posix_openpt(flags) }
  private func grantPseudoTerminal(_ descriptor: Int32) -> Int32 { grantpt(descriptor) }
  private func unlockPseudoTerminal(_ descriptor: Int32) -> Int32 { unlockpt(descriptor) }
  private func pseudoTerminalName(_ descriptor: Int32) -> UnsafeMutablePointer<CChar>? {
    ptsname(descriptor)
  }
#endif

/// A pseudo-terminal whose slave side is a `passcode` process's stdin, stdout and stderr.
final class PseudoTerminal {
  let master: Int32
  let slave: Int32
  private var seen: [UInt8] = []

  init() throws {
    master = openPseudoTerminal(O_RDWR | O_NOCTTY)
    try #require(master >= 0, "no pseudo-terminal available")
    try #require(grantPseudoTerminal(master) == 0 && unlockPseudoTerminal(master) == 0)
    let name = try #require(pseudoTerminalName(master).map { String(cString: $0) })
    slave = open(name, O_RDWR | O_NOCTTY)
    try #require(slave >= 0)
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
    _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
  }

  deinit {
    close(master)
    close(slave)
  }

  /// Starts `passcode arguments… --store` with the terminal as stdin, stdout and stderr, and
  /// `environment` added (by default `TERM=dumb`: the line prompts, not the full screen).
  func start(
    _ arguments: [String], sandbox: Sandbox, environment: [String: String] = ["TERM": "dumb"]
  ) throws -> Running {
    try PasscodeBinary.start(
      sandbox.withStore(arguments), input: .descriptor(slave),
      scratch: sandbox.root, environment: environment, terminal: slave)
  }

  /// Whether the terminal echoes what is typed.
  var echoIsOn: Bool {
    var settings = termios()
    return tcgetattr(slave, &settings) == 0 && settings.c_lflag & tcflag_t(ECHO) != 0
  }

  /// Waits for `prompt`, then types `answer` and Return.
  func answer(_ prompt: String, with answer: String) async throws {
    _ = try await readScreen(until: prompt)
    let bytes = Array((answer + "\n").utf8)
    try #require(bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) } == bytes.count)
  }

  /// What the terminal showed until `text` appeared (a loaded two-core machine running the
  /// whole suite can take many seconds for a debug build's 600,000 rounds: the watchdog
  /// allows for it).
  func readScreen(until text: String) async throws -> String {
    try await Watchdog.poll(until: "the terminal showed \(text)") {
      readAvailable()
      return String(decoding: seen, as: UTF8.self).contains(text)
    }
    let shown = String(decoding: seen, as: UTF8.self)
    let end = try #require(shown.range(of: text)).upperBound
    seen = Array(shown[end...].utf8)
    return String(shown[..<end])
  }

  /// Everything the terminal showed so far, including what earlier reads consumed.
  func drain() async throws -> String {
    try await Task.sleep(for: .milliseconds(50))
    readAvailable()
    return transcript
  }

  /// Everything read from the terminal.
  private var transcript = ""

  private func readAvailable() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      guard count > 0 else { return }
      seen += buffer[0..<count]
      transcript += String(decoding: buffer[0..<count], as: UTF8.self)
    }
  }
}
