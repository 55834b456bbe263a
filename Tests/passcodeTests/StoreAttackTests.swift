import Foundation
import PasscodeTestHelpers
import Testing

@_spi(Skins) @testable import PasscodeCore
@testable import PasscodeEngine

/// Attacks on the store from outside, through the built `passcode` binary: odd store paths,
/// concurrent first `set`s, files replaced by named pipes, links, directories and sockets,
/// and processes killed at random moments (STO-3, STO-4, STO-5).
@Suite struct StoreAttackTests {
  /// Different codes that are not weak (FMT-3), one per concurrent writer.
  static let codes = [
    "480213", "258036", "691472", "305817", "927364", "184629", "736150", "562938",
    "419075", "870341", "293586", "648207", "157493", "934068", "371829", "805614",
  ]

  // MARK: - Path shapes

  /// A `--store` argument, run from `<root>/w`, and where it must land.
  struct PathShape: CustomTestStringConvertible, Sendable {
    /// The argument; a leading `@` stands for the sandbox's root (an absolute path).
    var argument: String
    /// The store directory it names, relative to the root.
    var store: String
    /// Every directory the first `set` creates, relative to the root.
    var created: [String]

    var testDescription: String { "--store '\(argument)'" }

    static let all = [
      PathShape(argument: "s", store: "w/s", created: ["w/s"]),
      PathShape(argument: "a/store", store: "w/a/store", created: ["w/a", "w/a/store"]),
      PathShape(argument: "x/y", store: "w/x/y", created: ["w/x", "w/x/y"]),
      PathShape(argument: "a/b/c", store: "w/a/b/c", created: ["w/a", "w/a/b", "w/a/b/c"]),
      PathShape(argument: "./d", store: "w/d", created: ["w/d"]),
      PathShape(argument: "../up/e", store: "up/e", created: ["up", "up/e"]),
      PathShape(argument: "f/../g/h", store: "w/g/h", created: ["w/f", "w/g", "w/g/h"]),
      PathShape(argument: "t/", store: "w/t", created: ["w/t"]),
      PathShape(argument: "i//j", store: "w/i/j", created: ["w/i", "w/i/j"]),
      PathShape(argument: "a b/c d", store: "w/a b/c d", created: ["w/a b", "w/a b/c d"]),
      PathShape(
        argument: "p/q/r/s/t", store: "w/p/q/r/s/t",
        created: ["w/p", "w/p/q", "w/p/q/r", "w/p/q/r/s", "w/p/q/r/s/t"]),
      PathShape(argument: "@/z", store: "z", created: ["z"]),
      PathShape(
        argument: "@/abs/./m/../n/", store: "abs/n", created: ["abs", "abs/m", "abs/n"]),
      PathShape(argument: "@//dd//ee/", store: "dd/ee", created: ["dd", "dd/ee"]),
    ]
  }

  @Test(
    "relative, absolute, dotted, slashed and spaced store paths all work; each directory created is 0700 (STO-3)",
    arguments: PathShape.all)
  func storePathShapes(_ shape: PathShape) async throws {
    let sandbox = try Sandbox()
    let root = sandbox.root.path
    let work = sandbox.root.appendingPathComponent("w")
    try #require(mkdir(work.path, 0o755) == 0)
    let argument =
      shape.argument.hasPrefix("@") ? root + shape.argument.dropFirst() : shape.argument
    let code = Self.codes[0]

    let set = try await PasscodeBinary.start(
      ["set", "--kdf-rounds", "210000", "--store", argument], input: .lines(code, code),
      scratch: sandbox.root, currentDirectory: work
    ).finish()
    #expect(set.status == 0, "\(set.stderr)")
    #expect(set.signal == nil, "crashed: \(set.stderr)")
    // A wrong code from the same directory reads state and pepper and is counted...
    let wrong = try await PasscodeBinary.start(
      ["verify", "--store", argument], input: .lines(Self.codes[1]), scratch: sandbox.root,
      currentDirectory: work
    ).finish()
    #expect(wrong.status == 1, "\(wrong.stderr)")
    // ...in the store the absolute path names.
    let store = sandbox.root.appendingPathComponent(shape.store).path
    let status = try await PasscodeBinary.start(
      ["status", "--json", "--store", store], input: .bytes([]), scratch: sandbox.root
    ).finish()
    #expect(status.status == 0, "\(status.stderr)")
    let json = try JSONDecoder().decode(StatusJSON.self, from: Data(status.stdout.utf8))
    #expect(json.passcodeSet && json.failures == 1)

    for name in [FileStore.stateName, FileStore.pepperName, FileStore.lockName] {
      #expect(try Self.mode(store + "/" + name) == 0o600, "\(name)")
    }
    for directory in shape.created {
      #expect(try Self.mode(root + "/" + directory) == 0o700, "\(directory)")
    }
    let directories = try Self.directories(under: sandbox.root).subtracting(["store", "w"])
    #expect(directories == Set(shape.created), "nothing else is created")
  }

  @Test(
    "under a umask that takes the owner's own bits away, directories are still 0700 and files 0600, and the code verifies (STO-3)",
    arguments: ["277", "777"])
  func restrictiveUmask(_ mask: String) async throws {
    let sandbox = try Sandbox()
    let store = sandbox.root.appendingPathComponent("u/v").path
    let code = Self.codes[0]
    let set = try await Self.startUnderUmask(
      mask, ["set", "--kdf-rounds", "210000", "--store", store], input: .lines(code, code),
      scratch: sandbox.root
    ).finish()
    #expect(set.status == 0, "\(set.stderr)")
    for directory in ["u", "u/v"] {
      #expect(try Self.mode(sandbox.root.appendingPathComponent(directory).path) == 0o700)
    }
    for name in [FileStore.stateName, FileStore.pepperName, FileStore.lockName] {
      #expect(try Self.mode(store + "/" + name) == 0o600, "\(name)")
    }
    let verify = try await Self.startUnderUmask(
      mask, ["verify", "--store", store], input: .lines(code), scratch: sandbox.root
    ).finish()
    #expect(verify.status == 0, "\(verify.stderr)")
  }

  // MARK: - Concurrent first sets

  /// `writers` first `set`s at once into a store that is missing (with missing parents) or
  /// an existing empty directory, `trials` times.
  struct Race: CustomTestStringConvertible, Sendable {
    var writers: Int
    var trials: Int
    var intoEmptyDirectory: Bool

    var testDescription: String {
      "\(writers) writers, \(trials) trials, into "
        + (intoEmptyDirectory ? "an empty directory" : "a missing directory")
    }
  }

  @Test(
    "concurrent first sets: exactly one succeeds, the others are told a passcode is set, and the winner's code verifies (STO-5)",
    arguments: [
      Race(writers: 2, trials: 20, intoEmptyDirectory: false),
      Race(writers: 2, trials: 20, intoEmptyDirectory: true),
      Race(writers: 8, trials: 3, intoEmptyDirectory: false),
      Race(writers: 16, trials: 2, intoEmptyDirectory: true),
    ])
  func concurrentFirstSets(_ race: Race) async throws {
    for trial in 0..<race.trials {
      let sandbox = try Sandbox()
      let store: String
      if race.intoEmptyDirectory {
        store = sandbox.store.path
      } else {
        store = sandbox.root.appendingPathComponent("new/deep/store").path
      }
      let codes = Array(Self.codes.prefix(race.writers))
      let processes = try codes.map { code in
        try PasscodeBinary.start(
          ["set", "--kdf-rounds", "210000", "--store", store], input: .lines(code, code),
          scratch: sandbox.root)
      }
      var results: [Finished] = []
      for process in processes { results.append(try await process.finish()) }

      let context = Comment(
        rawValue: "trial \(trial): \(results.map(\.status)) \(results.map(\.stderr))")
      let winners = results.indices.filter { results[$0].status == 0 }
      #expect(winners.count == 1, context)
      #expect(results.filter { $0.status == 64 }.count == race.writers - 1, context)
      guard winners.count == 1, let winner = winners.first else { continue }
      for loser in results.indices where loser != winner {
        #expect(results[loser].stderr.localizedCaseInsensitiveContains("already"), context)
      }
      let loser = winner == 0 ? 1 : 0
      let wrong = try await PasscodeBinary.start(
        ["verify", "--store", store], input: .lines(codes[loser]), scratch: sandbox.root
      ).finish()
      #expect(wrong.status == 1, "the loser's code must not verify; \(context)")
      let right = try await PasscodeBinary.start(
        ["verify", "--store", store], input: .lines(codes[winner]), scratch: sandbox.root
      ).finish()
      #expect(right.status == 0, "the winner's code must verify: \(right.stderr); \(context)")
      #expect(try Self.temporaries(in: store).isEmpty)
    }
  }

  // MARK: - Files that are not files

  @Test(
    "a named pipe, link, directory or socket as state, pepper or lock is damage at once (exit 4, naming the file), and a reset clears it (STO-4)",
    arguments: PlantedFile.allCases,
    [FileStore.stateName, FileStore.pepperName, FileStore.lockName])
  func irregularStoreFiles(_ planted: PlantedFile, _ name: String) async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode(Self.codes[0])
    let path = sandbox.url(name).path
    let target = sandbox.root.appendingPathComponent("target").path
    let original = try sandbox.bytes(FileStore.stateName)
    try Data(original).write(to: URL(fileURLWithPath: target))
    try #require(chmod(target, 0o600) == 0)
    try FileManager.default.removeItem(atPath: path)
    try planted.plant(at: path, target: target)

    var commands: [[String]] = [["verify"], ["status"]]
    // Whether `status` reads the pepper is the lock's business; a verification must.
    if name == FileStore.pepperName { commands.removeLast() }
    for command in commands {
      // Never answered while waiting on a named pipe: a hang would outlast any timeout.
      let finished = try await sandbox.run(command[0], input: .lines(Self.codes[0]))
      #expect(!finished.timedOut, "\(command) hung on \(planted) as \(name)")
      #expect(finished.status == 4, "\(command): \(finished.stderr)")
      #expect(finished.stderr.contains(path), "names the file: \(finished.stderr)")
      #expect(finished.stderr.contains(planted.kind), "says what it is: \(finished.stderr)")
      #expect(!finished.stderr.contains("Too many levels"), "\(finished.stderr)")
    }

    try await sandbox.expect(0, "reset", "--erase", "--yes")
    #expect(try await sandbox.status().passcodeSet == false)
    #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == Data(original), "never followed")
    try await sandbox.setPasscode(Self.codes[1])
    try await sandbox.expect(1, "verify", input: .lines(Self.codes[0]))
  }

  @Test(
    "16 commands at once on a store whose lock is a named pipe: none hangs, each says damage or acts after a reset, and the store ends erased and usable (STO-4, CNT-2)"
  )
  func concurrentCommandsOnADamagedLock() async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode(Self.codes[0])
    try FileManager.default.removeItem(at: sandbox.url(FileStore.lockName))
    try PlantedFile.namedPipe.plant(at: sandbox.url(FileStore.lockName).path, target: "")
    let commands: [(arguments: [String], input: StandardInput)] = (0..<16).map { index in
      switch index % 3 {
      case 0: (["verify"], .lines(Self.codes[0]))
      case 1: (["status"], .bytes([]))
      default: (["reset", "--erase", "--yes"], .bytes([]))
      }
    }
    let processes = try commands.map { try sandbox.start($0.arguments, input: $0.input) }
    var results: [Finished] = []
    for process in processes { results.append(try await process.finish()) }
    for (command, result) in zip(commands, results) {
      #expect(!result.timedOut, "\(command.arguments) hung")
      // Before the first reset: damage (4), which a reset erases (0). After it: nothing is
      // stored, so status says so (0), verify finds no passcode (5), and a reset finds no
      // store to erase (5, LOCK-5).
      let allowed: Set<Int32?> =
        switch command.arguments[0] {
        case "verify": [4, 5]
        case "status": [0, 4]
        default: [0, 5]
        }
      #expect(allowed.contains(result.status), "\(command.arguments): \(result.stderr)")
    }
    #expect(
      results.indices.contains { commands[$0].arguments[0] == "reset" && results[$0].status == 0 })
    #expect(try await sandbox.status().passcodeSet == false)
    try await sandbox.setPasscode(Self.codes[1])
    try await sandbox.expect(1, "verify", input: .lines(Self.codes[0]))
  }

  @Test(
    "leftover temporary files, even named pipes and links, neither hang nor redirect a write, and are deleted (STO-5)"
  )
  func leftoverTemporaries() async throws {
    let sandbox = try Sandbox()
    let victim = sandbox.root.appendingPathComponent("victim").path
    for name in [".state.tmp", ".pepper.tmp", ".state.tmp.0123456789abcdef"] {
      try PlantedFile.namedPipe.plant(at: sandbox.url(name).path, target: victim)
    }
    try PlantedFile.symbolicLink.plant(at: sandbox.url(".pepper.tmp.feed").path, target: victim)
    try sandbox.write(".state.tmp.1", [1, 2, 3])

    let set = try await sandbox.start(
      ["set", "--kdf-rounds", "210000"], input: .lines(Self.codes[0], Self.codes[0])
    ).finish()
    #expect(!set.timedOut)
    #expect(set.status == 0, "\(set.stderr)")
    #expect(try Self.temporaries(in: sandbox.store.path).isEmpty)
    #expect(!FileManager.default.fileExists(atPath: victim))
    try await sandbox.expect(1, "verify", input: .lines(Self.codes[1]))
  }

  // MARK: - Killed writers

  /// A command that writes the store, to be killed while it runs.
  enum KilledCommand: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case set, change, remove, reset

    var testDescription: String { rawValue }

    var arguments: [String] {
      switch self {
      case .set: ["set", "--kdf-rounds", "210000"]
      case .change: ["change", "--kdf-rounds", "210000"]
      case .remove: ["remove"]
      case .reset: ["reset", "--erase", "--yes"]
      }
    }

    var input: StandardInput {
      let (first, second) = (StoreAttackTests.codes[0], StoreAttackTests.codes[1])
      return switch self {
      case .set: .lines(first, first)
      case .change: .lines(first, second, second)
      case .remove: .lines(first)
      case .reset: .bytes([])
      }
    }

    /// About how long it runs on an idle machine (debug build): kills land within it.
    var milliseconds: Int {
      switch self {
      case .set, .remove: 600
      case .change: 1100
      case .reset: 80
      }
    }
  }

  @Test(
    "killing set, change, remove or reset at a random moment never leaves a store that status misreports (STO-4, STO-5)",
    arguments: KilledCommand.allCases)
  func killedAtRandomMoments(_ command: KilledCommand) async throws {
    let (first, second) = (Self.codes[0], Self.codes[1])
    for _ in 0..<4 {
      let sandbox = try Sandbox()
      if command != .set { try await sandbox.setPasscode(first) }
      let delay = Duration.milliseconds(Int.random(in: 0..<command.milliseconds))
      let running = try sandbox.start(command.arguments, input: command.input)
      try await Task.sleep(for: delay)
      running.kill()
      let killed = try await running.finish()
      let context = Comment(
        rawValue: "\(command) killed after \(delay) (status \(String(describing: killed.status)))")

      let status = try await sandbox.run("status", "--json")
      #expect(!status.timedOut, context)
      #expect(try Self.temporaries(in: sandbox.store.path).isEmpty, context)
      switch status.status {
      case 0:
        let json = try JSONDecoder().decode(StatusJSON.self, from: Data(status.stdout.utf8))
        if json.passcodeSet {
          // Set means usable: exactly one code this store can hold verifies.
          let candidates = command == .change ? [second, first] : [first]
          var verified = 0
          for code in candidates {
            let verify = try await sandbox.run("verify", input: .lines(code))
            if verify.status == 0 { verified += 1 }
          }
          #expect(verified == 1, context)
        } else {
          try await sandbox.expect(
            0, "set", "--kdf-rounds", "210000", input: .lines(second, second))
        }
      case 4:
        // Damaged: a reset is the way out, and it works.
        try await sandbox.expect(0, "reset", "--erase", "--yes")
        #expect(try await sandbox.status().passcodeSet == false, context)
      default:
        Issue.record(
          "status said \(String(describing: status.status)): \(status.stderr); \(context)")
      }
    }
  }

  // MARK: - Helpers

  static func mode(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return try #require((attributes[.posixPermissions] as? NSNumber)?.intValue)
  }

  /// Every directory under `root`, relative to it.
  static func directories(under root: URL) throws -> Set<String> {
    let paths = try FileManager.default.subpathsOfDirectory(atPath: root.path)
    return Set(
      paths.filter { path in
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(
          atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory)
          && isDirectory.boolValue
      })
  }

  /// Starts `passcode arguments…` under `umask mask`, through a small shell script: the
  /// umask belongs to the whole test process, so it cannot be changed here for one child.
  static func startUnderUmask(
    _ mask: String, _ arguments: [String], input: StandardInput, scratch: URL
  ) throws -> Running {
    let binary = try PasscodeBinary.require()
    let wrapper = scratch.appendingPathComponent("umask-\(mask).sh")
    let script = "#!/bin/sh\numask \(mask)\nexec '\(binary.path)' \"$@\"\n"
    try Data(script.utf8).write(to: wrapper)
    try #require(chmod(wrapper.path, 0o700) == 0)
    return try PasscodeBinary.start(arguments, input: input, scratch: scratch, executable: wrapper)
  }

  /// Temporary files in the store directory.
  static func temporaries(in store: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: store).filter { $0.contains(".tmp") }
  }
}
