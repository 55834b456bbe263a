import Foundation

/// Where PasscodeKit's resources are: the bundle SwiftPM or Xcode builds for this target, which
/// holds the string tables (`<lang>.lproj/PasscodeKit.strings` and `.stringsdict`) and the
/// privacy manifest (`PrivacyInfo.xcprivacy`).
///
/// The lookup never traps, unlike SwiftPM's generated `Bundle.module` (which stops the process
/// when the bundle is missing — a `passcode` binary copied without it, say): `nil` means not
/// found, and the caller says so.
public enum PasscodeResources {
  /// The bundle's names, in the order they are tried: what SwiftPM builds on Linux, then on
  /// Apple platforms (and what Xcode copies into an app).
  public static let bundleNames = [
    "PasscodeKit_PasscodeResources.resources", "PasscodeKit_PasscodeResources.bundle",
  ]

  /// The folders searched for the bundle, in order: the app's resources (`Bundle.main`), the
  /// folder of the running executable (following symbolic links, so a `passcode` linked into
  /// `/usr/local/bin` finds the bundle beside the real file), and the bundle this code was
  /// loaded from (a framework, a test bundle).
  ///
  /// Where `Bundle.main` cannot be made (``mainBundle`` is `nil`), only the executable's
  /// folder, as far as it is known (``executableFolder``): no bundle is touched.
  public static var searchedFolders: [URL] {
    var folders: [URL] = []
    func add(_ url: URL?) {
      guard let url = url?.standardizedFileURL, !folders.contains(url) else { return }
      folders.append(url)
    }
    guard let main = mainBundle else {
      add(executableFolder)
      return folders
    }
    add(main.resourceURL)
    add(main.bundleURL)
    if let executable = main.executableURL {
      add(executable.resolvingSymlinksInPath().deletingLastPathComponent())
      add(executable.deletingLastPathComponent())
    }
    let code = Bundle(for: BundleToken.self)
    add(code.resourceURL)
    add(code.bundleURL.deletingLastPathComponent())
    return folders
  }

  /// `Bundle.main`, or `nil` where asking for it would stop the process.
  ///
  /// On Linux, Foundation makes the main bundle from the folder of the running executable and
  /// traps (SIGILL, in `Bundle.main`'s initialisation) when it cannot look that folder up: a
  /// binary under a folder closed to the user running it — a `0700` folder of another user,
  /// say, with the binary started by a program that kept root's rights until `exec`, or
  /// through a descriptor opened before the folder was closed. On Linux PasscodeKit reaches
  /// the main bundle only through this property, which is then `nil`
  /// (``executableFolderIsUnreachable``); on Apple platforms it is always `Bundle.main`.
  public static var mainBundle: Bundle? {
    executableFolderIsUnreachable ? nil : Bundle.main
  }

  /// The folder of the running executable, symbolic links resolved, as the kernel reports it
  /// (`/proc/self/exe`, read without Foundation's bundles); `nil` when it cannot be read, and
  /// on Apple platforms, which do not need it.
  public static var executableFolder: URL? {
    executableFolderBytes.map { bytes in
      URL(fileURLWithPath: String(decoding: bytes, as: UTF8.self), isDirectory: true)
    }
  }

  /// Whether this process cannot look up the folder of its own executable, so that
  /// `Bundle.main` would stop it (Linux only; see ``mainBundle``).
  ///
  /// What Foundation needs was found by experiment: `stat` of that folder, which takes the
  /// right to search every folder above it (the folder itself may be closed: then the bundle
  /// is made, and only the resources inside are out of reach). When `/proc/self/exe` cannot be
  /// read the folder is unknown, and counted as unreachable: nothing is risked on a guess.
  public static let executableFolderIsUnreachable: Bool = {
    #if os(Linux)
      guard let folder = executableFolderBytes else { return true }
      var information = stat()
      return (folder.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer {
        stat($0.baseAddress!, &information)
      } != 0
    #else
      return false
    #endif
  }()

  /// The bytes of ``executableFolder``'s path, as the kernel gave them (Linux).
  private static let executableFolderBytes: [UInt8]? = {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      guard count > 0 else { return nil }
      let path = buffer[0..<count].map { UInt8(bitPattern: $0) }
      guard let slash = path.lastIndex(of: UInt8(ascii: "/")) else { return nil }
      return slash == 0 ? [UInt8(ascii: "/")] : Array(path[..<slash])
    #else
      return nil
    #endif
  }()

  /// The folder holding the resources — `en.lproj` and `PrivacyInfo.xcprivacy` — or `nil`
  /// when the bundle is in none of ``searchedFolders``.
  public static var folder: URL? { folder(ofBundleNamed: bundleNames) }

  /// The contents folder of the first bundle named one of `names` in ``searchedFolders`` — a
  /// client's own resource bundle (the terminal skin's, the `passcode` command's) — or `nil`.
  public static func folder(ofBundleNamed names: [String]) -> URL? {
    for folder in searchedFolders {
      for name in names {
        if let contents = contentsFolder(ofBundle: folder.appendingPathComponent(name)) {
          return contents
        }
      }
    }
    return nil
  }

  /// The folder of `bundle` that holds its resources: the bundle itself (iOS, Linux) or its
  /// `Contents/Resources` (macOS); `nil` when neither holds `en.lproj`.
  public static func contentsFolder(ofBundle bundle: URL) -> URL? {
    for folder in [bundle, bundle.appendingPathComponent("Contents/Resources")] {
      var isDirectory: ObjCBool = false
      let english = folder.appendingPathComponent("en.lproj").path
      if FileManager.default.fileExists(atPath: english, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        return folder
      }
    }
    return nil
  }

  /// A class of this module, so that `Bundle(for:)` finds the bundle the code was loaded from.
  private final class BundleToken {}
}
