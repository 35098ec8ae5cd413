import Foundation

/// The pull-to-refresh control of a scroll view: drag the content down past its threshold and
/// it sends `.valueChanged`, spins, and keeps its room above the content until `endRefreshing()`.
///
/// ```swift
/// let refresh = UIRefreshControl()
/// refresh.addAction(UIAction { _ in reload { refresh.endRefreshing() } }, for: .valueChanged)
/// tableView.refreshControl = refresh
/// ```
///
/// As in UIKit: the control is 60 pt tall and sits above the top of the content, revealed as the
/// content is pulled down; the event is sent while the finger is still down, once the pull passes
/// `UIRefreshControl.triggerDistance` (120 pt past the top: UIKit does not publish its distance,
/// this is this package's choice, about where a phone's control fires); on release the scroll view
/// settles with the control showing (its `adjustedContentInset.top` grows by the control's height
/// while refreshing). `beginRefreshing()` starts the spinner and the inset without sending the
/// event and without scrolling, UIKit's well-known behaviour (scroll the control into view
/// yourself). `endRefreshing()` removes the inset, and a scroll view resting on the control
/// scrolls back to the top of its content over 0.3 s; a control ended while still pulled fires
/// again only after the content has come back to its top.
///
/// The spinner is eight spokes in `tintColor` (gray unless set), appearing one by one as the pull
/// grows and turning while refreshing; `attributedTitle`'s string shows under it.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The control's height, points.
    public static let height: CGFloat = 60
    /// How far past the top of the content a drag pulls before the control fires, points.
    public static let triggerDistance: CGFloat = 120

    /// Whether a refresh is in progress: from a pull past the threshold or `beginRefreshing()`,
    /// until `endRefreshing()`.
    public private(set) var isRefreshing = false
    /// The title shown under the spinner (its string, in the secondary label colour).
    open var attributedTitle: NSAttributedString? {
        didSet { titleLabel.text = attributedTitle?.string; setNeedsLayout() }
    }

    /// Whether the scroll view's top inset includes the control's height now; applied when a drag
    /// that fired the control ends (not mid-drag, so the content does not jump under the finger).
    var holdsRoom = false
    /// Whether the control fired and the content has not come back to its top since: a control
    /// ended during the same pull does not fire again until the pull starts over, as in UIKit.
    private var awaitsReset = false
    let spinner = UIView()
    private let spokes: [UIView]
    /// How many spokes show, and in which colour (nil before the first update).
    private var shownSpokes = -1, spokeColor: UIColor?
    let titleLabel = UILabel()

    /// Creates a refresh control; the scroll view it is given to sizes and places it.
    public init() {
        spokes = (0..<8).map { _ in UIView() }
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.height))
        spinner.frame = CGRect(x: 0, y: 0, width: 28, height: 28)
        for (index, spoke) in spokes.enumerated() {
            let angle = CGFloat(index) * .pi / 4
            spoke.bounds = CGRect(x: 0, y: 0, width: 3, height: 8)
            spoke.layer.cornerRadius = 1.5
            spoke.center = CGPoint(x: 14 + 9 * sin(angle), y: 14 - 9 * cos(angle))
            spoke.transform = CGAffineTransform(rotationAngle: angle)
            spoke.isHidden = true
            spinner.addSubview(spoke)
        }
        addSubview(spinner)
        titleLabel.font = .systemFont(ofSize: 12)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
    }

    /// Creates a refresh control; `frame` is replaced by the scroll view's layout.
    public override convenience init(frame: CGRect) {
        self.init()
    }

    /// Refresh controls are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Starts refreshing without sending `.valueChanged` and without scrolling: the spinner turns
    /// and the scroll view's top inset grows by the control's height.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        startSpinning()
        enclosingScrollView?.refreshControlRoomDidChange(holding: true)
    }

    /// Ends refreshing: the spinner stops, the inset goes, and a scroll view resting on the
    /// control scrolls back to its content's top over 0.3 s.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        stopSpinning()
        enclosingScrollView?.refreshControlRoomDidChange(holding: false)
        update(pulled: enclosingScrollView?.refreshPullDistance ?? 0)
    }

    /// Places the spinner, and the title under it, in the middle of the control.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let hasTitle = !(titleLabel.text ?? "").isEmpty
        spinner.center = CGPoint(x: bounds.midX, y: hasTitle ? bounds.midY - 8 : bounds.midY)
        titleLabel.frame = CGRect(x: 0, y: bounds.midY + 10, width: bounds.width, height: 16)
        titleLabel.isHidden = !hasTitle
    }

    var enclosingScrollView: UIScrollView? { superview as? UIScrollView }

    /// The content was pulled `pulled` points past its top: spokes appear in proportion, and
    /// a drag past the threshold fires the control.
    func update(pulled: CGFloat) {
        let color = explicitTintColor ?? .systemGray
        let shown = isRefreshing ? spokes.count : min(Int((pulled / Self.triggerDistance * CGFloat(spokes.count)).rounded(.down)), spokes.count)
        if shown != shownSpokes || color != spokeColor {   // called on every scroll: touch the spokes only on a change
            shownSpokes = shown
            spokeColor = color
            for (index, spoke) in spokes.enumerated() {
                spoke.backgroundColor = color
                spoke.isHidden = index >= shown
            }
        }
        if pulled <= 0 { awaitsReset = false }
        guard !isRefreshing, !awaitsReset, isEnabled, pulled >= Self.triggerDistance, enclosingScrollView?.isDragging == true
        else { return }
        isRefreshing = true
        awaitsReset = true
        startSpinning()
        sendActions(for: .valueChanged)
    }

    private func startSpinning() {
        for spoke in spokes { spoke.isHidden = false }
        shownSpokes = spokes.count
        spinner.transform = .identity
        guard window != nil else { return }
        // Eight equal spokes turned an eighth of a turn, repeated, read as one steady spin.
        UIView.animate(withDuration: 0.125, delay: 0, options: [.repeat, .curveLinear]) {
            self.spinner.transform = CGAffineTransform(rotationAngle: .pi / 4)
        }
    }

    private func stopSpinning() {
        spinner.layer.removeAllAnimations()
        spinner.transform = .identity
    }
}
