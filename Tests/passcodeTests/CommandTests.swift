import Foundation
import Testing

/// The commands around the lock: not set, reset, change, remove, the root command, the
/// store option, `bench kdf` and `bench seal`.
@Suite struct CommandTests {
  @Test("with no passcode: status says so (0), verify, unlock, change and remove give 5")
  func notSet() async throws {
    let sandbox = try Sandbox()
    #expect(
      try await sandbox.status()
        == StatusJSON(
          passcodeSet: false, failures: 0, maxFailures: 10, lockedOutSeconds: 0,
          permanentlyLocked: false, format: nil, firstSetInterrupted: false,
          clockTrusted: true))
    let summary = try await sandbox.expect(0, "status")
    #expect(summary.stdout.contains("No passcode is set"))
    try await sandbox.expect(5, "verify", input: .lines("480213"))
    try await sandbox.expect(5, "unlock", input: .lines("480213"))
    try await sandbox.expect(5, "change", input: .lines("480213", "258036", "258036"))
    try await sandbox.expect(5, "remove", input: .lines("480213"))
  }

  @Test("reset --erase --yes erases everything; without both flags it refuses with 64")
  func reset() async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213")
    let bare = try await sandbox.expect(64, "reset")
    #expect(bare.stderr.contains("reset --erase --yes"), "\(bare.stderr)")
    try await sandbox.expect(64, "reset", "--erase")
    try await sandbox.expect(64, "reset", "--yes")
    #expect(try await sandbox.status().passcodeSet)

    try await sandbox.expect(0, "reset", "--erase", "--yes")
    #expect(try await sandbox.status().passcodeSet == false)
    let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.store.path)
    #expect(!files.contains("state") && !files.contains("pepper"), "\(files)")
    try await sandbox.expect(5, "verify", input: .lines("480213"))
  }

  @Test("set twice is a usage error; change needs the current code; remove erases")
  func changeAndRemove() async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213")
    try await sandbox.expect(64, "set", "--kdf-rounds", "210000", input: .lines("258036", "258036"))
    try await sandbox.expect(1, "change", input: .lines("480214", "258036", "258036"))
    #expect(try await sandbox.status().failures == 1, "a wrong current code counts (LOCK-3)")
    try await sandbox.expect(
      0, "change", "--kdf-rounds", "210000", input: .lines("480213", "258036", "258036"))
    #expect(try await sandbox.status().failures == 0)
    try await sandbox.expect(1, "verify", input: .lines("480213"))
    try await sandbox.expect(0, "verify", input: .lines("258036"))
    try await sandbox.expect(
      0, "change", "--format", "numeric:4", "--kdf-rounds", "210000",
      input: .lines("258036", "4826", "4826"))
    #expect(try await sandbox.status().format == "numeric:4")
    try await sandbox.expect(1, "remove", input: .lines("4827"))
    try await sandbox.expect(0, "remove", input: .lines("4826"))
    #expect(try await sandbox.status().passcodeSet == false)
  }

  @Test("passcode with no subcommand sets when none is set, then verifies")
  func rootCommand() async throws {
    let sandbox = try Sandbox()
    try await sandbox.expect(65, input: .lines("480213"))
    try await sandbox.expect(0, input: .lines("480213", "480213"))
    #expect(try await sandbox.status().passcodeSet)
    try await sandbox.expect(1, input: .lines("480214"))
    try await sandbox.expect(0, input: .lines("480213"))
  }

  @Test("PASSCODE_STORE_DIR chooses the store when --store is absent")
  func storeFromEnvironment() async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213")
    let finished = try await PasscodeBinary.start(
      ["status", "--json"], input: .bytes([]), scratch: sandbox.root,
      environment: ["PASSCODE_STORE_DIR": sandbox.store.path]
    ).finish()
    #expect(finished.status == 0)
    #expect(finished.stdout.contains("\"passcodeSet\":true"), "\(finished.stdout)")
  }

  /// HASH-5: the KDF is measured side by side with OpenSSL in one run (the figures themselves
  /// are never asserted: a benchmark is not a test).
  @Test("bench kdf prints rounds_per_second=<integer> and OpenSSL's rate or a skip (HASH-5)")
  func benchKDF() async throws {
    let sandbox = try Sandbox()
    let finished = try await PasscodeBinary.start(
      ["bench", "kdf", "--rounds", "210000", "--repetitions", "1"], input: .bytes([]),
      scratch: sandbox.root
    ).finish()
    #expect(finished.status == 0, "\(finished.stderr)")
    let lines = finished.stdout.split(separator: "\n").map(String.init)
    let rate = lines.first { $0.hasPrefix("rounds_per_second=") }
    #expect(rate.flatMap { Int($0.dropFirst("rounds_per_second=".count)) }.map { $0 > 0 } == true)
    #expect(
      lines.contains { $0.hasPrefix("openssl_rounds_per_second=") }
        || lines.contains { $0.hasPrefix("openssl=skipped") }, "\(lines)")
    #expect(
      lines.first?.contains("build=debug") == true || lines.first?.contains("build=release") == true
    )
  }

  /// Sealed data is measured side by side with OpenSSL's AES-256-GCM in one run; the figures
  /// are never asserted (a benchmark is not a test), only that each is printed.
  @Test(
    "bench seal prints its throughput, OpenSSL's encryption and decryption or a skip, the ratios and OpenSSL's version as name=value"
  )
  func benchSeal() async throws {
    let sandbox = try Sandbox()
    let finished = try await sandbox.expect(
      0, "bench", "seal", "--mebibytes", "1", "--repetitions", "1")
    let lines = finished.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("bench=seal mebibytes=1 repetitions=1 ") == true, "\(lines)")
    var values: [String: String] = [:]
    for line in lines.dropFirst() {
      let parts = line.split(separator: "=", maxSplits: 1)
      try #require(parts.count == 2, "not name=value: \(line)")
      values[String(parts[0])] = String(parts[1])
    }
    for name in [
      "seal_mb_per_s", "open_mb_per_s", "seal_cpu_mb_per_s", "open_cpu_mb_per_s",
      "seal_data_mb_per_s", "open_data_mb_per_s", "new_buffer_copy_mb_per_s",
      "data_key_check_ms", "data_key_unlock_ms", "data_key_unwrap_bound_us",
    ] {
      #expect(values[name].flatMap(Double.init) != nil, "\(name) in \(lines)")
    }
    if values["openssl"] == "skipped" {
      #expect(!finished.stderr.isEmpty, "a skip says why")
    } else {
      for name in [
        "openssl_mb_per_s", "openssl_cpu_mb_per_s", "openssl_decrypt_mb_per_s",
        "openssl_decrypt_cpu_mb_per_s", "seal_ratio", "open_ratio", "seal_cpu_ratio",
        "open_cpu_ratio", "seal_data_ratio", "open_data_ratio",
      ] {
        #expect(values[name].flatMap(Double.init) != nil, "\(name) in \(lines)")
      }
      #expect(values["openssl_source"] != nil)
      // Opening is compared with OpenSSL's decryption, and releases differ: the version the
      // ratios were measured against is printed with them.
      let version = try #require(values["openssl_version"], "openssl_version in \(lines)")
      #expect(version.contains("OpenSSL") || version.contains("BoringSSL"), "\(version)")
      let ratioLine = try #require(lines.firstIndex { $0.hasPrefix("open_ratio=") })
      let versionLine = try #require(lines.firstIndex { $0.hasPrefix("openssl_version=") })
      #expect(abs(ratioLine - versionLine) <= 8, "the version is printed beside the ratios")
    }
    #expect(values["open_file_peak_rss_mib"] == nil, "no file part unless asked")
  }

  @Test("bench seal --file-mebibytes seals and opens a file, prints the peak memory, cleans up")
  func benchSealFile() async throws {
    let sandbox = try Sandbox()
    let temporary = sandbox.root.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
    let finished = try await PasscodeBinary.start(
      ["bench", "seal", "--mebibytes", "1", "--repetitions", "1", "--file-mebibytes", "2"],
      input: .bytes([]), scratch: sandbox.root, environment: ["TMPDIR": temporary.path]
    ).finish()
    #expect(finished.status == 0, "\(finished.stderr)")
    let lines = finished.stdout.split(separator: "\n").map(String.init)
    for name in [
      "seal_file_mb_per_s", "open_file_mb_per_s", "open_file_baseline_rss_mib",
      "open_file_peak_rss_mib",
    ] {
      #expect(
        lines.contains { $0.hasPrefix(name + "=") && Double($0.dropFirst(name.count + 1)) != nil },
        "\(name) in \(lines)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
  }

  @Test("bench seal's file part where it cannot write is status 74, saying where and why")
  func benchSealFileFails() async throws {
    let sandbox = try Sandbox()
    let missing = sandbox.root.appendingPathComponent("no such folder")
    let finished = try await PasscodeBinary.start(
      ["bench", "seal", "--mebibytes", "1", "--repetitions", "1", "--file-mebibytes", "1"],
      input: .bytes([]), scratch: sandbox.root, environment: ["TMPDIR": missing.path]
    ).finish()
    #expect(finished.status == 74, "\(finished.stderr)")
    #expect(finished.stderr.contains("The file measurement failed at "), "\(finished.stderr)")
    #expect(finished.stderr.contains(missing.path), "\(finished.stderr)")
    #expect(!FileManager.default.fileExists(atPath: missing.path))
  }

  @Test("--help lists every exit status")
  func helpListsExitStatuses() async throws {
    let sandbox = try Sandbox()
    let finished = try await PasscodeBinary.start(
      ["--help"], input: .bytes([]), scratch: sandbox.root
    ).finish()
    #expect(finished.status == 0)
    for status in ["0 ", "1 ", "2 ", "3 ", "4 ", "5 ", "64 ", "65 "] {
      #expect(finished.stdout.contains("\n  \(status)"), "missing exit status \(status)")
    }
  }
}
