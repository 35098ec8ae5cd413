import Foundation
import TransitionKit

/// Hands out the fuzz animators for presentations, and presentation controllers for `.custom`.
@MainActor
public final class FuzzTransitioningDelegate: UIViewControllerTransitioningDelegate {
    /// What `.custom` presentations use.
    public enum PresentationKind: String, CaseIterable, Sendable {
        /// A card over the lower half.
        case half
        /// A full-window presentation that removes the presenter's view.
        case removing
        /// No presentation controller from the delegate: the plain one.
        case plain
    }

    public let kind: FuzzAnimatorKind
    public let presentation: PresentationKind
    weak var host: FuzzAnimatorHost?

    public init(kind: FuzzAnimatorKind, presentation: PresentationKind, host: FuzzAnimatorHost?) {
        self.kind = kind; self.presentation = presentation; self.host = host
    }

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        host?.animatorAsked(kind)
        return kind.makeAnimator(forward: true, world: host)
    }

    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        host?.animatorAsked(kind)
        return kind.makeAnimator(forward: false, world: host)
    }

    public func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { kind.makeInteractor(for: animator, forward: true, world: host) }

    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { kind.makeInteractor(for: animator, forward: false, world: host) }

    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        switch presentation {
        case .half: return FuzzHalfPresentationController(presentedViewController: presented, presenting: presenting)
        case .removing: return FuzzRemovingPresentationController(presentedViewController: presented, presenting: presenting)
        case .plain: return nil
        }
    }
}

/// A card over the lower half with a dimming view animated alongside; it follows resizes.
@MainActor
public final class FuzzHalfPresentationController: UIPresentationController {
    private let dimming = UIView()

    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: (bounds.height / 2).rounded(), width: bounds.width, height: bounds.height - (bounds.height / 2).rounded())
    }

    public override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimming.frame = container.bounds
        dimming.backgroundColor = .black
        dimming.alpha = 0
        container.insertSubview(dimming, at: 0)
        let dimming = self.dimming
        if presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in dimming.alpha = 0.5 }, completion: nil) != true {
            dimming.alpha = 0.5
        }
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimming.removeFromSuperview() }
    }

    public override func dismissalTransitionWillBegin() {
        let dimming = self.dimming
        if presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in dimming.alpha = 0 }, completion: nil) != true {
            dimming.alpha = 0
        }
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimming.removeFromSuperview() } else { dimming.alpha = 0.5 }
    }

    public override func containerViewWillLayoutSubviews() {
        guard let container = containerView else { return }
        dimming.frame = container.bounds
        if presentedViewController.transitionCoordinator == nil { presentedView?.frame = frameOfPresentedViewInContainerView }
    }
}

/// A full-window custom presentation that takes the presenter's view away when it completes.
@MainActor
public final class FuzzRemovingPresentationController: UIPresentationController {
    public override var shouldRemovePresentersView: Bool { true }

    public override func containerViewWillLayoutSubviews() {
        if presentedViewController.transitionCoordinator == nil { presentedView?.frame = frameOfPresentedViewInContainerView }
    }
}

/// A navigation delegate whose animator kind the fuzzer switches.
@MainActor
public final class FuzzNavigationDelegate: UINavigationControllerDelegate {
    public var kind: FuzzAnimatorKind = .system
    weak var host: FuzzAnimatorHost?
    /// Whether the latest animator asked for was for a push.
    private var isPushing = true

    public init(host: FuzzAnimatorHost?) { self.host = host }

    public func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        isPushing = operation != .pop
        host?.animatorAsked(kind)
        return kind.makeAnimator(forward: isPushing, world: host)
    }

    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        kind.makeInteractor(for: animationController, forward: isPushing, world: host)
    }
}
