@_spi(Skins) import PasscodeCore

/// A full-screen terminal program's logic, run by ``FullScreenTerminal``: it draws through the
/// output it was made with, handles input, and says when it is done.
@MainActor
protocol TerminalApplication: AnyObject {
  /// Called once when the program is done; the session then closes the screen.
  var onFinish: (() -> Void)? { get set }
  /// Draws the first frame and starts whatever the program needs.
  func start() async
  /// Handles a key, a click or a resize.
  func handle(_ input: TerminalInput)
  /// The input ended before the program was done (the terminal hung up): end it as cancelled.
  func abandon() async
}

extension PasscodeTerminalController: TerminalApplication {}
