import Foundation
import PasscodeResources
import Testing

/// The privacy manifest Xcode merges into an app's privacy report must name every
/// required-reason API the libraries call on Apple platforms, and nothing they do not call.
///
/// The scan reads the sources of every library target an app can link (comments aside, files
/// compiled only on Linux aside) for the symbols of Apple's required-reason API list; a
/// category the package's one manifest (in PasscodeResources, linked by every product) does
/// not declare fails the test with the files that use it.
@Suite struct PrivacyManifestTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let manifest = root.appendingPathComponent(
    "Sources/PasscodeResources/PrivacyInfo.xcprivacy")

  /// The library targets an app can link (the `passcode` command is not one).
  static let libraryTargets = [
    "PasscodeResources", "PasscodeEngine", "PasscodeCore", "PasscodeUIKit", "PasscodeSwiftUI",
    "PasscodeTerminal", "PasscodeTerminalResources", "PasscodeTestSupport",
  ]

  /// Apple's required-reason API categories and the symbols of each that Swift code can call,
  /// plus (under boot time) the two Darwin boot-clock calls PasscodeKit declares by choice:
  /// `clock_gettime_nsec_np` and `kern.bootsessionuuid` are not on Apple's list, but they
  /// read the same kind of information as `mach_absolute_time`.
  static let categories: [String: [String]] = [
    "NSPrivacyAccessedAPICategoryFileTimestamp": [
      #"\b(stat|fstat|fstatat|lstat|getattrlist|getattrlistbulk|fgetattrlist|getattrlistat)\("#,
      #"\b(creationDate|modificationDate|fileModificationDate)\b"#,
      #"\b(contentModificationDateKey|creationDateKey)\b"#,
    ],
    "NSPrivacyAccessedAPICategorySystemBootTime": [
      #"\b(systemUptime|mach_absolute_time|clock_gettime_nsec_np)\b"#, #"kern\.bootsessionuuid"#,
    ],
    "NSPrivacyAccessedAPICategoryDiskSpace": [
      #"\b(statfs|statvfs|fstatfs|fstatvfs)\("#,
      #"\b(volumeAvailableCapacity\w*Key|volumeTotalCapacityKey|systemFreeSize|systemSize)\b"#,
    ],
    "NSPrivacyAccessedAPICategoryActiveKeyboards": [#"\bactiveInputModes\b"#],
    "NSPrivacyAccessedAPICategoryUserDefaults": [#"\bUserDefaults\b"#],
  ]

  /// The reason the manifest gives for each category PasscodeKit declares.
  static let expectedReasons: [String: String] = [
    "NSPrivacyAccessedAPICategoryFileTimestamp": "C617.1",
    "NSPrivacyAccessedAPICategorySystemBootTime": "35F9.1",
    "NSPrivacyAccessedAPICategoryUserDefaults": "CA92.1",
  ]

  /// The manifest's declared categories and their reasons.
  static func declared() throws -> [String: [String]] {
    let data = try Data(contentsOf: manifest)
    let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
    let root = try #require(plist as? [String: Any])
    #expect(root["NSPrivacyTracking"] as? Bool == false)
    #expect((root["NSPrivacyTrackingDomains"] as? [Any])?.isEmpty == true)
    #expect((root["NSPrivacyCollectedDataTypes"] as? [Any])?.isEmpty == true)
    let types = try #require(root["NSPrivacyAccessedAPITypes"] as? [[String: Any]])
    var result: [String: [String]] = [:]
    for entry in types {
      let category = try #require(entry["NSPrivacyAccessedAPIType"] as? String)
      result[category] = try #require(entry["NSPrivacyAccessedAPITypeReasons"] as? [String])
    }
    return result
  }

  /// Categories used per target: target name → category → files.
  static func used() throws -> [String: [String: Set<String>]] {
    var result: [String: [String: Set<String>]] = [:]
    for target in libraryTargets {
      let directory = root.appendingPathComponent("Sources/\(target)")
      let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        guard file.pathExtension == "swift" else { continue }
        let source = try String(contentsOf: file, encoding: .utf8)
        guard !compiledOnlyOnLinux(source) else { continue }
        let code = withoutComments(source)
        for (category, patterns) in categories
        where patterns.contains(where: { code.range(of: $0, options: .regularExpression) != nil }) {
          result[target, default: [:]][category, default: []].insert(file.lastPathComponent)
        }
      }
    }
    return result
  }

  /// Whether the whole file sits under a Linux-only `#if`.
  static func compiledOnlyOnLinux(_ source: String) -> Bool {
    let first = source.split(separator: "\n").first { !$0.hasPrefix("//") }
    guard let first else { return false }
    return ["#if os(Linux)", "#if os(Linux) || os(Android)", "#if canImport(Glibc)"].contains(
      first.trimmingCharacters(in: .whitespaces))
  }

  /// The source with `//` comments removed (doc comments name APIs they do not call).
  static func withoutComments(_ source: String) -> String {
    source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard let range = line.range(of: "//") else { return String(line) }
      return String(line[..<range.lowerBound])
    }.joined(separator: "\n")
  }

  @Test("the manifest declares no tracking, no collected data, and a reason per category")
  func manifestShape() throws {
    let declared = try Self.declared()
    #expect(declared == Self.expectedReasons.mapValues { [$0] })
  }

  @Test("every required-reason API the libraries call is declared")
  func everyUseDeclared() throws {
    let declared = try Self.declared()
    let used = try Self.used()
    #expect(used["PasscodeEngine"] != nil, "the scan found nothing: is it reading the sources?")
    for target in Self.libraryTargets {
      for (category, files) in used[target] ?? [:] {
        #expect(
          declared[category] != nil,
          "\(category) is used by \(files.sorted()) but not declared in PrivacyInfo.xcprivacy")
      }
    }
  }

  @Test("every declared category is still used (no stale declarations)")
  func noStaleDeclaration() throws {
    let usedCategories = Set(try Self.used().values.flatMap(\.keys))
    for category in try Self.declared().keys {
      #expect(usedCategories.contains(category), "\(category) is declared but no longer used")
    }
  }

  @Test("the scan finds what it looks for: a file calling fstat and UserDefaults, not a comment")
  func scanFindsCalls() {
    let source = """
      // stat( in a comment, mach_absolute_time too
      let a = fstat(descriptor, &info)
      let b = UserDefaults.standard
      let c = UserDefaultsInstallMarker()
      """
    let code = Self.withoutComments(source)
    let found = Self.categories.filter { _, patterns in
      patterns.contains { code.range(of: $0, options: .regularExpression) != nil }
    }.keys
    #expect(
      Set(found) == [
        "NSPrivacyAccessedAPICategoryFileTimestamp", "NSPrivacyAccessedAPICategoryUserDefaults",
      ])
    #expect(Self.compiledOnlyOnLinux("#if os(Linux) || os(Android)\n  import Glibc\n"))
    #expect(!Self.compiledOnlyOnLinux("#if canImport(Darwin)\n  import Darwin\n"))
  }

  @Test("the built resource bundle holds the manifest, found without SwiftPM's trapping accessor")
  func bundleHoldsManifest() throws {
    let folder = try #require(
      PasscodeResources.folder, "searched \(PasscodeResources.searchedFolders)")
    let built = folder.appendingPathComponent("PrivacyInfo.xcprivacy")
    #expect(try Data(contentsOf: built) == Data(contentsOf: Self.manifest))
  }
}
