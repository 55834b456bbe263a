#if canImport(UIKit)
  import PasscodeUIKit
  import UIKit

  /// Passcode settings: on/off, change (with the type in "Passcode Options"), Face ID, when to
  /// ask again, and the lock's look.
  final class SettingsViewController: UITableViewController {
    private enum Row {
      case passcode
      case change
      case changeToSimple
      case faceID
      case openSettings
      case gracePeriod
      case theme(PasscodeTheme.Preset)
      case brand
    }

    private var isPasscodeSet = false
    /// The Face ID switch: whether this device can offer it, why not, and the user's wish.
    /// `nil` until read; reading it stores nothing.
    private var faceID: BiometricSetting?
    private var isBusy = false

    private var sections: [(header: String, footer: String?, rows: [Row])] {
      [
        (
          "Passcode",
          isPasscodeSet
            ? "Change Passcode opens here, with a back button: it asks for the passcode, then "
              + "a new one (Passcode Options there changes its type). The simple code starts "
              + "the new one in 4 digits."
            : "The app locks at launch once a passcode is set. Passcode Options on the "
              + "screen chooses its type.",
          isPasscodeSet ? [.passcode, .change, .changeToSimple] : [.passcode]
        ),
        (
          "Unlocking", faceIDFooter,
          isPasscodeSet && faceID?.showsSwitch == true
            ? [.faceID] + (faceID?.opensAppSettings == true ? [.openSettings] : []) + [.gracePeriod]
            : [.gracePeriod]
        ),
        (
          "Look", "The lock, the privacy cover and the secure fields' keypad.",
          PasscodeTheme.Preset.allCases.map { .theme($0) } + [.brand]
        ),
      ]
    }

    init() {
      super.init(style: .insetGrouped)
      title = "Passcode Settings"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("made in code")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
      NotificationCenter.default.addObserver(
        self, selector: #selector(sceneWillEnterForeground(_:)),
        name: UIScene.willEnterForegroundNotification, object: nil)
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      Task { await refresh() }
    }

    /// Back from the background, maybe from Settings, where the user may have enrolled a face,
    /// given the app Face ID or cleared a lockout: reads the switch again. Only for this
    /// screen's own scene, while it is on screen.
    @objc private func sceneWillEnterForeground(_ notification: Notification) {
      guard let scene = notification.object as? UIWindowScene,
        scene === viewIfLoaded?.window?.windowScene
      else { return }
      Task { await refresh() }
    }

    /// Why Face ID cannot be used now (no face enrolled, locked by the system…), or when
    /// turning it on takes effect.
    private var faceIDFooter: String? {
      guard isPasscodeSet, let faceID, faceID.showsSwitch else { return nil }
      if let reason = faceID.explanation { return DemoPasscode.string(reason) }
      return "Face ID turns on now if the passcode was entered in the last five minutes, "
        + "otherwise after the next unlock with the passcode."
    }

    /// Reads whether a passcode is set and the Face ID switch, and redraws.
    private func refresh() async {
      isPasscodeSet = await DemoPasscode.isPasscodeSet()
      do {
        faceID = try await DemoPasscode.faceIDSetting()
      } catch {
        faceID = nil
        presentAlert(
          title: "Face ID Setting Unavailable", message: DemoPasscode.message(for: error))
      }
      tableView.reloadData()
    }

    // MARK: - Table

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
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      var content = UIListContentConfiguration.valueCell()
      cell.accessoryView = nil
      cell.accessoryType = .none
      cell.selectionStyle = .default
      let settings = DemoPasscode.settings
      switch sections[indexPath.section].rows[indexPath.row] {
      case .passcode:
        content.text = "Passcode"
        cell.accessoryView = makeSwitch(
          isOn: isPasscodeSet, action: #selector(passcodeSwitchChanged(_:)))
        cell.selectionStyle = .none
      case .change:
        content.text = "Change Passcode"
        cell.accessoryType = .disclosureIndicator
      case .changeToSimple:
        content.text = "Change to a Simple 4-Digit Code"
        cell.accessoryType = .disclosureIndicator
      case .faceID:
        // "Face ID" or "Touch ID", as the device has; OFF and disabled when it cannot be used.
        content.text = faceID?.title.map(DemoPasscode.string) ?? "Face ID"
        let toggle = makeSwitch(
          isOn: faceID?.isOn ?? false, action: #selector(faceIDSwitchChanged(_:)))
        toggle.isEnabled = faceID?.isSwitchEnabled ?? false
        cell.accessoryView = toggle
        cell.selectionStyle = .none
      case .openSettings:
        // Face ID turned off for this app: only the app's own page in Settings turns it back
        // on.
        content.text = "Open Settings"
        content.textProperties.color = .tintColor
      case .gracePeriod:
        content.text = "Require Passcode"
        content.secondaryText = settings.gracePeriod.title
        cell.accessoryType = .disclosureIndicator
      case .theme(let preset):
        content.text = preset.title
        cell.accessoryType = !settings.usesBrand && settings.theme == preset ? .checkmark : .none
      case .brand:
        content.text = "Brand (accent and header)"
        cell.accessoryType = settings.usesBrand ? .checkmark : .none
      }
      cell.contentConfiguration = content
      return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      tableView.deselectRow(at: indexPath, animated: true)
      let cell = tableView.cellForRow(at: indexPath)
      switch sections[indexPath.section].rows[indexPath.row] {
      case .passcode, .faceID:
        break
      case .change:
        // Pushed onto this navigation stack, not in PasscodeKit's window: Back cancels it.
        DemoPasscode.push(.change(), title: "Change Passcode", from: self)
      case .changeToSimple:
        DemoPasscode.push(
          .change(startingIn: .numeric(length: 4)), title: "Simple Passcode", from: self)
      case .openSettings:
        guard let url = URL(string: UIApplication.openSettingsURLString) else { return }
        UIApplication.shared.open(url)
      case .gracePeriod:
        choose(
          "Require Passcode", from: GracePeriod.allCases, title: \.title, at: cell
        ) { [weak self] period in
          DemoPasscode.settings.gracePeriod = period
          self?.tableView.reloadData()
        }
      case .theme(let preset):
        DemoPasscode.settings.theme = preset
        DemoPasscode.settings.usesBrand = false
        tableView.reloadData()
      case .brand:
        DemoPasscode.settings.usesBrand = true
        tableView.reloadData()
      }
    }

    // MARK: - Actions

    @objc private func passcodeSwitchChanged(_ sender: UISwitch) {
      let turnOn = sender.isOn
      run { scene in
        if turnOn {
          _ = try await PasscodeKit.shared.setPasscode(in: scene)  // enter, then confirm
        } else {
          _ = try await PasscodeKit.shared.removePasscode(in: scene)  // asks for the passcode
        }
      }
    }

    @objc private func faceIDSwitchChanged(_ sender: UISwitch) {
      // Only a flip the user made is stored; on failure the alert explains, and `run`'s
      // refresh puts the switch back to the stored choice. No choice (the switch cannot be
      // used, or it shows what it showed): the switch goes back at once.
      guard let choice = faceID?.choice(switchedTo: sender.isOn) else {
        sender.setOn(faceID?.isOn ?? false, animated: true)
        return
      }
      run { _ in try await DemoPasscode.setFaceID(choice) }
    }

    /// Runs a passcode flow in this screen's scene, shows its error, and redraws.
    private func run(_ flow: @escaping @MainActor (UIWindowScene) async throws -> Void) {
      guard !isBusy, let scene = view.window?.windowScene else {
        tableView.reloadData()  // puts a switch the user moved back
        return
      }
      isBusy = true
      Task {
        do {
          try await flow(scene)
        } catch {
          presentAlert(title: "Not Changed", message: DemoPasscode.message(for: error))
        }
        isBusy = false
        await refresh()
      }
    }

    private func makeSwitch(isOn: Bool, action: Selector) -> UISwitch {
      let toggle = UISwitch()
      toggle.isOn = isOn
      toggle.addTarget(self, action: action, for: .valueChanged)
      return toggle
    }

    /// Offers `options` in an action sheet.
    private func choose<Option>(
      _ title: String, from options: [Option], title name: KeyPath<Option, String>,
      at cell: UITableViewCell?, then chosen: @escaping @MainActor (Option) -> Void
    ) {
      let sheet = UIAlertController(title: title, message: nil, preferredStyle: .actionSheet)
      for option in options {
        sheet.addAction(
          UIAlertAction(title: option[keyPath: name], style: .default) { _ in chosen(option) })
      }
      sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      sheet.popoverPresentationController?.sourceView = cell ?? view
      present(sheet, animated: true)
    }
  }
#endif
