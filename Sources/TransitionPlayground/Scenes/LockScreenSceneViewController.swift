import Foundation
import TransitionCatalog
import TransitionKit

extension Palette {
    /// The lock screen's wallpaper.
    static let lockScreenWallpaper = UIColor(rgb: 0x243B6B)
    /// The lock screen's widget cards (translucent white).
    static let widget = UIColor(white: 1, alpha: 0.88)
    /// Text on the widget cards.
    static let widgetText = UIColor(rgb: 0x1C2230)
    /// Behind the settings when the lock screen does not blur: dark enough for white text.
    static let settingsScrim = UIColor(rgb: 0x0B1020, alpha: 0.78)
    /// The lock screen's "Edit" button.
    static let editButton = UIColor(rgb: 0x0A84FF)
}

/// The lock screen scene's first screen (seed 002's `LockScreenViewController`): the time, a
/// scrolling list of widget cards (a `UICollectionView` with a compositional list layout, each
/// card a list content configuration with an image) with an "Edit" button in the section's
/// footer, and the blur view that the settings presentation animates in.
///
/// It is the settings' transitioning delegate, as in the seed: the property-animator transition
/// presents them and is also their interaction controller (it starts animating unless a pull
/// asked for an interactive start); the dismissal is the system's.
@MainActor
final class LockScreenViewController: UIViewController, UIViewControllerTransitioningDelegate, UICollectionViewDataSource {
    /// Light status bar content on the dark background.
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    /// The widgets' titles, one line each and a system image, top to bottom.
    static let widgets: [(title: String, detail: String, symbol: String)] = [
        ("Weather", "Cupertino · 21° · Sunny", "circle.fill"), ("Calendar", "Design review at 10:30", "star.fill"),
        ("Reminders", "Buy coffee beans", "plus"), ("Stocks", "AAPL 227.52 ▲ 1.2 %", "chevron.up"),
        ("News", "Transitions you can scrub", "star.fill"), ("Music", "Now playing: Clair de Lune", "play.fill"),
        ("Fitness", "6,240 steps · 320 kcal", "heart.fill"), ("Photos", "On this day, 2019", "photo"),
    ]
    /// A widget card's height and the gap between cards, in points.
    static let widgetHeight: CGFloat = 96
    static let widgetSpacing: CGFloat = 16
    /// The footer holding the Edit button: 8 pt above it, 24 below.
    static let footerHeight: CGFloat = 8 + 44 + 24
    /// The top of the list below the safe area's top, in points: under the time and the date.
    static let listTop: CGFloat = 172

    /// The seed's `PresentTransition`.
    let presentTransition = PropertyAnimatorPresentTransition()
    /// Drives `presentTransition` from the list's overscroll.
    private(set) lazy var pullDown = PullDownInteractor(transition: presentTransition) { [unowned self] in
        presentSettings(interactive: true)
    }
    /// The list of widgets.
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: LockScreenViewController.makeLayout())
    /// The blur over the lock screen (its effect is nil until the settings come).
    let blurView = UIVisualEffectView(effect: nil)
    /// The "Edit" button in the list's footer.
    let editButton = UIButton(type: .system)
    /// Whether presenting the settings animates the blur in (the seed's injected animation).
    var blursBehindSettings = true
    private let timeLabel = UILabel()
    /// The date under the time.
    let dateLabel = UILabel()
    private let widgetRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, index in
        let widget = LockScreenViewController.widgets[index]
        // A list cell brings the list's white background; the widget draws its own card.
        cell.backgroundConfiguration = .clear()
        cell.contentView.backgroundColor = Palette.widget
        cell.contentView.layer.cornerRadius = 18
        var content = cell.defaultContentConfiguration()
        content.text = widget.title
        content.textProperties.font = .boldSystemFont(ofSize: 20)
        content.textProperties.color = Palette.widgetText
        content.secondaryText = widget.detail
        content.secondaryTextProperties.font = .systemFont(ofSize: 16)
        content.secondaryTextProperties.color = Palette.widgetText.withAlphaComponent(0.7)
        content.textToSecondaryTextVerticalPadding = 8
        content.image = UIImage(systemName: widget.symbol)
        content.imageProperties.tintColor = Palette.editButton
        content.imageProperties.maximumSize = CGSize(width: 28, height: 28)
        content.imageProperties.reservedLayoutSize = CGSize(width: 28, height: 28)
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 16, trailing: 20)
        cell.contentConfiguration = content
    }
    private lazy var footerRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
        elementKind: UICollectionView.elementKindSectionFooter) { [unowned self] footer, _, _ in
        footer.addSubview(editButton)
        editButton.frame = CGRect(x: ((footer.bounds.width - 120) / 2).rounded(), y: 8, width: 120, height: 44)
        editButton.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    }

    /// One section of full-width 96 pt cards 16 pt apart, at most 560 pt wide and centred, over
    /// the footer with the Edit button.
    static func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let width = environment.container.contentSize.width
            let cardWidth = min(width - 40, 560), left = ((width - cardWidth) / 2).rounded()
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(widgetHeight))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = widgetSpacing
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: left, bottom: 0, trailing: max(0, width - left - cardWidth))
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(footerHeight)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)]
            return section
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Palette.lockScreenWallpaper
        timeLabel.text = "9:41"
        timeLabel.font = .boldSystemFont(ofSize: 72)
        timeLabel.textColor = Palette.title
        timeLabel.textAlignment = .center
        dateLabel.text = "Tuesday, 9 January · pull the widgets down, or Enter"
        dateLabel.font = .systemFont(ofSize: 18)
        dateLabel.textColor = Palette.caption
        dateLabel.textAlignment = .center
        view.addSubview(timeLabel)
        view.addSubview(dateLabel)

        // The pull scrubs along the transition's ease-out curve (the curve the HUD plots), so
        // the panel looks as far in as the pull's release decides from.
        presentTransition.scrubsLinearly = false
        collectionView.backgroundColor = nil
        collectionView.alwaysBounceVertical = true
        collectionView.dataSource = self
        collectionView.delegate = pullDown
        view.addSubview(collectionView)
        editButton.setTitle("Edit", for: .normal)
        editButton.setTitleColor(.white, for: .normal)
        editButton.titleLabel?.font = .boldSystemFont(ofSize: 18)
        editButton.backgroundColor = Palette.editButton
        editButton.layer.cornerRadius = 12
        editButton.addAction(UIAction { [weak self] _ in self?.presentSettings(interactive: false) }, for: .touchUpInside)

        blurView.isUserInteractionEnabled = false
        view.addSubview(blurView)
    }

    // MARK: UICollectionViewDataSource

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { Self.widgets.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: widgetRegistration, for: indexPath, item: indexPath.item)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: footerRegistration, for: indexPath)
    }

    /// A click anywhere during the presentation's animation interrupts it (seed 002).
    private lazy var interruptionRecognizer = pullDown.makeInterruptionRecognizer()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if interruptionRecognizer.view == nil { view.window?.addGestureRecognizer(interruptionRecognizer) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = view.bounds.size
        let top = view.safeAreaInsets.top   // below a phone's status bar
        timeLabel.frame = CGRect(x: 0, y: top + 40, width: size.width, height: 84)
        dateLabel.frame = CGRect(x: 0, y: top + 130, width: size.width, height: 26)
        let listTop = Self.listTop + top
        collectionView.frame = CGRect(x: 0, y: listTop, width: size.width, height: max(0, size.height - listTop))
        blurView.frame = view.bounds
    }

    /// The blur animations the seed injects: the effect to `UIBlurEffect(style: .dark)`, or back to nil.
    func blurAnimations(_ blurred: Bool) -> () -> Void {
        { [blurView] in blurView.effect = blurred ? UIBlurEffect(style: .dark) : nil }
    }

    /// The seed's `toggleBlur(_:)`: animates the blur in or out over 0.5 s.
    func toggleBlur(_ blurred: Bool) {
        UIView.animate(withDuration: 0.5, animations: blurAnimations(blurred))
    }

    /// The seed's `presentSettings`: the settings over the lock screen with the property-animator
    /// transition, the blur injected into it, and the blur faded out when they are dismissed.
    /// `interactive` is true when a pull drives the presentation from its start.
    func presentSettings(interactive: Bool) {
        guard presentedViewController == nil, view.window?.transitionState == nil else { return }
        presentTransition.wantsInteractiveStart = interactive
        presentTransition.auxAnimations = blursBehindSettings ? blurAnimations(true) : nil
        let settings = LockScreenSettingsViewController()
        settings.modalPresentationStyle = .overFullScreen
        settings.transitioningDelegate = self
        settings.backdropColor = blursBehindSettings ? .clear : Palette.settingsScrim
        settings.didDismiss = { [unowned self] in if blursBehindSettings { toggleBlur(false) } }
        present(settings, animated: true)
    }

    /// The settings on screen (or coming or going).
    var settings: LockScreenSettingsViewController? { presentedViewController as? LockScreenSettingsViewController }

    // MARK: UIViewControllerTransitioningDelegate

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        presentTransition
    }

    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        presentTransition
    }
}
