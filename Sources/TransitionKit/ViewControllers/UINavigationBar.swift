import Foundation

/// A simple navigation bar: the top controller's title in the middle, a back button
/// ("‹ Previous title") on the left that pops, and the top controller's bar button items
/// (`navigationItem`) on the left and right, which run their primary action when tapped;
/// animated pushes and pops cross-fade all of them.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's height in points.
    public static let height: CGFloat = 44

    /// The title label.
    public let titleLabel = UILabel()
    /// The back button's label (hidden at the root).
    public let backLabel = UILabel()
    /// The outgoing title and back button while a transition cross-fades them (hidden otherwise).
    let outgoingTitleLabel = UILabel(), outgoingBackLabel = UILabel()
    /// The hairline along the bar's bottom edge (laid out in `layoutSubviews`, so it follows
    /// the bar's height from the first layout on).
    package let hairline = UIView()
    /// Called when the back button is tapped (a navigation controller pops); nil on a bar of
    /// your own, whose back button pops its items.
    var onBack: (() -> Void)?
    /// The navigation controller whose stack the bar shows, if any.
    weak var managingController: UINavigationController?
    /// The items of a bar of your own (see `UINavigationBar+ItemStack.swift`).
    var standaloneItems: [UINavigationItem] = []
    /// The delegate of a bar of your own (a navigation controller's bar has none here).
    open weak var delegate: (any UINavigationBarDelegate)?
    /// The bar button items on the bar (see `UINavigationBar+Items.swift`), the views drawing
    /// them, and the outgoing items while a transition cross-fades them.
    var shownItems = BarItems(), itemViews: [(item: UIBarButtonItem, view: UIView)] = []
    let itemsView = UIView(), outgoingItemsView = UIView()
    /// The inline title and its outgoing copy; its opacity hides the inline title while a large
    /// title is shown (see `UINavigationBar+LargeTitle.swift`).
    package let inlineTitleView = UIView()
    /// The row below the bar showing the large title (clipped, so the title scrolls under the bar).
    package let largeTitleView = UIView()
    /// The large title, 34 points bold, at the bottom of `largeTitleView`.
    public let largeTitleLabel = UILabel()
    /// Whether the top item's title is drawn large below the bar (when `prefersLargeTitles` is
    /// true and its `largeTitleDisplayMode` allows it), and how far its scroll view has scrolled
    /// from its top (negative: pulled down).
    var showsLargeTitle = false, largeTitleScrollDistance: CGFloat = 0
    /// The scroll view whose offset collapses the large title, and the callback resizing the bar.
    weak var largeTitleScrollView: UIScrollView?
    var onHeightChange: (() -> Void)?
    /// Whether the navigation controller has hidden the bar: laid out above the top edge, and
    /// `isHidden` once it has slid there (see `UINavigationController+BarHiding.swift`).
    var isSlidAway = false
    /// The open menu of a bar button item, if any (see `UINavigationBar+Menu.swift`).
    package var menuView: BarButtonMenuView?

    /// Whether the bar shows the top item's title large below it (false by default); the item's
    /// `largeTitleDisplayMode` can refuse it.
    public var prefersLargeTitles = false { didSet { onLargeTitlePreferenceChange?() } }
    /// Called when `prefersLargeTitles` changes (the navigation controller redraws the bar).
    var onLargeTitlePreferenceChange: (() -> Void)?
    /// Whether the bar counts as translucent (true): content extends under a translucent bar;
    /// under an opaque one only with `extendedLayoutIncludesOpaqueBars`. The bar is drawn the
    /// same either way.
    open var isTranslucent = true { didSet { if oldValue != isTranslucent { onHeightChange?() } } }

    // MARK: Appearance (see `UINavigationBar+Appearance.swift`)

    /// The look while the bar is standard height and its content is scrolled (or has none).
    /// Assigning any appearance, here or on a navigation item, switches the bar from the
    /// playground's fixed look to the appearances.
    open var standardAppearance = UINavigationBarAppearance() { didSet { appearanceDidChange(assigned: true) } }
    /// The look in a vertically compact window (nil: `standardAppearance`).
    open var compactAppearance: UINavigationBarAppearance? { didSet { appearanceDidChange(assigned: true) } }
    /// The look while the content is scrolled to its top (nil: `standardAppearance` with a
    /// transparent background, as on iOS 15 and later).
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { appearanceDidChange(assigned: true) } }
    /// The look at the scroll edge in a vertically compact window (nil: `scrollEdgeAppearance`).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { appearanceDidChange(assigned: true) } }
    /// Whether an appearance was assigned (the bar draws from the appearances from then on).
    var usesAppearances = false
    /// The top item, whose appearances override the bar's.
    weak var appearanceItem: UINavigationItem?
    /// The bar's background colour when no appearance was assigned (legacy customization).
    open var barTintColor: UIColor? { didSet { appearanceDidChange(assigned: false) } }
    /// The bar's style (drawn the same here).
    open var barStyle: UIBarStyle = .default
    /// The inline title's attributes when no appearance was assigned (`.foregroundColor`, `.font`).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { appearanceDidChange(assigned: false) } }
    /// The large title's attributes when no appearance was assigned.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { appearanceDidChange(assigned: false) } }
    /// The shadow image: with a legacy background image set, an image here (even the empty
    /// `UIImage()`) hides the hairline, as in UIKit; it is not drawn itself.
    open var shadowImage: UIImage? { didSet { appearanceDidChange(assigned: false) } }
    /// The back chevron's image (stored; the back button draws "‹").
    open var backIndicatorImage: UIImage?
    /// The back chevron's transition mask (stored).
    open var backIndicatorTransitionMaskImage: UIImage?
    /// The legacy background images and title offsets, by position and metrics (stored).
    var legacyBackgroundImages: [String: UIImage] = [:], titleVerticalAdjustments: [Int: CGFloat] = [:]

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.defaultBackgroundColor
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        backLabel.font = .systemFont(ofSize: 17)
        backLabel.textColor = .systemBlue
        outgoingTitleLabel.font = titleLabel.font
        outgoingTitleLabel.textAlignment = .center
        outgoingBackLabel.font = backLabel.font
        outgoingBackLabel.textColor = backLabel.textColor
        for label in [outgoingTitleLabel, outgoingBackLabel] { label.isHidden = true }
        for label in [outgoingTitleLabel, titleLabel] { inlineTitleView.addSubview(label) }
        addSubview(inlineTitleView)
        for label in [outgoingBackLabel, backLabel] { addSubview(label) }
        largeTitleLabel.font = .boldSystemFont(ofSize: Self.largeTitleFontSize)
        largeTitleView.clipsToBounds = true
        largeTitleView.addSubview(largeTitleLabel)
        addSubview(largeTitleView)
        hairline.backgroundColor = .separator
        addSubview(hairline)
        addSubview(outgoingItemsView)
        addSubview(itemsView)
        addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in
            guard let self, tap.state == .ended else { return }
            let point = tap.location(in: self)
            if let item = self.item(at: point) {
                if item.primaryAction != nil || item.changesSelectionAsPrimaryAction {
                    item.performTap(sender: item)
                } else if let menu = item.menu {
                    self.showMenu(menu, for: item)
                }
            } else if self.backButtonContains(point) {
                if let onBack = self.onBack { onBack() } else { self.standaloneBack() }
            }
        })
    }

    /// Not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Makes a bar of the class given to `UINavigationController(navigationBarClass:toolbarClass:)`:
    /// it runs the subclass's `init(frame:)` (a subclass that overrides `init(frame:)` and
    /// `init?(coder:)`, or declares no initializer, inherits it).
    public required convenience init(navigationControllerFrame frame: CGRect) {
        self.init(frame: frame)
    }

    open override func layoutSubviews() {
        let row = Self.height
        inlineTitleView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: row)
        titleLabel.frame = CGRect(x: bounds.width * 0.25, y: 0, width: bounds.width * 0.5, height: row)
        backLabel.frame = CGRect(x: 8, y: 0, width: bounds.width * 0.25 - 8, height: row)
        outgoingTitleLabel.frame = titleLabel.frame
        outgoingBackLabel.frame = backLabel.frame
        hairline.frame = CGRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
        itemsView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: row)
        outgoingItemsView.frame = itemsView.frame
        layoutItems()
        layoutLargeTitle()
    }

    /// Shows `title`, a back button titled `backTitle` (none when nil) and `items`, ending any
    /// cross-fade.
    func show(title: String?, backTitle: String?, items: BarItems = BarItems()) {
        show(title: title, backText: backTitle.map { "‹ \($0)" }, items: items)
    }

    private func show(title: String?, backText: String?, items: BarItems) {
        titleLabel.text = title
        backLabel.text = backText
        backLabel.isHidden = backText == nil
        showItems(items)
        endCrossFade()
    }

    /// Leaves the current titles alone on the bar, fully opaque.
    private func endCrossFade() {
        titleLabel.alpha = 1
        backLabel.alpha = 1
        itemsView.alpha = 1
        outgoingItemsView.alpha = 1
        for view in outgoingItemsView.subviews { view.removeFromSuperview() }
        for label in [outgoingTitleLabel, outgoingBackLabel] {
            label.isHidden = true
            label.text = nil
            label.alpha = 1
        }
    }

    /// Shows `title` and `backTitle` by cross-fading from what the bar shows now, alongside the
    /// transition of `coordinator` (so an interactive transition scrubs the fade, and a cancelled
    /// one runs it back); the bar settles on the new titles when the transition finishes and on
    /// the old ones when it is cancelled (a title changed meanwhile is kept when it finishes).
    func crossFade(
        toTitle title: String?, backTitle: String?, items newItems: BarItems = BarItems(),
        alongside coordinator: any UIViewControllerTransitionCoordinator
    ) {
        let oldTitle = titleLabel.text, oldBackText = backLabel.isHidden ? nil : backLabel.text, oldItems = shownItems
        let outgoingViews = itemsView.subviews
        show(title: title, backTitle: backTitle, items: newItems)
        for view in outgoingViews where view.superview == nil { outgoingItemsView.addSubview(view) }
        itemsView.alpha = 0
        outgoingTitleLabel.text = oldTitle
        outgoingBackLabel.text = oldBackText
        outgoingTitleLabel.isHidden = oldTitle == nil
        outgoingBackLabel.isHidden = oldBackText == nil
        titleLabel.alpha = 0
        backLabel.alpha = 0
        coordinator.animate(alongsideTransition: { [weak self] _ in
            guard let self else { return }
            titleLabel.alpha = 1
            backLabel.alpha = 1
            itemsView.alpha = 1
            outgoingTitleLabel.alpha = 0
            outgoingBackLabel.alpha = 0
            outgoingItemsView.alpha = 0
        }, completion: { [weak self] context in
            if context.isCancelled {
                self?.show(title: oldTitle, backText: oldBackText, items: oldItems)
            } else {
                self?.endCrossFade()
            }
        })
    }

    /// Whether a point in the bar's coordinates hits the back button.
    func backButtonContains(_ point: CGPoint) -> Bool {
        !backLabel.isHidden && backLabel.frame.insetBy(dx: -8, dy: 0).contains(point)
    }
}
