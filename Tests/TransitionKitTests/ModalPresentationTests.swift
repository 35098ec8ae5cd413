import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// A linear cross-dissolve animator built on `UIView.animate`, as tutorials write it.
@MainActor
final class LinearFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    init(duration: TimeInterval = 1) { self.duration = duration }
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: to)
            toView.alpha = 0
            container.addSubview(toView)
            UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: { toView.alpha = 1 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        } else if let fromView = transitionContext.view(forKey: .from) {
            UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: { fromView.alpha = 0 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }
}

/// Hands out the fade animator and, for `.custom`, a presentation controller that logs.
@MainActor
final class FadeDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var makesPresentationController = true
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { LinearFadeAnimator() }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        LinearFadeAnimator()
    }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController)
        -> UIPresentationController? {
        makesPresentationController ? HalfHeightPresentationController(presentedViewController: presented, presenting: presenting) : nil
    }
}

@MainActor
final class HalfHeightPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
    }
}

@Suite("Modal presentation")
@MainActor
struct ModalPresentationTests {
    @Test("Full screen: UIKit's callback order, the presenter's view leaves and comes back")
    func fullScreen() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        b.modalPresentationStyle = .fullScreen
        let harness = TransitionTestHarness(rootViewController: a)
        harness.clearCallbackLog()
        harness.present(b)
        #expect(a.presentedViewController === b && b.presentingViewController === a)
        #expect(b.isBeingPresented)
        #expect(b.transitionCoordinator != nil)
        harness.settle()
        assertCallbackOrder(harness.callbackLog, [
            "presentationTransitionWillBegin", "A.viewWillDisappear", "B.viewWillAppear", "completeTransition(true)",
            "presentationTransitionDidEnd(true)", "B.viewDidAppear", "A.viewDidDisappear", "completion",
            "animationEnded(true)",
        ])
        #expect(a.view.window == nil && b.view.window === harness.window)
        #expect(!b.isBeingPresented && b.transitionCoordinator == nil)
        harness.clearCallbackLog()
        harness.dismiss()
        #expect(b.isBeingDismissed)
        harness.settle()
        assertCallbackOrder(harness.callbackLog, [
            "dismissalTransitionWillBegin", "B.viewWillDisappear", "A.viewWillAppear", "completeTransition(true)",
            "dismissalTransitionDidEnd(true)", "B.viewDidDisappear", "A.viewDidAppear", "completion",
            "animationEnded(true)",
        ])
        #expect(a.view.window === harness.window && b.viewIfLoaded?.window == nil)
        #expect(a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(a.view.frame == harness.window.bounds)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Custom: delegate asked in order, presenter keeps its view and gets no callbacks")
    func custom() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let delegate = FadeDelegate()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        let harness = TransitionHarness(root: a)
        harness.clearLog()
        a.present(b, animated: true)
        #expect(harness.log.prefix(2) == [
            "presentationController(forPresented:presenting:source:)", "animationController(forPresented:presenting:source:)",
        ])
        harness.run(0.5)
        let alpha = b.view.layer.presentation()!.opacity
        #expect(abs(alpha - 0.5) < 0.02, "cross dissolve at half its duration: \(alpha)")
        harness.settle()
        #expect(harness.essentialLog == [
            "presentationTransitionWillBegin", "B.viewWillAppear", "completeTransition(true)",
            "presentationTransitionDidEnd(true)", "B.viewDidAppear", "animationEnded(true)",
        ])
        #expect(a.view.window === harness.window)
        #expect(b.view.frame == CGRect(x: 0, y: 300, width: 400, height: 300))
        #expect(b.presentationController is HalfHeightPresentationController)
        harness.clearLog()
        a.dismiss(animated: true)
        harness.settle()
        #expect(harness.essentialLog == [
            "dismissalTransitionWillBegin", "B.viewWillDisappear", "completeTransition(true)",
            "dismissalTransitionDidEnd(true)", "B.viewDidDisappear", "animationEnded(true)",
        ])
        #expect(harness.window.presentationContainerCount == 0)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Over full screen keeps the presenter on screen without callbacks")
    func overFullScreen() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        b.modalPresentationStyle = .overFullScreen
        b.modalTransitionStyle = .crossDissolve
        let harness = TransitionHarness(root: a)
        harness.clearLog()
        a.present(b, animated: true)
        harness.settle()
        #expect(!harness.log.contains("A.viewWillDisappear"))
        #expect(a.view.window === harness.window && b.view.window === harness.window)
        b.dismiss(animated: true)
        harness.settle()
        #expect(!harness.log.contains("A.viewWillAppear"))
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Page sheet: .automatic resolves to a card over a dimmed, shrunk presenter")
    func pageSheet() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let harness = TransitionHarness(root: a)
        a.present(b, animated: true)
        harness.settle()
        #expect(b.view.frame.minY > 0 && b.view.frame.height < harness.window.bounds.height)
        #expect(a.view.transform.a < 1)
        #expect(a.appearanceStateName == "appeared")
        b.dismiss(animated: true)
        harness.settle()
        #expect(a.view.transform == .identity)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A chain of three dismissed from the bottom removes all, animating only the top")
    func chainDismissedFromBottom() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let c = NamedViewController("C"), d = NamedViewController("D")
        for controller in [b, c, d] { controller.modalPresentationStyle = .fullScreen }
        let harness = TransitionHarness(root: a)
        a.present(b, animated: true)
        b.present(c, animated: true)
        c.present(d, animated: true)
        harness.settle()
        #expect(a.presentedViewController === b && c.presentedViewController === d)
        harness.clearLog()
        a.dismiss(animated: true) { harness.note("completion") }
        harness.settle()
        #expect(harness.log == [
            "dismissalTransitionWillBegin", "D.viewWillDisappear", "A.viewWillAppear", "completeTransition(true)",
            "dismissalTransitionDidEnd(true)", "D.viewDidDisappear", "A.viewDidAppear", "completion",
            "animationEnded(true)",
        ])
        #expect(a.presentedViewController == nil && b.presentedViewController == nil && c.presentedViewController == nil)
        #expect(harness.window.presentationContainerCount == 0)
        #expect(a.view.window === harness.window)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A present requested during a dismissal waits and runs after it")
    func queuedPresentAfterDismiss() {
        let a = NamedViewController("A"), b = NamedViewController("B"), c = NamedViewController("C")
        let harness = TransitionHarness(root: a)
        a.present(b, animated: true)
        harness.settle()
        harness.clearLog()
        b.dismiss(animated: true) { harness.note("dismissed") }
        a.present(c, animated: true) { harness.note("presented C") }
        #expect(a.presentedViewController === b)
        harness.settle()
        #expect(harness.log.firstIndex(of: "dismissed")! < harness.log.firstIndex(of: "C.viewWillAppear")!)
        #expect(harness.log.last == "animationEnded(true)" && harness.log.contains("presented C"))
        #expect(a.presentedViewController === c)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Invalid requests are refused with a Diagnostic and no completion")
    func refusals() {
        let a = NamedViewController("A"), b = NamedViewController("B"), c = NamedViewController("C")
        let harness = TransitionHarness(root: a)
        var completions = 0
        var handled: [Diagnostic.Code] = []
        harness.window.diagnosticHandler = { handled.append($0.code) }
        a.dismiss(animated: true) { completions += 1 }
        #expect(handled.last == .nothingToDismiss && harness.window.diagnostics.isEmpty)
        a.present(b, animated: false)
        a.present(c, animated: false) { completions += 1 }
        #expect(harness.window.diagnostics.last?.code == .alreadyPresenting)
        #expect(harness.window.diagnostics.last!.message.contains("which is already presenting B"))
        b.present(b, animated: false) { completions += 1 }
        #expect(harness.window.diagnostics.last?.code == .alreadyPresented)
        let detached = NamedViewController("Detached")
        detached.present(c, animated: true) { completions += 1 }
        harness.settle()
        #expect(completions == 0)
        #expect(a.presentedViewController === b && b.presentedViewController == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("animated: false presents and dismisses at once, in order")
    func notAnimated() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        b.modalPresentationStyle = .fullScreen
        let harness = TransitionHarness(root: a)
        harness.clearLog()
        var done = false
        a.present(b, animated: false) { done = true }
        #expect(done && a.view.window == nil && b.view.window === harness.window)
        #expect(harness.log.last == "animationEnded(true)")
        b.dismiss(animated: false)
        #expect(a.view.window === harness.window && b.view.window == nil)
        harness.settle()
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    /// Found by the fuzzer: a card presented over part of the window, covered by a full-screen
    /// presentation (which takes the card's view out of the window), the window resized, the
    /// full-screen one dismissed: the card's view came back at its old frame, outside the window.
    @Test("A presenter taken out by a full-screen presentation comes back resized with its home after a window resize")
    func presenterRestoredAfterResize() {
        let a = NamedViewController("A"), card = NamedViewController("Card"), cover = NamedViewController("Cover")
        let delegate = WrappedCardTransitioningDelegate()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        cover.modalPresentationStyle = .fullScreen
        let harness = TransitionHarness(root: a)
        a.present(card, animated: false)
        harness.settle()
        card.present(cover, animated: true)
        harness.settle()
        harness.window.send(.resize(CGSize(width: 240, height: 200)))
        harness.settle()
        cover.dismiss(animated: true)
        harness.settle()
        #expect(card.view.convert(card.view.bounds, to: nil) == CGRect(x: 0, y: 100, width: 240, height: 100))
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}

/// A card over the lower half, its view inside a wrapper the presentation controller lays out
/// (as the catalog's and Apple's custom presentation sample do).
@MainActor
private final class WrappedCardTransitioningDelegate: UIViewControllerTransitioningDelegate {
    final class Controller: UIPresentationController {
        let wrapper = UIView()
        override var presentedView: UIView? { wrapper }
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }
        override func presentationTransitionWillBegin() {
            wrapper.frame = frameOfPresentedViewInContainerView
            let content = presentedViewController.view!
            content.frame = wrapper.bounds
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            wrapper.addSubview(content)
        }
        override func containerViewWillLayoutSubviews() { wrapper.frame = frameOfPresentedViewInContainerView }
    }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        Controller(presentedViewController: presented, presenting: presenting)
    }
}

