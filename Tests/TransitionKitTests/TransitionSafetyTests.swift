import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// An animator that never calls `completeTransition` (the bug that freezes UIKit apps).
@MainActor
final class ForgetfulAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if let toView = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(toView) }
    }
}

/// An animator that completes twice.
@MainActor
final class DoubleCompletingAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.2 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if let toView = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(toView) }
        transitionContext.completeTransition(true)
        transitionContext.completeTransition(false)
    }
}

@MainActor
final class FixedAnimatorDelegate: UIViewControllerTransitioningDelegate {
    let make: () -> any UIViewControllerAnimatedTransitioning
    init(_ make: @escaping () -> any UIViewControllerAnimatedTransitioning) { self.make = make }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { make() }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { make() }
}

@Suite("Transition safety")
@MainActor
struct TransitionSafetyTests {
    @Test("The watchdog completes a transition whose animator never calls completeTransition")
    func watchdog() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let delegate = FixedAnimatorDelegate { ForgetfulAnimator() }
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .fullScreen
        let harness = TransitionHarness(root: a)
        var completed = false
        a.present(b, animated: true) { completed = true }
        harness.run(2.4)
        #expect(!completed)
        harness.run(0.2)
        #expect(completed)
        let diagnostic = harness.window.diagnostics.last
        #expect(diagnostic?.code == .transitionWatchdog && diagnostic!.message.contains("ForgetfulAnimator"))
        harness.window.transitionWatchdog = nil
        b.dismiss(animated: true)
        harness.run(5)
        #expect(harness.window.isTransitionInProgress, "with the watchdog off, the transition stays open")
    }

    @Test("A second completeTransition is ignored with a Diagnostic")
    func secondCompletion() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let delegate = FixedAnimatorDelegate { DoubleCompletingAnimator() }
        b.transitioningDelegate = delegate
        let harness = TransitionHarness(root: a)
        var completions = 0
        a.present(b, animated: true) { completions += 1 }
        harness.settle()
        #expect(completions == 1 && a.presentedViewController === b)
        #expect(harness.window.diagnostics.contains { $0.code == .completeTransitionTwice })
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Dismissed and popped controllers, their views, animators and coordinators are released")
    func noLeaks() {
        weak var presented: UIViewController?
        weak var presentedView: UIView?
        weak var controller: UIPresentationController?
        weak var coordinator: AnyObject?
        weak var pushed: UIViewController?
        weak var refused: UIViewController?
        let root = NamedViewController("Root")
        let navigation = UINavigationController(rootViewController: root)
        let harness = TransitionHarness(root: navigation)
        do {
            let b = NamedViewController("B")
            b.modalPresentationStyle = .custom
            let delegate = FadeDelegate()
            b.transitioningDelegate = delegate
            presented = b; presentedView = b.view
            navigation.present(b, animated: true)
            controller = b.presentationController
            coordinator = b.transitionCoordinator
            harness.settle()
            b.dismiss(animated: true)
            harness.settle()
            let c = NamedViewController("C")
            pushed = c
            navigation.pushViewController(c, animated: true)
            harness.settle()
            navigation.popViewController(animated: true)
            harness.settle()
            let d = NamedViewController("D")
            refused = d
            navigation.pushViewController(root, animated: true)
            d.present(d, animated: true)
        }
        harness.settle()
        #expect(presented == nil && presentedView == nil && controller == nil && coordinator == nil)
        #expect(pushed == nil && refused == nil)
    }

    @Test("A cancelled transition releases what it used")
    func noLeaksAfterCancel() {
        weak var presented: UIViewController?
        let a = NamedViewController("A")
        let harness = TransitionHarness(root: a)
        let delegate = InteractiveFadeDelegate()
        do {
            let b = NamedViewController("B")
            b.transitioningDelegate = delegate
            presented = b
            a.present(b, animated: true)
            delegate.interactor.update(0.2)
            delegate.interactor.cancel()
        }
        harness.settle()
        #expect(presented == nil)
    }

    @Test("Alongside animations run with the transition; their completions run inside completeTransition")
    func alongside() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let delegate = FadeDelegate()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        let harness = TransitionHarness(root: a)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        a.view.addSubview(badge)
        a.present(b, animated: true)
        let queued = b.transitionCoordinator?.animate(alongsideTransition: { _ in badge.alpha = 0 }, completion: { context in
            harness.note("alongside completion cancelled=\(context.isCancelled)")
        })
        #expect(queued == true)
        harness.run(0.5)
        #expect(abs(badge.layer.presentation()!.opacity - 0.5) < 0.05)
        harness.settle()
        let index = harness.log.firstIndex(of: "alongside completion cancelled=false")
        #expect(index != nil && harness.log[index! - 1] == "completeTransition(true)")
        #expect(harness.log[index! + 1] == "presentationTransitionDidEnd(true)")
    }
}
