import Foundation
import Testing

@testable import PasscodeEngine

/// The sealed-data format against known answers computed by `scripts/sealed-data-vectors.py`
/// (Python's hashlib and pyca/cryptography, both OpenSSL), not by the code under test.
@Suite struct SealingVectorTests {
  static let key = SecretBuffer(copying: SealedDataVectors.dataKey)

  @Test("the per-file key is HKDF-SHA256 of the data key with the file's salt")
  func fileKey() {
    #expect(
      ChunkCipher.fileKeyBytes(dataKey: Self.key, salt: SealedDataVectors.salt)
        == SealedDataVectors.fileKey)
  }

  @Test("every vector opens to its plaintext, in memory and from a file")
  func opens() throws {
    let scratch = try ScratchDirectory()
    let sealer = try DataSealer(key: Self.key)
    for vector in SealedDataVectors.all {
      let associatedData = Data(vector.associatedData)
      let opened = try sealer.open(Data(vector.sealed), associatedData: associatedData)
      #expect(opened == Data(vector.plaintext), "\(vector.plaintext.count) bytes")
      let source = try scratch.write(Data(vector.sealed), to: "sealed")
      try sealer.open(fileAt: source, to: scratch.file("opened"), associatedData: associatedData)
      #expect(try scratch.read("opened") == Data(vector.plaintext))
    }
  }

  @Test("sealing each vector's plaintext with its salt gives its bytes exactly")
  func seals() throws {
    let scratch = try ScratchDirectory()
    for vector in SealedDataVectors.all {
      let sealer = try DataSealer(
        key: Self.key, chunkSize: vector.chunkSize, salt: SealedDataVectors.salt)
      let associatedData = Data(vector.associatedData)
      let sealed = try sealer.seal(Data(vector.plaintext), associatedData: associatedData)
      #expect(Array(sealed) == vector.sealed, "\(vector.plaintext.count) bytes")
      let source = try scratch.write(Data(vector.plaintext), to: "plain")
      try sealer.seal(fileAt: source, to: scratch.file("sealed"), associatedData: associatedData)
      #expect(Array(try scratch.read("sealed")) == vector.sealed)
    }
  }
}
