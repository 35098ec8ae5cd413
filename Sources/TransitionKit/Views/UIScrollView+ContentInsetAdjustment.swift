import Foundation

// The adjusted content inset, as UIKit computes it (Apple, `adjustedContentInset`: "The
// contentInsetAdjustmentBehavior property determines whether the safe area insets are included
// in the adjustment. The safe area insets are then added to the values in the contentInset
// property to obtain the final value of this property."). The navigation and tab bars count
// through the safe area: a navigation controller's bar adds to its content's safe area
// (`UIView.computedSafeAreaInsets`), so a list pushed in one has the bar in its top inset.
extension UIScrollView {
    /// How the safe area insets are added to the adjusted content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Like `.scrollableAxes`, and the top and bottom always include the safe area when the
        /// scroll view is the content of a controller displayed by a navigation or tab bar
        /// controller (the controller's view, or its first subview).
        case automatic
        /// Each axis includes the safe area only when it scrolls: the content is taller (wider)
        /// than the view, or `alwaysBounceVertical` (`alwaysBounceHorizontal`) is true.
        case scrollableAxes
        /// The safe area is never included.
        case never
        /// The safe area is always included.
        case always
    }

    /// `contentInset` plus the safe area's share on each edge per `contentInsetAdjustmentBehavior`.
    var computedAdjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets, axes = safeAreaAxes
        return UIEdgeInsets(
            top: contentInset.top + (axes.vertical ? safe.top : 0) + refreshControlRoom,
            left: contentInset.left + (axes.horizontal ? safe.left : 0),
            bottom: contentInset.bottom + (axes.vertical ? safe.bottom : 0),
            right: contentInset.right + (axes.horizontal ? safe.right : 0))
    }

    /// Which axes include the safe area under the current behaviour.
    var safeAreaAxes: (vertical: Bool, horizontal: Bool) {
        // Apple, `.scrollableAxes`: "The top and bottom insets include the safe area inset values
        // when the vertical content size is greater than the height of the scroll view itself.
        // The top and bottom insets are also adjusted when the alwaysBounceVertical property is
        // true. Similarly, the left and right insets include the safe area insets when the
        // horizontal content size is greater than the width of the scroll view."
        let vertical = contentSize.height > bounds.height || alwaysBounceVertical
        let horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
        switch contentInsetAdjustmentBehavior {
        case .always: return (true, true)
        case .never: return (false, false)
        case .scrollableAxes: return (vertical, horizontal)
        case .automatic:
            // Apple, `.automatic`: "Content is always adjusted vertically when the scroll view is
            // the content view of a view controller that is currently displayed by a navigation
            // or tab bar controller. If the scroll view is horizontally scrollable, the
            // horizontal content offset is also adjusted when there are nonzero safe area insets."
            return (vertical || isContentOfBarController, horizontal)
        }
    }

    /// Whether this scroll view is the content of a controller inside a navigation or tab bar
    /// controller: the controller's view, or the first subview of it (UIKit's long-standing
    /// rule for the scroll view it adjusts).
    var isContentOfBarController: Bool {
        let controllerView: UIView?
        if isControllerRootView {
            controllerView = self
        } else if let superview, superview.isControllerRootView, superview.subviews.first === self {
            controllerView = superview
        } else {
            controllerView = nil
        }
        guard let controller = controllerView?.owningViewController else { return false }
        return controller.navigationController != nil || controller.tabBarController != nil
    }

    /// How far a large title can still expand above the adjusted top inset: the safe area
    /// follows the bar as its title collapses (and as a pushed screen without a large title
    /// shrinks it), while the content's top limit stays where the expanded title leaves it, so
    /// dragging the content down expands the title point for point instead of rubber-banding,
    /// and a list comes back from a push at the distance from its top it had (UIKit's
    /// behaviour; how it is split between the inset and the limit is this package's choice, as
    /// UIKit does not document it).
    var largeTitleRoom: CGFloat {
        guard largeTitleRestingBarHeight > UINavigationBar.height, let bar = collapsingLargeTitleBar,
              !bar.isHidden, !bar.isSlidAway, let window, bar.window === window, safeAreaAxes.vertical else { return 0 }
        let restingBottom = bar.convert(CGPoint(x: 0, y: largeTitleRestingBarHeight), to: self).y - bounds.minY
        return max(0, restingBottom - safeAreaInsets.top)
    }

    /// Something `adjustedContentInset` depends on changed: when it did change, a scroll view
    /// resting at its top (or left) edge moves to the new edge (with `followingRestingOffset`),
    /// so a list in a navigation controller starts below the bar (UIKit sets the initial offset
    /// so the content starts below it), then `adjustedContentInsetDidChange()` is called. A
    /// scroll view being dragged, decelerating or scrolled away from the edge keeps its offset.
    func adjustedContentInsetInputsDidChange(followingRestingOffset: Bool = true) {
        let new = adjustedContentInset, newMinimum = minimumOffset
        let old = reportedAdjustedContentInset, oldMinimum = reportedMinimumOffset
        guard new != old || newMinimum != oldMinimum else { return }
        reportedAdjustedContentInset = new
        reportedMinimumOffset = newMinimum
        if followingRestingOffset, !isTracking, !isDragging, motion == nil {
            var offset = contentOffset
            if offset.y == oldMinimum.y { offset.y = newMinimum.y }
            if offset.x == oldMinimum.x { offset.x = newMinimum.x }
            if offset != contentOffset { contentOffset = offset }
        }
        if new != old {
            placeRefreshControl()
            adjustedContentInsetDidChange()
        }
        notifyContentOffsetObservers()
    }
}

extension UIScrollView {
    /// Makes `handler` `observer`'s one content-offset observer (nil stops it observing).
    func setContentOffsetObserver(_ handler: ((UIScrollView) -> Void)?, for observer: AnyObject) {
        let key = ObjectIdentifier(observer)
        contentOffsetObservers.removeAll { $0.observer == key }
        if let handler { contentOffsetObservers.append((key, handler)) }
    }

    /// Calls the content-offset observers in order.
    func notifyContentOffsetObservers() {
        for entry in contentOffsetObservers { entry.handler(self) }
    }
}
