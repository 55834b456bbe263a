// swift-tools-version:6.0
import PackageDescription

// The SwiftUI example app as a Swift package: one target with the app's sources, over the
// library beside it. It has no library product: `ios-typecheck --package Examples/SwiftUIDemo`
// type-checks the target whole for iOS, and `project.yml` (XcodeGen) makes the runnable app
// on a Mac. Elsewhere (Linux, macOS) the sources are behind `#if os(iOS)` and build to nothing.
// SwiftPM names a package depended on by path after its directory, lowercased: `passcodekit`
// in a clone named PasscodeKit, `ci` or `wt-examples` elsewhere. The library is two levels up.
let library =
  Context.packageDirectory.split(separator: "/").dropLast(2).last?.lowercased()
  ?? "passcodekit"

let package = Package(
  name: "SwiftUIDemo",
  platforms: [.iOS(.v16), .macOS(.v13)],
  dependencies: [.package(path: "../..")],
  targets: [
    .target(
      name: "SwiftUIDemo",
      dependencies: [.product(name: "PasscodeSwiftUI", package: library)]
    )
  ],
  swiftLanguageModes: [.v6]
)
