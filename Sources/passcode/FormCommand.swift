import ArgumentParser
import Foundation
@_spi(Skins) import PasscodeCore
@_spi(Skins) import PasscodeTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `passcode form`: the sign-up form (`FormModel.signUp()`), full screen on a terminal or
/// from `name=value` lines on stdin; the accepted values are printed as JSON, the password
/// redacted.
struct FormCommand: ExitingCommand {
  static let configuration = CommandConfiguration(
    commandName: "form",
    abstract: "Fill in the sign-up form (username, password, phone number) and print it as JSON.",
    discussion: """
      On a terminal the form runs full screen (drawn on stderr when stdout is redirected): type \
      into the focused field; Tab, Enter or Down moves to the next field, Shift-Tab or Up to the \
      previous one, and Enter on the phone number submits. The username and the password take \
      at most 16 printable ASCII characters (anything else is refused as you type); the \
      password shows its last character for a moment, then a bullet. The phone number is three \
      groups of 3, 3 and 4 digits that fill one after another. Fields that fail are marked; \
      Esc or Ctrl-C cancels.

      When stdin is not a terminal, the form reads one field per line as name=value \
      (username=alice, password=…, phone=555-123-4567); blank lines and lines starting with # \
      are skipped. A value a field refuses, or a rule it breaks, is reported as one line per \
      field on stderr, such as "password: Enter at least 8 characters.".

      On success one JSON object is printed on stdout, the password redacted: \
      {"password":"<redacted>","phone":"5551234567","username":"alice"}.

      Exit status: 0 submitted · 64 usage error (stdin is a terminal that cannot show the \
      form: TERM unset or dumb) · 65 a field refused, or a line that is not name=value · 74 \
      the JSON could not be written to stdout · 130 cancelled.
      """)

  @OptionGroup var screen: ScreenOptions

  func outcome() async throws -> CommandExit {
    var form = FormModel.signUp()
    let output =
      TerminalDevice.isTerminal(STDOUT_FILENO) ? STDOUT_FILENO : STDERR_FILENO
    switch InteractionStyle.choose(
      stdinIsTerminal: TerminalDevice.isTerminal(STDIN_FILENO),
      stdoutIsTerminal: TerminalDevice.isTerminal(output), environment: Interactive.environment)
    {
    case .screen:
      let (outcome, filled) = try await FormTerminalSession.run(
        form, output: output, options: screen.terminalOptions())
      guard outcome == .submitted else {
        return CommandExit(.cancelled, CommandExit.localizer.string(CLIKey.cancelledForm))
      }
      form = filled
    case .linePrompts:
      throw CommandExit(.usage, [LocalizedText(CLIKey.formNeedsTerminal)])
    case .none:
      var problems = try FormLineInput().read(into: &form)
      if form.handle(.submit).contains(.submit), problems.isEmpty { break }
      problems.merge(form.errors) { refused, _ in refused }
      let lines = form.fields.compactMap { field in
        problems[field.id].map {
          "\(field.id): " + Interactive.localizer.string($0.text(digits: field.isDigitsOnly))
        }
      }
      return CommandExit(.invalidInput, lines.joined(separator: "\n"))
    }
    try Output.answer(Self.json(FormSubmission.values(of: form)))
    return .success()
  }

  /// The values as one JSON object with sorted keys.
  static func json(_ values: [FormSubmission.Value]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let object = Dictionary(values.map { ($0.name, $0.value) }) { _, last in last }
    // Encoding strings cannot fail.
    return String(decoding: (try? encoder.encode(object)) ?? Data(), as: UTF8.self)
  }
}

/// Fills a form from `name=value` lines on stdin. A secure field's line is read into a
/// `SecretBuffer` and its value handed to the field as one, never a `String`.
struct FormLineInput {
  /// The longest line read.
  static let maximumLineLength = 1024

  /// The descriptor to read; standard input by default.
  var descriptor: Int32 = STDIN_FILENO

  /// Reads every line into `form` and returns, for each field whose value was refused whole,
  /// why.
  ///
  /// - Throws: an ``CommandExit`` (65) for a line that is not `name=value`, names no field, or is
  ///   too long.
  func read(into form: inout FormModel) throws -> [FieldID: FieldError] {
    let reader = SecretLineReader(descriptor: descriptor)
    var refused: [FieldID: FieldError] = [:]
    var number = 0
    while true {
      number += 1
      let line: SecretBuffer
      switch try reader.readLine(maximumByteCount: Self.maximumLineLength) {
      case .end: return refused
      case .tooLong:
        throw CommandExit(
          .invalidInput,
          [LocalizedText(CLIKey.formLineTooLong, .number(number), .number(Self.maximumLineLength))])
      case .line(let read): line = read
      }
      defer { line.removeAll() }
      let (name, value) = line.withUnsafeBytes { bytes in
        let equals = bytes.firstIndex(of: UInt8(ascii: "="))
        let name = String(decoding: bytes[..<(equals ?? bytes.endIndex)], as: UTF8.self)
        let value = equals.map { SecretBuffer(copying: bytes[($0 + 1)...]) }
        return (name, value)
      }
      defer { value?.removeAll() }
      let trimmed = name.trimmingCharacters(in: .whitespaces)
      if value == nil, trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      guard let value else {
        throw CommandExit(.invalidInput, [LocalizedText(CLIKey.formNotNameValue, .number(number))])
      }
      guard let field = form.fields.first(where: { $0.id.rawValue == trimmed }) else {
        let names = form.fields.map(\.id.rawValue).joined(separator: ", ")
        throw CommandExit(
          .invalidInput,
          [
            LocalizedText(
              CLIKey.formUnknownField, .number(number), .verbatim(trimmed), .verbatim(names))
          ])
      }
      if let problem = Self.fill(field, with: value, in: &form) {
        refused[field.id] = problem
      } else {
        refused[field.id] = nil
      }
    }
  }

  /// Replaces `field`'s value with `value`; returns why the field refused it, if it did.
  private static func fill(_ field: FormField, with value: SecretBuffer, in form: inout FormModel)
    -> FieldError?
  {
    let scalars = value.withUnsafeBytes { bytes in
      bytes.count { $0 & 0b1100_0000 != 0b1000_0000 }
    }
    let accepted: Bool
    if field.kind == .secure {
      // Cleared first, so that a refused value cannot leave an earlier one of the same length.
      _ = form.handleSecure(field.id, .clear)
      _ = form.handleSecure(field.id, .replaced(value))
      accepted = form[field.id].count == scalars
    } else {
      let text = value.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
      let change = form.shouldChange(
        field.id, range: 0..<form[field.id].text.utf16.count, replacement: text)
      accepted = change.decision != .deny
    }
    guard !accepted else { return nil }
    if let maximum = field.maximumLength, scalars > maximum {
      return field.exactLength.map { .wrongLength(exactly: $0) } ?? .tooLong(maximum: maximum)
    }
    return field.isDigitsOnly ? .notDigits : .notASCII
  }
}
