import Foundation

/// A view that lays out its arranged subviews in a row or column with Auto Layout constraints
/// (Apple: "UIStackView"). Hiding an arranged view collapses it; inside an animation block the
/// collapse animates, as on iOS.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views share the stack's length (Apple: "UIStackView.Distribution").
    public enum Distribution: Int, Sendable {
        /// Views keep their intrinsic sizes; the one with the lowest hugging priority stretches.
        case fill = 0
        /// Every view has the same length.
        case fillEqually
        /// Lengths are proportional to the views' intrinsic lengths.
        case fillProportionally
        /// Views keep their sizes; the gaps between them are equal.
        case equalSpacing
        /// The views' centres are equally spaced.
        case equalCentering
    }

    /// How arranged views sit across the axis (Apple: "UIStackView.Alignment").
    public enum Alignment: Int, Sendable {
        /// Views fill the stack's breadth.
        case fill = 0
        /// Views sit at the leading (or top) edge.
        case leading
        /// Views align their first baselines (the top here: the model has no font metrics).
        case firstBaseline
        /// Views are centred.
        case center
        /// Views sit at the trailing (or bottom) edge.
        case trailing
        /// Views align their last baselines (the bottom here).
        case lastBaseline
        /// Views sit at the top edge (a vertical stack's `leading`).
        public static var top: Alignment { .leading }
        /// Views sit at the bottom edge (a vertical stack's `trailing`).
        public static var bottom: Alignment { .trailing }
    }

    /// The views the stack arranges, in order (each is also a subview).
    public private(set) var arrangedSubviews: [UIView] = []
    /// Arranged views whose hiding is being animated: laid out as hidden, still drawn.
    var collapsingViews: [UIView] = []
    /// The constraints the stack made for its arrangement.
    var arrangementConstraints: [NSLayoutConstraint] = []
    /// Spacer guides for equal spacing and equal centring.
    var spacerGuides: [UILayoutGuide] = []

    /// The direction of the row: horizontal by default.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsArrangement() } }
    /// How the views share the length.
    open var distribution: Distribution = .fill { didSet { setNeedsArrangement() } }
    /// How the views sit across the axis.
    open var alignment: Alignment = .fill { didSet { setNeedsArrangement() } }
    /// The gap between adjacent views (the minimum gap for `equalSpacing` and `equalCentering`).
    open var spacing: CGFloat = 0 {
        didSet {
            if !spacing.isFinite { spacing = oldValue; return }
            setNeedsArrangement()
        }
    }
    /// Whether the views are laid out inside the layout margins rather than the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsArrangement() } }
    /// Whether a vertical stack measures the gaps between views from the last baseline of one to
    /// the first baseline of the next (false: from edge to edge). Horizontal stacks ignore it.
    open var isBaselineRelativeArrangement = false { didSet { setNeedsArrangement() } }

    /// The spacing that means "no custom spacing: use `spacing`" (the largest `Float`, as in UIKit).
    public class var spacingUseDefault: CGFloat { CGFloat(Float.greatestFiniteMagnitude) }
    /// The spacing that means "the system spacing to the neighbour" (the smallest normal `Float`,
    /// as in UIKit); it stands for 8 points here, the anchors' system spacing.
    public class var spacingUseSystem: CGFloat { CGFloat(Float.leastNormalMagnitude) }

    /// Custom gaps after arranged views, in the order they were set (views held weakly).
    var customSpacings: [(view: WeakView, spacing: CGFloat)] = []

    /// Sets the gap after `arrangedSubview` to `spacing` (`spacingUseDefault` clears it,
    /// `spacingUseSystem` asks for the system spacing). A view that is not arranged is refused
    /// with a Diagnostic, as UIKit ignores it.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else {
            reportMisuse("setCustomSpacing(_:after:): the view is not one of the stack's arranged subviews; the call was ignored.")
            return
        }
        guard !spacing.isNaN else {
            reportMisuse("setCustomSpacing(_:after:): the spacing is NaN; the call was ignored.")
            return
        }
        customSpacings.removeAll { $0.view.view == nil || $0.view.view === arrangedSubview }
        if spacing != Self.spacingUseDefault { customSpacings.append((WeakView(arrangedSubview), spacing)) }
        setNeedsArrangement()
    }

    /// The custom gap after `arrangedSubview`, or `spacingUseDefault` when none is set.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings.first { $0.view.view === arrangedSubview }?.spacing ?? Self.spacingUseDefault
    }

    /// The gap the arrangement uses after `view`: its custom spacing, else `spacing`, with
    /// `spacingUseSystem` read as the system spacing.
    func effectiveSpacing(after view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        let value = custom == Self.spacingUseDefault ? spacing : custom
        return value == Self.spacingUseSystem ? NSLayoutXAxisAnchor.systemSpacing : value
    }

    private func reportMisuse(_ message: String) {
        let diagnostic = Diagnostic(code: .invalidConstraint, message: "\(type(of: self)).\(message)")
        if let window { window.report(diagnostic) } else { AnimationContext.report(diagnostic) }
    }

    /// Creates a stack with `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates a stack arranging `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Creates an empty stack, as UIKit's (non-failable) archive initializer does for an empty
    /// archive: nothing is archived on Linux, so subclasses that call `super.init(coder:)` get a
    /// horizontal stack with no arranged views.
    public required init(coder: NSCoder) { super.init(frame: .zero) }

    /// Appends `view` to the arranged views (and the subviews).
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Inserts `view` at `stackIndex` of the arranged views (clamped), adding it as a subview.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsArrangement()
    }

    /// Removes `view` from the arranged views; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        collapsingViews.removeAll { $0 === view }
        customSpacings.removeAll { $0.view.view == nil || $0.view.view === view }
        setNeedsArrangement()
    }

    /// A removed subview leaves the arranged views too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Rebuilds the arrangement's constraints when something changed.
    open override func updateConstraints() {
        rebuildArrangement()
        super.updateConstraints()
    }

    func setNeedsArrangement() {
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    /// An arranged view's `isHidden` changed: rebuild now, and inside an animation block lay out
    /// at once so the collapse (or expansion) animates, keeping a hiding view drawn until its
    /// animation ends, as iOS does.
    func arrangedSubviewHiddenDidChange(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        guard let transaction = AnimationContext.currentTransaction else {
            collapsingViews.removeAll { $0 === view }
            setNeedsArrangement()
            return
        }
        if view.layer.isHidden {
            collapsingViews.append(view)
            view.layer.isHidden = false
            let previous = transaction.group.completion
            transaction.group.completion = { [weak self, weak view] finished in
                if let self, let view, self.collapsingViews.contains(where: { $0 === view }) {
                    self.collapsingViews.removeAll { $0 === view }
                    view.layer.isHidden = true
                }
                previous?(finished)
            }
        } else {
            collapsingViews.removeAll { $0 === view }
        }
        rebuildArrangement()
        (superview ?? self).layoutIfNeeded()
    }

    /// Whether the arrangement treats `view` as hidden.
    func isCollapsed(_ view: UIView) -> Bool {
        view.isHidden || collapsingViews.contains { $0 === view }
    }
}
