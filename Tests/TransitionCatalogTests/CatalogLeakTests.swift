import Foundation
import Testing
import TransitionCatalog
import TransitionKitTestSupport
import TransitionKit

@Suite("No leaks with any catalog animator")
@MainActor
struct CatalogLeakTests {
    /// Each catalog animator as a factory (index = test argument).
    static let factories: [(name: String, make: @MainActor () -> any UIViewControllerAnimatedTransitioning)] = [
        ("CrossDissolveAnimator", { CrossDissolveAnimator() }),
        ("HalfWaySpringAnimator", { HalfWaySpringAnimator() }),
        ("EdgeSlideAnimator", { EdgeSlideAnimator(targetEdge: .bottom) }),
    ]

    @Test("Present and dismiss: the presented controller, its view, the animators and the container go", arguments: [0, 1, 2])
    func presentAndDismiss(index: Int) {
        let a = NamedViewController("A")
        let harness = TransitionHarness(root: a)
        weak var weakB: NamedViewController?
        weak var weakView: UIView?
        weak var weakContainer: UIView?
        weak var weakPresentAnimator: AnyObject?
        weak var weakDismissAnimator: AnyObject?
        do {
            let b = NamedViewController("B")
            let delegate = AnimatorDelegate(Self.factories[index].make)
            b.modalPresentationStyle = .custom
            b.transitioningDelegate = delegate
            a.present(b, animated: true)
            harness.settle()
            weakContainer = b.view.superview
            b.dismiss(animated: true)
            harness.settle()
            weakB = b
            weakView = b.view
            weakPresentAnimator = delegate.handedOut.first
            weakDismissAnimator = delegate.handedOut.last
        }
        #expect(weakB == nil && weakView == nil && weakContainer == nil, "\(Self.factories[index].name)")
        #expect(weakPresentAnimator == nil && weakDismissAnimator == nil, "\(Self.factories[index].name)")
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Push and pop: the popped controller and the animators go", arguments: [0, 1, 2])
    func pushAndPop(index: Int) {
        let (harness, navigation, _) = makeNavigationHarness()
        weak var weakSecond: NamedViewController?
        weak var weakAnimator: AnyObject?
        let made = Self.factories[index].make
        var animators: [any UIViewControllerAnimatedTransitioning] = []
        let delegate = NavigationAnimatorDelegate { _ in
            let animator = made()
            animators.append(animator)
            return animator
        }
        navigation.delegate = delegate
        do {
            let second = NamedViewController("Second")
            navigation.pushViewController(second, animated: true)
            harness.settle()
            navigation.popViewController(animated: true)
            harness.settle()
            weakSecond = second
            weakAnimator = animators.last
            animators.removeAll()
        }
        #expect(weakSecond == nil && weakAnimator == nil, "\(Self.factories[index].name)")
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
