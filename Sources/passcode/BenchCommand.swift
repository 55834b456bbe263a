import ArgumentParser
import Foundation
@_spi(Skins) import PasscodeCore
@_spi(Benchmarks) import PasscodeEngine
@_spi(Skins) import PasscodeTerminal

/// `passcode bench`: measurements of the KDF, of sealed data and of the passcode screen.
struct BenchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure how fast this machine runs the lock's parts.",
    subcommands: [KDFBenchmark.self, SealBenchmark.self, ScreenBenchmark.self])
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
    return Result(
      roundsPerSecond: KDFBenchmark.roundsPerSecond(rounds: rounds, seconds: seconds),
      source: "openssl kdf command, \(version())")
  }

  /// What `openssl version` says, or "OpenSSL".
  static func version() -> String {
    run(["openssl", "version"])?.first ?? "OpenSSL"
  }

  /// The lines `arguments` (looked up in `PATH`) prints, or `nil` when it cannot run or fails.
  static func run(_ arguments: [String]) -> [String]? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    // The child gets the mask of the thread that starts it (swift-corelibs-foundation issue
    // 4772), which here is a worker thread's, with nearly every signal blocked; `openssl speed`
    // would then never see the SIGALRM that ends each of its measurements. Start it with none.
    var none = sigset_t()
    var previous = sigset_t()
    sigemptyset(&none)
    pthread_sigmask(SIG_SETMASK, &none, &previous)
    let started: Bool
    do {
      try process.run()
      started = true
    } catch {
      started = false
    }
    pthread_sigmask(SIG_SETMASK, &previous, nil)
    guard started else { return nil }
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

/// `passcode bench seal`: DataSealer's throughput sealing and opening, side by side with
/// OpenSSL's AES-256-GCM, and the memory it takes to open a large file.
struct SealBenchmark: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "seal",
    abstract: "Measure sealing and opening throughput, next to OpenSSL's AES-256-GCM.",
    discussion: """
      Seals --mebibytes MiB of random bytes in memory with DataSealer (AES-256-GCM in 64 KiB \
      chunks, the sealed-data format) and opens them again, --repetitions times each, and \
      prints medians in MB/s (MB: 10^6 bytes, as OpenSSL counts). seal_mb_per_s and \
      open_mb_per_s seal and open a chunk at a time into one reused buffer, the work of \
      sealing a file without the file system, as `openssl speed` encrypts one reused buffer; \
      seal_cpu_mb_per_s and open_cpu_mb_per_s are the same over the thread's CPU time (user \
      and system), which a busy machine does not slow. seal_data_mb_per_s and \
      open_data_mb_per_s seal and open Data, which returns the result in new memory that the \
      system provides a page at a time on first use; new_buffer_copy_mb_per_s is the rate of \
      only copying the data into new memory, a chunk at a time: the ceiling of any function \
      that returns new memory. Between repetitions it measures OpenSSL's AES-256-GCM on 64 \
      KiB blocks with `openssl speed -evp aes-256-gcm -bytes 65536 -seconds 1`, encrypting \
      and (with -decrypt) decrypting, each once with -elapsed (wall clock: openssl_mb_per_s, \
      openssl_decrypt_mb_per_s) and once without (its user CPU time: openssl_cpu_mb_per_s, \
      openssl_decrypt_cpu_mb_per_s), or else with python3's cryptography (AESGCM, OpenSSL) \
      over the same chunking, and prints openssl_source and openssl_version (OpenSSL's \
      releases differ on the same chunks: a ratio holds for the version beside it), then \
      seal_ratio (sealing / OpenSSL's encryption) and open_ratio (opening / OpenSSL's \
      decryption) on the wall clock, seal_cpu_ratio and open_cpu_ratio over CPU time, and \
      seal_data_ratio and open_data_ratio (Data in new memory, wall clock); when neither is \
      available it prints openssl=skipped. With --file-mebibytes N (0, \
      the default, skips it) it first writes N MiB of random bytes to a file in a new \
      temporary folder (under $TMPDIR), seals it into a second file and opens that into a \
      third, then authenticates the sealed file (reading it, writing nothing), and prints \
      seal_file_mb_per_s, open_file_mb_per_s, authenticate_file_mb_per_s and the process's \
      resident memory around the opening: open_file_baseline_rss_mib (resident just before it) and \
      open_file_peak_rss_mib (the peak during it: Linux's VmHWM, reset just before the \
      opening when the kernel allows, open_file_peak_reset=yes; else the peak of the whole \
      process so far, which the file part, run first, is alone to raise). Then it deletes the \
      folder. Last, it measures what making the data key available adds to an unlock: a \
      device-bound check at 210000 rounds with a software device key, alone \
      (data_key_check_ms: the verifier's check) and through PasscodeLock.verify with the data \
      key locked before each (data_key_unlock_ms: the same check, the record's and device \
      key's checks, the count written, the key unwrapped), --repetitions times each, side \
      by side; their difference is within the noise of one check, so it also prints \
      data_key_unwrap_bound_us, the median of 1000 openings of a sealed 32-byte message (an \
      HKDF and an AES-256-GCM open of 32 bytes: more work than unwrapping the key, which is \
      one such open).
      """)

  @Option(help: ArgumentHelp("MiB sealed and opened in memory.", valueName: "n"))
  var mebibytes = 64

  @Option(help: ArgumentHelp("Measurements of each; the median is reported.", valueName: "n"))
  var repetitions = 5

  @Option(help: ArgumentHelp("MiB of a file sealed and opened; 0 skips it.", valueName: "n"))
  var fileMebibytes = 0

  func validate() throws {
    guard (1...4096).contains(mebibytes) else {
      throw ValidationError("--mebibytes must be between 1 and 4096.")
    }
    guard (1...100).contains(repetitions) else {
      throw ValidationError("--repetitions must be between 1 and 100.")
    }
    guard (0...1_048_576).contains(fileMebibytes) else {
      throw ValidationError("--file-mebibytes must be between 0 and 1048576.")
    }
  }

  /// The chunk size DataSealer writes, which OpenSSL is measured with too.
  static let chunkBytes = 65_536

  func run() async throws {
    try Output.answer(
      "bench=seal mebibytes=\(mebibytes) repetitions=\(repetitions) "
        + "file_mebibytes=\(fileMebibytes) chunk_bytes=\(Self.chunkBytes) statistic=median "
        + "build=\(BuildConfiguration.current)")
    if BuildConfiguration.current == "debug" {
      Output.message(CLIText.benchDebugBuild("seal"))
    }
    var generator = FastRandom()
    let key = SecretBuffer(capacity: 32)
    for _ in 0..<32 { key.append(UInt8.random(in: .min ... .max)) }
    let sealer = try DataSealer(key: key)
    key.removeAll()
    // The file first, so that on a system where the peak cannot be reset, the in-memory
    // buffers have not raised it yet.
    let file = fileMebibytes > 0 ? try measureFile(sealer, &generator) : nil
    let memory = try measureMemory(sealer, &generator)
    try Output.answer(
      "seal_mb_per_s=\(Self.format(memory.seal.wall))\n"
        + "open_mb_per_s=\(Self.format(memory.open.wall))\n"
        + "seal_cpu_mb_per_s=\(Self.format(memory.seal.cpu))\n"
        + "open_cpu_mb_per_s=\(Self.format(memory.open.cpu))\n"
        + "seal_data_mb_per_s=\(Self.format(memory.sealData))\n"
        + "open_data_mb_per_s=\(Self.format(memory.openData))\n"
        + "new_buffer_copy_mb_per_s=\(Self.format(memory.copy))")
    if let openSSL = memory.openSSL {
      // Sealing is compared with OpenSSL's encryption, opening with its decryption; the
      // version goes with the ratios, since releases differ.
      try Output.answer(
        "openssl_mb_per_s=\(Self.format(openSSL.encrypt.wall))\n"
          + "openssl_cpu_mb_per_s=\(Self.format(openSSL.encrypt.cpu))\n"
          + "openssl_decrypt_mb_per_s=\(Self.format(openSSL.decrypt.wall))\n"
          + "openssl_decrypt_cpu_mb_per_s=\(Self.format(openSSL.decrypt.cpu))\n"
          + "openssl_source=\(openSSL.source)\n"
          + "openssl_version=\(openSSL.version)\n"
          + "seal_ratio=\(Self.ratio(memory.seal.wall, openSSL.encrypt.wall))\n"
          + "open_ratio=\(Self.ratio(memory.open.wall, openSSL.decrypt.wall))\n"
          + "seal_cpu_ratio=\(Self.ratio(memory.seal.cpu, openSSL.encrypt.cpu))\n"
          + "open_cpu_ratio=\(Self.ratio(memory.open.cpu, openSSL.decrypt.cpu))\n"
          + "seal_data_ratio=\(Self.ratio(memory.sealData, openSSL.encrypt.wall))\n"
          + "open_data_ratio=\(Self.ratio(memory.openData, openSSL.decrypt.wall))")
    } else {
      try Output.answer("openssl=skipped")
      Output.message(CLIText.benchOpenSSLSkipped)
    }
    if let file { try Output.answer(file) }
    let unlock = try await measureUnlock()
    try Output.answer(
      "data_key_check_ms=\(String(format: "%.2f", unlock.check))\n"
        + "data_key_unlock_ms=\(String(format: "%.2f", unlock.unlock))\n"
        + "data_key_unwrap_bound_us=\(String(format: "%.2f", try Self.unwrapBound(sealer)))")
  }

  /// The median, in microseconds, of opening a sealed 32-byte message: an upper bound of the
  /// data key's unwrap.
  private static func unwrapBound(_ sealer: DataSealer) throws -> Double {
    let sealed = try sealer.seal(Data(count: 32))
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<1000 {
      let started = clock.now
      _ = try sealer.open(sealed)
      samples.append((clock.now - started).inSeconds * 1_000_000)
    }
    return median(samples)
  }

  /// The medians, in milliseconds, of a device-bound check alone and of an unlock through
  /// the lock that makes the data key available, measured in turn.
  private func measureUnlock() async throws -> (check: Double, unlock: Double) {
    let verifier = DeviceBoundVerifier(
      deviceKey: SoftwareDeviceKey(), workFactor: .rounds(PBKDF2Verifier.minimumRounds))
    let store = InMemoryStore()
    let lock = PasscodeLock(store: store, verifier: verifier)
    let code = SecretBuffer(utf8: "480213")
    defer { code.removeAll() }
    try await lock.setPasscode(code)
    guard let pepper = try store.loadPepper(), let blob = try store.loadDeviceKey() else {
      throw CommandExit(.outputFailed, "")
    }
    let input = VerifierInput(
      pepper: pepper, deviceKey: DeviceKeyAccess(key: SoftwareDeviceKey(), blob: blob))
    let record = try await verifier.enroll(code, with: input)
    let clock = ContinuousClock()
    var checks: [Double] = []
    var unlocks: [Double] = []
    for _ in 0..<repetitions {
      let started = clock.now
      _ = try await verifier.evaluate(code, against: record, with: input)
      checks.append((clock.now - started).inSeconds * 1000)
      await lock.dataKey.lock()
      let unlocking = clock.now
      _ = await lock.verify(code)
      unlocks.append((clock.now - unlocking).inSeconds * 1000)
    }
    return (median(checks), median(unlocks))
  }

  /// A rate measured two ways, in MB/s: on the wall clock, and on the CPU time the work took
  /// (the thread's user and system time; OpenSSL's: its user time), which other processes on a
  /// busy machine do not slow.
  struct Rate {
    var wall: Double
    var cpu: Double
  }

  /// What the in-memory part measures: medians in MB/s, and OpenSSL's in the same repetitions
  /// (`nil` when it could not be run).
  struct MemoryRates {
    /// Sealing a chunk at a time into one reused buffer (the work of sealing a file, without
    /// the file system).
    var seal: Rate
    /// Opening a chunk at a time into one reused buffer.
    var open: Rate
    /// `DataSealer.seal(_:)`, returning new memory.
    var sealData: Double
    /// `DataSealer.open(_:)`, returning new memory.
    var openData: Double
    /// Only copying the plaintext into new memory, a chunk at a time.
    var copy: Double
    var openSSL: OpenSSLRates?
  }

  /// OpenSSL's AES-256-GCM in MB/s, encrypting and decrypting, and what measured it.
  struct OpenSSLRates {
    var encrypt: Rate
    var decrypt: Rate
    var source: String
    var version: String
  }

  /// Seals and opens `mebibytes` MiB in memory `repetitions` times, measuring OpenSSL in
  /// between (interleaved, so that a machine that gets busier slows both alike).
  ///
  /// The like-for-like figures are the chunk-at-a-time ones: `openssl speed` encrypts one
  /// reused buffer, and a file is sealed a chunk at a time into one reused buffer too. Sealing
  /// and opening `Data` also return their result in new memory, which the system provides a
  /// page at a time on first use; the copy measures that cost alone, a ceiling for any
  /// function that returns a new buffer.
  private func measureMemory(_ sealer: DataSealer, _ generator: inout FastRandom) throws
    -> MemoryRates
  {
    var plaintext = Data(count: mebibytes << 20)
    plaintext.withUnsafeMutableBytes { generator.fill($0) }
    let sealed = try sealer.seal(plaintext)
    var samples: [String: [Double]] = [:]
    var openSSLSource: (source: String, version: String)?
    for _ in 0..<repetitions {
      // The chunks are handed over and not kept, as `openssl speed` keeps nothing: what a
      // consumer does with them (a file's write) is not the sealer's work. Their bytes are
      // counted, and the opened ones compared, outside the measurement.
      var offset = 0
      let seal = try Self.measure {
        offset = 0
        try sealer.seal(plaintext, associatedData: Data()) { offset += $0.count }
      }
      precondition(offset == sealed.count, "the chunks add up to the sealed data")
      let open = try Self.measure {
        try sealer.open(sealed, associatedData: Data()) { _ in }
      }
      offset = 0
      try sealer.open(sealed, associatedData: Data()) { chunk in
        let same = plaintext.withUnsafeBytes {
          memcmp($0.baseAddress! + offset, chunk.baseAddress!, chunk.count) == 0
        }
        precondition(same, "what was sealed opens to the same bytes")
        offset += chunk.count
      }
      precondition(offset == plaintext.count, "what was sealed opens to the same bytes")
      var newSealed = Data()
      let sealData = try Self.measure { newSealed = try sealer.seal(plaintext) }
      var opened = Data()
      let openData = try Self.measure { opened = try sealer.open(newSealed) }
      precondition(opened == plaintext, "what was sealed opens to the same bytes")
      opened = Data()
      newSealed = Data()
      var copy = Data()
      let copying = Self.measure {
        copy = Data(capacity: sealed.count)
        for start in stride(from: 0, to: plaintext.count, by: Self.chunkBytes) {
          copy.append(plaintext[start..<min(start + Self.chunkBytes, plaintext.count)])
        }
      }
      precondition(copy.count == plaintext.count)
      copy = Data()
      for (name, value) in [
        ("seal", seal.wall), ("sealCPU", seal.cpu), ("open", open.wall), ("openCPU", open.cpu),
        ("sealData", sealData.wall), ("openData", openData.wall), ("copy", copying.wall),
      ] {
        samples[name, default: []].append(value)
      }
      if let openSSL = OpenSSLGCMBenchmark.measureOnce(mebibytes: mebibytes) {
        samples["openSSL", default: []].append(openSSL.encrypt.wall)
        samples["openSSLCPU", default: []].append(openSSL.encrypt.cpu)
        samples["openSSLDecrypt", default: []].append(openSSL.decrypt.wall)
        samples["openSSLDecryptCPU", default: []].append(openSSL.decrypt.cpu)
        openSSLSource = (openSSL.source, openSSL.version)
      }
    }
    let megabytes = Double(plaintext.count) / 1e6
    func rate(_ name: String) -> Double { megabytes / median(samples[name]!) }
    return MemoryRates(
      seal: Rate(wall: rate("seal"), cpu: rate("sealCPU")),
      open: Rate(wall: rate("open"), cpu: rate("openCPU")),
      sealData: rate("sealData"), openData: rate("openData"), copy: rate("copy"),
      openSSL: samples["openSSL"]?.count == repetitions
        ? OpenSSLRates(
          encrypt: Rate(wall: rate("openSSL"), cpu: rate("openSSLCPU")),
          decrypt: Rate(wall: rate("openSSLDecrypt"), cpu: rate("openSSLDecryptCPU")),
          source: openSSLSource?.source ?? "", version: openSSLSource?.version ?? "") : nil)
  }

  /// How long `body` took, in seconds: on the wall clock, and in this thread's CPU time.
  private static func measure(_ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
    let clock = ContinuousClock()
    let cpuStart = threadCPUSeconds()
    let wall = try clock.measure(body)
    return (wall.inSeconds, threadCPUSeconds() - cpuStart)
  }

  /// This thread's CPU time (user and system), in seconds.
  private static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// A ratio with two decimals.
  private static func ratio(_ ours: Double, _ theirs: Double) -> String {
    String(format: "%.2f", ours / theirs)
  }

  /// Seals and opens a file of `fileMebibytes` MiB; the answer's lines.
  private func measureFile(_ sealer: DataSealer, _ generator: inout FastRandom) throws -> String {
    var template = Array(
      (FileManager.default.temporaryDirectory.path + "/passcode-bench-seal.XXXXXX").utf8CString)
    guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
      throw Self.fileFailure(FileManager.default.temporaryDirectory.path, errno: errno)
    }
    let folder = URL(fileURLWithPath: String(cString: made), isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let plain = folder.appendingPathComponent("plain")
    let sealed = folder.appendingPathComponent("sealed")
    let opened = folder.appendingPathComponent("opened")
    do {
      try Self.writeRandomFile(plain, mebibytes: fileMebibytes, &generator)
      let clock = ContinuousClock()
      let sealing = try clock.measure { try sealer.seal(fileAt: plain, to: sealed) }
      try FileManager.default.removeItem(at: plain)
      let reset = ResidentMemory.resetPeak()
      let baseline = ResidentMemory.currentMiB()
      let opening = try clock.measure { try sealer.open(fileAt: sealed, to: opened) }
      let peak = ResidentMemory.peakMiB()
      let checking = try clock.measure { try sealer.authenticate(fileAt: sealed) }
      let size = try FileManager.default.attributesOfItem(atPath: opened.path)[.size] as? NSNumber
      precondition(size?.intValue == fileMebibytes << 20, "the opened file is whole")
      let megabytes = Double(fileMebibytes << 20) / 1e6
      return "seal_file_mb_per_s=\(Self.format(megabytes / sealing.inSeconds))\n"
        + "open_file_mb_per_s=\(Self.format(megabytes / opening.inSeconds))\n"
        + "authenticate_file_mb_per_s=\(Self.format(megabytes / checking.inSeconds))\n"
        + "open_file_baseline_rss_mib=\(String(format: "%.1f", baseline))\n"
        + "open_file_peak_rss_mib=\(String(format: "%.1f", peak))\n"
        + "open_file_peak_reset=\(reset ? "yes" : "no")"
    } catch let error as SealError {
      switch error {
      case .readFailed(let path, let code), .writeFailed(let path, let code):
        throw Self.fileFailure(path, errno: code)
      default:
        // What it sealed did not open: the file system gave back other bytes.
        throw Self.fileFailure(folder.path, errno: EIO)
      }
    } catch let error as CommandExit {
      throw error
    } catch {
      // Foundation's file operations: their POSIX error when they carry one.
      let nsError = error as NSError
      let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError
      let code =
        nsError.domain == NSPOSIXErrorDomain
        ? nsError.code : underlying?.domain == NSPOSIXErrorDomain ? underlying!.code : Int(EIO)
      throw Self.fileFailure(folder.path, errno: Int32(code))
    }
  }

  /// Writes `mebibytes` MiB of `generator`'s bytes to `url`, a MiB at a time.
  private static func writeRandomFile(
    _ url: URL, mebibytes: Int, _ generator: inout FastRandom
  ) throws {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw fileFailure(url.path, errno: errno) }
    defer { close(descriptor) }
    var block = Data(count: 1 << 20)
    for _ in 0..<mebibytes {
      block.withUnsafeMutableBytes { generator.fill($0) }
      try block.withUnsafeBytes { bytes in
        var offset = 0
        while offset < bytes.count {
          let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
          if written < 0 {
            if errno == EINTR { continue }
            throw fileFailure(url.path, errno: errno)
          }
          offset += written
        }
      }
    }
  }

  /// Status 74, saying where the file part failed and why.
  private static func fileFailure(_ path: String, errno code: Int32) -> CommandExit {
    CommandExit(
      .outputFailed,
      [LocalizedText(CLIKey.benchFileFailed, .verbatim(path), SystemReason.phrase(code))])
  }

  /// A rate with one decimal.
  private static func format(_ rate: Double) -> String { String(format: "%.1f", rate) }
}

/// OpenSSL's AES-256-GCM measured from outside the process, on 64 KiB blocks: `openssl speed`,
/// or else python3's cryptography (OpenSSL) over the same chunking as DataSealer.
private enum OpenSSLGCMBenchmark {
  /// How long OpenSSL takes for `mebibytes` MiB, in seconds, on the wall clock and in CPU
  /// time, encrypting and decrypting.
  struct Times {
    var encrypt: (wall: Double, cpu: Double)
    var decrypt: (wall: Double, cpu: Double)
    /// What measured it.
    var source: String
    /// The OpenSSL it measured, as it names itself.
    var version: String
  }

  /// OpenSSL's times for `mebibytes` MiB; `nil` when neither way is available.
  static func measureOnce(mebibytes: Int) -> Times? {
    let bytes = Double(mebibytes << 20)
    if let wall = speed(elapsed: true, decrypt: false),
      let cpu = speed(elapsed: false, decrypt: false),
      let decryptWall = speed(elapsed: true, decrypt: true),
      let decryptCPU = speed(elapsed: false, decrypt: true)
    {
      return Times(
        encrypt: (bytes / wall, bytes / cpu), decrypt: (bytes / decryptWall, bytes / decryptCPU),
        source: "openssl speed -evp aes-256-gcm -bytes 65536 (wall: -elapsed; opening: -decrypt)",
        version: OpenSSLBenchmark.version())
    }
    return python(mebibytes: mebibytes)
  }

  /// Seals `mebibytes` MiB in 64 KiB chunks, then opens them; prints the wall-clock and the
  /// CPU seconds of each, then the OpenSSL version.
  static let pythonScript = """
    import os, sys, time
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM
    mebibytes = int(sys.argv[1])
    data = os.urandom(mebibytes << 20)
    aead = AESGCM(os.urandom(32))
    aad = bytes(28)
    chunks = [memoryview(data)[i:i + 65536] for i in range(0, len(data), 65536)]
    nonces = [bytes(7) + index.to_bytes(4, "big") + bytes(1) for index in range(len(chunks))]
    start, cpu = time.perf_counter(), time.process_time()
    sealed = [aead.encrypt(nonce, chunk, aad) for nonce, chunk in zip(nonces, chunks)]
    print(time.perf_counter() - start)
    print(time.process_time() - cpu)
    start, cpu = time.perf_counter(), time.process_time()
    for nonce, chunk in zip(nonces, sealed):
        aead.decrypt(nonce, chunk, aad)
    print(time.perf_counter() - start)
    print(time.process_time() - cpu)
    from cryptography.hazmat.backends.openssl import backend
    print(backend.openssl_version_text())
    """

  /// `openssl speed`'s figure for AES-256-GCM on 64 KiB blocks, encrypting or (`-decrypt`)
  /// decrypting, in bytes a second: on the wall clock with `-elapsed`, else (its default) over
  /// its user CPU time.
  private static func speed(elapsed: Bool, decrypt: Bool) -> Double? {
    let arguments =
      ["openssl", "speed"] + (elapsed ? ["-elapsed"] : []) + (decrypt ? ["-decrypt"] : [])
      + ["-evp", "aes-256-gcm", "-bytes", String(SealBenchmark.chunkBytes), "-seconds", "1"]
    guard let lines = OpenSSLBenchmark.run(arguments) else { return nil }
    for line in lines {
      // The figure is in thousands of bytes a second.
      let fields = line.split(whereSeparator: \.isWhitespace)
      guard fields.count >= 2, fields[0].lowercased() == "aes-256-gcm",
        let last = fields.last, last.hasSuffix("k"), let thousands = Double(last.dropLast()),
        thousands > 0
      else { continue }
      return thousands * 1000
    }
    return nil
  }

  private static func python(mebibytes: Int) -> Times? {
    guard
      let output = OpenSSLBenchmark.run(["python3", "-c", pythonScript, String(mebibytes)]),
      output.count == 5
    else { return nil }
    let times = output[0..<4].compactMap(Double.init)
    guard times.count == 4, times.allSatisfy({ $0 > 0 }) else { return nil }
    return Times(
      encrypt: (times[0], times[1]), decrypt: (times[2], times[3]),
      source: "python3 cryptography AESGCM", version: output[4])
  }
}

/// Fast pseudo-random bytes (SplitMix64) seeded from the system's generator: benchmark data
/// has to be incompressible, not secret, and a gibibyte of it should not take seconds.
struct FastRandom {
  private var state = UInt64.random(in: .min ... .max)

  /// Fills `buffer`.
  mutating func fill(_ buffer: UnsafeMutableRawBufferPointer) {
    var offset = 0
    while offset < buffer.count {
      state &+= 0x9E37_79B9_7F4A_7C15
      var word = state
      word = (word ^ (word >> 30)) &* 0xBF58_476D_1CE4_E5B9
      word = (word ^ (word >> 27)) &* 0x94D0_49BB_1331_11EB
      word ^= word >> 31
      let count = min(8, buffer.count - offset)
      withUnsafeBytes(of: word) { bytes in
        buffer.baseAddress!.advanced(by: offset).copyMemory(
          from: bytes.baseAddress!, byteCount: count)
      }
      offset += count
    }
  }
}

/// The process's resident memory, in MiB: `/proc/self/status` on Linux, `getrusage` elsewhere.
enum ResidentMemory {
  /// Resets the peak (VmHWM) to the current resident size, where Linux allows it (writing 5 to
  /// `/proc/self/clear_refs`); whether it did.
  static func resetPeak() -> Bool {
    #if os(Linux)
      let descriptor = open("/proc/self/clear_refs", O_WRONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return false }
      defer { close(descriptor) }
      return write(descriptor, "5", 1) == 1
    #else
      return false
    #endif
  }

  /// Resident now (VmRSS); on other systems, the peak so far.
  static func currentMiB() -> Double {
    status("VmRSS") ?? peakMiB()
  }

  /// The peak resident size (VmHWM, or `getrusage`'s `ru_maxrss`).
  static func peakMiB() -> Double {
    if let peak = status("VmHWM") { return peak }
    var usage = rusage()
    #if os(Linux)
      guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
      return Double(usage.ru_maxrss) / 1024  // KiB
    #else
      guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
      return Double(usage.ru_maxrss) / 1_048_576  // bytes
    #endif
  }

  /// A `kB` field of `/proc/self/status`, in MiB; `nil` where there is none.
  private static func status(_ field: String) -> Double? {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
      let value = line.dropFirst(field.count + 1).split(separator: " ").first
      return value.flatMap { Double($0) }.map { $0 / 1024 }
    }
    return nil
  }
}
