#if canImport(UIKit)
  import UIKit

  /// The protected content: shown only after the on-demand passcode check.
  final class RecoveryCodesViewController: UITableViewController {
    private let codes: [String]

    /// Shows `codes`, opened after the passcode check.
    init(codes: [String]) {
      self.codes = codes
      super.init(style: .insetGrouped)
      title = "Recovery Codes"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("made in code")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "code")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      codes.count
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
      -> String?
    {
      "Each code signs you in once. Erase Data on the permanently locked screen deletes them."
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "code", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = codes[indexPath.row]
      content.textProperties.font = .monospacedSystemFont(ofSize: 17, weight: .regular)
      cell.contentConfiguration = content
      cell.selectionStyle = .none
      return cell
    }
  }
#endif
