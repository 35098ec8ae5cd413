import Foundation
import TransitionKit

/// The animators (and interaction set-ups) the fuzzer switches between.
public enum FuzzAnimatorKind: String, CaseIterable, Sendable {
    /// No delegate animator: the system's.
    case system
    /// `UIView.animate` with a curve (a cross-fade plus a slide).
    case animate
    /// `UIView.animate` with a spring.
    case spring
    /// An interruptible animator (`UIViewPropertyAnimator` from `interruptibleAnimator(using:)`).
    case property
    /// `UIView.animate` driven by a `UIPercentDrivenInteractiveTransition` from the start.
    case percent
    /// A property animator driven by a percent-driven interaction controller from the start.
    case percentProperty
    /// A percent-driven interaction controller that starts animating (`wantsInteractiveStart` false).
    case percentRunning
    /// Completes at once, inside `animateTransition` (duration 0).
    case instant
    /// Misbehaves: never calls `completeTransition` (the watchdog must end it).
    case never
    /// Misbehaves: calls `completeTransition` twice.
    case twice
    /// Misbehaves: calls `completeTransition(true)` even when cancelled.
    case cancelTrue

    /// Whether it comes with an interaction controller.
    public var isInteractive: Bool { self == .percent || self == .percentProperty || self == .percentRunning }

    /// The animator for one transition, or nil for the system's.
    @MainActor
    public func makeAnimator(world: FuzzAnimatorHost?) -> (any UIViewControllerAnimatedTransitioning)? {
        switch self {
        case .system: return nil
        case .animate, .percent, .percentRunning: return FuzzBlockAnimator(duration: 0.35, spring: false, behaviour: .normal)
        case .spring: return FuzzBlockAnimator(duration: 0.45, spring: true, behaviour: .normal)
        case .property, .percentProperty: return FuzzPropertyAnimator(duration: 0.4)
        case .instant: return FuzzBlockAnimator(duration: 0, spring: false, behaviour: .instant)
        case .never: return FuzzNeverAnimator()
        case .twice: return FuzzBlockAnimator(duration: 0.3, spring: false, behaviour: .completesTwice)
        case .cancelTrue: return FuzzBlockAnimator(duration: 0.3, spring: false, behaviour: .completesTrue)
        }
    }

    /// The interaction controller for one transition, or nil.
    @MainActor
    public func makeInteractor(world: FuzzAnimatorHost?) -> (any UIViewControllerInteractiveTransitioning)? {
        guard isInteractive else { return nil }
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.wantsInteractiveStart = self != .percentRunning
        interactor.completionCurve = .easeOut
        world?.interactorStarted(interactor)
        return interactor
    }
}

/// What the animators tell the fuzz world.
@MainActor
public protocol FuzzAnimatorHost: AnyObject {
    func interactorStarted(_ interactor: UIPercentDrivenInteractiveTransition)
}

/// Puts the arriving view in the container, on top, at its final frame.
@MainActor
private func placeArrivingView(_ context: any UIViewControllerContextTransitioning) -> UIView? {
    guard let toView = context.view(forKey: .to) else { return nil }
    if let to = context.viewController(forKey: .to) {
        let final = context.finalFrame(for: to)
        if final != .zero { toView.frame = final }
    }
    if toView.superview !== context.containerView { context.containerView.addSubview(toView) }
    return toView
}

/// A `UIView.animate` animator: the arriving view fades in and slides up 30 pt, the leaving one
/// fades out; both are put back to alpha 1 and identity when it ends (a well-behaved animator).
@MainActor
public final class FuzzBlockAnimator: UIViewControllerAnimatedTransitioning {
    public enum Behaviour: Sendable { case normal, instant, completesTwice, completesTrue }
    let duration: TimeInterval
    let spring: Bool
    let behaviour: Behaviour

    public init(duration: TimeInterval, spring: Bool, behaviour: Behaviour) {
        self.duration = duration; self.spring = spring; self.behaviour = behaviour
    }

    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    public func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let toView = placeArrivingView(context)
        let fromView = context.view(forKey: .from)
        if behaviour == .instant {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        toView?.alpha = 0
        toView?.transform = CGAffineTransform(translationX: 0, y: 30)
        let animations = {
            toView?.alpha = 1
            toView?.transform = .identity
            fromView?.alpha = 0
        }
        let behaviour = self.behaviour
        let completion: (Bool) -> Void = { _ in
            switch behaviour {
            case .completesTrue: context.completeTransition(true)
            case .completesTwice:
                context.completeTransition(!context.transitionWasCancelled)
                context.completeTransition(true)
            default: context.completeTransition(!context.transitionWasCancelled)
            }
            UIView.performWithoutAnimation {
                fromView?.alpha = 1
                toView?.alpha = 1
                toView?.transform = .identity
            }
        }
        if spring {
            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.3,
                           options: [], animations: animations, completion: completion)
        } else {
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: animations, completion: completion)
        }
    }
}

/// An interruptible animator: a property animator that slides the arriving view in from the right
/// and fades the leaving one.
@MainActor
public final class FuzzPropertyAnimator: UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    private var animator: UIViewPropertyAnimator?

    public init(duration: TimeInterval) { self.duration = duration }

    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    public func animateTransition(using context: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: context).startAnimation()
    }

    public func interruptibleAnimator(using context: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let animator { return animator }
        let toView = placeArrivingView(context)
        let fromView = context.view(forKey: .from)
        let width = context.containerView.bounds.width
        toView?.transform = CGAffineTransform(translationX: width * 0.5, y: 0)
        toView?.alpha = 0.2
        let animator = UIViewPropertyAnimator(duration: duration, dampingRatio: 0.9) {
            toView?.transform = .identity
            toView?.alpha = 1
            fromView?.alpha = 0.3
        }
        animator.addCompletion { position in
            context.completeTransition(position == .end && !context.transitionWasCancelled)
            UIView.performWithoutAnimation {
                toView?.transform = .identity
                toView?.alpha = 1
                fromView?.alpha = 1
            }
        }
        self.animator = animator
        return animator
    }

    public func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

/// Misbehaves: adds the arriving view and never calls `completeTransition`.
@MainActor
public final class FuzzNeverAnimator: UIViewControllerAnimatedTransitioning {
    public init() {}
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    public func animateTransition(using context: any UIViewControllerContextTransitioning) {
        _ = placeArrivingView(context)
    }
}

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
    ) -> (any UIViewControllerAnimatedTransitioning)? { kind.makeAnimator(world: host) }

    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        kind.makeAnimator(world: host)
    }

    public func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { kind.makeInteractor(world: host) }

    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { kind.makeInteractor(world: host) }

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

    public init(host: FuzzAnimatorHost?) { self.host = host }

    public func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { kind.makeAnimator(world: host) }

    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { kind.makeInteractor(world: host) }
}
