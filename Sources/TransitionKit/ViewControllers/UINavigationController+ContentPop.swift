import Foundation

extension UINavigationController {
    /// The pan that pops when a rightward, mostly horizontal drag begins anywhere in the content
    /// (iOS 26), driving the same interactive pop as `interactivePopGestureRecognizer`, which
    /// stays for drags from the left edge.
    ///
    /// It does not begin while the stack has one controller, while the top controller's
    /// `navigationItem.hidesBackButton` is true, on the navigation bar, or on a horizontal scroll
    /// view that can still scroll towards its leading edge (the scroll view scrolls instead; at
    /// its leading edge the pop wins). The relations it sets up (UIKit's own are not published;
    /// these are inferred from the documented behaviour, "a back swipe that starts anywhere"
    /// yielding to scroll views):
    /// - it requires `interactivePopGestureRecognizer` to fail (`require(toFail:)`), so a drag
    ///   from the edge stays the edge pop's;
    /// - the pan recognizers of scroll views inside the navigation controller's view are required
    ///   to wait for it to fail (`shouldBeRequiredToFail(by:)`), so it decides first whether the
    ///   scroll view may scroll;
    /// - any other recognizer that recognizes the drag first keeps it (the usual exclusion).
    public var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { contentPop?.recognizer }

    /// Installs the content pan on the navigation controller's view, after the edge pan `edge`.
    func installContentPopGesture(after edge: UIGestureRecognizer) {
        guard contentPop == nil else { return }
        let pan = ContentPopGestureRecognizer()
        pan.name = "interactiveContentPopGestureRecognizer"
        pan.require(toFail: edge)
        let pop = ContentPop(navigationController: self, recognizer: pan)
        pan.navigationView = view
        contentPop = pop
        view.addGestureRecognizer(pan)
    }
}

/// A pan that begins only rightwards and mostly horizontally, and that scroll views' pans inside
/// its navigation controller wait for.
@MainActor
final class ContentPopGestureRecognizer: UIPanGestureRecognizer {
    /// The navigation controller's view.
    weak var navigationView: UIView?

    override func canBegin(from press: CGPoint, to current: CGPoint) -> Bool {
        let dx = current.x - press.x, dy = current.y - press.y
        return dx > abs(dy)
    }

    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let scrollPan = otherGestureRecognizer as? ScrollViewPanGestureRecognizer,
              let scrollView = scrollPan.scrollView, let navigationView else { return false }
        return scrollView.isDescendant(of: navigationView)
    }
}

/// The content pop's conditions on top of the edge pop's.
@MainActor
final class ContentPop: InteractivePop {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard super.gestureRecognizerShouldBegin(gestureRecognizer), let navigation = navigationController,
              let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
        if navigation.topViewController?.navigationItemIfMade?.hidesBackButton == true { return false }
        let press = navigation.view.convert(pan.pressLocationInWindow, from: nil)
        if !navigation.navigationBar.isHidden, navigation.navigationBar.frame.contains(press) { return false }
        guard let touched = navigation.view.hitTest(press, with: nil) else { return true }
        return !Self.hasHorizontalScrollViewScrollingBack(from: touched, below: navigation.view)
    }

    /// Whether `view` or one of its ancestors below `root` is a scroll view that scrolls
    /// horizontally and is not at its leading edge (a rightward drag would scroll it back).
    private static func hasHorizontalScrollViewScrollingBack(from view: UIView, below root: UIView) -> Bool {
        var current: UIView? = view
        while let candidate = current, candidate !== root {
            if let scrollView = candidate as? UIScrollView, scrollView.isScrollEnabled, scrollView.scrollsHorizontally,
               scrollView.contentOffset.x > scrollView.minimumOffset.x {
                return true
            }
            current = candidate.superview
        }
        return false
    }
}
