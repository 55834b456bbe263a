#if canImport(UIKit)
  import PasscodeUIKit
  import UIKit

  // PasscodeCore and the engine as an app calls them next to the facade: how flows end, the
  // look, the strings, the status and the engine's answers. Kept as written for 1.0
  // (README.md): never edit it to follow a change in the library.

  /// How a flow ended, as an app reads it. Cases may be added: `@unknown default`.
  enum FlowEndings {
    static func allowsAccess(_ ending: PasscodeFlow.Ending) -> Bool {
      switch ending {
      case .completed, .fallbackSucceeded: true
      case .noPasscodeSet, .cancelled, .permanentlyLocked, .erased: false
      @unknown default: false
      }
    }

    static func describe(_ ending: PasscodeFlow.Ending) -> String {
      switch ending {
      case .completed: "completed"
      case .noPasscodeSet: "no passcode set"
      case .cancelled: "cancelled"
      case .fallbackSucceeded: "fallback"
      case .permanentlyLocked: "permanently locked"
      case .erased: "erased"
      @unknown default: "ended"
      }
    }
  }

  /// The look: presets, brand colours, fonts, a header.
  @MainActor
  enum Looks {
    static func appearances() -> [PasscodeAppearance] {
      let brand = UIColor(red: 0.89, green: 0.34, blue: 0.18, alpha: 1)
      var themes = PasscodeThemes(accent: brand)
      themes = themes.withFont(.named("Avenir Next"))
      let light: PasscodeTheme = themes.theme(.light)
      let dark: PasscodeTheme = themes.theme(.dark)
      return [
        PasscodeAppearance(),
        PasscodeAppearance(preset: .classic, locale: .german, appName: "Notes"),
        PasscodeAppearance(preset: .translucentTeal),
        PasscodeAppearance(
          themes: PasscodeThemes(light: light, dark: dark), locale: .current, appName: "Notes",
          appIcon: UIImage(named: "AppIcon"), haptics: SystemHapticFeedback(),
          header: PasscodeHeader { UIImageView(image: UIImage(named: "Logo")) }),
        PasscodeAppearance(
          themes: PasscodeThemes(accent: brand, background: .black, text: .white, base: .classic)),
        PasscodeAppearance(themes: .default),
        PasscodeAppearance(themes: PasscodeThemes(.default)),
      ]
    }

    static func presets() -> [PasscodeTheme.Preset] {
      PasscodeTheme.Preset.allCases
    }

    static func readAppearance(_ appearance: PasscodeAppearance) -> String {
      let theme: PasscodeTheme = appearance.theme(.dark)
      _ = theme
      _ = appearance.themes
      _ = appearance.locale
      _ = appearance.appIcon
      _ = appearance.header
      _ = PasscodeAppearance.bundleDisplayName
      return appearance.appName
    }
  }

  /// The strings: app overrides, languages.
  enum Strings {
    static func customize() {
      PasscodeStrings.overrides = [.usePassword: "Sign In with Password"]
      PasscodeStrings.overrides[.createPasscode] = "Choose a Passcode"
      let all: [StringKey: String] = PasscodeStrings.overrides
      _ = all
      let languages: [PasscodeLocale] = PasscodeLocale.allCases
      _ = languages
      _ = PasscodeLocale(identifier: "de-CH")
      _ = [PasscodeLocale.english, .german, .spanish, .japanese, .arabic]
    }
  }

  /// The engine, as an app's own screens use it.
  enum Engine {
    static func status(of lock: PasscodeLock) async -> String {
      do {
        let status: PasscodeStatus = try await lock.status()
        let parts: [String] = [
          "\(status.isSet)", "\(status.format)", "\(status.failures)/\(status.maxFailures)",
          "\(status.attemptsLeft)", "\(status.lockoutRemaining)", "\(status.isPermanentlyLocked)",
        ]
        return parts.joined(separator: " ")
      } catch let error as StoreError {
        return error.localizedDescription
      } catch {
        return error.localizedDescription
      }
    }

    static func setAndVerify(_ lock: PasscodeLock) async throws -> String {
      try await lock.setPasscode(SecretBuffer(utf8: "480213"))
      let result = await lock.verify(SecretBuffer(utf8: "480213"))
      switch result {
      case .success: return "unlocked"
      case .wrong(let attemptsLeft, let wait): return "wrong: \(attemptsLeft) left, wait \(wait)"
      case .lockedOut(let timeLeft): return "locked out for \(timeLeft)"
      case .permanentlyLocked: return "permanently locked"
      default: return "not checked"
      }
    }

    static func dataKey(of lock: PasscodeLock) async -> Bool {
      do {
        let key: SecretBuffer = try await lock.dataKey()
        _ = key
        return true
      } catch {
        return false
      }
    }

    static func reset(_ lock: PasscodeLock) async throws {
      try await lock.removePasscode(current: SecretBuffer(utf8: "480213"))
      try await lock.reset()
    }
  }
#endif
