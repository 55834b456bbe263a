#if canImport(UIKit)
  @_spi(Skins) import PasscodeCore
  import UIKit

  /// A secret input's `UITextInputTraits`, all of them settable, so that one mapping
  /// (``applyTraits(_:)``) sets them from the core's `SecureInputTraits` for every secret
  /// input of both skins: the passcode screen's ``PasscodeKeyboardInput`` and
  /// ``SecureCodeTextField``.
  @MainActor
  protocol SecureTextInputTraits: AnyObject {
    var keyboardType: UIKeyboardType { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var textContentType: UITextContentType! { get set }
    var isSecureTextEntry: Bool { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var smartQuotesType: UITextSmartQuotesType { get set }
    var smartDashesType: UITextSmartDashesType { get set }
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var passwordRules: UITextInputPasswordRules? { get set }
  }

  extension SecureTextInputTraits {
    /// Sets every trait from `traits`: the one mapping from the core's decision to UIKit.
    func applyTraits(_ traits: SecureInputTraits) {
      keyboardType = UIKeyboardType(traits.keyboard)
      returnKeyType = UIReturnKeyType(traits.returnKey)
      textContentType = UITextContentType.of(traits.contentType)
      isSecureTextEntry = traits.isSecureTextEntry
      autocorrectionType = traits.autocorrects ? .yes : .no
      autocapitalizationType = traits.autocapitalizes ? .sentences : .none
      spellCheckingType = traits.checksSpelling ? .yes : .no
      smartQuotesType = traits.smartQuotes ? .yes : .no
      smartDashesType = traits.smartDashes ? .yes : .no
      smartInsertDeleteType = traits.smartInsertDelete ? .yes : .no
      enablesReturnKeyAutomatically = traits.enablesReturnKeyAutomatically
      if let rules = traits.passwordRules {
        passwordRules = UITextInputPasswordRules(descriptor: rules)
      }
    }
  }

  extension UIReturnKeyType {
    /// The Return key of a secret input.
    init(_ key: SecureInputTraits.ReturnKey) {
      switch key {
      case .done: self = .done
      case .next: self = .next
      case .go: self = .go
      }
    }
  }

  /// The presses a responder took in `pressesBegan`, so that their `pressesChanged`,
  /// `pressesEnded` and `pressesCancelled` are not handed on either: UIKit requires a
  /// responder that handles a press to handle all of its phases, or a responder up the chain
  /// sees a press end that never began.
  @MainActor
  struct TakenPresses {
    private var taken: Set<UIPress> = []

    /// Records the presses of `presses` that `takes` says this responder handles; returns the
    /// others, to hand on with `super`.
    mutating func began(_ presses: Set<UIPress>, takes: (UIPress) -> Bool) -> Set<UIPress> {
      let mine = presses.filter(takes)
      taken.formUnion(mine)
      return presses.subtracting(mine)
    }

    /// Records that `presses` changed, stay or end; returns those that are not this
    /// responder's, to hand on with `super`. Pass `ending: true` for ended and cancelled
    /// presses, which are then forgotten.
    mutating func phase(of presses: Set<UIPress>, ending: Bool) -> Set<UIPress> {
      let others = presses.subtracting(taken)
      if ending { taken.subtract(presses) }
      return others
    }
  }
#endif
