// swift-tools-version:6.0
import PackageDescription

// PasscodeKit: an engine (PasscodeEngine: lock, storage, crypto, clock — no UI knowledge), one
// core over it (PasscodeCore: screen, field, form, layout, theme, strings; re-exports the
// engine), three skins (UIKit, SwiftUI, terminal), the `passcode` CLI with the renderer only it
// and the tests use (PasscodeRender), and the test doubles an app uses in its own tests
// (PasscodeTestSupport).
//
// On Apple platforms the library products depend on nothing but the SDK: swift-crypto is used
// only on Linux, where CommonCrypto and CryptoKit do not exist.
let linuxOnly = TargetDependencyCondition.when(platforms: [.linux])

// What a host fetches. SwiftPM fetches every package a manifest declares, whatever the platform
// conditions on its products, so swift-crypto (and the swift-asn1 it depends on) is declared
// only where a host other than a Mac reads the manifest: the builds that use it (Linux) run
// there. On a Mac, adding PasscodeKit to an app fetches swift-argument-parser alone (the
// `passcode` command's), and links none of it into the app. PASSCODEKIT_MANIFEST_HOST (`darwin`
// or `linux`) reads the manifest as that host would: scripts/check-fetched and
// scripts/measure-library read it as a Mac does on any machine, and a Mac that builds for Linux
// (with a Swift SDK for Linux) sets `linux`.
let manifestHost: String = {
  if let host = Context.environment["PASSCODEKIT_MANIFEST_HOST"] { return host }
  #if os(macOS)
    return "darwin"
  #else
    return "linux"
  #endif
}()
precondition(
  ["darwin", "linux"].contains(manifestHost),
  "PASSCODEKIT_MANIFEST_HOST is `darwin` or `linux`, not `\(manifestHost)`"
)
let declaresCrypto = manifestHost == "linux"

/// swift-crypto's `products` for a Linux build, where the manifest declares the package; none
/// where it does not.
func swiftCrypto(_ products: String...) -> [Target.Dependency] {
  guard declaresCrypto else { return [] }
  return products.map { .product(name: $0, package: "swift-crypto", condition: linuxOnly) }
}

let package = Package(
  name: "PasscodeKit",
  defaultLocalization: "en",
  platforms: [.iOS(.v16), .macOS(.v13)],
  products: [
    .library(name: "PasscodeCore", targets: ["PasscodeCore"]),
    .library(name: "PasscodeUIKit", targets: ["PasscodeUIKit"]),
    .library(name: "PasscodeSwiftUI", targets: ["PasscodeSwiftUI"]),
    .library(name: "PasscodeTerminal", targets: ["PasscodeTerminal"]),
    // Test doubles for an app's own tests (an in-memory store that fails on cue, a boot clock
    // moved by hand, fake biometrics, a fast verifier): add it to test targets only.
    .library(name: "PasscodeTestSupport", targets: ["PasscodeTestSupport"]),
    .executable(name: "passcode", targets: ["passcode"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0")
  ]
    + (declaresCrypto
      ? [.package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"4.0.0")] : []),
  targets: [
    .target(
      name: "PasscodeEngine",
      dependencies: swiftCrypto("Crypto", "_CryptoExtras") + [
        .target(name: "CPasscodeAEAD", condition: linuxOnly)
      ]
    ),
    // AES-256-GCM in place over the BoringSSL that swift-crypto links, for DataSealer on Linux
    // (swift-crypto's AES.GCM copies every chunk twice; see its header). Built on Linux only.
    .target(name: "CPasscodeAEAD"),
    // PasscodeKit's resource bundle: the string tables Xcode and translators know
    // (Strings/<lang>.lproj/PasscodeKit.strings and .stringsdict) and the privacy manifest
    // Xcode merges into an app's privacy report (PrivacyManifestTests keeps it in step with
    // the code of every library target). Found without Bundle.module (`PasscodeResources`).
    //
    // Swift 5 mode, for one reason: SwiftPM adds a `Bundle.module` accessor to a target with
    // resources, a `static let` of `Bundle`, which the iOS 16.5 SDK does not mark Sendable —
    // an error in Swift 6 mode there (newer SDKs and Linux accept it). The target's own code
    // is checked for data races all the same (StrictConcurrency).
    //
    // Glossaries/ holds the translators' glossary of each language (one term per idea, the
    // address iOS uses), kept beside the tables and out of the bundle every app ships.
    .target(
      name: "PasscodeResources",
      exclude: ["Glossaries"],
      resources: [.copy("PrivacyInfo.xcprivacy"), .process("Strings")],
      swiftSettings: [.swiftLanguageMode(.v5), .enableUpcomingFeature("StrictConcurrency")]
    ),
    .target(name: "PasscodeCore", dependencies: ["PasscodeEngine", "PasscodeResources"]),
    // A screen drawn as SVG or as JSON frames for a named device (`RenderRequest`,
    // `DevicePreset`): what `passcode render`, scripts/render-gallery and the golden renders use.
    // In no product: an app draws with its skin, so no app links it.
    .target(name: "PasscodeRender", dependencies: ["PasscodeCore"]),
    .target(name: "PasscodeUIKit", dependencies: ["PasscodeCore"]),
    // SwiftUI apps get the same windows, presenter and secure input as UIKit apps: the SwiftUI
    // skin hosts its views in PasscodeUIKit's lock windows (a SwiftUI overlay sits under
    // sheets and alerts).
    .target(name: "PasscodeSwiftUI", dependencies: ["PasscodeCore", "PasscodeUIKit"]),
    // The terminal skin's own strings (its table, `PasscodeTerminal.strings`), in a bundle of
    // their own so that PasscodeKit's tables, which every iOS app ships, hold none of them.
    // Swift 5 mode for the same reason as PasscodeResources.
    .target(
      name: "PasscodeTerminalResources", dependencies: ["PasscodeResources"],
      resources: [.process("Strings")],
      swiftSettings: [.swiftLanguageMode(.v5), .enableUpcomingFeature("StrictConcurrency")]
    ),
    .target(name: "PasscodeTerminal", dependencies: ["PasscodeCore", "PasscodeTerminalResources"]),
    // The command's own strings (`PasscodeCLI.strings`: its advice, prompts, report lines)
    // are its resources, installed beside the binary.
    .executableTarget(
      name: "passcode",
      dependencies: [
        "PasscodeCore",
        "PasscodeEngine",
        "PasscodeRender",
        "PasscodeTerminal",
        "PasscodeTerminalResources",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      resources: [.process("Strings")]
    ),
    .target(name: "PasscodeTestSupport", dependencies: ["PasscodeCore"]),
    // What PasscodeKit's own test targets share (secret codes for tests, the files that attack a
    // store): in no product, so no app ever sees it.
    .target(
      name: "PasscodeTestHelpers", dependencies: ["PasscodeEngine"],
      path: "Tests/PasscodeTestHelpers"
    ),
    .testTarget(
      name: "PasscodeEngineTests",
      dependencies: [
        "PasscodeEngine", "PasscodeTestSupport", "PasscodeTestHelpers",
      ] + swiftCrypto("Crypto")
    ),
    .testTarget(
      name: "PasscodeCoreTests",
      dependencies: [
        "PasscodeCore", "PasscodeRender", "PasscodeTestSupport", "PasscodeTestHelpers",
      ]
    ),
    .testTarget(
      name: "PasscodeRenderTests",
      dependencies: ["PasscodeRender", "PasscodeCore"],
      resources: [.copy("Golden")]
    ),
    .testTarget(
      name: "PasscodeTerminalTests",
      dependencies: [
        "PasscodeTerminal", "PasscodeTerminalResources", "PasscodeCore", "PasscodeEngine",
        "PasscodeTestSupport",
      ]
    ),
    .testTarget(name: "PasscodeTestSupportTests", dependencies: ["PasscodeTestSupport"]),
    .testTarget(
      name: "passcodeTests",
      dependencies: [
        "passcode", "PasscodeCore", "PasscodeEngine", "PasscodeRender", "PasscodeTestHelpers",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
