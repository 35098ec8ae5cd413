import Foundation
import TransitionKit

/// The navigation scene's large-title screen: a long plain list under a large title that
/// collapses into the bar as the list scrolls (and stretches when it is pulled down), with a
/// "Sort" item whose menu lists actions, a "+" item that adds a row, pull to refresh, swipe
/// actions on the rows (Delete to the left, Pin to the right), and a
/// toolbar (Trash, Compose) that slides in with the push and out with the pop.
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
        let refresh = UIRefreshControl()
        refresh.addAction(UIAction { [weak self] _ in self?.refreshRows() }, for: .valueChanged)
        refreshControl = refresh
        toolbarItems = [
            UIBarButtonItem(systemItem: .trash, primaryAction: UIAction { [weak self] _ in self?.removeFirstRow() }),
            UIBarButtonItem(systemItem: .flexibleSpace),
            UIBarButtonItem(systemItem: .compose, primaryAction: UIAction { [weak self] _ in self?.addRow() }),
        ]
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)   // slides in alongside the push
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    /// Swipe to delete, the iOS way: the table offers Delete because this commits the edit.
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        rows.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    /// A rightward swipe shows a "Pin" action that moves the row to the top.
    override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let pin = UIContextualAction(style: .normal, title: "Pin") { [weak self] _, _, done in
            guard let self else { return done(false) }
            self.rows.insert(self.rows.remove(at: indexPath.row), at: 0)
            tableView.moveRow(at: indexPath, to: IndexPath(row: 0, section: 0))
            done(true)
        }
        pin.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [pin])
    }

    private func sortRows(ascending: Bool) {
        rows.sort { ascending ? $0.localizedStandardCompare($1) == .orderedAscending : $0.localizedStandardCompare($1) == .orderedDescending }
        tableView.reloadData()
    }

    /// The toolbar's Trash: the first row goes.
    private func removeFirstRow() {
        guard !rows.isEmpty else { return }
        rows.removeFirst()
        tableView.reloadData()
    }

    /// Pulled to refresh: a new row arrives at the top a second later, as from a server (a display
    /// link counts the second on the scene's clock, so scripted runs and slow motion agree).
    private func refreshRows() {
        var start: CFTimeInterval?
        let link = CADisplayLink { [weak self] link in
            let begun = start ?? link.timestamp
            start = begun
            guard link.timestamp - begun >= 1 else { return }
            link.invalidate()
            guard let self else { return }
            self.rows.insert("New row \(self.rows.count + 1)", at: 0)
            self.tableView.reloadData()
            self.refreshControl?.endRefreshing()
        }
        link.add(to: .main, forMode: .common)
    }

    private func addRow() {
        rows.append("Row \(rows.count + 1)")
        tableView.reloadData()
    }
}
