extension RenderRequest {
  /// Reads a request from the command line's strings; `nil` takes the default.
  ///
  /// - Parameters:
  ///   - device: `iphone-se`, `iphone-15` (default), `iphone-15-pro-max`, `ipad-11`,
  ///     `ipad-13`.
  ///   - size: `WIDTHxHEIGHT` in points, instead of a device (then the safe area defaults to
  ///     none).
  ///   - safeArea: `TOP,LEFT,BOTTOM,RIGHT` in points, in portrait; overrides the device's.
  ///   - orientation: `portrait` (default) or `landscape`.
  ///   - textSize: `xs`, `s`, `m`, `l` (default), `xl`, `xxl`, `xxxl`, `ax1`…`ax5`.
  ///   - theme: `default` (default), `classic` or `teal`.
  ///   - appearance: `light` (default) or `dark`.
  ///   - state: `empty` (default), `partial`, `error`, `lockout` or `locked`.
  ///   - locale: `en` (default), `de`, `es`, `ja` or `ar`.
  ///   - format: `svg` (default) or `json`.
  /// - Throws: ``RenderError`` naming the option and the values it takes.
  public static func parse(
    device: String? = nil, size: String? = nil, safeArea: String? = nil,
    orientation: String? = nil, textSize: String? = nil, theme: String? = nil,
    appearance: String? = nil, state: String? = nil, locale: String? = nil,
    format: String? = nil
  ) throws -> RenderRequest {
    if device != nil, size != nil { throw RenderError.deviceAndSize }
    var request = RenderRequest(
      device: try value(device, option: "device") ?? .iPhone15,
      orientation: try value(orientation, option: "orientation") ?? .portrait,
      textSize: try value(textSize, option: "text-size") ?? .large,
      theme: try value(theme, option: "theme") ?? .default,
      appearance: try value(appearance, option: "appearance") ?? .light,
      state: try value(state, option: "state") ?? .empty,
      locale: try value(locale, option: "locale") ?? .english,
      format: try value(format, option: "format") ?? .svg)
    if let size {
      request.device = nil
      request.portraitSize = try parseSize(size)
      request.portraitSafeArea = .zero
    }
    if let safeArea { request.portraitSafeArea = try parseSafeArea(safeArea) }
    let inside = LayoutRect(size: request.portraitSize).inset(by: request.portraitSafeArea)
    let minimum = RenderError.sizeLimits.lowerBound
    guard inside.width >= minimum, inside.height >= minimum else {
      throw RenderError.safeAreaTooLarge
    }
    return request
  }

  /// The case of `T` named `text`, `nil` for no text.
  private static func value<T: RawRepresentable & CaseIterable>(_ text: String?, option: String)
    throws -> T? where T.RawValue == String
  {
    guard let text else { return nil }
    guard let value = T(rawValue: text.lowercased()) else {
      throw RenderError.invalidValue(
        option: option, value: text, allowed: T.allCases.map(\.rawValue))
    }
    return value
  }

  private static func parseSize(_ text: String) throws -> LayoutSize {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      RenderError.sizeLimits.contains(width), RenderError.sizeLimits.contains(height)
    else { throw RenderError.invalidSize(text) }
    return LayoutSize(width: width, height: height)
  }

  private static func parseSafeArea(_ text: String) throws -> LayoutInsets {
    let values = text.split(separator: ",", omittingEmptySubsequences: false).map {
      Double(String($0.filter { $0 != " " }))
    }
    guard values.count == 4, values.allSatisfy({ ($0 ?? -1) >= 0 && $0!.isFinite }) else {
      throw RenderError.invalidSafeArea(text)
    }
    return LayoutInsets(top: values[0]!, left: values[1]!, bottom: values[2]!, right: values[3]!)
  }
}
