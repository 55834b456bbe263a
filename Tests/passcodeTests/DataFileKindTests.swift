#if os(Linux)
  import Foundation
  import Glibc
  import Testing

  /// `seal` and `open` against every kind of file, as input and as output: each case runs the
  /// built binary once and checks its exit status, that what it wrote is whole (or that nothing
  /// was written), that a refusal before the passcode counted no attempt (a wrong code is on
  /// stdin then), and that no temporary file is left beside the output.
  @Suite struct DataFileKindTests {
    /// What FILE or OUT is.
    enum Kind: String, CaseIterable, Sendable {
      case regular, missing, empty, directory, namedPipe, characterDevice, fullDevice
      case linkToRegular, linkToMissing, linkToEmpty, linkToDirectory, linkToNamedPipe
      case linkToCharacterDevice, unreadable, notUTF8, sameAsStdin
    }

    enum Role: String, CaseIterable, Sendable { case input, output }
    enum Verb: String, CaseIterable, Sendable { case seal, open }

    struct Case: Sendable, CustomTestStringConvertible {
      var verb: Verb
      var role: Role
      var kind: Kind
      var testDescription: String { "\(verb.rawValue), \(role.rawValue) \(kind.rawValue)" }
    }

    static let cases = Verb.allCases.flatMap { verb in
      Role.allCases.flatMap { role in Kind.allCases.map { Case(verb: verb, role: role, kind: $0) } }
    }

    /// How a case ends.
    enum Expected: Equatable, CustomStringConvertible {
      /// Status 0, the output whole.
      case written
      /// This status before the passcode was asked: nothing counted, nothing written.
      case refused(Int32)
      /// This status after the passcode (the right one): nothing counted, the output as it was.
      case failed(Int32)

      var description: String {
        switch self {
        case .written: "written (0)"
        case .refused(let status): "refused before the passcode (\(status))"
        case .failed(let status): "failed after the passcode (\(status))"
        }
      }
    }

    static let code = "480213"
    static let wrongCode = "111111"

    @Test(
      "seal and open with every kind of file as input and as output: the defined status, the output whole or untouched, no attempt counted for a refusal, no temporary left (FILE-1, FILE-2, FILE-4)",
      arguments: cases)
    func fileKinds(_ testCase: Case) async throws {
      let world = try CaseWorld(nobody: testCase.kind == .unreadable && geteuid() == 0)
      try await world.setPasscode(Self.code)
      let plaintext = Data(DataSealTests.note.utf8)
      let sealed = try await world.sealed(plaintext)
      let data = testCase.verb == .seal ? plaintext : sealed
      let subject = try world.prepare(testCase, data: data)
      defer { subject.feeder?.stop() }
      let before = try FileKinds.names(Array(world.work.utf8))
      let snapshot = Snapshot(of: subject.path)

      let expected = subject.expected
      let stdinLine = expected == .written || expected.isFailure ? Self.code : Self.wrongCode
      let stdin = subject.stdin ?? world.file("stdin", "\(stdinLine)\n")
      let arguments: [[UInt8]] =
        testCase.role == .input
        ? [
          Array(testCase.verb.rawValue.utf8), subject.path, Array("-o".utf8), Array(world.out.utf8),
        ]
        : [
          Array(testCase.verb.rawValue.utf8), Array(world.input.utf8), Array("-o".utf8),
          subject.path,
        ]
      let finished = try await world.run(arguments, stdin: stdin)
      let drained = try await subject.drain?.finish()
      let said =
        "\(testCase.testDescription): \(finished.status.map(String.init) ?? "signal") — \(finished.stderr)"

      switch expected {
      case .written: #expect(finished.status == 0, "\(said)")
      case .refused(let status), .failed(let status): #expect(finished.status == status, "\(said)")
      }
      #expect(finished.stdout.isEmpty, "\(said): stdout")
      #expect(try await world.failures() == 0, "\(said): an attempt was counted")

      var after = try FileKinds.names(Array(world.work.utf8))
      let outName = Array("out".utf8)
      if expected == .written, !before.contains(outName) { after.removeAll { $0 == outName } }
      switch (expected, testCase.role) {
      case (.written, .input):
        #expect(FileKinds.kind(world.out) == S_IFREG, "\(said): no output")
        #expect(Self.mode(world.out) == 0o600, "\(said): the output is private")
        let payload = subject.payload ?? data
        let opened = try await world.plaintext(of: world.out, verb: testCase.verb)
        #expect(opened == (testCase.verb == .seal ? payload : plaintext), "\(said)")
      case (.written, .output):
        if let drained {
          #expect(
            try await world.plaintext(of: drained, verb: testCase.verb) == plaintext, "\(said)")
        } else if subject.isDevice {
          #expect(snapshot == Snapshot(of: subject.path), "\(said): the device was replaced")
        } else {
          let path = String(decoding: subject.path, as: UTF8.self)
          #expect(FileKinds.kind(path) == S_IFREG, "\(said)")
          #expect(try await world.plaintext(of: path, verb: testCase.verb) == plaintext, "\(said)")
        }
        if subject.isDevice || drained != nil {
          #expect(
            snapshot == Snapshot(of: subject.path),
            "\(said): \(String(decoding: subject.path, as: UTF8.self)) was replaced")
        }
      case (.refused, .input), (.failed, .input):
        #expect(!finished.stderr.isEmpty, "\(said): a refusal says why")
        #expect(FileKinds.kind(world.out) == nil, "\(said): an output was written")
        #expect(snapshot == Snapshot(of: subject.path), "\(said): the input was changed")
      case (.refused, .output), (.failed, .output):
        #expect(!finished.stderr.isEmpty, "\(said): a refusal says why")
        #expect(snapshot == Snapshot(of: subject.path), "\(said): the output was changed")
      }
      // Nothing else appeared beside the output: no temporary, no file under another name.
      #expect(
        after == before, "\(said): left behind \(after.map { String(decoding: $0, as: UTF8.self) })"
      )
      if let locked = subject.lockedFolder {
        #expect(try FileKinds.names(locked).isEmpty, "\(said): written into the locked folder")
      }
    }

    static func mode(_ path: String) -> mode_t? {
      var info = stat()
      return stat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
    }
  }

  extension DataFileKindTests.Expected {
    var isFailure: Bool {
      if case .failed = self { return true }
      return false
    }
  }

  /// What is at a path, compared before and after a run: its kind, a link's target, a file's
  /// bytes, a folder's names.
  struct Snapshot: Equatable {
    var kind: mode_t?
    var target: String?
    var contents: Data?
    var names: [[UInt8]]?

    init(of path: [UInt8]) {
      var info = stat()
      let found = path.withCString { lstat($0, &info) } == 0
      kind = found ? info.st_mode & S_IFMT : nil
      let text = String(decoding: path, as: UTF8.self)
      if kind == S_IFLNK {
        target = try? FileManager.default.destinationOfSymbolicLink(atPath: text)
      }
      if kind == S_IFREG {
        let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC) }
        if descriptor >= 0 {
          contents = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            .readDataToEndOfFile()
        }
      }
      if kind == S_IFDIR { names = try? FileKinds.names(path) }
    }
  }

  /// One case's world: a store with a passcode, a work folder for its files, and the runs of
  /// the binary — as `nobody` when the case needs another user than root.
  final class CaseWorld {
    let sandbox: Sandbox
    let nobody: NobodyWorld?
    let store: String
    let work: String
    /// Where the runs' own files go (plaintexts, sealed copies, checks): a folder the user
    /// who runs `passcode` can use.
    let scratch: String
    /// The output of a case whose input is the subject.
    var out: String { work + "/out" }
    /// The input of a case whose output is the subject.
    var input: String { work + "/in" }

    init(nobody asNobody: Bool) throws {
      sandbox = try Sandbox()
      nobody = asNobody ? try NobodyWorld() : nil
      store = nobody?.store.path ?? sandbox.store.path
      work = nobody?.work.path ?? sandbox.root.appendingPathComponent("work").path
      scratch = nobody?.home.path ?? sandbox.root.path
      if nobody == nil { try #require(mkdir(work, 0o700) == 0) }
    }

    /// A file in the sandbox (outside the work folder) holding `text`.
    func file(_ name: String, _ text: String) -> String {
      let path = sandbox.root.appendingPathComponent("\(name)-\(UUID().uuidString)").path
      _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
      return path
    }

    struct Run {
      var status: Int32?
      var stdout: Data
      var stderr: String
    }

    /// Runs `passcode arguments… --store <store>` with stdin from the file at `stdin`.
    func run(_ arguments: [[UInt8]], stdin: String) async throws -> Run {
      let all = arguments + [Array("--store".utf8), Array(store.utf8)]
      var process = try nobody.map { $0.process(all) } ?? RawProcess.passcode(all)
      let name = sandbox.root.appendingPathComponent(UUID().uuidString).path
      process.stdin = .input(stdin)
      process.stdout = .output(name + ".out")
      process.stderr = .output(name + ".err")
      let exit = try await process.start().wait()
      return Run(
        status: exit.status, stdout: FileKinds.contents(name + ".out") ?? Data(),
        stderr: String(decoding: FileKinds.contents(name + ".err") ?? Data(), as: UTF8.self))
    }

    func setPasscode(_ code: String) async throws {
      let finished = try await run(
        [Array("set".utf8), Array("--kdf-rounds".utf8), Array("210000".utf8)],
        stdin: file("set", "\(code)\n\(code)\n"))
      try #require(finished.status == 0, "set: \(finished.stderr)")
    }

    func failures() async throws -> Int {
      let finished = try await run(
        [Array("status".utf8), Array("--json".utf8)], stdin: file("none", ""))
      try #require(finished.status == 0, "status: \(finished.stderr)")
      let status = try JSONDecoder().decode(StatusJSON.self, from: finished.stdout)
      return status.failures
    }

    /// `plaintext` sealed by the binary.
    func sealed(_ plaintext: Data) async throws -> Data {
      let plain = scratch + "/plain"
      let sealed = scratch + "/sealed"
      try write(plaintext, to: plain)
      let finished = try await run(
        ["seal", plain, "-o", sealed].map { Array($0.utf8) },
        stdin: file("code", "\(DataFileKindTests.code)\n"))
      try #require(finished.status == 0, "seal: \(finished.stderr)")
      return try #require(FileKinds.contents(sealed))
    }

    /// What the file at `path` holds: as it is after `open`, opened by the binary after `seal`.
    func plaintext(of path: String, verb: DataFileKindTests.Verb) async throws -> Data? {
      guard verb == .seal else { return FileKinds.contents(path) }
      let check = scratch + "/check-\(UUID().uuidString)"
      let finished = try await run(
        ["open", path, "-o", check].map { Array($0.utf8) },
        stdin: file("code", "\(DataFileKindTests.code)\n"))
      #expect(finished.status == 0, "the sealed output does not open: \(finished.stderr)")
      return FileKinds.contents(check)
    }

    /// ``plaintext(of:verb:)`` of bytes read from a pipe.
    func plaintext(of bytes: Data, verb: DataFileKindTests.Verb) async throws -> Data? {
      let path = scratch + "/drained-\(UUID().uuidString)"
      try write(bytes, to: path)
      return try await plaintext(of: path, verb: verb)
    }

    /// The subject of a case, made in the work folder.
    struct Subject {
      var path: [UInt8]
      var expected: DataFileKindTests.Expected
      /// The file on stdin, when it is the subject or holds it.
      var stdin: String?
      /// What the command should seal (the input's bytes after the passcode line).
      var payload: Data?
      var feeder: PipeFeeder?
      var drain: PipeDrain?
      var isDevice = false
      var lockedFolder: String?
    }

    /// Makes the subject of `testCase`: for an input, a file of that kind holding `data`, and
    /// for an output, one of that kind beside a regular input holding `data`.
    func prepare(_ testCase: DataFileKindTests.Case, data: Data) throws -> Subject {
      let role = testCase.role
      let name = role == .input ? "in" : "out"
      let path = work + "/" + name
      let target = work + "/target"
      if role == .output { try write(data, to: input) }
      let content = role == .input ? data : Data("what was here before".utf8)
      func refused() -> DataFileKindTests.Expected {
        .refused(role == .input ? 66 : 74)
      }
      var subject = Subject(path: Array(path.utf8), expected: .written)
      switch testCase.kind {
      case .regular:
        try write(content, to: path)
      case .missing:
        subject.expected = refused()
        if role == .output { subject.expected = .written }
      case .empty:
        try write(Data(), to: path)
        if role == .input, testCase.verb == .open { subject.expected = .refused(6) }
        if role == .input { subject.payload = Data() }
      case .directory:
        try #require(mkdir(path, 0o755) == 0)
        subject.expected = refused()
      case .namedPipe, .linkToNamedPipe:
        let pipePath = testCase.kind == .namedPipe ? path : target
        try #require(mkfifo(pipePath, 0o666) == 0)
        if testCase.kind == .linkToNamedPipe { try #require(symlink(target, path) == 0) }
        if role == .input {
          subject.feeder = PipeFeeder(pipePath, bytes: data)
        } else {
          subject.drain = try PipeDrain(pipePath)
        }
      case .characterDevice, .linkToCharacterDevice, .fullDevice:
        if role == .input {
          let device = testCase.kind == .fullDevice ? "/dev/full" : "/dev/zero"
          if testCase.kind == .linkToCharacterDevice {
            try #require(symlink(device, path) == 0)
          } else {
            subject.path = Array(device.utf8)
          }
          subject.expected = refused()
        } else {
          let full = testCase.kind == .fullDevice
          let nodePath = testCase.kind == .linkToCharacterDevice ? target : path
          let made = FileKinds.makeDevice(at: nodePath, full: full)
          let device = made ? nodePath : "/dev/full"
          if testCase.kind == .linkToCharacterDevice {
            try #require(symlink(device, path) == 0)
          } else if !made {
            subject.path = Array(device.utf8)
          }
          subject.isDevice = true
          subject.expected = full || !made ? .failed(74) : .written
        }
      case .linkToRegular, .linkToEmpty:
        try write(testCase.kind == .linkToRegular ? content : Data(), to: target)
        try #require(symlink(target, path) == 0)
        if role == .input, testCase.kind == .linkToEmpty {
          subject.payload = Data()
          if testCase.verb == .open { subject.expected = .refused(6) }
        }
        if role == .output { subject.expected = refused() }
      case .linkToMissing:
        try #require(symlink(work + "/nowhere", path) == 0)
        subject.expected = refused()
      case .linkToDirectory:
        try #require(mkdir(target, 0o755) == 0)
        try #require(symlink(target, path) == 0)
        subject.expected = refused()
      case .unreadable:
        subject.expected = refused()
        if role == .input {
          try write(content, to: path)
          if nobody != nil {
            try #require(chown(path, 0, 0) == 0)
            try #require(chmod(path, 0o600) == 0)
          } else {
            try #require(chmod(path, 0) == 0)
          }
        } else {
          let locked = work + "/locked"
          try #require(mkdir(locked, 0o755) == 0)
          if nobody != nil {
            try #require(chown(locked, 0, 0) == 0)
          } else {
            try #require(chmod(locked, 0o555) == 0)
          }
          subject.path = Array((locked + "/out").utf8)
          subject.lockedFolder = locked
        }
      case .notUTF8:
        subject.path = Array((path).utf8) + [0xFF]
        if role == .input {
          let descriptor = subject.path.withCString {
            open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
          }
          try #require(descriptor >= 0)
          _ = data.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
          close(descriptor)
        }
        subject.expected = refused()
      case .sameAsStdin:
        if role == .input {
          let stdin = work + "/stdin"
          try write(Data("\(DataFileKindTests.code)\n".utf8) + data, to: stdin)
          subject.stdin = stdin
          subject.path = Array("/dev/stdin".utf8)
          subject.payload = data
        } else {
          try write(Data("\(DataFileKindTests.code)\n".utf8), to: path)
          subject.stdin = path
        }
      }
      return subject
    }

    /// Writes `data` to the file at `path` (readable by `nobody` in a world of its).
    func write(_ data: Data, to path: String) throws {
      try data.write(to: URL(fileURLWithPath: path))
      if nobody != nil { try #require(chown(path, NobodyWorld.id, NobodyWorld.id) == 0) }
    }
  }
#endif
