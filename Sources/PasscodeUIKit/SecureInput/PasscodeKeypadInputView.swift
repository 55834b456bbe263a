#if canImport(UIKit)
  @_spi(Skins) import PasscodeCore
  import UIKit

  /// The PasscodeKit keypad in place of the system keyboard: set as a text input's
  /// `inputView` (``SecureCodeTextField/usesPasscodeKeypad`` does it), it types digits and deletes
  /// through `UIKeyInput`, with the keyboard click.
  ///
  /// Its keys come from the same factory as the passcode screen's (``PasscodeKeyButton``) and
  /// sit where `KeypadGrid` puts them for the current width, safe area and text size.
  final class PasscodeKeypadInputView: UIInputView, UIInputViewAudioFeedback {
    /// The input the keys type into.
    weak var target: (any UIKeyInput)?

    private let appearance: PasscodeAppearance
    private var keys: [(KeySlot, PasscodeKeyButton)] = []
    private var laidOutHeight: CGFloat = 0

    /// Creates a keypad in `appearance`'s themes and language.
    init(appearance: PasscodeAppearance) {
      self.appearance = appearance
      super.init(frame: .zero, inputViewStyle: .keyboard)
      allowsSelfSizing = true
      for slot in KeypadGrid.slots {
        let key = PasscodeKeyButton.make(for: .key(slot))
        key.addAction(UIAction { [weak self] _ in self?.press(slot) }, for: .touchUpInside)
        keys.append((slot, key))
        addSubview(key)
      }
    }

    /// Not available: the keypad is made in code.
    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("PasscodeKeypadInputView is made in code")
    }

    /// Plays the keyboard click when the user has it on.
    var enableInputClicksWhenVisible: Bool { true }

    /// The keypad's height for the current width.
    override var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: CGFloat(grid.height))
    }

    /// Places the keys; asks for a new height when the width or text size changed it.
    override func layoutSubviews() {
      super.layoutSubviews()
      let grid = grid
      let theme = appearance.theme(traitCollection.appearance)
      let localizer = appearance.localizer
      for (slot, key) in keys {
        key.frame = CGRect(grid.frame(of: slot))
        let label = KeypadGrid.label(for: slot).map(localizer.string) ?? ""
        key.configure(
          title: label, style: .key(slot, of: grid, theme: theme), theme: theme,
          letters: grid.keyFace.letters(on: slot))
      }
      if CGFloat(grid.height) != laidOutHeight {
        laidOutHeight = CGFloat(grid.height)
        invalidateIntrinsicContentSize()
      }
    }

    /// Re-lays out for a new text size or appearance.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      setNeedsLayout()
    }

    private var grid: KeypadGrid {
      let width = bounds.width > 0 ? bounds.width : window?.bounds.width ?? 0
      return KeypadGrid(
        width: Double(width), bottomInset: Double(safeAreaInsets.bottom),
        textSize: traitCollection.textSize, metrics: .iOS,
        theme: appearance.theme(traitCollection.appearance))
    }

    private func press(_ slot: KeySlot) {
      UIDevice.current.playInputClick()
      switch KeypadGrid.action(for: slot) {
      case .insert(let text): target?.insertText(text)
      case .deleteBackward: target?.deleteBackward()
      case nil: break
      }
    }
  }
#endif
