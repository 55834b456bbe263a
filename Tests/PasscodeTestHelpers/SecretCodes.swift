import Foundation
import PasscodeEngine

/// A secret buffer holding `text`'s UTF-8 bytes (tests only: real input never passes through a
/// `String`).
public func code(_ text: String) -> SecretBuffer {
  SecretBuffer(utf8: text)
}

/// The bytes a buffer holds, copied out for assertions.
public func bytes(of buffer: SecretBuffer) -> [UInt8] {
  buffer.withUnsafeBytes { Array($0) }
}

/// Distinct wrong codes, so the duplicate-guess rule never applies.
public func wrongCode(_ index: Int) -> SecretBuffer {
  code(String(format: "9%05d", index * 7 + 3))
}
