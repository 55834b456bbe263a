import ArgumentParser
@_spi(Skins) import PasscodeCore
import PasscodeRender

// The core's and the renderer's types are in this package, so these conformances are not retroactive: Swift needs
// no `@retroactive` (and refuses it).

/// A choice among a core type's cases, read on the command line by its `rawValue` in any letter
/// case (`--device iPad-11`). ArgumentParser lists the values in `--help` from `allCases`, and
/// refuses any other value with a usage error (64) that names them.
protocol NamedChoice: ExpressibleByArgument, CaseIterable, RawRepresentable<String> {}

extension NamedChoice {
  /// The case whose `rawValue` is `argument` in lowercase; `nil` (a usage error) otherwise.
  public init?(argument: String) {
    self.init(rawValue: argument.lowercased())
  }
}

extension DevicePreset: NamedChoice {}
extension RenderRequest.Orientation: NamedChoice {}
extension RenderRequest.State: NamedChoice {}
extension RenderRequest.Format: NamedChoice {}
extension TextSizeCategory: NamedChoice {}
extension PasscodeTheme.Preset: NamedChoice {}
extension Appearance: NamedChoice {}
/// `--locale` offers the languages PasscodeKit ships (`allCases`): the CLI has no app tables
/// that could add one, so any other language would be English anyway, and is refused.
extension PasscodeLocale: NamedChoice {
  /// The shipped language `argument` names in any letter case; `nil` (a usage error) for
  /// any other.
  public init?(argument: String) {
    guard let locale = PasscodeLocale(identifier: argument), Self.allCases.contains(locale)
    else { return nil }
    self = locale
  }
}

/// `numeric:N`, `variable` or `alphanumeric`, read with the format's own strict parser
/// (`PasscodeFormat.init(_:)`: no sign, no leading zero, no space); `--help` lists every
/// format (`allCases`) with the lengths it allows.
extension PasscodeFormat: ExpressibleByArgument {
  /// Each format's lengths, shown beside it in `--help` (`variable - 4…32 digits`).
  public static var allValueDescriptions: [String: String] {
    Dictionary(
      uniqueKeysWithValues: allCases.map { format in
        let lengths =
          format.minimumLength == format.maximumLength
          ? "\(format.minimumLength)" : "\(format.minimumLength)…\(format.maximumLength)"
        let characters = format.isNumeric ? "digits" : "printable ASCII characters"
        return (format.description, "\(lengths) \(characters)")
      })
  }
}

/// A colour written `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (`RGBAColor(hex:)`).
extension RGBAColor: ExpressibleByArgument {
  /// The colour `argument` spells, or `nil` when it spells none.
  public init?(argument: String) {
    try? self.init(hex: argument)
  }
}

/// A typeface: `system`, `rounded`, `serif`, `monospaced` (in any letter case), or any other
/// text as a font's name.
extension FontToken.Family: ExpressibleByArgument {
  /// The family `argument` names; `nil` for an empty name.
  public init?(argument: String) {
    let designs: [String: FontToken.Family] = [
      "system": .system, "rounded": .rounded, "serif": .serif, "monospaced": .monospaced,
    ]
    if let design = designs[argument.lowercased()] {
      self = design
    } else if argument.allSatisfy(\.isWhitespace) {
      return nil
    } else {
      self = .named(argument)
    }
  }
}

/// A canvas size in points, written `WIDTHxHEIGHT` (`390x844`), each side within
/// ``sides``.
extension LayoutSize: ExpressibleByArgument {
  /// The smallest and largest canvas side accepted, in points.
  static let sides = 200.0...4096.0

  /// The size `argument` spells (`x` in either case), or `nil` when it spells none or a side
  /// is outside ``sides``.
  public init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      Self.sides.contains(width), Self.sides.contains(height)
    else { return nil }
    self.init(width: width, height: height)
  }
}

/// Insets in points, written `TOP,LEFT,BOTTOM,RIGHT` (`59,0,34,0`): four finite numbers, none
/// negative.
extension LayoutInsets: ExpressibleByArgument {
  /// The insets `argument` spells (spaces around the numbers ignored), or `nil`.
  public init?(argument: String) {
    let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
    let numbers = parts.compactMap { Double(String($0.filter { $0 != " " })) }
    guard parts.count == 4, numbers.count == 4, numbers.allSatisfy({ $0 >= 0 && $0.isFinite })
    else { return nil }
    self.init(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
  }
}
