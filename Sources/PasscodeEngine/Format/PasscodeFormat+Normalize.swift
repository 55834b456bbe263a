extension PasscodeFormat {
  /// Checks raw UTF-8 input against this format and returns it normalised (FMT-2).
  ///
  /// Any Unicode decimal digit (Arabic-Indic `٣`, full-width `３`, Devanagari `३`…) becomes
  /// the ASCII digit of the same value, so a code typed on any keyboard verifies the same way.
  /// Everything else that the format does not allow is refused with an ``InputError``, before
  /// anything is hashed; a character that is not allowed is reported as such even when there
  /// are also too many (a space at the end of a numeric code is ``InputError/spaceOrTab``). Input with more bytes than ``maximumRawByteCount`` is refused without
  /// being read (O(1)).
  ///
  /// - Returns: a new buffer; `raw` is left as it was, for the caller to clear.
  /// - Throws: ``InputError``.
  public func normalize(_ raw: SecretBuffer) throws -> SecretBuffer {
    try normalized(raw).get()
  }

  /// ``normalize(_:)`` as a `Result`, for callers that turn the error into an answer.
  public func normalized(_ raw: SecretBuffer) -> Result<SecretBuffer, InputError> {
    let rawCount = raw.count
    if rawCount == 0 { return .failure(.empty) }
    if rawCount > maximumRawByteCount {
      return .failure(.tooLong(maximum: maximumLength, unit: lengthUnit))
    }
    let output = SecretBuffer(capacity: maximumLength)
    let failure: InputError? = raw.withUnsafeBytes { bytes in
      var iterator = bytes.makeIterator()
      var decoder = Unicode.UTF8()
      var characters = 0
      while true {
        let scalar: Unicode.Scalar
        switch decoder.decode(&iterator) {
        case .scalarValue(let value): scalar = value
        case .emptyInput:
          if characters < minimumLength {
            return .tooShort(minimum: minimumLength, unit: lengthUnit)
          }
          return nil
        case .error: return .invalidEncoding
        }
        // What a character is comes before how many there are: "480213 " (a space at the end
        // of the line) is refused for its space, not as one character too many.
        guard let byte = Self.normalizedByte(for: scalar, numeric: isNumeric) else {
          return Self.refusal(of: scalar, numeric: isNumeric)
        }
        characters += 1
        if characters > maximumLength { return .tooLong(maximum: maximumLength, unit: lengthUnit) }
        output.append(byte)
      }
    }
    if let failure {
      output.removeAll()
      return .failure(failure)
    }
    return .success(output)
  }

  /// Why a scalar that ``normalizedByte(for:numeric:)`` refused is not allowed.
  static func refusal(of scalar: Unicode.Scalar, numeric: Bool) -> InputError {
    guard numeric else { return .unsupportedCharacter }
    let isSpaceOrTab = scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    return isSpaceOrTab ? .spaceOrTab : .notADigit
  }

  /// The ASCII byte a scalar stands for in a passcode, or `nil` when it is not allowed.
  @_spi(Core) public static func normalizedByte(for scalar: Unicode.Scalar, numeric: Bool) -> UInt8?
  {
    let properties = scalar.properties
    if properties.numericType == .decimal, let value = properties.numericValue,
      (0...9).contains(value)
    {
      return UInt8(ascii: "0") + UInt8(value)
    }
    if !numeric, (0x20...0x7E).contains(scalar.value) {
      return UInt8(scalar.value)
    }
    return nil
  }
}
