import Foundation
import TransitionKit

/// The navigation scene's root: a header band (the scene's headline, the stack as breadcrumbs
/// and the hint) above a `UINavigationController` child that fills the rest of the window.
///
/// The header keeps the navigation bar, and so its back button, clear of the HUD in the
/// top-left corner; the navigation controller still reaches the window's left edge, where the
/// interactive pop begins.
@MainActor
final class NavigationStageViewController: UIViewController {
    /// The navigation controller, a child filling the window below the header.
    let navigation: UINavigationController
    /// The headline.
    let headlineLabel = UILabel()
    /// The stack, root first: "Red › Orange › Yellow".
    let breadcrumbLabel = UILabel()
    /// What to do.
    let hintLabel = UILabel()

    /// The header's height in points: the headline, the breadcrumb and the two-line hint.
    static let headerHeight: CGFloat = 152
    /// The headline's text.
    static let headline = "UINavigationController"

    /// A stage for `navigation`.
    init(navigation: UINavigationController) {
        self.navigation = navigation
        super.init(nibName: nil, bundle: nil)
        title = "Navigation"
    }

    required init?(coder: NSCoder) { return nil }

    /// Light status bar content on the dark header.
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func loadView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        view.backgroundColor = Palette.background
        headlineLabel.text = Self.headline
        headlineLabel.font = .boldSystemFont(ofSize: 34)
        headlineLabel.textColor = Palette.title
        breadcrumbLabel.font = .systemFont(ofSize: 20)
        breadcrumbLabel.textColor = Palette.title
        hintLabel.font = .systemFont(ofSize: 15)
        hintLabel.textColor = Palette.caption
        hintLabel.numberOfLines = 2
        for label in [headlineLabel, breadcrumbLabel, hintLabel] { view.addSubview(label) }
        self.view = view
        addChild(navigation)
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = view.bounds.size
        let top = view.safeAreaInsets.top
        let header = Self.headerHeight + top
        let left = max(24, view.safeAreaInsets.left + 16)
        let width = max(0, size.width - left - max(16, view.safeAreaInsets.right + 16))
        headlineLabel.frame = CGRect(x: left, y: top + 16, width: width, height: 44)
        breadcrumbLabel.frame = CGRect(x: left, y: top + 64, width: width, height: 28)
        hintLabel.frame = CGRect(x: left, y: top + 98, width: width, height: 44)
        navigation.view.frame = CGRect(x: 0, y: header, width: size.width, height: max(0, size.height - header))
    }

    /// Shows the stack of `titles`, root first.
    func showStack(_ titles: [String]) {
        breadcrumbLabel.text = titles.joined(separator: "  ›  ")
    }
}
