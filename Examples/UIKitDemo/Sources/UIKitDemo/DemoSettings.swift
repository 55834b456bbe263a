#if canImport(UIKit)
  import Foundation
  import PasscodeUIKit

  /// The demo's own choices, kept in `UserDefaults`: PasscodeKit's configuration is made from
  /// them at launch and again whenever one changes (``DemoPasscode/apply()``).
  struct DemoSettings: Equatable {
    var gracePeriod = GracePeriod.tenSeconds
    var theme = PasscodeTheme.Preset.default
    /// The app's brand colour and header instead of ``theme``.
    var usesBrand = false

    static func load() -> DemoSettings {
      let defaults = UserDefaults.standard
      var settings = DemoSettings()
      if let grace = defaults.object(forKey: "gracePeriod") as? Int,
        let period = GracePeriod(rawValue: grace)
      {
        settings.gracePeriod = period
      }
      if let theme = defaults.string(forKey: "theme").flatMap(PasscodeTheme.Preset.init(rawValue:))
      {
        settings.theme = theme
      }
      settings.usesBrand = defaults.bool(forKey: "usesBrand")
      return settings
    }

    func save() {
      let defaults = UserDefaults.standard
      defaults.set(gracePeriod.rawValue, forKey: "gracePeriod")
      defaults.set(theme.rawValue, forKey: "theme")
      defaults.set(usesBrand, forKey: "usesBrand")
    }
  }

  /// How long the app may stay in the background before it asks for the passcode again.
  enum GracePeriod: Int, CaseIterable {
    case immediately = 0
    case tenSeconds = 10
    case oneMinute = 60
    case fiveMinutes = 300

    var title: String {
      switch self {
      case .immediately: "Immediately"
      case .tenSeconds: "After 10 seconds"
      case .oneMinute: "After 1 minute"
      case .fiveMinutes: "After 5 minutes"
      }
    }
  }

  extension PasscodeTheme.Preset {
    /// The preset's name in the theme picker.
    var title: String {
      switch self {
      case .default: "PasscodeKit"
      case .classic: "Classic"
      case .translucentTeal: "Translucent teal"
      }
    }
  }
#endif
