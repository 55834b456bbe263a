// swift-tools-version:6.0
import PackageDescription

// The compatibility client for PasscodeKit 1.0: an app's use of the public API, written against
// the 1.0 release and never rewritten to follow a change (README.md). It has no library
// product: `ios-typecheck --package Compatibility/Client-1.0` type-checks its target whole for
// iOS, and `scripts/check-api-breaks` (run by CI) fails on an error it meets that CHANGELOG.md
// does not announce. On Linux the sources are behind `#if canImport(UIKit)` and build to nothing.
// SwiftPM names a package depended on by path after its directory, lowercased: `passcodekit`
// in a clone named PasscodeKit, `ci` or `wt-apicheck` elsewhere. The library is two levels up.
let library =
  Context.packageDirectory.split(separator: "/").dropLast(2).last?.lowercased()
  ?? "passcodekit"

let package = Package(
  name: "CompatibilityClient",
  platforms: [.iOS(.v16), .macOS(.v13)],
  dependencies: [.package(path: "../..")],
  targets: [
    .target(
      name: "CompatibilityClient",
      dependencies: [
        .product(name: "PasscodeUIKit", package: library),
        .product(name: "PasscodeSwiftUI", package: library),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
