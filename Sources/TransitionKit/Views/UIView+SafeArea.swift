import Foundation

// A view's safe area, as UIKit computes it (Apple, `safeAreaInsets`: "For the view controller's
// root view, the insets account for the status bar, other visible bars, and any additional
// insets that you specified using the additionalSafeAreaInsets property of your view controller.
// For other views in the view hierarchy, the insets reflect only the portion of the view that is
// covered."): the window's insets come from its screen; every other view gets, on each edge, the
// part of its superview's inset band that its frame overlaps (a navigation controller's content
// also the part its bar covers); a controller's root view adds the
// controller's `additionalSafeAreaInsets`.
//
// Reading `safeAreaInsets` works them out from the window down for the view as it is placed now
// (`currentSafeAreaInsets()`), so they are right before any layout pass, as on iOS: right after
// `addSubview`, in `viewWillAppear`, in an animator's `animateTransition`. A controller's root
// view that a container is about to show (a pushed controller, a selected tab, a presented
// controller whose view the animator has not placed yet) reads the insets it will have there.
// The values are also published during layout (a window's layout pass first, then each view's
// subviews right after the view laid out); a change of the published value calls
// `safeAreaInsetsDidChange()`, the controller's `viewSafeAreaInsetsDidChange()`, and schedules
// the view's layout.
extension UIView {
    /// The insets this view has now, from its superview's published insets and its frame.
    func computedSafeAreaInsets() -> UIEdgeInsets {
        if let window = self as? UIWindow { return window.screen.simulatedSafeAreaInsets }
        if let pinnedSafeAreaInsets { return pinnedSafeAreaInsets }
        guard let superview else { return .zero }
        return computedSafeAreaInsets(in: SafeAreaParent(superview))
    }

    /// The insets this view has now, worked out from the window down through its superviews'
    /// current insets (not the published ones): what `safeAreaInsets` answers. Zero outside a
    /// window, except for a controller's root view a container is about to show (see
    /// `UIViewController.upcomingRootViewPlacement`).
    func currentSafeAreaInsets() -> UIEdgeInsets {
        if self is UIWindow || pinnedSafeAreaInsets != nil { return insetsInsideWindow() }
        if superview != nil { return window == nil ? .zero : insetsInsideWindow() }
        guard isControllerRootView, let placement = owningViewController?.upcomingRootViewPlacement,
              placement.container.window != nil else { return .zero }
        let container = placement.container
        return computedSafeAreaInsets(
            in: SafeAreaParent(container, band: container.currentSafeAreaInsets()), frame: placement.frame)
    }

    /// `currentSafeAreaInsets()` for a view known to be in a window (or a window): one walk up,
    /// without asking each ancestor for its window again.
    private func insetsInsideWindow() -> UIEdgeInsets {
        if let window = self as? UIWindow { return window.screen.simulatedSafeAreaInsets }
        if let pinnedSafeAreaInsets { return pinnedSafeAreaInsets }
        guard let superview else { return .zero }
        return computedSafeAreaInsets(in: SafeAreaParent(superview, band: superview.insetsInsideWindow()))
    }

    /// The insets this view has under `parent` (its superview's part, read once for all its
    /// subviews: a window of 10,000 views publishes them on every frame that lays out), at
    /// `frame` in the parent's coordinates (nil: where the view is).
    func computedSafeAreaInsets(in parent: SafeAreaParent, frame placedFrame: CGRect? = nil) -> UIEdgeInsets {
        if let pinnedSafeAreaInsets { return pinnedSafeAreaInsets }
        var insets = UIEdgeInsets.zero
        let band = parent.band
        if band != .zero {
            let frame = placedFrame ?? bounds.applying(transformToSuperview)
            let area = parent.bounds
            func overlap(_ inset: CGFloat, _ covered: CGFloat, _ length: CGFloat) -> CGFloat {
                inset > 0 ? min(max(covered, 0), max(length, 0)) : 0
            }
            insets.top = overlap(band.top, area.minY + band.top - frame.minY, frame.height)
            insets.left = overlap(band.left, area.minX + band.left - frame.minX, frame.width)
            insets.bottom = overlap(band.bottom, frame.maxY - (area.maxY - band.bottom), frame.height)
            insets.right = overlap(band.right, frame.maxX - (area.maxX - band.right), frame.width)
        }
        // A navigation controller's visible bar covers the top of its content (Apple: the safe
        // area reflects "the area not covered by navigation bars").
        if let (content, barBottom) = parent.navigationBar, content === self {
            insets.top = max(insets.top, min(barBottom, bounds.height))
        }
        // A tab bar controller's visible bar covers the bottom of its content the same way.
        if let (content, barTop) = parent.tabBar, content === self {
            insets.bottom = max(insets.bottom, min(max(bounds.height - barTop, 0), bounds.height))
        }
        if isControllerRootView, let extra = owningViewController?.additionalSafeAreaInsets {
            insets = UIEdgeInsets(
                top: insets.top + extra.top, left: insets.left + extra.left,
                bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
        }
        return insets
    }

    /// Publishes this view's computed insets; returns whether they changed.
    @discardableResult
    func updateSafeAreaInsets(in parent: SafeAreaParent? = nil) -> Bool {
        let insets = parent.map { computedSafeAreaInsets(in: $0) } ?? computedSafeAreaInsets()
        guard insets != publishedSafeAreaInsets else { return false }
        publishedSafeAreaInsets = insets
        safeAreaInsetsDidUpdate()
        return true
    }

    /// The one point where a view learns that its safe area insets changed (anything that
    /// follows the safe area, such as a layout guide, hooks in here): the layout margins (measured
    /// from the safe area) and their callback, the view's callback, a
    /// scroll view's adjusted content inset, its controller's callback, then the view's layout
    /// is scheduled.
    func safeAreaInsetsDidUpdate() {
        safeAreaLayoutGuideInsetsDidChange()
        if insetsLayoutMarginsFromSafeArea { layoutMarginsInputsDidChange() }
        safeAreaInsetsDidChange()
        (self as? UIScrollView)?.adjustedContentInsetInputsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
        setNeedsLayout()
    }

    /// Called right after this view laid out: its subviews' insets follow their new frames.
    func updateSubviewsSafeAreaInsets() {
        let parent = SafeAreaParent(self)
        for subview in subviews { subview.updateSafeAreaInsets(in: parent) }
    }
}

extension UIWindow {
    /// The window's layout pass begins: the insets are published top-down, each branch down to
    /// the first view whose insets changed or that needs layout (its own layout carries the
    /// update on below it). Skipped while nothing can have changed: no screen insets, no pending
    /// layout.
    func updateSafeAreaInsetsBeforeLayout() {
        guard needsLayout || subtreeNeedsLayout || screen.simulatedSafeAreaInsets != .zero else { return }
        func walk(_ view: UIView, in parent: SafeAreaParent?) {
            guard !view.updateSafeAreaInsets(in: parent), !view.needsLayout else { return }
            let subviews = view.subviews
            guard !subviews.isEmpty else { return }
            let parent = SafeAreaParent(view)
            for subview in subviews where !parent.leavesUnchanged(subview) { walk(subview, in: parent) }
        }
        walk(self, in: nil)
    }
}

/// What a view's subviews need of it to compute their safe area: its published insets, its
/// bounds, and the bars of the container controller it is the root view of.
@MainActor
struct SafeAreaParent {
    /// The superview's published insets.
    let band: UIEdgeInsets
    /// The superview's bounds.
    let bounds: CGRect
    /// A navigation controller's content view and the bottom of its visible bar in it.
    let navigationBar: (content: UIView, barBottom: CGFloat)?
    /// A tab bar controller's content view and the top of its visible bar in it (or a navigation
    /// controller's and the top of its visible toolbar).
    let tabBar: (content: UIView, barTop: CGFloat)?

    /// Whether `subview` certainly keeps zero insets here and has nothing below it to update:
    /// no band, no bars, no controller, no pinned insets, no subviews (the common leaf, skipped
    /// without a call).
    func leavesUnchanged(_ subview: UIView) -> Bool {
        isTrivial && !subview.isControllerRootView && subview.pinnedSafeAreaInsets == nil
            && subview.publishedSafeAreaInsets == .zero && subview.subviews.isEmpty
    }

    /// No band and no bars: every subview's insets come from itself alone.
    private var isTrivial: Bool { band == .zero && navigationBar == nil && tabBar == nil }

    /// Reads `superview` once, with its published insets.
    init(_ superview: UIView) { self.init(superview, band: superview.publishedSafeAreaInsets) }

    /// Reads `superview` once, with `band` as its insets.
    init(_ superview: UIView, band: UIEdgeInsets) {
        self.band = band
        bounds = superview.bounds
        let owner = superview.owningViewController
        if let navigation = owner as? UINavigationController, let barBottom = navigation.barBottomInContent {
            navigationBar = (navigation.contentView, barBottom)
        } else {
            navigationBar = nil
        }
        if let tabs = owner as? UITabBarController, let barTop = tabs.barTopInContent {
            tabBar = (tabs.contentView, barTop)
        } else if let navigation = owner as? UINavigationController, let toolbarTop = navigation.toolbarTopInContent {
            tabBar = (navigation.contentView, toolbarTop)   // the toolbar covers the bottom as a tab bar does
        } else {
            tabBar = nil
        }
    }
}
