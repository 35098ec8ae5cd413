import Foundation

extension UINavigationController {
    /// How long the bar slides when hidden or shown outside a transition (UIKit's
    /// `UINavigationControllerHideShowBarDuration`; its value, 0.2 s here, is not documented).
    public static let barHideShowDuration: TimeInterval = 0.2
    /// UIKit's name for `barHideShowDuration` (iOS 17: `UINavigationController.hideShowBarDuration`).
    public static let hideShowBarDuration = CGFloat(barHideShowDuration)

    /// Hides or shows the bar: at once, or sliding it up off the top (down back) alongside the
    /// running transition, so an interactive one scrubs it and a cancelled one puts it back,
    /// or on its own over `barHideShowDuration`. The content's safe area follows the bar.
    func slideNavigationBar(hidden: Bool, animated: Bool) {
        let bar = navigationBar
        guard animated, viewIfLoaded?.window != nil else {
            bar.isSlidAway = hidden
            bar.isHidden = hidden
            relayoutForBars()
            return
        }
        guard hidden != isNavigationBarHidden else { return }
        let wasSlidAway = isNavigationBarHidden
        if !hidden, bar.isHidden {
            bar.isSlidAway = true   // shown from above the top edge
            relayoutForBars()
        }
        bar.isSlidAway = hidden
        bar.isHidden = false
        if let coordinator = transitionCoordinator {
            coordinator.animate(alongsideTransition: { [weak self] _ in self?.relayoutForBars() }, completion: { [weak self, weak bar] context in
                guard let bar else { return }
                if context.isCancelled {
                    bar.isSlidAway = wasSlidAway
                    self?.relayoutForBars()
                }
                bar.isHidden = bar.isSlidAway
            })
        } else {
            UIView.animate(withDuration: Self.barHideShowDuration, animations: { [weak self] in self?.relayoutForBars() },
                           completion: { [weak bar] _ in if let bar { bar.isHidden = bar.isSlidAway } })
        }
    }

    /// Places the bars and lays the content out again (its safe area follows them).
    func relayoutForBars() {
        layoutContent()
        viewIfLoaded?.setNeedsLayout()
        viewIfLoaded?.layoutIfNeeded()
    }
}
