import Foundation
@_spi(Skins) import PasscodeCore
import PasscodeRender
import Testing

/// Options with a fixed set of values are read through ArgumentParser (`ExpressibleByArgument`):
/// `--help` lists the values from the core type, and any other value is a usage error (64)
/// that names the valid ones under the subcommand's own usage.
@Suite struct OptionTests {
  /// `text` with every run of whitespace made one space, so that wrapped help reads as one line.
  static func flattened(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// `passcode arguments…` run with no input (and a fresh `--store` for commands that use one).
  static func run(_ arguments: [String]) async throws -> Finished {
    let sandbox = try Sandbox()
    let finished = try await sandbox.start(arguments, input: .bytes([])).finish()
    withExtendedLifetime(sandbox) {}
    return finished
  }

  /// The `(values: …)` list ArgumentParser prints for a type's cases.
  static func valueList<T: CaseIterable & RawRepresentable<String>>(_ type: T.Type) -> String {
    "(values: " + T.allCases.map(\.rawValue).joined(separator: ", ")
  }

  @Test("render --help lists every option's values from the core types, with the defaults")
  func renderHelp() async throws {
    let help = try await Self.run(["render", "--help"])
    #expect(help.status == 0)
    let text = Self.flattened(help.stdout)
    let lists: [(option: String, values: String)] = [
      ("--device <device>", Self.valueList(DevicePreset.self)),
      ("--orientation <orientation>", Self.valueList(RenderRequest.Orientation.self)),
      ("--text-size <text-size>", Self.valueList(TextSizeCategory.self)),
      ("--theme <theme>", Self.valueList(PasscodeTheme.Preset.self)),
      ("--appearance <appearance>", Self.valueList(Appearance.self)),
      ("--state <state>", Self.valueList(RenderRequest.State.self)),
      ("--locale <locale>", Self.valueList(PasscodeLocale.self)),
      ("--format <format>", Self.valueList(RenderRequest.Format.self)),
    ]
    for (option, values) in lists {
      #expect(text.contains(option), "\(option) is missing: \(help.stdout)")
      #expect(text.contains(values), "\(option) does not list \(values): \(help.stdout)")
    }
    #expect(text.contains("(default: iphone-15)"), "\(help.stdout)")
    for choice in [
      "portrait", "l", "default", "light", "empty", "en", "svg",
    ] {
      #expect(text.contains("; default: \(choice))"), "default \(choice): \(help.stdout)")
    }
  }

  @Test("set --help lists every format with its lengths, and the themes and appearances")
  func setHelp() async throws {
    let help = try await Self.run(["set", "--help"])
    #expect(help.status == 0)
    let text = Self.flattened(help.stdout)
    for length in PasscodeFormat.numericLengths {
      #expect(text.contains("numeric:\(length) - \(length) digits"), "\(help.stdout)")
    }
    #expect(text.contains("variable - 4…32 digits"), "\(help.stdout)")
    #expect(text.contains("alphanumeric - 4…64 printable ASCII characters"), "\(help.stdout)")
    #expect(text.contains(Self.valueList(PasscodeTheme.Preset.self)), "\(help.stdout)")
    #expect(text.contains(Self.valueList(Appearance.self)), "\(help.stdout)")
  }

  @Test(
    "a bad value is a usage error (64) naming the valid values, under the subcommand's usage",
    arguments: [
      (["render", "--device", "iphone-4"], "'iphone-4' is invalid for '--device <device>'"),
      (["render", "--orientation", "sideways"], "'portrait' and 'landscape'"),
      (["render", "--text-size", "huge"], "  - ax5"),
      (["render", "--theme", "pink"], "'default', 'classic' or 'teal'"),
      (["render", "--appearance", "dim"], "'light' and 'dark'"),
      (["render", "--state", "broken"], "'empty', 'partial', 'error', 'lockout' or 'locked'"),
      (["render", "--locale", "cy"], "  - zh-HK"),
      (["render", "--format", "png"], "'svg' and 'json'"),
      (["set", "--format", "hex"], "  - alphanumeric"),
      (["set", "--theme", "neon"], "'default', 'classic' or 'teal'"),
      (["change", "--format", "numeric:13"], "  - numeric:12"),
      (["change", "--appearance", "grey"], "'light' and 'dark'"),
      (["unlock", "--theme", "neon"], "'default', 'classic' or 'teal'"),
      (["remove", "--appearance", "grey"], "'light' and 'dark'"),
      (["form", "--theme", "neon"], "'default', 'classic' or 'teal'"),
      (["start", "--theme", "neon"], "'default', 'classic' or 'teal'"),
    ])
  func badValue(_ arguments: [String], _ named: String) async throws {
    let finished = try await Self.run(arguments)
    let command = arguments[0]
    #expect(finished.status == 64, "\(finished.stderr)")
    #expect(finished.stderr.contains("Error: The value '\(arguments[2])' is invalid for"))
    #expect(finished.stderr.contains(named), "\(finished.stderr)")
    #expect(finished.stderr.contains("Usage: passcode \(command)"), "\(finished.stderr)")
    #expect(finished.stderr.contains("passcode \(command) --help"), "\(finished.stderr)")
    #expect(!finished.stderr.contains("<subcommand>"), "\(finished.stderr)")
    #expect(finished.stdout.isEmpty)
  }

  @Test(
    "malformed sizes and safe areas are usage errors (64) with the option's help",
    arguments: [
      ["--size", "390"], ["--size", "390x"], ["--size", "x844"], ["--size", "0x844"],
      ["--size", "390x5000"], ["--size", "abcxdef"], ["--size", "390x844x2"],
      ["--size", "-390x844"], ["--size", "nanx844"], ["--safe-area", "1,2,3"],
      ["--safe-area", "1,2,3,4,5"], ["--safe-area", "-1,0,0,0"], ["--safe-area", "a,b,c,d"],
      ["--safe-area", "1,,2,3"], ["--safe-area", "1,2,x,3,4"], ["--safe-area", "inf,0,0,0"],
    ])
  func badCanvas(_ options: [String]) async throws {
    // A value that starts with a dash goes after `=`, or it would read as an option.
    let finished = try await Self.run(["render", options.joined(separator: "=")])
    #expect(finished.status == 64, "\(finished.stderr)")
    #expect(
      finished.stderr.contains("The value '\(options[1])' is invalid for '\(options[0]) <"),
      "\(finished.stderr)")
    #expect(finished.stderr.contains("Help:  \(options[0]) <"), "\(finished.stderr)")
    #expect(finished.stderr.contains("Usage: passcode render"), "\(finished.stderr)")
  }

  @Test("a device with a size, or a safe area that leaves too little room: 64 with render's usage")
  func conflictingCanvas() async throws {
    let both = try await Self.run(["render", "--device", "iphone-se", "--size", "320x480"])
    #expect(both.status == 64)
    #expect(both.stderr.contains("either --device or --size, not both"), "\(both.stderr)")
    #expect(both.stderr.contains("Usage: passcode render"), "\(both.stderr)")
    let cramped = try await Self.run(["render", "--size", "300x300", "--safe-area", "60,0,60,0"])
    #expect(cramped.status == 64)
    #expect(cramped.stderr.contains("too little room"), "\(cramped.stderr)")
    #expect(cramped.stderr.contains("Usage: passcode render"), "\(cramped.stderr)")
  }

  @Test("render's names are read in any letter case")
  func anyLetterCase() async throws {
    let lower = try await Self.run([
      "render", "--device", "ipad-11", "--orientation", "landscape", "--text-size", "ax2",
      "--theme", "teal", "--appearance", "dark", "--state", "lockout", "--locale", "ar",
      "--format", "json",
    ])
    let mixed = try await Self.run([
      "render", "--device", "iPad-11", "--orientation", "Landscape", "--text-size", "AX2",
      "--theme", "Teal", "--appearance", "DARK", "--state", "LockOut", "--locale", "AR",
      "--format", "JSON",
    ])
    #expect(lower.status == 0 && mixed.status == 0, "\(lower.stderr)\(mixed.stderr)")
    #expect(lower.stdout.hasPrefix(#"{"canvas":{"width":1194,"height":834}"#))
    #expect(mixed.stdout == lower.stdout)
  }

  @Test("render's options draw what RenderRequest draws; left out, they are its defaults")
  func sameAsCore() async throws {
    let plain = try await Self.run(["render"])
    #expect(plain.status == 0, "\(plain.stderr)")
    #expect(plain.stdout == RenderRequest().render())
    let explicit = try await Self.run([
      "render", "--size", "320x568", "--safe-area", "20, 0, 0, 0", "--orientation", "landscape",
      "--text-size", "xxl", "--theme", "classic", "--appearance", "dark", "--state", "error",
      "--locale", "es", "--format", "json",
    ])
    #expect(explicit.status == 0, "\(explicit.stderr)")
    let request = RenderRequest(
      size: LayoutSize(width: 320, height: 568),
      safeArea: LayoutInsets(top: 20, left: 0, bottom: 0, right: 0), orientation: .landscape,
      textSize: .extraExtraLarge, theme: .classic, appearance: .dark, state: .error,
      locale: .spanish, format: .json)
    #expect(explicit.stdout == request.render())
    let device = try await Self.run(["render", "--device", "ipad-13", "--safe-area", "0,0,0,0"])
    #expect(device.stdout == RenderRequest(device: .iPad13, safeArea: .zero).render())
  }
}
