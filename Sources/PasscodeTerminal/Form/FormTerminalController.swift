@_spi(Skins) import PasscodeCore

/// How a form in the terminal ended.
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum FormTerminalOutcome: Equatable, Sendable {
  /// Every field was valid and the form was submitted.
  case submitted
  /// The user left without submitting.
  case cancelled
}

/// The terminal form's logic, apart from the terminal itself: keys and clicks become
/// ``FormAction``s on a ``FormModel``, the secure fields' reveal timers run on the injected
/// clock, and each state is drawn through ``FrameEncoder`` (only what changed), with the
/// cursor at the end of the focused field.
///
/// A typed character the focused field refuses (one it does not allow, or one past its
/// maximum length) rings the bell (unless ``PasscodeTerminalOptions/quiet``) and shows why
/// under the field, in `FormModel.refusal(typing:into:)`'s words, until the next key: a
/// character never just vanishes.
@MainActor
final class FormTerminalController: TerminalApplication {
  /// The form.
  private(set) var form: FormModel
  /// How it ended, once it did.
  private(set) var outcome: FormTerminalOutcome?
  /// The frame drawn last.
  private(set) var frame: FormFrame
  /// The terminal's size.
  private(set) var size: TerminalSize
  /// Called once when the form was submitted or cancelled.
  var onFinish: (() -> Void)?
  /// Why the last typed character was refused, shown until the next key.
  private(set) var notice: LocalizedText?

  private let renderer: FormFrameRenderer
  private let quiet: Bool
  private let clock: any Clock<Duration>
  private var maskTimers: [FieldID: MaskedTextTimers] = [:]
  private var writer: TerminalFrameWriter

  /// Creates a controller for `form`; nothing is drawn before ``start()``.
  init(
    form: FormModel, size: TerminalSize, options: PasscodeTerminalOptions,
    clock: any Clock<Duration>, output: @escaping (String) -> Void
  ) {
    self.form = form
    self.size = size
    self.clock = clock
    renderer = FormFrameRenderer(options: options)
    quiet = options.quiet
    writer = TerminalFrameWriter(colorMode: options.colorMode, output: output)
    frame = renderer.render(form, size: size)
  }

  /// Puts focus in the first field and draws.
  func start() async {
    if let first = form.fields.first?.id { perform(FormEditing.apply(.focus(first), to: &form)) }
    draw()
  }

  /// Handles a key, a click or a resize.
  func handle(_ input: TerminalInput) {
    guard outcome == nil else { return }
    switch input {
    case .resize(let newSize):
      size = newSize
      writer.invalidate()
    case .event(.key(let key)):
      guard let action = FormEditing.action(for: key) else { return }
      act(action)
    case .event(.mouse(let mouse)):
      guard mouse.button == .left, mouse.action == .press,
        let field = frame.field(atColumn: mouse.column, row: mouse.row)
      else { return }
      act(.focus(field))
    }
    if outcome == nil { draw() }
  }

  /// The input ended: the form is cancelled.
  func abandon() async {
    finish(.cancelled)
  }

  private func act(_ action: FormAction) {
    notice = nil
    if action == .cancel {
      finish(.cancelled)
      return
    }
    if case .type(let scalar) = action,
      let field = form.focusedField ?? form.fields.first?.id,
      let refusal = form.refusal(typing: scalar, into: field)
    {
      notice = refusal
      if !quiet { writer.output(PasscodeTerminalController.bell) }
    }
    perform(FormEditing.apply(action, to: &form))
  }

  private func perform(_ effects: [FormModel.Effect]) {
    for effect in effects {
      switch effect {
      case .submit:
        finish(.submitted)
      case .secure(let id, let fieldEffect):
        // A terminal has no screen reader channel of its own: announcements are dropped.
        _ = timers(of: id).perform([fieldEffect]) { [weak self] token in
          guard let self else { return }
          self.perform(self.form.handleSecure(id, .timerFired(token)))
          if self.outcome == nil { self.draw() }
        }
      case .focus, .announce:
        break
      }
    }
  }

  private func finish(_ result: FormTerminalOutcome) {
    guard outcome == nil else { return }
    outcome = result
    for timers in maskTimers.values { timers.cancelAll() }
    // Secure fields mask at once: nothing stays revealed on the way out.
    perform(form.handle(.backgrounded))
    draw()
    let finish = onFinish
    onFinish = nil
    finish?()
  }

  /// A field's mask timers: each field has its own, as timer tokens are unique only within
  /// one field.
  private func timers(of field: FieldID) -> MaskedTextTimers {
    if let timers = maskTimers[field] { return timers }
    let timers = MaskedTextTimers(clock: clock)
    maskTimers[field] = timers
    return timers
  }

  private func draw() {
    frame = renderer.render(form, size: size, notice: notice)
    writer.write(frame.grid, cursorAt: frame.cursor, tracksCursor: true)
  }
}
