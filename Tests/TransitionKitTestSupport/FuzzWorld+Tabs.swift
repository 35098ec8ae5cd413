import Foundation
import TransitionKit

/// The fuzz world's tab bar controllers: presented with navigation controllers as tabs, switched
/// by taps on the bar or in code, with the delegate's animator kind switched like the
/// navigation delegate's.
extension FuzzWorld {
    /// The most recently reached tab bar controller on screen: the one the user sees on top.
    func topTabBarController() -> UITabBarController? {
        reachableControllers().last { ($0 as? UITabBarController)?.viewIfLoaded?.window === window } as? UITabBarController
    }

    func presentTabs(from level: Int, count: Int, animated: Bool) {
        guard let source = source(level, false) else { return }
        let tabs = UITabBarController()
        nextNumber += 1
        tabs.title = "T\(nextNumber)"
        tabs.modalPresentationStyle = .fullScreen
        tabs.delegate = tabDelegate
        tabs.viewControllers = (0..<max(1, min(count, 4))).map { index in
            let navigation = makeNavigation()
            navigation.tabBarItem = UITabBarItem(title: "Tab \(index)", image: nil, tag: index)
            return navigation
        }
        tracked.append(Tracked(name: tabs.title!, controller: tabs, view: nil))
        let record = CompletionRecord(label: "present \(tabs.title!)")
        request {
            source.present(tabs, animated: animated) { [weak self] in self?.completed(record) }
        }
    }

    func selectTab(_ index: Int, tap: Bool) {
        guard let tabs = topTabBarController(), let count = tabs.viewControllers?.count, count > 0 else { return }
        let target = index % count
        guard tap else {
            request { tabs.selectedIndex = target }
            return
        }
        // A click on the item: the bar shares its width equally between the items.
        let bar = tabs.tabBar
        let width = bar.bounds.width / CGFloat(count)
        let point = bar.convert(CGPoint(x: (CGFloat(target) + 0.5) * width, y: UITabBar.height / 2), to: nil)
        guard pressedAt == nil, window.bounds.contains(point) else { return }
        request {
            window.send(.mouseDown(point, modifiers: []))
            window.send(.mouseUp(point))
        }
    }
}

/// A tab bar controller delegate whose animator kind the fuzzer switches; it refuses no tab.
@MainActor
public final class FuzzTabBarDelegate: UITabBarControllerDelegate {
    public var kind: FuzzAnimatorKind = .system
    weak var host: FuzzAnimatorHost?
    /// Whether the latest switch goes to a tab to the right (the catalog's slides follow it).
    private var isForward = true

    public init(host: FuzzAnimatorHost?) { self.host = host }

    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let tabs = tabBarController.viewControllers ?? []
        isForward = (tabs.firstIndex { $0 === toVC } ?? 0) >= (tabs.firstIndex { $0 === fromVC } ?? 0)
        host?.animatorAsked(kind)
        return kind.makeAnimator(forward: isForward, world: host)
    }

    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        kind.makeInteractor(for: animationController, forward: isForward, world: host)
    }
}
