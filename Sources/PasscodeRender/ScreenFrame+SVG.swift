@_spi(Skins) import PasscodeCore

extension ScreenFrame {
  /// The frame as an SVG image in the theme's colours: background, panel, app header, title,
  /// subtitle, dots, message, keys in the theme's shape, and text buttons.
  ///
  /// Every element is drawn as ``style(of:)`` says, the numbers the UIKit and SwiftUI skins
  /// draw with. Texts are fitted to their frames by estimated widths (shrinking, and wrapping
  /// the message onto its lines). A translucent background is drawn over a stand-in for the
  /// host's content, blurred. Elements that are not fully opaque (the keys, while a lockout
  /// blocks input) are grouped under their opacity. Right-to-left languages set
  /// `direction="rtl"`.
  package func svg() -> String {
    let rtl = input.direction == .rightToLeft
    var svg = SVGWriter(rightToLeft: rtl)
    let canvas = input.canvas
    let number = RenderText.number
    svg.line(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(canvas.width))\" "
        + "height=\"\(number(canvas.height))\" viewBox=\"0 0 \(number(canvas.width)) "
        + "\(number(canvas.height))\" font-family=\"\(SVGWriter.fontFamily)\""
        + (rtl ? " direction=\"rtl\">" : ">"))
    drawBackground(&svg)
    var groupOpacity = 1.0
    for element in elements {
      let style = style(of: element)
      if style.opacity != groupOpacity {
        if groupOpacity != 1 { svg.line("</g>") }
        if style.opacity != 1 { svg.line("<g opacity=\"\(number(style.opacity))\">") }
        groupOpacity = style.opacity
      }
      draw(element, style: style, into: &svg)
    }
    if groupOpacity != 1 { svg.line("</g>") }
    svg.line("</svg>")
    return svg.text
  }

  private func drawBackground(_ svg: inout SVGWriter) {
    let canvas = LayoutRect(size: input.canvas)
    switch theme.background {
    case .solid(let color):
      svg.rect(canvas, fill: color)
    case .translucent(let tint, let blur):
      // A stand-in for the host's content, blurred, under the tint.
      svg.line(
        "<defs><filter id=\"blur\"><feGaussianBlur stdDeviation=\"\(RenderText.number(blur))\"/>"
          + "</filter></defs>")
      svg.rect(canvas, fill: RGBAColor(red: 0xE8, green: 0xEE, blue: 0xF2))
      svg.line("<g filter=\"url(#blur)\">")
      let radius = min(canvas.width, canvas.height) / 3
      let spots: [(x: Double, y: Double, color: RGBAColor)] = [
        (0.2, 0.25, RGBAColor(red: 0xF4, green: 0xB8, blue: 0x60)),
        (0.8, 0.45, RGBAColor(red: 0x5B, green: 0x8D, blue: 0xEF)),
        (0.35, 0.8, RGBAColor(red: 0xE8, green: 0x6A, blue: 0x92)),
      ]
      for spot in spots {
        svg.circle(
          centerX: canvas.width * spot.x, centerY: canvas.height * spot.y, radius: radius,
          fill: spot.color)
      }
      svg.line("</g>")
      svg.rect(canvas, fill: tint)
    }
  }

  private func draw(
    _ element: Element, style: FrameElementStyle, into svg: inout SVGWriter
  ) {
    let frame = element.frame
    switch style.shape {
    case .panel:
      svg.rect(frame, fill: style.fill ?? theme.panelFill, cornerRadius: style.cornerRadius)
    case .appHeader:
      drawAppHeader(element, style: style, into: &svg)
    case .dots:
      drawDots(into: &svg)
    case .key:
      drawKeyShape(frame, style: style, into: &svg)
      let face = style.keyFace
      svg.text(
        element.label, in: face.map { $0.digit.offset(to: frame) } ?? frame,
        size: style.fontSize, weight: style.fontWeight, color: style.textColor,
        family: style.fontFamily)
      if let letters = element.letters, let box = face?.letters, let font = style.lettersFont {
        svg.text(
          letters, in: box.offset(to: frame), size: font.size, weight: font.weight,
          color: style.textColor, family: font.family, spacing: face?.letterSpacing ?? 0)
      }
    case .none:
      svg.text(
        element.symbol?.character ?? element.label, in: frame, size: style.fontSize,
        weight: style.fontWeight, color: style.textColor, lines: style.maximumLines,
        family: style.fontFamily)
    }
  }

  private func drawKeyShape(
    _ frame: LayoutRect, style: FrameElementStyle, into svg: inout SVGWriter
  ) {
    let stroke = theme.keyStrokeWidth > 0 && theme.keyStroke.alpha > 0 ? theme.keyStroke : nil
    let inset = stroke == nil ? 0 : theme.keyStrokeWidth / 2
    svg.rect(
      frame.inset(by: inset), fill: style.fill ?? theme.keyFill,
      cornerRadius: max(0, style.cornerRadius - inset), stroke: stroke,
      strokeWidth: theme.keyStrokeWidth)
  }

  private func drawDots(into svg: inout SVGWriter) {
    let fills = screen.dotFills
    let width = FrameElementStyle.emptyDotStrokeWidth
    for (index, dot) in layout.dotFrames(count: fills.count).enumerated() {
      let radius = dot.width / 2
      if fills[index] {
        svg.circle(centerX: dot.midX, centerY: dot.midY, radius: radius, fill: theme.dotFilledColor)
      } else {
        svg.circle(
          centerX: dot.midX, centerY: dot.midY, radius: radius - width / 2, fill: nil,
          stroke: theme.dotEmptyColor, strokeWidth: width)
      }
    }
  }

  /// A rounded-square icon with a padlock, and the app's name beside it (after it in the
  /// reading direction).
  private func drawAppHeader(
    _ element: Element, style: FrameElementStyle, into svg: inout SVGWriter
  ) {
    let frame = element.frame
    let side = frame.height
    let weight = style.fontWeight
    let gap = side * FrameElementStyle.appHeaderGapFraction
    let available = frame.width - side - gap
    let fitted = RenderText.fit(
      element.label, width: available, size: style.fontSize, weight: weight, lines: 1)
    let nameWidth = min(
      available, RenderText.width(fitted.lines.first ?? "", size: fitted.size, weight: weight))
    let start = frame.minX + (frame.width - side - gap - nameWidth) / 2
    let rtl = input.direction == .rightToLeft
    let icon = LayoutRect(
      x: rtl ? start + nameWidth + gap : start, y: frame.minY, width: side, height: side)
    let name = LayoutRect(
      x: rtl ? start : start + side + gap, y: frame.minY, width: nameWidth, height: side)
    svg.rect(icon, fill: style.fill ?? theme.dotFilledColor, cornerRadius: style.cornerRadius)
    let white = RGBAColor.white
    let body = LayoutRect(
      x: icon.midX - side * 0.2, y: icon.minY + side * 0.45, width: side * 0.4,
      height: side * 0.32)
    svg.rect(body, fill: white, cornerRadius: side * 0.05)
    svg.arch(
      centerX: icon.midX, bottom: body.minY, radius: side * 0.13, color: white,
      width: side * 0.07)
    svg.text(
      element.label, in: name, size: fitted.size, weight: weight, color: style.textColor,
      anchor: .leading, family: style.fontFamily)
  }
}

/// Accumulates SVG markup.
struct SVGWriter {
  /// Fonts tried in order: the system font on Apple platforms, then common fallbacks.
  static let fontFamily = FontToken.Family.system.cssFontFamily

  /// Whether text runs right to left (the root element says `direction="rtl"`).
  let rightToLeft: Bool
  private(set) var text = ""

  mutating func line(_ markup: String) {
    text += markup + "\n"
  }

  private static func paint(_ name: String, _ color: RGBAColor?) -> String {
    guard let color else { return " \(name)=\"none\"" }
    let base = " \(name)=\"\(color.withAlpha(255).hex)\""
    return color.alpha == 255
      ? base : base + " \(name)-opacity=\"\(RenderText.number(color.opacity))\""
  }

  mutating func rect(
    _ frame: LayoutRect, fill: RGBAColor, cornerRadius: Double = 0, stroke: RGBAColor? = nil,
    strokeWidth: Double = 0
  ) {
    let number = RenderText.number
    var markup =
      "<rect x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" width=\"\(number(frame.width))\" "
      + "height=\"\(number(frame.height))\""
    if cornerRadius > 0 { markup += " rx=\"\(number(cornerRadius))\"" }
    markup += Self.paint("fill", fill)
    if let stroke {
      markup += Self.paint("stroke", stroke) + " stroke-width=\"\(number(strokeWidth))\""
    }
    line(markup + "/>")
  }

  mutating func circle(
    centerX: Double, centerY: Double, radius: Double, fill: RGBAColor?,
    stroke: RGBAColor? = nil, strokeWidth: Double = 0
  ) {
    let number = RenderText.number
    var markup =
      "<circle cx=\"\(number(centerX))\" cy=\"\(number(centerY))\" r=\"\(number(radius))\""
      + Self.paint("fill", fill)
    if let stroke {
      markup += Self.paint("stroke", stroke) + " stroke-width=\"\(number(strokeWidth))\""
    }
    line(markup + "/>")
  }

  /// A padlock's shackle: a half circle standing on `bottom`, with legs down to it.
  mutating func arch(
    centerX: Double, bottom: Double, radius: Double, color: RGBAColor, width: Double
  ) {
    let number = RenderText.number
    let top = bottom - radius
    line(
      "<path d=\"M \(number(centerX - radius)) \(number(bottom)) V \(number(top)) "
        + "A \(number(radius)) \(number(radius)) 0 0 1 \(number(centerX + radius)) \(number(top)) "
        + "V \(number(bottom))\"" + Self.paint("fill", nil) + Self.paint("stroke", color)
        + " stroke-width=\"\(number(width))\"/>")
  }

  /// Where a text line is anchored in its frame.
  enum Anchor {
    /// Centred.
    case middle
    /// At the leading edge: the left in left-to-right text, the right in right-to-left text.
    case leading
  }

  /// `content` in `frame` (centred unless `anchor` says otherwise), shrunk (and wrapped onto
  /// up to `lines` lines) to fit.
  mutating func text(
    _ content: String, in frame: LayoutRect, size: Double, weight: FontToken.Weight,
    color: RGBAColor, lines: Int = 1, anchor: Anchor = .middle, family: FontToken.Family = .system,
    spacing: Double = 0
  ) {
    let number = RenderText.number
    let fitted = RenderText.fit(
      content, width: frame.width, size: size, weight: weight, lines: lines)
    let lineHeight = fitted.size * 1.2
    let x =
      switch anchor {
      case .middle: frame.midX
      case .leading: rightToLeft ? frame.maxX : frame.minX
      }
    let firstBaseline =
      frame.midY - lineHeight * Double(fitted.lines.count - 1) / 2 + fitted.size * 0.35
    for (index, row) in fitted.lines.enumerated() {
      line(
        "<text x=\"\(number(x))\" y=\"\(number(firstBaseline + lineHeight * Double(index)))\" "
          + "font-size=\"\(number(fitted.size))\" font-weight=\"\(weight.numericValue)\""
          + (family == .system
            ? "" : " font-family=\"\(RenderText.xml(family.cssFontFamily))\"")
          + Self.paint("fill", color)
          + (spacing > 0 ? " letter-spacing=\"\(number(spacing))\"" : "")
          + " text-anchor=\"\(anchor == .middle ? "middle" : "start")\">"
          + "\(RenderText.xml(row))</text>")
    }
  }
}
