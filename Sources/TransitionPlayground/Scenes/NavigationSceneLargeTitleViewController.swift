import Foundation
import TransitionKit

/// The navigation scene's large-title screen: a long plain list under a large title that
/// collapses into the bar as the list scrolls (and stretches when it is pulled down), with a
/// "Sort" item whose menu lists actions and a "+" item that adds a row.
///
/// The scene's bar prefers large titles; its colour screens opt out (`.never`, the root) so that
/// pushing this screen cross-fades the inline title into the large one and popping it back.
@MainActor
final class NavigationSceneLargeTitleViewController: UITableViewController {
    /// The rows, in the order the menu sorted them.
    private var rows = (1...40).map { "Row \($0)" }

    /// Offers the screen from `navigation`'s root: the bar prefers large titles, the root keeps
    /// its inline title, and a "Large" item on its right pushes the screen.
    static func offer(on navigation: UINavigationController) {
        navigation.navigationBar.prefersLargeTitles = true
        guard let root = navigation.viewControllers.first else { return }
        root.navigationItem.largeTitleDisplayMode = .never
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Large", primaryAction: UIAction { [weak navigation] _ in
            navigation?.pushViewController(NavigationSceneLargeTitleViewController(), animated: true)
        })
    }

    init() {
        super.init(style: .plain)
        title = "Large Titles"
        navigationItem.largeTitleDisplayMode = .always
        let sort = UIMenu(title: "Sort", children: [
            UIAction(title: "A to Z") { [weak self] _ in self?.sortRows(ascending: true) },
            UIAction(title: "Z to A") { [weak self] _ in self?.sortRows(ascending: false) },
        ])
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(image: UIImage(systemName: "plus"), primaryAction: UIAction { [weak self] _ in self?.addRow() }),
            UIBarButtonItem(title: "Sort", menu: sort),
        ]
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    private func sortRows(ascending: Bool) {
        rows.sort { ascending ? $0.localizedStandardCompare($1) == .orderedAscending : $0.localizedStandardCompare($1) == .orderedDescending }
        tableView.reloadData()
    }

    private func addRow() {
        rows.append("Row \(rows.count + 1)")
        tableView.reloadData()
    }
}
