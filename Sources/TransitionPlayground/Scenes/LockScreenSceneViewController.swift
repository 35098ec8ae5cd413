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
/// scrolling list of widget cards with an "Edit" button under them, and the blur view that the
/// settings presentation animates in.
///
/// It is the settings' transitioning delegate, as in the seed: the property-animator transition
/// presents them and is also their interaction controller (it starts animating unless a pull
/// asked for an interactive start); the dismissal is the system's.
@MainActor
final class LockScreenViewController: UIViewController, UIViewControllerTransitioningDelegate {
    /// Light status bar content on the dark background.
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    /// The widgets' titles and one line each, top to bottom.
    static let widgets: [(title: String, detail: String)] = [
        ("Weather", "Cupertino · 21° · Sunny"), ("Calendar", "Design review at 10:30"),
        ("Reminders", "Buy coffee beans"), ("Stocks", "AAPL 227.52 ▲ 1.2 %"),
        ("News", "Transitions you can scrub"), ("Music", "Now playing: Clair de Lune"),
        ("Fitness", "6,240 steps · 320 kcal"), ("Photos", "On this day, 2019"),
    ]
    /// A widget card's height and the gap between cards, in points.
    static let widgetHeight: CGFloat = 96
    static let widgetSpacing: CGFloat = 16
    /// The top of the list, below the time and date (and clear of the HUD in the top left corner).
    static let listTop: CGFloat = HUDPanel.reservedFrame.maxY + 12

    /// The seed's `PresentTransition`.
    let presentTransition = PropertyAnimatorPresentTransition()
    /// Drives `presentTransition` from the list's overscroll.
    private(set) lazy var pullDown = PullDownInteractor(transition: presentTransition) { [unowned self] in
        presentSettings(interactive: true)
    }
    /// The list of widgets.
    let scrollView = UIScrollView()
    /// The blur over the lock screen (its effect is nil until the settings come).
    let blurView = UIVisualEffectView(effect: nil)
    /// The "Edit" button under the widgets.
    let editButton = UIButton(type: .system)
    /// The widget cards, in `widgets` order.
    private(set) var widgetViews: [UIView] = []
    /// Whether presenting the settings animates the blur in (the seed's injected animation).
    var blursBehindSettings = true
    private let timeLabel = UILabel()
    private let dateLabel = UILabel()

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
        scrollView.alwaysBounceVertical = true
        scrollView.delegate = pullDown
        view.addSubview(scrollView)
        for widget in Self.widgets {
            scrollView.addSubview(makeWidget(title: widget.title, detail: widget.detail))
        }
        editButton.setTitle("Edit", for: .normal)
        editButton.setTitleColor(.white, for: .normal)
        editButton.titleLabel?.font = .boldSystemFont(ofSize: 18)
        editButton.backgroundColor = Palette.editButton
        editButton.layer.cornerRadius = 12
        editButton.addAction(UIAction { [weak self] _ in self?.presentSettings(interactive: false) }, for: .touchUpInside)
        scrollView.addSubview(editButton)

        blurView.isUserInteractionEnabled = false
        view.addSubview(blurView)
    }

    private func makeWidget(title: String, detail: String) -> UIView {
        let card = UIView()
        card.backgroundColor = Palette.widget
        card.layer.cornerRadius = 18
        let titleLabel = UILabel()
        titleLabel.text = title
        titleLabel.font = .boldSystemFont(ofSize: 20)
        titleLabel.textColor = Palette.widgetText
        let detailLabel = UILabel()
        detailLabel.text = detail
        detailLabel.font = .systemFont(ofSize: 16)
        detailLabel.textColor = Palette.widgetText.withAlphaComponent(0.7)
        card.addSubview(titleLabel)
        card.addSubview(detailLabel)
        widgetViews.append(card)
        return card
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
        scrollView.frame = CGRect(x: 0, y: listTop, width: size.width, height: max(0, size.height - listTop))
        blurView.frame = view.bounds
        let width = min(size.width - 40, 560)
        let left = ((size.width - width) / 2).rounded()
        var y: CGFloat = 8
        for card in widgetViews {
            card.frame = CGRect(x: left, y: y, width: width, height: Self.widgetHeight)
            card.subviews[0].frame = CGRect(x: 20, y: 16, width: width - 40, height: 28)
            card.subviews[1].frame = CGRect(x: 20, y: 52, width: width - 40, height: 24)
            y += Self.widgetHeight + Self.widgetSpacing
        }
        editButton.frame = CGRect(x: ((size.width - 120) / 2).rounded(), y: y + 8, width: 120, height: 44)
        scrollView.contentSize = CGSize(width: size.width, height: y + 8 + 44 + 24)
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
