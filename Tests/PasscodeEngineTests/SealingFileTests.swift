import Foundation
import Testing

@testable import PasscodeEngine

/// DataSealer on files: streamed round trips, tampering refused the same way as in memory,
/// and destinations replaced whole or not at all.
@Suite struct SealingFileTests {
  @Test("files round trip at every size around chunk boundaries, in the same format as memory")
  func roundTrips() throws {
    let scratch = try ScratchDirectory()
    let sealer = try Sealing.sealer()
    for size in SealingTests.sizes {
      let plaintext = Sealing.plaintext(size)
      let source = try scratch.write(plaintext, to: "plain")
      try sealer.seal(fileAt: source, to: scratch.file("sealed"), associatedData: Data("f".utf8))
      let sealed = try scratch.read("sealed")
      #expect(sealed.count == 28 + size + 16 * max(1, (size + 1023) / 1024), "size \(size)")
      // What a file holds opens in memory, and the other way round.
      #expect(try sealer.open(sealed, associatedData: Data("f".utf8)) == plaintext)
      try sealer.open(
        fileAt: scratch.file("sealed"), to: scratch.file("opened"), associatedData: Data("f".utf8))
      #expect(try scratch.read("opened") == plaintext, "size \(size)")
      try scratch.write(try sealer.seal(plaintext), to: "sealed in memory")
      try sealer.open(fileAt: scratch.file("sealed in memory"), to: scratch.file("opened"))
      #expect(try scratch.read("opened") == plaintext, "size \(size)")
      try sealer.authenticate(fileAt: scratch.file("sealed"), associatedData: Data("f".utf8))
    }
    #expect(try scratch.names() == ["opened", "plain", "sealed", "sealed in memory"])
  }

  @Test("the streaming open hands over every chunk in order, each at most a chunk long")
  func streamingOpen() throws {
    let scratch = try ScratchDirectory()
    let sealer = try Sealing.sealer()
    let plaintext = Sealing.plaintext(5 * 1024 + 17)
    try scratch.write(try sealer.seal(plaintext), to: "sealed")
    var received = Data()
    var counts: [Int] = []
    try sealer.open(fileAt: scratch.file("sealed")) { bytes in
      counts.append(bytes.count)
      received.append(contentsOf: bytes)
    }
    #expect(received == plaintext)
    #expect(counts == [1024, 1024, 1024, 1024, 1024, 17])
  }

  @Test("an error thrown by the streaming body stops the opening and comes out as it is")
  func streamingBodyThrows() throws {
    struct Stop: Error, Equatable {}
    let scratch = try ScratchDirectory()
    let sealer = try Sealing.sealer()
    try scratch.write(try sealer.seal(Sealing.plaintext(4096)), to: "sealed")
    var calls = 0
    #expect(throws: Stop()) {
      try sealer.open(fileAt: scratch.file("sealed")) { _ in
        calls += 1
        if calls == 2 { throw Stop() }
      }
    }
    #expect(calls == 2)
  }

  @Test("a tampered file is refused by every way of opening a file")
  func tamperedFiles() throws {
    let scratch = try ScratchDirectory()
    let sealer = try Sealing.sealer()
    let plaintext = Sealing.plaintext(3 * 1024 + 500)
    let sealed = try sealer.seal(plaintext)
    let chunks = Sealing.chunks(plaintextCount: plaintext.count)
    var cases: [(String, Data)] = []
    for chunk in chunks {
      cases.append(("truncated at \(chunk.lowerBound)", sealed.prefix(chunk.lowerBound)))
      cases.append(("truncated at \(chunk.upperBound - 5)", sealed.prefix(chunk.upperBound - 5)))
      var flipped = sealed
      flipped[chunk.lowerBound + 3] ^= 0x10
      cases.append(("ciphertext of \(chunk)", flipped))
      flipped = sealed
      flipped[chunk.upperBound - 1] ^= 0x01
      cases.append(("tag of \(chunk)", flipped))
    }
    for offset in [12, 20, 27] {
      var flipped = sealed
      flipped[offset] ^= 0x04
      cases.append(("salt byte \(offset)", flipped))
    }
    cases.append(("a byte appended", sealed + Data([0])))
    cases.append(("a chunk appended", sealed + sealed[chunks[1]]))
    cases.append(
      (
        "two chunks swapped",
        sealed.prefix(28) + sealed[chunks[1]] + sealed[chunks[0]] + sealed[chunks[2].lowerBound...]
      ))
    cases.append(
      ("a chunk dropped", sealed.prefix(chunks[1].lowerBound) + sealed[chunks[2].lowerBound...]))
    cases.append(("no chunk at all", sealed.prefix(28)))
    let destination = scratch.file("opened")
    for (what, data) in cases {
      let source = try scratch.write(data, to: "sealed")
      #expect(Sealing.error { try sealer.authenticate(fileAt: source) } == .tampered, "\(what)")
      #expect(
        Sealing.error { try sealer.open(fileAt: source, to: destination) } == .tampered, "\(what)")
      #expect(Sealing.error { try sealer.open(fileAt: source) { _ in } } == .tampered, "\(what)")
      #expect(try scratch.names() == ["sealed"], "\(what): nothing else is left behind")
    }
  }

  @Test("the wrong associated data or key, another version and an absurd chunk size, from files")
  func refusedHeaders() throws {
    let scratch = try ScratchDirectory()
    let sealer = try Sealing.sealer()
    let sealed = try sealer.seal(Sealing.plaintext(3000), associatedData: Data("ad".utf8))
    let source = try scratch.write(sealed, to: "sealed")
    let destination = scratch.file("opened")
    #expect(Sealing.error { try sealer.open(fileAt: source, to: destination) } == .tampered)
    #expect(
      Sealing.error {
        try Sealing.sealer(2).open(
          fileAt: source, to: destination, associatedData: Data("ad".utf8))
      } == .tampered)
    var changed = sealed
    changed[7] = 2
    try scratch.write(changed, to: "sealed")
    #expect(
      Sealing.error { try sealer.open(fileAt: source, to: destination) } == .unsupportedVersion(2))
    changed = sealed
    changed.replaceSubrange(8..<12, with: [0xFF, 0xFF, 0xFF, 0xFF])
    try scratch.write(changed, to: "sealed")
    #expect(Sealing.error { try sealer.authenticate(fileAt: source) } == .notSealed)
    #expect(Sealing.error { try sealer.open(fileAt: source, to: destination) } == .notSealed)
    try scratch.write(Sealing.plaintext(5000), to: "sealed")
    #expect(Sealing.error { try sealer.open(fileAt: source, to: destination) } == .notSealed)
    try scratch.write(Data(), to: "sealed")
    #expect(Sealing.error { try sealer.open(fileAt: source, to: destination) } == .notSealed)
    #expect(try scratch.names() == ["sealed"])
  }

  // MARK: Destinations

  @Test("a failed open leaves an existing destination as it was, and no temporary file")
  func existingDestinationSurvives() throws {
    let scratch = try ScratchDirectory()
    let sealer = try Sealing.sealer()
    var sealed = try sealer.seal(Sealing.plaintext(4 * 1024 + 10))
    // The last chunk fails: the first four were already decrypted into the temporary file.
    sealed[sealed.count - 1] ^= 0x01
    let source = try scratch.write(sealed, to: "sealed")
    let destination = try scratch.write(Data("the old plaintext".utf8), to: "opened")
    #expect(Sealing.error { try sealer.open(fileAt: source, to: destination) } == .tampered)
    #expect(try scratch.read("opened") == Data("the old plaintext".utf8))
    #expect(try scratch.names() == ["opened", "sealed"])
  }

  @Test("authenticate refuses a file whose last chunk is bad before any plaintext is handed over")
  func authenticateBeforeWriting() throws {
    let scratch = try ScratchDirectory()
    let sealer = try Sealing.sealer()
    var sealed = try sealer.seal(Sealing.plaintext(4 * 1024 + 10))
    sealed[sealed.count - 20] ^= 0x01
    let source = try scratch.write(sealed, to: "sealed")
    var written = 0
    let error = Sealing.error {
      try sealer.authenticate(fileAt: source)
      try sealer.open(fileAt: source) { written += $0.count }
    }
    #expect(error == .tampered)
    #expect(written == 0)
    // Without it, the streaming open hands over the chunks that authenticate before it fails.
    #expect(Sealing.error { try sealer.open(fileAt: source) { written += $0.count } } == .tampered)
    #expect(written == 4 * 1024)
  }

  @Test("sealing or opening a file in place replaces it atomically")
  func inPlace() throws {
    let scratch = try ScratchDirectory()
    let sealer = try Sealing.sealer()
    let plaintext = Sealing.plaintext(3 * 1024 + 1)
    let file = try scratch.write(plaintext, to: "data")
    try sealer.seal(fileAt: file, to: file)
    #expect(try sealer.open(try scratch.read("data")) == plaintext)
    try sealer.open(fileAt: file, to: file)
    #expect(try scratch.read("data") == plaintext)
    // A failed opening in place leaves the sealed file.
    try sealer.seal(fileAt: file, to: file)
    let sealed = try scratch.read("data")
    #expect(Sealing.error { try Sealing.sealer(2).open(fileAt: file, to: file) } == .tampered)
    #expect(try scratch.read("data") == sealed)
    #expect(try scratch.names() == ["data"])
  }

  @Test("a destination is created private (0600) and replaces what was there")
  func destinationMode() throws {
    let scratch = try ScratchDirectory()
    let sealer = try Sealing.sealer()
    let source = try scratch.write(Sealing.plaintext(10), to: "plain")
    let destination = try scratch.write(Data("old".utf8), to: "sealed")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o644], ofItemAtPath: destination.path)
    let mask = umask(0)
    defer { umask(mask) }
    try sealer.seal(fileAt: source, to: destination)
    let attributes = try FileManager.default.attributesOfItem(atPath: destination.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    #expect(try sealer.open(try scratch.read("sealed")) == Sealing.plaintext(10))
  }

  @Test("a missing or unreadable source is a read failure and writes nothing")
  func readFailures() throws {
    let scratch = try ScratchDirectory()
    let sealer = try Sealing.sealer()
    let missing = scratch.file("missing")
    let destination = scratch.file("out")
    #expect(
      Sealing.error { try sealer.seal(fileAt: missing, to: destination) }
        == .readFailed(path: missing.path, errno: ENOENT))
    #expect(
      Sealing.error { try sealer.open(fileAt: missing, to: destination) }
        == .readFailed(path: missing.path, errno: ENOENT))
    #expect(
      Sealing.error { try sealer.authenticate(fileAt: missing) }
        == .readFailed(path: missing.path, errno: ENOENT))
    // A directory opens for reading, and its first read fails.
    try FileManager.default.createDirectory(
      at: scratch.file("folder"), withIntermediateDirectories: false)
    let folder = scratch.file("folder")
    #expect(
      Sealing.error { try sealer.seal(fileAt: folder, to: destination) }
        == .readFailed(path: folder.path, errno: EISDIR))
    #expect(
      Sealing.error { try sealer.open(fileAt: folder, to: destination) }
        == .readFailed(path: folder.path, errno: EISDIR))
    #expect(try scratch.names() == ["folder"])
  }

  @Test("a destination that cannot be written is a write failure and leaves nothing behind")
  func writeFailures() throws {
    let scratch = try ScratchDirectory()
    let sealer = try Sealing.sealer()
    let source = try scratch.write(Sealing.plaintext(2000), to: "plain")
    let nowhere = scratch.file("no such folder/sealed")
    #expect(
      Sealing.error { try sealer.seal(fileAt: source, to: nowhere) }
        == .writeFailed(path: scratch.file("no such folder").path, errno: ENOENT))
    try FileManager.default.createDirectory(
      at: scratch.file("folder"), withIntermediateDirectories: false)
    let folder = scratch.file("folder")
    #expect(
      Sealing.error { try sealer.seal(fileAt: source, to: folder) }
        == .writeFailed(path: folder.path, errno: EISDIR))
    #expect(try scratch.names() == ["folder", "plain"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  // MARK: What a killed writer leaves

  @Test(
    "a temporary a killed writer left is removed by the next writer in its folder; one still being written, or another program's, is not (FILE-3)"
  )
  func leftoversOfKilledWriters() throws {
    let scratch = try ScratchDirectory()
    let sealer = try Sealing.sealer()
    let source = try scratch.write(Sealing.plaintext(2000), to: "plain")
    // Left by a writer that was killed between naming its temporary and the rename.
    let dead = try scratch.write(Sealing.plaintext(100), to: ".notes.pktmp.0123456789abcdef")
    chmod(dead.path, 0o600)
    // Still being written: its writer holds the lock on it.
    let alive = try scratch.write(Sealing.plaintext(100), to: ".other.pktmp.fedcba9876543210")
    chmod(alive.path, 0o600)
    let descriptor = open(alive.path, O_RDONLY)
    try #require(descriptor >= 0 && flock(descriptor, LOCK_EX | LOCK_NB) == 0)
    defer { close(descriptor) }
    // Not the pattern of a sealer's temporary.
    try scratch.write(Data("x".utf8), to: ".notes.tmp.0123")
    try scratch.write(Data("x".utf8), to: ".notes.pktmp.01234")
    try sealer.seal(fileAt: source, to: scratch.file("sealed"))
    #expect(
      try scratch.names() == [
        ".notes.pktmp.01234", ".notes.tmp.0123", ".other.pktmp.fedcba9876543210", "plain",
        "sealed",
      ])
  }

  #if os(Linux)
    @Test("a destination that is a named pipe is refused and left as it is (FILE-2)")
    func namedPipeDestination() throws {
      let scratch = try ScratchDirectory()
      let sealer = try Sealing.sealer()
      let source = try scratch.write(Sealing.plaintext(2000), to: "plain")
      let pipe = scratch.file("pipe")
      try #require(mkfifo(pipe.path, 0o600) == 0)
      #expect(
        Sealing.error { try sealer.seal(fileAt: source, to: pipe) }
          == .writeFailed(path: pipe.path, errno: ENOTSUP))
      var info = stat()
      #expect(lstat(pipe.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
      #expect(try scratch.names() == ["pipe", "plain"])
    }
  #endif
}
