@_exported import PasscodeCore

#if canImport(SwiftUI) && os(iOS)
  // One facade and one look for both skins: a SwiftUI app that imports PasscodeSwiftUI alone
  // sees PasscodeUIKit's `PasscodeKit`, `PasscodeAppearance`, `PasscodeHeader` and
  // `SystemHapticFeedback` by their own names, declared once.
  @_exported import PasscodeUIKit
#endif
