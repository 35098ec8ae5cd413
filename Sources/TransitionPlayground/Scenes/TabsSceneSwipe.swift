import Foundation
import TransitionKit

/// The tabs scene's horizontal swipe between tabs: a pan on the tab bar controller's view that
/// starts when the drag is more horizontal than vertical and there is a tab on that side; it
/// selects that tab with the delegate's interaction controller in place, so the tab animator
/// follows the finger (the fraction of the width dragged), and on release finishes past half way
/// or on a flick that way, else cancels, leaving the old tab selected.
@MainActor
final class TabsSceneSwipe: UIGestureRecognizerDelegate {
    let recognizer = UIPanGestureRecognizer()
    private weak var tabBarController: UITabBarController?
    private let transitionDelegate: TabsSceneTransitionDelegate
    private var interactor: UIPercentDrivenInteractiveTransition?
    /// -1 when the swipe goes to the tab on the left, 1 to the right.
    private var direction: CGFloat = 1

    init(tabBarController: UITabBarController, delegate: TabsSceneTransitionDelegate) {
        self.tabBarController = tabBarController
        self.transitionDelegate = delegate
        recognizer.name = "tabSwipe"
        recognizer.delegate = self
        recognizer.addTarget { [weak self] pan in self?.handle(pan) }
    }

    /// The tab the swipe would go to now (dragging left goes to the right-hand tab).
    private func targetIndex(for pan: UIPanGestureRecognizer) -> Int? {
        guard let tabs = tabBarController, let count = tabs.viewControllers?.count else { return nil }
        let dx = pan.translation(in: tabs.view).x
        let target = tabs.selectedIndex + (dx < 0 ? 1 : -1)
        return dx != 0 && (0..<count).contains(target) ? target : nil
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let tabs = tabBarController, let pan = gestureRecognizer as? UIPanGestureRecognizer,
              transitionDelegate.style != nil, !(tabs.viewIfLoaded?.window?.isTransitionInProgress ?? true) else { return false }
        let translation = pan.translation(in: tabs.view)
        return abs(translation.x) > abs(translation.y) && targetIndex(for: pan) != nil
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        guard let tabs = tabBarController else { return }
        let width = max(tabs.view.bounds.width, 1)
        let percent = min(max(pan.translation(in: tabs.view).x * -direction / width, 0), 1)
        switch pan.state {
        case .began:
            guard let target = targetIndex(for: pan) else { return }
            direction = target > tabs.selectedIndex ? 1 : -1
            let interactor = UIPercentDrivenInteractiveTransition()
            self.interactor = interactor
            transitionDelegate.interactor = interactor
            tabs.selectedIndex = target
            transitionDelegate.interactor = nil
        case .changed:
            interactor?.update(percent)
        case .ended:
            let velocity = pan.velocity(in: tabs.view).x * -direction
            if percent >= 0.5 || velocity > 600 { interactor?.finish() } else { interactor?.cancel() }
            interactor = nil
        case .cancelled, .failed:
            interactor?.cancel()
            interactor = nil
        default:
            break
        }
    }
}
