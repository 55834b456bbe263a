#if canImport(SwiftUI) && os(iOS)
  import Foundation
  @_spi(Skins) import PasscodeCore
  @_spi(Skins) import PasscodeUIKit
  import SwiftUI
  import UIKit

  /// Sets, changes or turns off the passcode inside the app's own navigation: a view for a
  /// `NavigationStack` destination (Settings › Change Passcode, with its back button), a step
  /// of an onboarding flow, or a sheet. It hosts PasscodeUIKit's `PasscodeFlowViewController`:
  /// the screen PasscodeKit's windows show — the same rules, words, VoiceOver and look.
  ///
  /// `onEnd` is called once, on the main actor, with how the flow ended
  /// (`PasscodeFlow.Ending`: `.completed`, `.cancelled`, `.permanentlyLocked`) or why it could
  /// not start (`PasscodeError.alreadySet`, `.notSet`, `.store`, `.invalidConfiguration`).
  /// `.cancelled` also comes when the user goes Back or swipes the sheet down (the view is
  /// already gone then), when the view leaves the hierarchy, and when the app locks while it is
  /// on screen — the lock covers it and what was typed is wiped (APP-9). Leave it with
  /// `dismiss()`, which does nothing once it is gone:
  ///
  /// ```swift
  /// struct ChangePasscodeScreen: View {
  ///   @EnvironmentObject var passcode: PasscodeController
  ///   @Environment(\.dismiss) private var dismiss
  ///   var body: some View {
  ///     passcode.kit.flowView(for: .change()) { _ in dismiss() }
  ///       .navigationTitle("Change Passcode")
  ///   }
  /// }
  /// ```
  ///
  /// The app lock, the privacy cover and on-demand checks stay in PasscodeKit's windows. The
  /// screen keeps itself above the keyboard (a password's) as in the windows: add
  /// `.ignoresSafeArea(.keyboard)` so that SwiftUI does not move it as well.
  @available(iOSApplicationExtension, unavailable)
  @MainActor
  public struct PasscodeFlowView: UIViewControllerRepresentable {
    private let flow: EmbeddedPasscodeFlow
    private let kit: PasscodeKit
    private let appearance: PasscodeAppearance?
    private let onEnd: @MainActor (Result<PasscodeFlow.Ending, PasscodeError>) -> Void

    /// Creates the view.
    ///
    /// - Parameters:
    ///   - flow: `.set`, `.change(startingIn:)` (`nil`: the stored type) or `.turnOff`.
    ///   - kit: the app's PasscodeKit (a `PasscodeController`'s `kit`; by default
    ///     `PasscodeKit.shared`).
    ///   - appearance: the look of this screen; `nil` for the kit's configured one.
    ///   - onEnd: called once, on the main actor.
    public init(
      _ flow: EmbeddedPasscodeFlow, kit: PasscodeKit = .shared,
      appearance: PasscodeAppearance? = nil,
      onEnd: @escaping @MainActor (Result<PasscodeFlow.Ending, PasscodeError>) -> Void
    ) {
      self.flow = flow
      self.kit = kit
      self.appearance = appearance
      self.onEnd = onEnd
    }

    /// Keeps the latest `onEnd` (a view's closure changes with its state).
    @MainActor
    public final class Coordinator {
      var onEnd: @MainActor (Result<PasscodeFlow.Ending, PasscodeError>) -> Void

      init(onEnd: @escaping @MainActor (Result<PasscodeFlow.Ending, PasscodeError>) -> Void) {
        self.onEnd = onEnd
      }
    }

    /// The coordinator that forwards the ending to the latest `onEnd`.
    public func makeCoordinator() -> Coordinator { Coordinator(onEnd: onEnd) }

    /// The flow's controller; its one ending goes to `onEnd`.
    public func makeUIViewController(context: Context) -> PasscodeFlowViewController {
      let coordinator = context.coordinator
      return PasscodeFlowViewController(flow, kit: kit, appearance: appearance) { result in
        coordinator.onEnd(result)
      }
    }

    /// Keeps `onEnd` current; the flow itself is fixed when the view is made.
    public func updateUIViewController(
      _ controller: PasscodeFlowViewController, context: Context
    ) {
      context.coordinator.onEnd = onEnd
    }

    /// The view left the hierarchy: the flow ends as cancelled, unless it ended.
    public static func dismantleUIViewController(
      _ controller: PasscodeFlowViewController, coordinator: Coordinator
    ) {
      controller.cancel()
    }
  }

  @available(iOSApplicationExtension, unavailable)
  extension PasscodeKit {
    /// A view that sets, changes or turns off the passcode in the app's own navigation
    /// (``PasscodeFlowView``): `passcode.kit.flowView(for: .change()) { _ in dismiss() }`.
    ///
    /// - Parameters:
    ///   - flow: `.set`, `.change(startingIn:)` or `.turnOff`.
    ///   - appearance: the look of this screen; `nil` for the configured one.
    ///   - onEnd: called once, on the main actor, with how it ended or why it could not start.
    public func flowView(
      for flow: EmbeddedPasscodeFlow, appearance: PasscodeAppearance? = nil,
      onEnd: @escaping @MainActor (Result<PasscodeFlow.Ending, PasscodeError>) -> Void
    ) -> PasscodeFlowView {
      PasscodeFlowView(flow, kit: self, appearance: appearance, onEnd: onEnd)
    }
  }
#endif
