import ArgumentParser
import Foundation
@_spi(Skins) import PasscodeCore
@_spi(Skins) import PasscodeTerminal

/// `passcode bench`: measurements of the KDF and of the passcode screen.
struct BenchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure how fast this machine runs the lock's parts.",
    subcommands: [KDFBenchmark.self, ScreenBenchmark.self])
}

/// `passcode bench screen`: how long a keypress takes to become a new screen state and a new
/// terminal frame, and how long a layout takes, at several sizes.
struct ScreenBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "screen",
    abstract: "Measure keypress-to-state and layout times of the passcode screen.",
    discussion: """
      Drives a PasscodeScreen (unlock, 6 digits) through --keypresses digit keypresses; every \
      sixth submits, and a wrong answer and the clearing timer are fed back untimed. For each \
      keypress it times the decoding of the key's byte and PasscodeScreen.handle \
      (keypress_state_*), and the same plus drawing the 80x24 terminal frame and encoding what \
      changed (keypress_frame_*). Then it times KeypadLayout.compute --repetitions times for \
      terminal canvases (cells) and iOS canvases (points) (layout_*). Prints name=value lines, \
      times in nanoseconds: median and 99th percentile.
      """)

  @Option(help: ArgumentHelp("Keypresses to time.", valueName: "n"))
  var keypresses = 1200

  @Option(help: ArgumentHelp("Layouts to time per canvas.", valueName: "n"))
  var repetitions = 300

  func validate() throws {
    guard (1...1_000_000).contains(keypresses) else {
      throw ValidationError("--keypresses must be between 1 and 1000000.")
    }
    guard (1...100_000).contains(repetitions) else {
      throw ValidationError("--repetitions must be between 1 and 100000.")
    }
  }

  /// Terminal canvases in cells, then iOS canvases in points.
  static let canvases: [(name: String, size: LayoutSize, metrics: LayoutMetrics)] = [
    ("terminal_30x12", LayoutSize(width: 30, height: 12), .terminal),
    ("terminal_40x14", LayoutSize(width: 40, height: 14), .terminal),
    ("terminal_80x24", LayoutSize(width: 80, height: 24), .terminal),
    ("terminal_120x30", LayoutSize(width: 120, height: 30), .terminal),
    ("terminal_200x60", LayoutSize(width: 200, height: 60), .terminal),
    ("ios_393x852", LayoutSize(width: 393, height: 852), .iOS),
    ("ios_852x393", LayoutSize(width: 852, height: 393), .iOS),
  ]

  func run() throws {
    try Output.answer(
      "bench=screen keypresses=\(keypresses) repetitions=\(repetitions) unit=ns")
    let (state, frame) = measureKeypresses()
    try Self.report("keypress_state", state)
    try Self.report("keypress_frame", frame)
    let screen = PasscodeScreen(PasscodeScreen.Configuration(mode: .unlock))
    let clock = ContinuousClock()
    for canvas in Self.canvases {
      let input = KeypadLayout.Input(
        canvas: canvas.size, horizontalSizeClass: .compact, verticalSizeClass: .compact,
        metrics: canvas.metrics, elements: screen.layoutElements(showsAppHeader: false),
        dotCount: screen.layoutDotCount)
      var samples: [Duration] = []
      for _ in 0..<repetitions {
        var layout: KeypadLayout?
        samples.append(clock.measure { layout = KeypadLayout.compute(input) })
        precondition(layout?.keys.count == KeySlot.allCases.count)
      }
      try Self.report("layout_\(canvas.name)", samples)
    }
  }

  /// Times each keypress to the new state, and to the new frame.
  private func measureKeypresses() -> (state: [Duration], frame: [Duration]) {
    let clock = ContinuousClock()
    let options = PasscodeTerminalOptions()
    let renderer = PasscodeFrameRenderer(options: options)
    let encoder = FrameEncoder(colorMode: .trueColor)
    let size = TerminalSize.standard
    var screen = PasscodeScreen(PasscodeScreen.Configuration(mode: .unlock))
    let presentation = TerminalPresentation.choose(for: screen, size: size, options: options)
    var decoder = TerminalInputDecoder()
    var drawn = renderer.render(screen, size: size, presentation: presentation).grid
    var state: [Duration] = []
    var frame: [Duration] = []
    for index in 0..<keypresses {
      let byte = UInt8(ascii: "0") + UInt8(index % 10)
      var effects: [PasscodeScreen.Effect] = []
      let toState = clock.measure {
        for case .key(let key) in decoder.decode([byte]) {
          if let event = PasscodeKeyBindings.event(for: key) { effects = screen.handle(event) }
        }
      }
      var bytes = ""
      let toFrame = clock.measure {
        let grid = renderer.render(screen, size: size, presentation: presentation).grid
        bytes = encoder.encode(from: drawn, to: grid)
        drawn = grid
      }
      precondition(!bytes.isEmpty, "every keypress changes the frame")
      state.append(toState)
      frame.append(toState + toFrame)
      for case .lock(.verify(let code)) in effects {
        code.removeAll()
        for case .driver(.clearDotsAfter(_, let token)) in screen.handle(
          .verified(.wrong(attemptsLeft: 5, wait: .zero)))
        {
          _ = screen.handle(.clearDotsTimerFired(token))
        }
      }
    }
    return (state, frame)
  }

  /// Prints `<name>_median_ns` and `<name>_p99_ns`.
  private static func report(_ name: String, _ samples: [Duration]) throws {
    let sorted = samples.map(\.nanosecondsClamped).sorted()
    let p99 = sorted[max(0, Int((Double(sorted.count) * 0.99).rounded(.up)) - 1)]
    try Output.answer(
      "\(name)_median_ns=\(Int64(median(sorted.map(Double.init)).rounded()))\n"
        + "\(name)_p99_ns=\(p99)")
  }
}

/// `passcode bench kdf`: PBKDF2-HMAC-SHA256 as the verifier runs it, side by side with
/// OpenSSL's (HASH-5), and the rounds `set` would calibrate with the time of a device-bound
/// check at those rounds (DEV-3).
struct KDFBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "kdf",
    abstract: "Measure PBKDF2-HMAC-SHA256 rounds per second, next to OpenSSL's.",
    discussion: """
      Runs PBKDF2Verifier.derive (HMAC-SHA256 pepper, then PBKDF2-HMAC-SHA256, 32 bytes) \
      --repetitions times and prints the median as rounds_per_second=<integer>. In the same \
      run it measures OpenSSL's PBKDF2 the same way, through python3's _hashlib (OpenSSL) or \
      else the `openssl kdf` command, and prints openssl_rounds_per_second and ratio \
      (PasscodeCore / OpenSSL); when neither is available it says it was skipped. Then it \
      calibrates as `passcode set` does (DEV-3: about 100 ms per check, at least 600000 \
      rounds, at most about 1 s) with a new in-memory device key of this platform's kind, and \
      prints calibrated_rounds, calibrated_rounds_per_second, binding_cost_us (point, key \
      agreement and HKDF), and the median of --repetitions checks at the calibrated rounds \
      measured side by side: device_bound_check_ms (the whole check) and plain_check_ms (the \
      PBKDF2 part alone).
      """)

  @Option(help: ArgumentHelp("PBKDF2 rounds per measurement.", valueName: "n"))
  var rounds = PBKDF2Verifier.defaultRounds

  @Option(help: ArgumentHelp("Measurements of each; the median is reported.", valueName: "n"))
  var repetitions = 5

  func validate() throws {
    guard (1...PBKDF2Verifier.maximumRounds).contains(rounds) else {
      throw ValidationError("--rounds must be between 1 and \(PBKDF2Verifier.maximumRounds).")
    }
    guard (1...100).contains(repetitions) else {
      throw ValidationError("--repetitions must be between 1 and 100.")
    }
  }

  func run() throws {
    try Self.answer(
      "kdf=pbkdf2-hmac-sha256 rounds=\(rounds) repetitions=\(repetitions) statistic=median "
        + "build=\(BuildConfiguration.current)")
    if BuildConfiguration.current == "debug" {
      Output.message(
        "note: a debug build compiles BoringSSL without optimisation; measure HASH-5 with "
          + "`swift run -c release passcode bench kdf`.")
    }
    let ours = try measureDerive()
    try Self.answer("rounds_per_second=\(ours)")
    try measureCalibration()
    guard let openSSL = OpenSSLBenchmark.measure(rounds: rounds, repetitions: repetitions) else {
      try Self.answer(
        "openssl=skipped (neither python3 with OpenSSL's _hashlib nor `openssl kdf` is available)")
      return
    }
    try Self.answer(
      "openssl_rounds_per_second=\(openSSL.roundsPerSecond)\n"
        + "openssl_source=\(openSSL.source)\n"
        + "ratio=\(String(format: "%.2f", Double(ours) / Double(openSSL.roundsPerSecond)))")
  }

  /// DEV-3: what `set` would choose here, and a check at that many rounds, device-bound and
  /// plain, alternating so that both see the same machine.
  private func measureCalibration() throws {
    let deviceKey = DeviceBoundVerifier.platformDeviceKey()
    let blob = try deviceKey.makeKey()
    defer { blob.removeAll() }
    let calibration = try DeviceBoundVerifier.calibrate(deviceKey: deviceKey, keyBlob: blob)
    let passcode = SecretBuffer(copying: Array("480213".utf8))
    let pepper = SecretBuffer(copying: [UInt8](repeating: 0x5A, count: 32))
    let salt = [UInt8](repeating: 0xA5, count: PBKDF2Verifier.saltByteCount)
    let rounds = calibration.rounds
    let clock = ContinuousClock()
    var bound: [Double] = []
    var plain: [Double] = []
    for _ in 0..<repetitions {
      bound.append(
        try clock.measure {
          _ = try DeviceBoundVerifier.boundTag(
            passcode, pepper: pepper, salt: salt, rounds: rounds, deviceKey: deviceKey,
            keyBlob: blob)
        }.inSeconds)
      plain.append(
        try clock.measure {
          _ = try PBKDF2Verifier.derive(passcode, pepper: pepper, salt: salt, rounds: rounds)
        }.inSeconds)
    }
    func milliseconds(_ seconds: [Double]) -> String {
      String(format: "%.1f", median(seconds) * 1000)
    }
    try Self.answer(
      "device_binding=\(deviceKey.binding.rawValue)\n"
        + "calibrated_rounds=\(rounds)\n"
        + "calibrated_rounds_per_second=\(calibration.roundsPerSecond)\n"
        + "binding_cost_us=\(Int((calibration.bindingCost.inSeconds * 1e6).rounded()))\n"
        + "device_bound_check_ms=\(milliseconds(bound))\n"
        + "plain_check_ms=\(milliseconds(plain))")
  }

  private static func answer(_ line: String) throws {
    try Output.answer(line)
  }

  private func measureDerive() throws -> Int {
    let passcode = SecretBuffer(copying: Array("480213".utf8))
    let pepper = SecretBuffer(copying: [UInt8](repeating: 0x5A, count: 32))
    let salt = [UInt8](repeating: 0xA5, count: PBKDF2Verifier.saltByteCount)
    let clock = ContinuousClock()
    var seconds: [Double] = []
    for _ in 0..<repetitions {
      var output: [UInt8] = []
      let elapsed = try clock.measure {
        output = try PBKDF2Verifier.derive(passcode, pepper: pepper, salt: salt, rounds: rounds)
      }
      precondition(output.count == PBKDF2Verifier.outputByteCount)
      seconds.append(elapsed.inSeconds)
    }
    return Self.roundsPerSecond(rounds: rounds, seconds: seconds)
  }

  /// `rounds` divided by the median of `seconds`.
  static func roundsPerSecond(rounds: Int, seconds: [Double]) -> Int {
    Int((Double(rounds) / max(median(seconds), 1e-9)).rounded())
  }
}

/// OpenSSL's PBKDF2-HMAC-SHA256 measured from outside the process, with the same lengths as
/// the verifier (32-byte password, 16-byte salt, 32-byte output).
private enum OpenSSLBenchmark {
  struct Result {
    var roundsPerSecond: Int
    var source: String
  }

  /// Prints one duration in seconds per repetition, then the OpenSSL version.
  static let pythonScript = """
    import sys, time
    from _hashlib import pbkdf2_hmac
    rounds, repetitions = int(sys.argv[1]), int(sys.argv[2])
    for _ in range(repetitions):
        start = time.perf_counter()
        pbkdf2_hmac("sha256", bytes(32), bytes(16), rounds, 32)
        print(time.perf_counter() - start)
    try:
        import ssl
        print("python3 _hashlib, " + ssl.OPENSSL_VERSION)
    except ImportError:
        print("python3 _hashlib")
    """

  static func measure(rounds: Int, repetitions: Int) -> Result? {
    measureWithPython(rounds: rounds, repetitions: repetitions)
      ?? measureWithCommand(rounds: rounds, repetitions: repetitions)
  }

  private static func measureWithPython(rounds: Int, repetitions: Int) -> Result? {
    guard
      let output = run(["python3", "-c", pythonScript, String(rounds), String(repetitions)]),
      let source = output.last
    else { return nil }
    let seconds = output.dropLast().compactMap(Double.init)
    guard seconds.count == repetitions else { return nil }
    return Result(
      roundsPerSecond: KDFBenchmark.roundsPerSecond(rounds: rounds, seconds: seconds),
      source: source)
  }

  /// `openssl kdf` timed from here; the process start adds a few milliseconds.
  private static func measureWithCommand(rounds: Int, repetitions: Int) -> Result? {
    let arguments = [
      "openssl", "kdf", "-keylen", "32", "-kdfopt", "digest:SHA256",
      "-kdfopt", "hexpass:" + String(repeating: "00", count: 32),
      "-kdfopt", "hexsalt:" + String(repeating: "00", count: 16),
      "-kdfopt", "iter:\(rounds)", "PBKDF2",
    ]
    let clock = ContinuousClock()
    var seconds: [Double] = []
    for _ in 0..<repetitions {
      var output: [String]?
      let elapsed = clock.measure { output = run(arguments) }
      guard output?.isEmpty == false else { return nil }
      seconds.append(elapsed.inSeconds)
    }
    let version = run(["openssl", "version"])?.first ?? "OpenSSL"
    return Result(
      roundsPerSecond: KDFBenchmark.roundsPerSecond(rounds: rounds, seconds: seconds),
      source: "openssl kdf command, \(version)")
  }

  /// The lines `arguments` (looked up in `PATH`) prints, or `nil` when it cannot run or fails.
  private static func run(_ arguments: [String]) -> [String]? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }
}

/// The middle of some measurements (the mean of the two middle ones for an even count).
private func median(_ values: [Double]) -> Double {
  precondition(!values.isEmpty, "a median needs measurements")
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Whether this binary was built for debugging or for release, for benchmark output.
enum BuildConfiguration {
  #if DEBUG
    static let current = "debug"
  #else
    static let current = "release"
  #endif
}
