import Foundation
import Testing

@_spi(Benchmarks) @testable import PasscodeEngine

/// DataSealer in memory: round trips at every size that matters, and every way of changing a
/// sealed file refused.
@Suite struct SealingTests {
  /// Empty, one byte, one byte short of a chunk, exactly one chunk, a chunk and one byte,
  /// exactly two chunks, many chunks and a short last one.
  static let sizes = [0, 1, 1023, 1024, 1025, 2048, 5 * 1024 + 17]

  @Test("a round trip gives the plaintext back, at every size around chunk boundaries")
  func roundTrips() throws {
    let sealer = try Sealing.sealer()
    for size in Self.sizes {
      let plaintext = Sealing.plaintext(size)
      let sealed = try sealer.seal(plaintext)
      let chunkCount = max(1, (size + 1023) / 1024)
      #expect(sealed.count == 28 + size + 16 * chunkCount, "size \(size)")
      #expect(try sealer.open(sealed) == plaintext, "size \(size)")
      // Chunks lie where the format says: the last one is what remains after the full ones.
      #expect(Sealing.chunks(plaintextCount: size).last?.upperBound == sealed.count)
    }
  }

  @Test("the default chunk size is 64 KiB: round trips around it")
  func defaultChunkSize() throws {
    let sealer = try DataSealer(key: Sealing.key())
    for size in [0, 1, 65_536, 65_537] {
      let plaintext = Sealing.plaintext(size)
      let sealed = try sealer.seal(plaintext, associatedData: Data("notes".utf8))
      #expect(Array(sealed.prefix(12)) == Array("PKSEAL".utf8) + [0, 1, 0, 1, 0, 0])
      #expect(sealed.count == 28 + size + 16 * max(1, (size + 65_535) / 65_536))
      #expect(try sealer.open(sealed, associatedData: Data("notes".utf8)) == plaintext)
    }
  }

  @Test("a slice of a larger Data seals and opens like a copy of it")
  func slices() throws {
    let sealer = try Sealing.sealer()
    let whole = Sealing.plaintext(4000)
    let plaintext = whole[100..<3100]
    let sealed = try sealer.seal(plaintext)
    #expect(try sealer.open(sealed) == Data(plaintext))
    let padded = Data([9, 9, 9]) + sealed
    #expect(try sealer.open(padded[3...]) == Data(plaintext))
  }

  @Test("sealing and opening a chunk at a time give what sealing and opening Data give")
  func chunkAtATime() throws {
    let sealer = try DataSealer(
      key: Sealing.key(), chunkSize: 1024, salt: Array(repeating: 7, count: 16))
    for size in Self.sizes {
      let plaintext = Sealing.plaintext(size)
      var streamed = Data()
      try sealer.seal(plaintext, associatedData: Data("ad".utf8)) {
        streamed.append(contentsOf: $0)
      }
      #expect(
        streamed == (try sealer.seal(plaintext, associatedData: Data("ad".utf8))), "size \(size)")
      var opened = Data()
      try sealer.open(streamed, associatedData: Data("ad".utf8)) { opened.append(contentsOf: $0) }
      #expect(opened == plaintext, "size \(size)")
    }
  }

  @Test("opening a chunk at a time hands over every chunk before the first that fails, then fails")
  func chunkAtATimeStopsAtDamage() throws {
    let (sealer, plaintext, sealed) = try Self.fourChunks()
    var damaged = sealed
    damaged[28 + 2 * 1040 + 5] ^= 1
    var opened = Data()
    let error = Sealing.error {
      try sealer.open(damaged, associatedData: Data("ad".utf8)) { opened.append(contentsOf: $0) }
    }
    #expect(error == .tampered)
    #expect(opened == plaintext.prefix(2 * 1024))
  }

  @Test("every file gets a new salt, so the same plaintext seals differently each time")
  func newSaltEachTime() throws {
    let sealer = try Sealing.sealer()
    let plaintext = Sealing.plaintext(100)
    let first = try sealer.seal(plaintext)
    let second = try sealer.seal(plaintext)
    #expect(first.prefix(12) == second.prefix(12))
    #expect(first[12..<28] != second[12..<28])
    #expect(first[28...] != second[28...])
  }

  @Test("a key of any length but 32 bytes is refused; the sealer keeps its own copy")
  func keys() throws {
    for length in [0, 1, 16, 31, 33, 64] {
      let key = SecretBuffer(copying: [UInt8](repeating: 7, count: length))
      #expect(Sealing.error { _ = try DataSealer(key: key) } == .invalidKey, "\(length)")
    }
    let key = Sealing.key()
    let sealer = try DataSealer(key: key)
    let sealed = try sealer.seal(Sealing.plaintext(10))
    key.removeAll()
    #expect(try sealer.open(sealed) == Sealing.plaintext(10))
    #expect(try DataSealer(key: Sealing.key()).open(sealed) == Sealing.plaintext(10))
  }

  // MARK: Tampering

  /// A sealed file of three full chunks and a short last one, and its plaintext.
  static func fourChunks() throws -> (sealer: DataSealer, plaintext: Data, sealed: Data) {
    let sealer = try Sealing.sealer()
    let plaintext = Sealing.plaintext(3 * 1024 + 500)
    return (sealer, plaintext, try sealer.seal(plaintext, associatedData: Data("ad".utf8)))
  }

  @Test("a flipped bit anywhere is refused: magic, version, chunk size, salt, each chunk, tag")
  func bitFlips() throws {
    let (sealer, _, sealed) = try Self.fourChunks()
    for offset in 0..<sealed.count {
      for bit: UInt8 in offset < 28 ? [0x01, 0x80] : [0x01 << UInt8(offset % 8)] {
        var changed = sealed
        changed[offset] ^= bit
        let error = Sealing.error { _ = try sealer.open(changed, associatedData: Data("ad".utf8)) }
        switch offset {
        case 0..<7:
          #expect(error == .notSealed, "magic byte \(offset)")
        case 7:
          #expect(error == .unsupportedVersion(1 ^ bit), "version")
        case 8..<12:
          // A chunk size out of range is not version 1; one in range fails authentication.
          #expect(error == .notSealed || error == .tampered, "chunk size byte \(offset)")
        default:
          #expect(error == .tampered, "byte \(offset)")
        }
      }
    }
  }

  @Test("every truncation is refused: within the header, at each chunk boundary, within chunks")
  func truncations() throws {
    let (sealer, _, sealed) = try Self.fourChunks()
    let boundaries = Sealing.chunks(plaintextCount: 3 * 1024 + 500).map(\.lowerBound)
    #expect(boundaries == [28, 28 + 1040, 28 + 2080, 28 + 3120])
    for length in 0..<sealed.count {
      let error = Sealing.error {
        _ = try sealer.open(sealed.prefix(length), associatedData: Data("ad".utf8))
      }
      switch length {
      case 0..<8: #expect(error == .notSealed, "length \(length)")
      default: #expect(error == .tampered, "length \(length)")
      }
    }
  }

  @Test("a truncation at a chunk boundary is refused when the plaintext fills whole chunks")
  func truncationOfWholeChunks() throws {
    let sealer = try Sealing.sealer()
    let sealed = try sealer.seal(Sealing.plaintext(3 * 1024))
    for chunk in Sealing.chunks(plaintextCount: 3 * 1024) {
      #expect(Sealing.error { _ = try sealer.open(sealed.prefix(chunk.lowerBound)) } == .tampered)
      #expect(Sealing.error { _ = try sealer.open(sealed.prefix(chunk.upperBound - 1)) } != nil)
    }
  }

  @Test("a chunk dropped, two chunks swapped or a chunk repeated is refused")
  func reordering() throws {
    let (sealer, _, sealed) = try Self.fourChunks()
    let chunks = Sealing.chunks(plaintextCount: 3 * 1024 + 500).map { sealed[$0] }
    let header = sealed.prefix(28)
    func assemble(_ order: [Int]) -> Data {
      order.reduce(Data(header)) { $0 + chunks[$1] }
    }
    #expect(
      try sealer.open(assemble([0, 1, 2, 3]), associatedData: Data("ad".utf8))
        == Self.fourChunksPlaintext)
    for order in [
      [1, 2, 3], [0, 2, 3], [0, 1, 3], [1, 0, 2, 3], [0, 2, 1, 3], [0, 0, 1, 2, 3],
    ] {
      let error = Sealing.error {
        _ = try sealer.open(assemble(order), associatedData: Data("ad".utf8))
      }
      #expect(error == .tampered, "\(order)")
    }
  }

  static let fourChunksPlaintext = Sealing.plaintext(3 * 1024 + 500)

  @Test("a chunk or header from another file sealed with the same key is refused")
  func splicing() throws {
    let (sealer, plaintext, sealed) = try Self.fourChunks()
    let other = try sealer.seal(plaintext, associatedData: Data("ad".utf8))
    let chunks = Sealing.chunks(plaintextCount: plaintext.count)
    for chunk in chunks {
      var spliced = sealed
      spliced.replaceSubrange(chunk, with: other[chunk])
      let error = Sealing.error { _ = try sealer.open(spliced, associatedData: Data("ad".utf8)) }
      #expect(error == .tampered, "chunk at \(chunk)")
    }
    var otherHeader = sealed
    otherHeader.replaceSubrange(0..<28, with: other.prefix(28))
    let error = Sealing.error {
      _ = try sealer.open(otherHeader, associatedData: Data("ad".utf8))
    }
    #expect(error == .tampered)
  }

  @Test("bytes after the final chunk are refused, whether it is short or full")
  func extensions() throws {
    let (sealer, plaintext, sealed) = try Self.fourChunks()
    let full = try sealer.seal(Sealing.plaintext(2048), associatedData: Data("ad".utf8))
    for (file, size) in [(sealed, plaintext.count), (full, 2048)] {
      let last = try #require(Sealing.chunks(plaintextCount: size).last)
      for tail in [Data([0]), Data(count: 16), file[last], Data(count: 1040), file[28...]] {
        let error = Sealing.error {
          _ = try sealer.open(file + tail, associatedData: Data("ad".utf8))
        }
        #expect(error == .tampered, "\(tail.count) bytes appended")
      }
    }
  }

  @Test("the wrong associated data or the wrong key is refused")
  func wrongAssociatedDataOrKey() throws {
    let (sealer, plaintext, sealed) = try Self.fourChunks()
    #expect(try sealer.open(sealed, associatedData: Data("ad".utf8)) == plaintext)
    for associatedData in [Data(), Data("aD".utf8), Data("ad\0".utf8), Data("a".utf8)] {
      #expect(
        Sealing.error { _ = try sealer.open(sealed, associatedData: associatedData) } == .tampered)
    }
    let otherKey = try Sealing.sealer(2)
    #expect(
      Sealing.error { _ = try otherKey.open(sealed, associatedData: Data("ad".utf8)) } == .tampered)
  }

  @Test("another format version is unsupported; data without the magic is not sealed")
  func versionAndMagic() throws {
    let (sealer, _, sealed) = try Self.fourChunks()
    for version: UInt8 in [0, 2, 0xFF] {
      var changed = sealed
      changed[7] = version
      #expect(Sealing.error { _ = try sealer.open(changed) } == .unsupportedVersion(version))
    }
    for data in [
      Data(), Data("PKSEA".utf8), Data("PKSEAL".utf8), Data("PKSEAL\0".utf8),
      Data("PKSEAL\u{1}\u{1}".utf8) + Data(count: 40), Data(count: 100),
      Sealing.plaintext(3000),
    ] {
      #expect(Sealing.error { _ = try sealer.open(data) } == .notSealed, "\(Array(data.prefix(8)))")
    }
    #expect(Sealing.error { _ = try sealer.open(Data("PKSEAL\0\u{1}".utf8)) } == .tampered)
  }

  @Test("a chunk size outside 1 KiB to 1 MiB is not sealed data, before anything is read")
  func absurdChunkSizes() throws {
    let (sealer, _, sealed) = try Self.fourChunks()
    for size: UInt32 in [0, 1, 16, 1023, 1_048_577, 0x7FFF_FFFF, 0xFFFF_FFFF] {
      var changed = sealed
      changed.replaceSubrange(8..<12, with: withUnsafeBytes(of: size.bigEndian) { Data($0) })
      let error = Sealing.error {
        _ = try sealer.open(changed, associatedData: Data("ad".utf8))
      }
      #expect(error == .notSealed, "\(size)")
    }
    // In range but not the one sealed: the header is authenticated with every chunk.
    for size: UInt32 in [1025, 2048, 1_048_576] {
      var changed = sealed
      changed.replaceSubrange(8..<12, with: withUnsafeBytes(of: size.bigEndian) { Data($0) })
      let error = Sealing.error {
        _ = try sealer.open(changed, associatedData: Data("ad".utf8))
      }
      #expect(error == .tampered, "\(size)")
    }
  }
}
