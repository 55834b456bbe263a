#if os(Linux)
  import Foundation
  import Glibc
  import Testing

  /// Where `seal` and `open` meet the file system, attacked from outside: each test is one of
  /// the twelve ways the commands once broke (issue 30), on the built binary.
  @Suite struct DataFileTests {
    static let code = DataFileKindTests.code
    static let wrongCode = DataFileKindTests.wrongCode
    static var note: Data { Data(DataSealTests.note.utf8) }

    /// A store with the passcode set, a work folder, a plaintext `in` and its sealed copy
    /// `sealed` in it.
    struct Setup {
      let world: CaseWorld
      var work: String { world.work }
      var plain: String { work + "/in" }
      var sealed: String { work + "/sealed" }

      init() async throws {
        world = try CaseWorld(nobody: false)
        try await world.setPasscode(DataFileTests.code)
        try DataFileTests.note.write(to: URL(fileURLWithPath: plain))
        try await world.sealed(DataFileTests.note).write(to: URL(fileURLWithPath: sealed))
      }

      /// Runs `passcode arguments…` with `line` on stdin.
      func run(_ arguments: String..., line: String = DataFileTests.code) async throws
        -> CaseWorld.Run
      {
        try await world.run(arguments.map { Array($0.utf8) }, stdin: world.file("in", line + "\n"))
      }

      func failures() async throws -> Int { try await world.failures() }
    }

    // MARK: 1. -o onto a named pipe or a device

    @Test(
      "-o onto a named pipe, a character device or a link to one writes into it and never replaces it; a full device is 74 (FILE-2)",
      arguments: DataFileKindTests.Verb.allCases)
    func outputIntoPipesAndDevices(_ verb: DataFileKindTests.Verb) async throws {
      let setup = try await Setup()
      let input = verb == .seal ? setup.plain : setup.sealed
      for viaLink in [false, true] {
        let pipe = setup.work + "/pipe-\(viaLink)"
        let link = setup.work + "/link-\(viaLink)"
        try #require(mkfifo(pipe, 0o600) == 0)
        if viaLink { try #require(symlink(pipe, link) == 0) }
        let drain = try PipeDrain(pipe)
        let finished = try await setup.run(verb.rawValue, input, "-o", viaLink ? link : pipe)
        let received = try await drain.finish()
        #expect(finished.status == 0, "\(verb) into a pipe: \(finished.stderr)")
        #expect(FileKinds.kind(pipe) == S_IFIFO, "the named pipe was replaced")
        if viaLink { #expect(FileKinds.kind(link) == S_IFLNK, "the link was replaced") }
        #expect(try await setup.world.plaintext(of: received, verb: verb) == Self.note)
      }
      let null = setup.work + "/null"
      if FileKinds.makeDevice(at: null, full: false) {
        let finished = try await setup.run(verb.rawValue, input, "-o", null)
        #expect(finished.status == 0, "\(verb) into a device: \(finished.stderr)")
        #expect(FileKinds.kind(null) == S_IFCHR, "the device was replaced")
      }
      let full = setup.work + "/full"
      let device = FileKinds.makeDevice(at: full, full: true) ? full : "/dev/full"
      let finished = try await setup.run(verb.rawValue, input, "-o", device)
      #expect(finished.status == 74, "\(verb) into a full device: \(finished.stderr)")
      #expect(finished.stderr.contains(device), "\(finished.stderr)")
      #expect(FileKinds.kind(device) == S_IFCHR, "the device was replaced")
      #expect(try await setup.failures() == 0)
    }

    // MARK: 2. open -o - checks one file and decrypts another

    @Test(
      "open -o - decrypts the very file it checked, even when another file takes its name meanwhile (FILE-1)",
      arguments: [1, 2])
    func checksWhatItDecrypts(swappedAfterOpen: Int) async throws {
      let setup = try await Setup()
      let library = try await FileHandlingShim.build(in: setup.world.sandbox)
      // The other file: the same sealed file with its second chunk changed.
      var other = try #require(FileKinds.contents(setup.sealed))
      other[28 + 65_552 + 10] ^= 0x01
      let otherPath = setup.work + "/other"
      try other.write(to: URL(fileURLWithPath: otherPath))
      let finished = try await PasscodeBinary.start(
        ["open", setup.sealed, "-o", "-", "--store", setup.world.store],
        input: .lines(Self.code), scratch: setup.world.sandbox.root,
        environment: [
          "LD_PRELOAD": library, "SWAP_TARGET": setup.sealed, "SWAP_SOURCE": otherPath,
          "SWAP_AFTER_OPEN": String(swappedAfterOpen),
        ]
      ).finish()
      #expect(finished.status == 0, "\(finished.stderr)")
      #expect(
        finished.stdout == DataSealTests.note,
        "\(finished.stdout.utf8.count) bytes of plaintext on stdout")
      if swappedAfterOpen == 1 {
        // The swap did happen: the name now holds the other file, which was never read.
        #expect(FileKinds.contents(setup.sealed) == other, "the library did not swap the file")
      }
    }

    // MARK: 3. reset --erase is not crypto-shredding

    @Test(
      "reset overwrites the device key, the pepper and every state record in place before they are deleted (DATA-4)"
    )
    func resetOverwritesInPlace() async throws {
      let setup = try await Setup()
      let store = setup.world.store
      // The test keeps each key-bearing file open: what it reads through them later is what
      // the blocks of those files hold.
      var held: [(String, Int32)] = []
      defer { for (_, descriptor) in held { close(descriptor) } }
      for name in ["devicekey", "pepper", "state"] {
        let descriptor = open(store + "/" + name, O_RDONLY | O_CLOEXEC)
        try #require(descriptor >= 0, "\(name)")
        held.append((name, descriptor))
      }
      // A verify writes the state record twice (the count, then the success): each older
      // record was replaced, and must have been overwritten.
      #expect(try await setup.run("verify").status == 0)
      let replaced = try #require(held.last)
      #expect(Self.isZeroed(replaced.1), "the replaced state record still holds its bytes")
      for name in ["state"] {
        let descriptor = open(store + "/" + name, O_RDONLY | O_CLOEXEC)
        try #require(descriptor >= 0, "\(name)")
        held.append(("current state", descriptor))
      }
      #expect(try await setup.run("reset", "--erase", "--yes").status == 0)
      for (name, descriptor) in held {
        #expect(Self.isZeroed(descriptor), "\(name) still holds its bytes after the reset")
      }
      #expect(try FileKinds.names(store) == ["lock"])
    }

    /// Whether the file open as `descriptor` holds bytes and every one of them is zero.
    static func isZeroed(_ descriptor: Int32) -> Bool {
      var bytes = [UInt8](repeating: 0xAA, count: 65_536)
      let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
      return count > 0 && bytes[0..<count].allSatisfy { $0 == 0 }
    }

    // MARK: 4. Paths that are not UTF-8

    @Test(
      "FILE and -o whose bytes are not UTF-8 are refused before the passcode, and nothing is written under any name (FILE-4)",
      arguments: DataFileKindTests.Verb.allCases)
    func pathsNotUTF8(_ verb: DataFileKindTests.Verb) async throws {
      let setup = try await Setup()
      let input = Array((verb == .seal ? setup.plain : setup.sealed).utf8)
      let bad = Array((setup.work + "/bad").utf8) + [0xFF]
      let descriptor = bad.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600) }
      try #require(descriptor >= 0)
      let contents = try #require(FileKinds.contents(verb == .seal ? setup.plain : setup.sealed))
      _ = contents.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      close(descriptor)
      let before = try FileKinds.names(Array(setup.work.utf8))
      let verbBytes = Array(verb.rawValue.utf8)
      let out = Array((setup.work + "/out").utf8)
      // (`-o<path>` joined is not an option ArgumentParser reads: a usage error, 64.)
      let runs: [(arguments: [[UInt8]], status: Int32)] = [
        ([verbBytes, bad, Array("-o".utf8), out], 66),
        ([verbBytes, input, Array("-o".utf8), out + [0xFF]], 74),
        ([verbBytes, input, Array("--output=".utf8) + out + [0xFF]], 74),
        ([verbBytes, input, Array("-o".utf8) + out + [0xFF]], 64),
      ]
      for (arguments, status) in runs {
        let finished = try await setup.world.run(
          arguments, stdin: setup.world.file("in", Self.wrongCode + "\n"))
        let said = "\(arguments.map { String(decoding: $0, as: UTF8.self) }): \(finished.stderr)"
        #expect(finished.status == status, "\(said)")
        if status != 64 { #expect(finished.stderr.contains("UTF-8"), "\(said)") }
        #expect(try FileKinds.names(Array(setup.work.utf8)) == before, "\(said): written")
      }
      #expect(try await setup.failures() == 0, "an attempt was counted")
    }

    // MARK: 5. A kill leaves the plaintext behind

    enum KillPoint: String, CaseIterable, Sendable { case write, link, rename }

    @Test(
      "a kill at the first write, the link or the rename of the output leaves the output whole or as it was, and nothing that the next run does not remove (FILE-3)",
      arguments: DataFileKindTests.Verb.allCases, KillPoint.allCases)
    func killedWhileWriting(_ verb: DataFileKindTests.Verb, at point: KillPoint) async throws {
      let setup = try await Setup()
      let library = try await FileHandlingShim.build(in: setup.world.sandbox)
      let input = verb == .seal ? setup.plain : setup.sealed
      for replacing in [false, true] {
        let out = setup.work + "/out"
        let old = Data("the file that was here before".utf8)
        if replacing { try old.write(to: URL(fileURLWithPath: out)) }
        let context =
          "\(verb), killed at \(point), \(replacing ? "replacing a file" : "a new file")"
        let killed = try await PasscodeBinary.start(
          [verb.rawValue, input, "-o", out, "--store", setup.world.store],
          input: .lines(Self.code), scratch: setup.world.sandbox.root,
          environment: ["LD_PRELOAD": library, "KILL_AT": point.rawValue, "KILL_DIR": setup.work]
        ).finish()
        #expect(killed.signal == SIGKILL || killed.status == 0, "\(context): \(killed.stderr)")
        // The output is whole, or as it was.
        if let written = FileKinds.contents(out), written != old || !replacing {
          #expect(try await setup.world.plaintext(of: out, verb: verb) == Self.note, "\(context)")
        }
        // The next run into the same folder leaves only what the runs wrote.
        let later = setup.work + "/later"
        #expect(try await setup.run("seal", setup.plain, "-o", later).status == 0, "\(context)")
        var expected = ["in", "later", "sealed"]
        if FileKinds.kind(out) != nil { expected.append("out") }
        #expect(try FileKinds.names(setup.work) == expected.sorted(), "\(context)")
        for name in ["out", "later"] { unlink(setup.work + "/" + name) }
      }
    }

    // MARK: 6. Closed stdout is success

    @Test(
      "seal -o - and open -o - with stdout closed: 74 before the passcode, nothing counted (FILE-2)",
      arguments: DataFileKindTests.Verb.allCases)
    func closedStdout(_ verb: DataFileKindTests.Verb) async throws {
      let setup = try await Setup()
      let input = verb == .seal ? setup.plain : setup.sealed
      var process = try RawProcess.passcode(
        [verb.rawValue, input, "-o", "-", "--store", setup.world.store].map { Array($0.utf8) })
      process.stdin = .input(setup.world.file("in", Self.wrongCode + "\n"))
      process.stdout = .closed
      let errors = setup.world.file("errors", "")
      process.stderr = .output(errors)
      let exit = try await process.start().wait()
      let said = String(decoding: FileKinds.contents(errors) ?? Data(), as: UTF8.self)
      #expect(exit == RawChild.Exit(status: 74), "\(said)")
      #expect(try await setup.failures() == 0, "an attempt was counted: \(said)")
    }

    @Test(
      "seal -o - and open -o - whose stdout is FILE itself (>> FILE) are refused before the passcode, and FILE is left as it was (FILE-1)",
      arguments: DataFileKindTests.Verb.allCases)
    func inputIsStdout(_ verb: DataFileKindTests.Verb) async throws {
      let setup = try await Setup()
      let input = verb == .seal ? setup.plain : setup.sealed
      let before = try #require(FileKinds.contents(input))
      var process = try RawProcess.passcode(
        [verb.rawValue, input, "-o", "-", "--store", setup.world.store].map { Array($0.utf8) })
      process.stdin = .input(setup.world.file("in", Self.wrongCode + "\n"))
      // Appending, as `>> FILE` does: reading what it writes would never end.
      process.stdout = .file(input, flags: O_WRONLY | O_APPEND)
      let errors = setup.world.file("errors", "")
      process.stderr = .output(errors)
      let exit = try await process.start().wait()
      let said = String(decoding: FileKinds.contents(errors) ?? Data(), as: UTF8.self)
      #expect(exit == RawChild.Exit(status: 64), "\(said)")
      #expect(FileKinds.contents(input) == before, "FILE was written to")
      #expect(try await setup.failures() == 0, "an attempt was counted: \(said)")
    }

    // MARK: 7. open DIR crashes; 11. a directory costs an attempt

    @Test(
      "open DIR and seal DIR: 66 before the passcode, no crash, nothing counted (FILE-1)",
      arguments: DataFileKindTests.Verb.allCases)
    func directoryInput(_ verb: DataFileKindTests.Verb) async throws {
      let setup = try await Setup()
      let folder = setup.work + "/folder"
      try #require(mkdir(folder, 0o700) == 0)
      let finished = try await setup.run(
        verb.rawValue, folder, "-o", setup.work + "/out", line: Self.wrongCode)
      #expect(finished.status == 66, "\(finished.stderr)")
      #expect(finished.stderr.contains(folder), "\(finished.stderr)")
      #expect(try await setup.failures() == 0, "an attempt was counted")
      #expect(FileKinds.kind(setup.work + "/out") == nil)
    }

    // MARK: 8. open cannot read a pipe

    @Test("open reads a named pipe, /dev/stdin and a pipe on /dev/fd/N (FILE-1)")
    func openFromPipes() async throws {
      let setup = try await Setup()
      let sealed = try #require(FileKinds.contents(setup.sealed))
      let out = setup.work + "/out"
      // A named pipe, fed once.
      let pipe = setup.work + "/pipe"
      try #require(mkfifo(pipe, 0o600) == 0)
      let feeder = PipeFeeder(pipe, bytes: sealed)
      defer { feeder.stop() }
      let fromPipe = try await setup.run("open", pipe, "-o", out)
      #expect(fromPipe.status == 0, "named pipe: \(fromPipe.stderr)")
      #expect(FileKinds.contents(out) == Self.note, "named pipe")
      unlink(out)

      // /dev/stdin, a pipe carrying the passcode's line and then the sealed file.
      var ends: [Int32] = [-1, -1]
      try #require(FileKinds.pipe(&ends))
      var process = try RawProcess.passcode(
        ["open", "/dev/stdin", "-o", out, "--store", setup.world.store].map { Array($0.utf8) })
      process.stdin = .descriptor(ends[0])
      let errors = setup.world.file("errors", "")
      process.stderr = .output(errors)
      let child = try process.start()
      close(ends[0])
      _ = PipeFeeder(descriptor: ends[1], bytes: Data("\(Self.code)\n".utf8) + sealed)
      let fromStdin = try await child.wait()
      let said = String(decoding: FileKinds.contents(errors) ?? Data(), as: UTF8.self)
      #expect(fromStdin == RawChild.Exit(status: 0), "/dev/stdin: \(said)")
      #expect(FileKinds.contents(out) == Self.note, "/dev/stdin")
      unlink(out)

      // A pipe on descriptor 3, as a shell's <(…) gives it.
      try #require(FileKinds.pipe(&ends))
      var substituted = try RawProcess.passcode(
        ["open", "/dev/fd/3", "-o", out, "--store", setup.world.store].map { Array($0.utf8) })
      substituted.stdin = .input(setup.world.file("in", Self.code + "\n"))
      substituted.stderr = .output(errors)
      substituted.passed = (ends[0], 3)
      let third = try substituted.start()
      close(ends[0])
      _ = PipeFeeder(descriptor: ends[1], bytes: sealed)
      let fromDescriptor = try await third.wait()
      let saidThird = String(decoding: FileKinds.contents(errors) ?? Data(), as: UTF8.self)
      #expect(fromDescriptor == RawChild.Exit(status: 0), "/dev/fd/3: \(saidThird)")
      #expect(FileKinds.contents(out) == Self.note, "/dev/fd/3")
      #expect(try await setup.failures() == 0)
    }

    @Test(
      "open from a pipe to stdout is refused before the passcode: a pipe cannot be checked whole before its plaintext goes out (FILE-1)"
    )
    func pipeToStdoutRefused() async throws {
      let setup = try await Setup()
      let pipe = setup.work + "/pipe"
      try #require(mkfifo(pipe, 0o600) == 0)
      let feeder = PipeFeeder(pipe, bytes: try #require(FileKinds.contents(setup.sealed)))
      defer { feeder.stop() }
      let finished = try await setup.run("open", pipe, "-o", "-", line: Self.wrongCode)
      #expect(finished.status == 64, "\(finished.stderr)")
      #expect(finished.stdout.isEmpty)
      #expect(finished.stderr.contains(pipe), "\(finished.stderr)")
      #expect(try await setup.failures() == 0)
    }

    // MARK: 9. seal -o - is not streamed

    @Test("seal -o - streams to stdout a chunk at a time and writes nothing under $TMPDIR (FILE-2)")
    func sealStreamsToStdout() async throws {
      let setup = try await Setup()
      // $TMPDIR that does not exist: nothing may need it.
      let missing = setup.work + "/no-tmp"
      let pipe = setup.work + "/pipe"
      try #require(mkfifo(pipe, 0o600) == 0)
      let chunk = 65_536
      var input = Data(count: 5 * chunk + 100)
      for index in input.indices { input[index] = UInt8(truncatingIfNeeded: index &* 31) }
      // The feeder stops after three chunks and a byte, until the test has seen two chunks
      // come out sealed: the first bytes on stdout before the input ends.
      let feeder = PipeFeeder(pipe, bytes: input, holdingAfter: 3 * chunk + 1)
      defer { feeder.stop() }
      var process = try RawProcess.passcode(
        ["seal", pipe, "-o", "-", "--store", setup.world.store].map { Array($0.utf8) })
      process.environment["TMPDIR"] = Array(missing.utf8)
      process.stdin = .input(setup.world.file("in", Self.code + "\n"))
      let stdout = setup.work + "/stdout"
      let errors = setup.world.file("errors", "")
      process.stdout = .output(stdout)
      process.stderr = .output(errors)
      let child = try process.start()
      let twoChunks = 28 + 2 * (chunk + 16)
      try await Watchdog.poll(until: "two sealed chunks on stdout before the input ended") {
        let said = String(decoding: FileKinds.contents(errors) ?? Data(), as: UTF8.self)
        try #require(!child.hasExited, "seal ended early: \(said)")
        return (FileKinds.contents(stdout)?.count ?? 0) >= twoChunks
      }
      #expect(!feeder.isFinished, "the input was not held back")
      feeder.release()
      let exit = try await child.wait()
      let said = String(decoding: FileKinds.contents(errors) ?? Data(), as: UTF8.self)
      #expect(exit == RawChild.Exit(status: 0), "\(said)")
      #expect(try await setup.world.plaintext(of: stdout, verb: .seal) == input)
      #expect(FileKinds.kind(missing) == nil)
    }

    // MARK: 10. seal /dev/stdin seals the passcode line

    @Test(
      "seal /dev/stdin < file, with the passcode's line first, seals only what follows the line (FILE-1)"
    )
    func sealStdinAfterThePasscodeLine() async throws {
      let setup = try await Setup()
      let stdin = setup.work + "/stdin"
      try (Data("\(Self.code)\n".utf8) + Self.note).write(to: URL(fileURLWithPath: stdin))
      let out = setup.work + "/out"
      let finished = try await setup.world.run(
        ["seal", "/dev/stdin", "-o", out].map { Array($0.utf8) }, stdin: stdin)
      #expect(finished.status == 0, "\(finished.stderr)")
      #expect(try await setup.world.plaintext(of: out, verb: .seal) == Self.note)
    }

    // MARK: 12. Messages

    @Test(
      "a sealed file of format 0 is refused before the passcode as not a format of passcode, one of format 2 as newer (DATA-5)"
    )
    func formatVersions() async throws {
      let setup = try await Setup()
      var sealed = try #require(FileKinds.contents(setup.sealed))
      for version: UInt8 in [0, 2] {
        sealed[7] = version
        let path = setup.work + "/v\(version)"
        try sealed.write(to: URL(fileURLWithPath: path))
        let finished = try await setup.run(
          "open", path, "-o", setup.work + "/out", line: Self.wrongCode)
        #expect(finished.status == 6, "\(finished.stderr)")
        if version == 0 {
          #expect(!finished.stderr.contains("newer"), "\(finished.stderr)")
          #expect(finished.stderr.contains("not a format of passcode"), "\(finished.stderr)")
        } else {
          #expect(finished.stderr.contains("newer version"), "\(finished.stderr)")
        }
      }
      #expect(try await setup.failures() == 0, "an attempt was counted")
    }

    @Test(
      "LANG=de_DE.UTF-8 and ja_JP.UTF-8: a file or store that cannot be reached is told wholly in that language, the system's reason included"
    )
    func systemReasonsTranslated() async throws {
      let setup = try await Setup()
      let english = [ENOENT, ENOTDIR].map { String(cString: strerror($0)) }
      let notADirectory = setup.plain + "/store"
      for lang in ["de_DE.UTF-8", "ja_JP.UTF-8"] {
        let environment = ["LANG": lang, "LC_ALL": "", "LC_MESSAGES": ""]
        let runs: [[String]] = [
          ["seal", setup.plain, "-o", setup.work + "/missing/out", "--store", setup.world.store],
          [
            "open", setup.work + "/missing", "-o", setup.work + "/out", "--store",
            setup.world.store,
          ],
          ["render", "-o", setup.work + "/missing/drawing.svg"],
          ["verify", "--store", notADirectory],
        ]
        for arguments in runs {
          let finished = try await PasscodeBinary.start(
            arguments, input: .lines(Self.code), scratch: setup.world.sandbox.root,
            environment: environment
          ).finish()
          #expect(finished.status != 0, "\(lang) \(arguments)")
          for reason in english {
            #expect(
              !finished.stderr.contains(reason),
              "\(lang) \(arguments): English in \(finished.stderr)")
          }
        }
      }
    }
  }
#endif
