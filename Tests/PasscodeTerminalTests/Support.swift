@_spi(Skins) @testable import PasscodeTerminal

/// Options without colour, for readable assertions.
let plainOptions = PasscodeTerminalOptions(theme: .default(.dark), colorMode: .none)

/// An unlock screen for a 6-digit code with `digits` typed.
func unlockScreen(typing digits: [UInt8] = [], format: PasscodeFormat = .default)
  -> PasscodeScreen
{
  var screen = PasscodeScreen(PasscodeScreen.Configuration(mode: .unlock, format: format))
  for digit in digits { _ = screen.handle(.digit(digit)) }
  return screen
}

/// `screen` drawn in a terminal of `columns` × `rows`.
func render(
  _ screen: PasscodeScreen, _ columns: Int, _ rows: Int,
  options: PasscodeTerminalOptions = plainOptions,
  shakeOffset: Int = 0, pressed: KeySlot? = nil
) -> PasscodeFrame {
  let size = TerminalSize(columns: columns, rows: rows)
  let presentation = TerminalPresentation.choose(for: screen, size: size, options: options)
  return PasscodeFrameRenderer(options: options).render(
    screen, size: size, presentation: presentation, shakeOffset: shakeOffset, pressed: pressed)
}

extension CellGrid {
  /// How many times `character` appears.
  func count(of character: Character) -> Int {
    text.filter { $0 == character }.count
  }

  /// The rows whose text contains `text`.
  func rows(containing text: String) -> [Int] {
    (0..<size.rows).filter { self.text(ofRow: $0).contains(text) }
  }
}
