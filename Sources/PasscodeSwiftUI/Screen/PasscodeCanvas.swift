#if canImport(SwiftUI) && os(iOS)
  @_spi(Skins) import PasscodeCore
  @_spi(Skins) import PasscodeUIKit
  import SwiftUI

  /// Draws one state of a passcode screen: every element of its `ScreenFrame`
  /// at the frame `KeypadLayout` computed for the canvas, styled as
  /// `FrameElementStyle` says, a press sending what the screen says
  /// (`PasscodeScreen.event(forPressing:)`). Stateless: ``PasscodeView`` feeds it a live
  /// screen, the previews fixed ones.
  ///
  /// The layout returns physical frames, already mirrored for right-to-left languages, so the
  /// canvas places them in a left-to-right coordinate space and gives the real direction back
  /// to the texts inside each element.
  ///
  /// The look is a `PasscodeAppearance`, the same value the UIKit skin draws from: its theme
  /// for the environment's colour scheme, its app name and icon, or its own header view.
  @MainActor
  struct PasscodeCanvas: View {
    let screen: PasscodeScreen
    let appearance: PasscodeAppearance
    let localizer: Localizer
    /// The host's title and subtitle, if any.
    var prompt: PasscodePrompt?
    let environment: PasscodeLayoutEnvironment
    let wrongCode: WrongCodeEffect
    let send: @MainActor (PasscodeScreen.Event) -> Void

    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
      let theme = appearance.theme(for: colorScheme)
      GeometryReader { proxy in
        let input = screen.layoutInput(
          size: proxy.size, safeArea: proxy.safeAreaInsets, environment: environment,
          theme: theme)
        let scene = ScreenFrame(
          screen: screen, layout: input, localizer: localizer, appName: appearance.appName
        ).prompting(prompt)
        if scene.layout.needsScrolling {
          ScrollView { elements(of: scene) }
        } else {
          elements(of: scene)
        }
      }
      .background(PasscodeBackground(style: screen.background(in: theme)))
      .ignoresSafeArea(.container)
      .environment(\.layoutDirection, .leftToRight)
      .accessibilityElement(children: .contain)
    }

    private func elements(of scene: ScreenFrame) -> some View {
      ZStack(alignment: .topLeading) {
        ForEach(scene.elements, id: \.id) { element in
          PasscodeElementView(
            element: element, style: scene.style(of: element), scene: scene,
            appearance: appearance, direction: environment.direction, wrongCode: wrongCode,
            send: send
          )
          .frame(width: element.frame.width, height: element.frame.height)
          .position(x: element.frame.midX, y: element.frame.midY)
        }
      }
      .frame(
        width: scene.layout.contentSize.width, height: scene.layout.contentSize.height,
        alignment: .topLeading)
    }
  }

  /// One element of the scene, drawn in its frame.
  @MainActor
  struct PasscodeElementView: View {
    let element: ScreenFrame.Element
    let style: FrameElementStyle
    let scene: ScreenFrame
    let appearance: PasscodeAppearance
    let direction: SwiftUI.LayoutDirection
    let wrongCode: WrongCodeEffect
    let send: @MainActor (PasscodeScreen.Event) -> Void

    var body: some View {
      // One group at the style's opacity (a dimmed key's digit and shape together), as the
      // SVG and UIKit draw it: `PasscodeTheme.dimmedKeyOpacity`.
      content
        .compositingGroup()
        .opacity(style.opacity)
        .environment(\.layoutDirection, direction)
    }

    @ViewBuilder private var content: some View {
      if let event = scene.screen.event(forPressing: element.kind) {
        Button {
          send(event)
        } label: {
          if let symbol = element.symbol {
            Image(systemName: symbol.systemImageName)
          } else if let face = style.keyFace, face.letters != nil {
            PasscodeKeyFace(
              digit: element.label, letters: element.letters, face: face, style: style)
          } else {
            Text(element.label)
          }
        }
        .buttonStyle(PasscodeKeyStyle(style: style, theme: scene.theme))
        .accessibilityLabel(element.label)
        .disabled(!scene.screen.isEnabled(element.kind))
        .accessibilityLabel(element.label)
      } else {
        switch style.shape {
        case .panel:
          RoundedRectangle(cornerRadius: style.cornerRadius, style: .continuous)
            .fill(Color(style.fill ?? scene.theme.panelFill))
            .accessibilityHidden(true)
        case .appHeader:
          if let header = appearance.header {
            PasscodeCustomHeader(header: header)
          } else {
            PasscodeAppHeader(name: element.label, icon: appearance.appIcon, style: style)
          }
        case .dots:
          PasscodeDots(scene: scene, frame: element.frame)
            .modifier(wrongCode)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(element.label)
        case .none, .key:
          text
        }
      }
    }

    private var text: some View {
      Text(element.label)
        .font(.passcode(style))
        .foregroundColor(Color(style.textColor))
        .multilineTextAlignment(.center)
        .lineLimit(style.maximumLines)
        .minimumScaleFactor(FrameElementStyle.textFitTolerance)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .accessibilityAddTraits(style.isHeading ? .isHeader : [])
    }
  }

  /// A digit key's face: the digit where `KeyFace` puts it (the whole key, or raised over
  /// the letters) and the keypad letters under it, small and spaced, in the key's own
  /// left-to-right coordinates (digits and letters read the same in every language). The
  /// letters are hidden from VoiceOver: the key reads its digit.
  struct PasscodeKeyFace: View {
    let digit: String
    let letters: String?
    let face: KeyFace
    let style: FrameElementStyle

    var body: some View {
      ZStack(alignment: .topLeading) {
        Text(digit)
          .frame(width: face.digit.width, height: face.digit.height)
          .offset(x: face.digit.minX, y: face.digit.minY)
        if let letters, let box = face.letters, let font = style.lettersFont {
          Text(letters)
            .font(Font(UIFont.passcode(font) as CTFont))
            .tracking(face.letterSpacing)
            .lineLimit(1)
            .frame(width: box.width, height: box.height)
            .offset(x: box.minX, y: box.minY)
            .accessibilityHidden(true)
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .environment(\.layoutDirection, .leftToRight)
    }
  }

  /// A key or text button: the digit or word in the style's font, over the theme's key shape
  /// for digit keys (its pressed fill while held).
  struct PasscodeKeyStyle: ButtonStyle {
    let style: FrameElementStyle
    let theme: PasscodeTheme

    func makeBody(configuration: Configuration) -> some View {
      configuration.label
        .font(.passcode(style))
        .foregroundColor(Color(style.textColor))
        .multilineTextAlignment(.center)
        .lineLimit(style.maximumLines)
        .minimumScaleFactor(FrameElementStyle.textFitTolerance)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background {
          if style.shape == .key {
            let shape = RoundedRectangle(cornerRadius: style.cornerRadius, style: .circular)
            shape
              .fill(
                Color(configuration.isPressed ? theme.keyPressedFill : style.fill ?? theme.keyFill)
              )
              .overlay(
                shape.strokeBorder(Color(theme.keyStroke), lineWidth: theme.keyStrokeWidth)
                  .opacity(theme.keyStrokeWidth > 0 ? 1 : 0))
          }
        }
        .contentShape(Rectangle())
    }
  }

  /// The dots: one circle per entry of `PasscodeScreen.dotFills` that the layout has a frame
  /// for, filled for a character entered, outlined for an empty place.
  struct PasscodeDots: View {
    let scene: ScreenFrame
    let frame: LayoutRect

    var body: some View {
      let fills = scene.screen.dotFills
      let dots = scene.layout.dotFrames(count: fills.count)
      let theme = scene.theme
      ZStack(alignment: .topLeading) {
        ForEach(Array(zip(dots.indices, fills)), id: \.0) { index, filled in
          let dot = dots[index]
          Group {
            if filled {
              Circle().fill(Color(theme.dotFilledColor))
            } else {
              Circle().strokeBorder(
                Color(theme.dotEmptyColor), lineWidth: FrameElementStyle.emptyDotStrokeWidth)
            }
          }
          .frame(width: dot.width, height: dot.height)
          .offset(x: dot.minX - frame.minX, y: dot.minY - frame.minY)
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  /// The app's own header view (`PasscodeAppearance.header`), filling the layout's header
  /// frame.
  @MainActor
  struct PasscodeCustomHeader: View {
    let header: PasscodeHeader

    var body: some View {
      switch header.content {
      case .swiftUI(let view):
        view.frame(maxWidth: .infinity, maxHeight: .infinity)
      case .uiView(let make):
        PasscodeHeaderUIView(make: make)
      }
    }
  }

  /// A UIKit header view in the SwiftUI screen, made once per screen.
  struct PasscodeHeaderUIView: UIViewRepresentable {
    let make: @MainActor () -> UIView

    func makeUIView(context: Context) -> UIView { make() }

    func updateUIView(_ view: UIView, context: Context) {}
  }

  /// The app header: the app's icon (or a padlock on the accent), then the app's name, in the
  /// reading direction.
  struct PasscodeAppHeader: View {
    let name: String
    let icon: UIImage?
    let style: FrameElementStyle
    /// The controller's icon (`PasscodeController.appIcon`), when the appearance has none;
    /// neither draws the padlock.
    @Environment(\.passcodeAppIcon) private var appIcon

    var body: some View {
      GeometryReader { proxy in
        let side = proxy.size.height
        HStack(spacing: side * FrameElementStyle.appHeaderGapFraction) {
          RoundedRectangle(cornerRadius: style.cornerRadius, style: .continuous)
            .fill(style.fill.map { Color($0) } ?? .clear)
            .frame(width: side, height: side)
            .overlay {
              if let image = icon ?? appIcon {
                Image(uiImage: image).resizable().scaledToFill()
              } else {
                Image(systemName: "lock.fill")
                  .font(.system(size: side * 0.42, weight: .semibold))
                  .foregroundColor(.white)
              }
            }
            .clipShape(RoundedRectangle(cornerRadius: style.cornerRadius, style: .continuous))
            .accessibilityHidden(true)
          Text(name)
            .font(.passcode(style))
            .foregroundColor(Color(style.textColor))
            .lineLimit(1)
            .minimumScaleFactor(FrameElementStyle.textFitTolerance)
        }
        .frame(width: proxy.size.width, height: side)
      }
    }
  }
#endif
