import Foundation

/// The refresh control's place in the scroll view: above the top of the content, with the room it
/// holds while refreshing added to `adjustedContentInset.top`.
extension UIScrollView {
    /// The control's share of the top inset: its height while it holds its room, else 0.
    var refreshControlRoom: CGFloat {
        guard let refreshControl, refreshControl.holdsRoom else { return 0 }
        return UIRefreshControl.height
    }

    /// How far the content is pulled down past its top (the top inset without the control's
    /// room), points; 0 when it is not.
    var refreshPullDistance: CGFloat {
        max(0, minimumOffset.y + refreshControlRoom - contentOffset.y)
    }

    /// A new refresh control replaces `old`: the old one leaves, the new one goes under the
    /// content (index 0, as in UIKit) and is placed.
    func refreshControlDidChange(from old: UIRefreshControl?) {
        guard old !== refreshControl else { return }
        if let old {
            old.holdsRoom = false
            if old.superview === self { old.removeFromSuperview() }
        }
        if let refreshControl {
            refreshControl.removeFromSuperview()
            insertSubview(refreshControl, at: 0)
            refreshControl.holdsRoom = refreshControl.isRefreshing
        }
        adjustedContentInsetInputsDidChange()
        placeRefreshControl()
    }

    /// Puts the control across the width, just above the content's top (y 0), as UIKit does:
    /// under a bar it waits behind the bar and shows below it as the content is pulled down.
    func placeRefreshControl() {
        guard let refreshControl else { return }
        refreshControl.frame = CGRect(x: 0, y: -UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
        refreshControl.update(pulled: refreshPullDistance)
    }

    /// The control takes (`holding`) or gives back its room. Giving it back while resting on it
    /// scrolls to the content's top, animated.
    func refreshControlRoomDidChange(holding: Bool) {
        guard let refreshControl, refreshControl.holdsRoom != holding else { return }
        if holding, isDragging { return }   // taken when the drag ends
        setRefreshRoom(holding)
        if !holding, !isDragging, !isTracking, contentOffset.y < minimumOffset.y {
            setContentOffset(clamped(contentOffset), animated: true)
        }
    }

    /// A drag is ending: a control fired during it takes its room now, so the release settles
    /// with the control showing.
    func refreshControlDragWillEnd() {
        guard let refreshControl, refreshControl.isRefreshing, !refreshControl.holdsRoom else { return }
        setRefreshRoom(true)
    }

    /// The control takes or gives back its room; the top inset changes with it (and the control
    /// is placed again by the inset's change), the content staying where it is.
    private func setRefreshRoom(_ holding: Bool) {
        refreshControl?.holdsRoom = holding
        adjustedContentInsetInputsDidChange(followingRestingOffset: false)
    }
}
