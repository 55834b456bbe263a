extension ScreenFrame {
  /// The frame with the host's title and subtitle (`PasscodePrompt`) in place of
  /// PasscodeKit's, where given; every other element as it was. A subtitle goes in the
  /// subtitle's slot, which the layout always reserves, so nothing moves.
  ///
  /// - Parameter prompt: the host's texts; `nil` returns the frame unchanged.
  public func prompting(_ prompt: PasscodePrompt?) -> ScreenFrame {
    guard let prompt else { return self }
    var scene = self
    if let title = prompt.title,
      let index = scene.elements.firstIndex(where: { $0.kind == .title })
    {
      scene.elements[index].label = title
    }
    if let subtitle = prompt.subtitle {
      if let index = scene.elements.firstIndex(where: { $0.kind == .subtitle }) {
        scene.elements[index].label = subtitle
      } else {
        let element = Element(
          id: "subtitle", kind: .subtitle, label: subtitle, frame: layout.subtitle)
        let title = scene.elements.firstIndex { $0.kind == .title }
        scene.elements.insert(element, at: title.map { $0 + 1 } ?? scene.elements.count)
      }
    }
    return scene
  }
}
