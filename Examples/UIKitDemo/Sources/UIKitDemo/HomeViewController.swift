#if canImport(UIKit)
  import PasscodeUIKit
  import UIKit

  /// The app's first screen: the protected content, the secure input demos, the settings.
  final class HomeViewController: UITableViewController {
    private enum Row: CaseIterable {
      case recoveryCodes
      case oneTimeCode
      case signUp
      case setUp
      case settings
      case lockNow

      var title: String {
        switch self {
        case .recoveryCodes: "Show Recovery Codes"
        case .oneTimeCode: "One-Time Code"
        case .signUp: "Sign Up Form"
        case .setUp: "Set Up a Passcode"
        case .settings: "Passcode Settings"
        case .lockNow: "Lock Now"
        }
      }

      var symbol: String {
        switch self {
        case .recoveryCodes: "key"
        case .oneTimeCode: "number"
        case .signUp: "person.crop.circle.badge.plus"
        case .setUp: "checkmark.shield"
        case .settings: "lock"
        case .lockNow: "lock.fill"
        }
      }
    }

    private let sections: [(header: String, footer: String, rows: [Row])] = [
      (
        "Protected", "Asks for the passcode every time, and may be cancelled.",
        [.recoveryCodes]
      ),
      (
        "Secure Input", "PasscodeKit's secure field and form controller, outside the lock.",
        [.oneTimeCode, .signUp]
      ),
      (
        "Passcode",
        "Set Up a Passcode is an onboarding step: the passcode screen in this navigation "
          + "stack. Lock Now does nothing while no passcode is set.",
        [.setUp, .settings, .lockNow]
      ),
    ]

    init() {
      super.init(style: .insetGrouped)
      title = "UIKit Demo"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("made in code")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      sections[section].rows.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
      -> String?
    {
      sections[section].header
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
      -> String?
    {
      sections[section].footer
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let row = sections[indexPath.section].rows[indexPath.row]
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = row.title
      content.image = UIImage(systemName: row.symbol)
      cell.contentConfiguration = content
      cell.accessoryType = row == .lockNow ? .none : .disclosureIndicator
      return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      tableView.deselectRow(at: indexPath, animated: true)
      guard let scene = view.window?.windowScene else { return }
      switch sections[indexPath.section].rows[indexPath.row] {
      case .recoveryCodes: showRecoveryCodes(in: scene)
      case .oneTimeCode: push(OneTimeCodeViewController())
      case .signUp: push(SignUpViewController())
      case .setUp:
        // An onboarding step: the set-passcode screen pushed here, with a back button.
        DemoPasscode.push(.set, title: "Step 2 of 2: Passcode", from: self) { [weak self] set in
          guard set else { return }
          self?.presentAlert(title: "All Set", message: "The app now locks with your passcode.")
        }
      case .settings: push(SettingsViewController())
      case .lockNow: PasscodeKit.shared.lockNow(in: scene)
      }
    }

    private func push(_ controller: UIViewController) {
      navigationController?.pushViewController(controller, animated: true)
    }

    /// The on-demand check: the codes show only after the passcode itself (no Face ID).
    private func showRecoveryCodes(in scene: UIWindowScene) {
      Task {
        switch await DemoPasscode.askForPasscode(in: scene) {
        case .completed, .fallbackSucceeded:  // the user proved who they are
          do {
            let codes = try await DemoData.recoveryCodes(from: PasscodeKit.shared.lock)
            push(RecoveryCodesViewController(codes: codes))
          } catch {
            presentAlert(title: "Recovery Codes", message: "\(error)")
          }
        case .cancelled, .erased:
          break
        case .permanentlyLocked:
          presentAlert(
            title: "Passcode Locked",
            message: "Too many wrong passcodes: erase the app's data from the lock screen.")
        case .noPasscodeSet:
          presentAlert(
            title: "No Passcode",
            message: "Set a passcode in Settings first: it protects the recovery codes.")
        @unknown default:
          break  // PasscodeFlow.Ending may gain cases in a minor release
        }
      }
    }
  }

  extension UIViewController {
    /// Shows a one-button alert.
    func presentAlert(title: String, message: String) {
      let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      present(alert, animated: true)
    }
  }
#endif
