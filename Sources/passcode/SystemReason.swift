@_spi(Skins) import PasscodeCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a system call failed, in the terminal's language: the C library's error number as a
/// phrase of the CLI's table (`cli.reason.*`), put in parentheses by the sentences that give a
/// reason. `strerror` speaks the C library's language whatever the terminal's — English, in a
/// German or Japanese line — so the CLI never shows its words.
enum SystemReason {
  /// The phrase for `code`: its own for the common ones, else "system error N".
  static func text(_ code: Int32) -> LocalizedText {
    let named: [Int32: CLIKey] = [
      ENOENT: .reasonENOENT, EACCES: .reasonEACCES, EPERM: .reasonEPERM, ENOSPC: .reasonENOSPC,
      EDQUOT: .reasonEDQUOT, EROFS: .reasonEROFS, EIO: .reasonEIO, EISDIR: .reasonEISDIR,
      ENOTDIR: .reasonENOTDIR, EPIPE: .reasonEPIPE, EBADF: .reasonEBADF,
      ENAMETOOLONG: .reasonENAMETOOLONG, ELOOP: .reasonELOOP, EFBIG: .reasonEFBIG,
      ENXIO: .reasonENXIO, ENOTSUP: .reasonENOTSUP, EEXIST: .reasonEEXIST,
    ]
    guard let key = named[code] else {
      return LocalizedText(CLIKey.reasonOther, .number(Int(code)))
    }
    return LocalizedText(key)
  }

  /// ``text(_:)`` as an argument of a sentence.
  static func phrase(_ code: Int32) -> LocalizedText.Argument {
    .phrase(text(code))
  }
}
