import Foundation
import TransitionKit

/// One screen of the navigation scene, as a settings-style iOS screen is built: an inset-grouped
/// `UITableViewController` on the screen's colour, its name as the big header, a row that pushes
/// the next screen (with a disclosure indicator) and rows saying where it is in the stack.
///
/// Selecting the push row pushes; the row stays selected under the pushed screen and is
/// deselected alongside the pop (`clearsSelectionOnViewWillAppear`, restored if the pop is
/// cancelled), as in UIKit.
@MainActor
final class NavigationSceneScreenViewController: UITableViewController {
    /// The screen's colours and name.
    let screen: Palette.Screen
    /// The push row's title ("Push Orange").
    let pushTitle: String
    /// The next screen's colour, shown as the push row's image.
    let nextColor: UIColor
    /// The information rows under the push row (where in the stack, which animator, the hint).
    var details: [String] = [] { didSet { if isViewLoaded { tableView.reloadData() } } }
    /// What selecting the push row does.
    private let push: @MainActor () -> Void
    /// The horizontal strip above the information rows (kept, so its scroll position survives
    /// reloads): a rightward drag scrolls it back before the content swipe pops.
    private(set) lazy var swatchStrip = NavigationSceneSwatchStrip(width: tableView.bounds.width)

    /// The index path of the push row.
    static let pushRow = IndexPath(row: 0, section: 0)
    /// The header's height: the name in 34 pt bold.
    static let headerHeight: CGFloat = 84

    /// A screen named and coloured after `screen`, whose push row reads `pushTitle`, shows
    /// `nextColor` and runs `push`.
    init(_ screen: Palette.Screen, pushTitle: String, nextColor: UIColor, push: @escaping @MainActor () -> Void) {
        self.screen = screen
        self.pushTitle = pushTitle
        self.nextColor = nextColor
        self.push = push
        super.init(style: .insetGrouped)
        title = screen.name
    }

    required init?(coder: NSCoder) { return nil }

    /// Light status bar content on the dark fills, dark on the light ones (the text's colour).
    override var preferredStatusBarStyle: UIStatusBarStyle {
        screen.textColor == Palette.darkScreenText ? .darkContent : .lightContent
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.backgroundColor = screen.color
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? 1 : details.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        if indexPath.section == 0 {
            content.text = pushTitle
            content.textProperties.color = .tintColor
            content.image = UIImage(systemName: "circle.fill")   // a swatch of the next screen's colour
            content.imageProperties.tintColor = nextColor
            cell.accessoryType = .disclosureIndicator
            cell.selectionStyle = .default
        } else {
            content.text = details[indexPath.row]
            content.textProperties.color = .secondaryLabel
            cell.accessoryType = .none
            cell.selectionStyle = .none
        }
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        section == 0 ? Self.headerHeight : NavigationSceneSwatchStrip.height
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard section == 0 else { return swatchStrip }
        let label = UILabel()
        label.text = screen.name
        label.font = .boldSystemFont(ofSize: 34)
        label.textColor = screen.textColor
        let header = UIView()
        header.addSubview(label)
        label.frame = CGRect(x: 20, y: 24, width: 600, height: 44)
        return header
    }

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath == Self.pushRow ? indexPath : nil
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        push()
    }

    /// The rows are a menu and a read-out, not data: none can be deleted, so a sideways drag
    /// offers no Delete.
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
}
