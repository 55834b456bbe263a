import Foundation
import PasscodeEngine

// The engine's public errors are `LocalizedError`s, so an app that shows
// `error.localizedDescription` gets a sentence in the screens' language
// (`PasscodeLocale.current`, with the app's strings) rather than "The operation couldn't be
// completed". The engine knows no strings, so the conformances live here, in the module that
// does. Both names are written with their module: the conformance is not retroactive (one
// package), and this spelling says so to a compiler that is not told the package's name.

extension PasscodeEngine.PasscodeError: Foundation.LocalizedError {
  /// The sentence for this error in the screens' language (`LocalizedText(describing:)`).
  public var errorDescription: String? { Localizer(.current).string(for: self) }
}

extension PasscodeEngine.StoreError: Foundation.LocalizedError {
  /// The sentence for this error in the screens' language (`LocalizedText(describing:)`).
  public var errorDescription: String? { Localizer(.current).string(for: self) }
}

extension PasscodeEngine.VerifierError: Foundation.LocalizedError {
  /// The sentence for this error in the screens' language (`LocalizedText(describing:)`).
  public var errorDescription: String? { Localizer(.current).string(for: self) }
}

extension PasscodeEngine.InputError: Foundation.LocalizedError {
  /// The sentence for this error in the screens' language (`LocalizedText(describing:)`).
  public var errorDescription: String? { Localizer(.current).string(for: self) }
}

extension PasscodeEngine.SealError: Foundation.LocalizedError {
  /// The sentence for this error in the screens' language (`LocalizedText(describing:)`).
  public var errorDescription: String? { Localizer(.current).string(for: self) }
}

extension PasscodeEngine.DataKeyError: Foundation.LocalizedError {
  /// The sentence for this error in the screens' language (`LocalizedText(describing:)`).
  public var errorDescription: String? { Localizer(.current).string(for: self) }
}

extension PasscodeEngine.BiometricError: Foundation.LocalizedError {
  /// The sentence for this error in the screens' language (`LocalizedText(describing:)`).
  public var errorDescription: String? { Localizer(.current).string(for: self) }
}
