import Foundation

/// Base64 for the byte fields of stored records.
enum Base64 {
  static func encode(_ bytes: [UInt8]) -> String {
    Data(bytes).base64EncodedString()
  }

  static func decode<Key: CodingKey>(
    _ text: String, in container: KeyedDecodingContainer<Key>, _ key: Key
  ) throws -> [UInt8] {
    guard let data = Data(base64Encoded: text) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container, debugDescription: "not base64")
    }
    return Array(data)
  }
}
