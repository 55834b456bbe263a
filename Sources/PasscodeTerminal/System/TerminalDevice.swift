@_spi(Skins) import PasscodeCore

#if os(Linux) || os(macOS)
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// The standard descriptors of a terminal, and what can be asked of them.
  public enum TerminalDevice {
    /// Whether `descriptor` is a terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool {
      isatty(descriptor) == 1
    }

    /// The size of the terminal on `descriptor` (`TIOCGWINSZ`), or `nil` when it cannot be
    /// read or is zero.
    static func size(of descriptor: Int32) -> TerminalSize? {
      var size = winsize()
      guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
      else { return nil }
      return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// Writes `text` to `descriptor` whole.
    static func write(_ text: String, to descriptor: Int32) {
      TerminalRestoration.write(text, to: descriptor)
    }
  }
#endif
