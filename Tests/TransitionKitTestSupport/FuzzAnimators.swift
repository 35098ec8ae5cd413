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

    // The catalog's animators (TransitionCatalog), plain and with their interaction controllers:
    // see FuzzAnimatorKind+Catalog.swift.

    /// `CrossDissolveAnimator`.
    case crossDissolve
    /// `CrossDissolveAnimator` driven by a percent-driven interaction controller.
    case crossDissolvePercent
    /// `EdgeSlideAnimator` (`.right` forwards, `.left` backwards).
    case edgeSlide
    /// `EdgeSlideAnimator` driven by an `EdgePanInteractionController` on the world's right-edge pan.
    case edgeSlidePan
    /// `HalfWaySpringAnimator`.
    case halfWaySpring
    /// `HalfWaySpringAnimator` driven by a percent-driven interaction controller.
    case halfWaySpringPercent
    /// `ScaleAndFadeAnimator` (`isPresenting` set per direction).
    case scaleAndFade
    /// `ScaleAndFadeAnimator` driven by a percent-driven interaction controller.
    case scaleAndFadePercent
    /// `ZoomAnimator` from a thumbnail-sized frame.
    case zoom
    /// `ZoomAnimator`, its dismissals and pops driven by a `PinchInteractor`.
    case zoomPinch
    /// `PropertyAnimatorPresentTransition`, started running (it can be paused and scrubbed);
    /// dismissals and pops use the system's animation.
    case propertyPresent
    /// `PropertyAnimatorPresentTransition` driven from the start (the lock screen's pull).
    case propertyPresentPull
    /// `CustomPresentationController` as presentation controller and animator (presentations only).
    case sheet
    /// `CustomPresentationController` driven by a percent-driven interaction controller.
    case sheetPercent
    /// `CardExpandAnimator` (constraints laid out in a spring) from and to a thumbnail-sized frame.
    case cardExpand
    /// `CardExpandAnimator` driven by a percent-driven interaction controller.
    case cardExpandPercent
    /// `ExplodeAnimator` (snapshot tiles) for every transition.
    case explode
    /// `ExplodeAnimator` driven by a percent-driven interaction controller.
    case explodePercent
    /// `CATransitionPushAnimator` (a `CATransition` completed from its delegate).
    case catransitionPush
    /// `CATransitionPushAnimator` driven by a percent-driven interaction controller.
    case catransitionPushPercent
    /// `CircularRevealAnimator` (a shape mask's path animated) for every transition.
    case circularReveal
    /// `CircularRevealAnimator` driven by a percent-driven interaction controller.
    case circularRevealPercent
    /// `ClockWipeAnimator` (a shape mask's stroke animated) for every transition.
    case clockWipe

    /// Whether it comes with an interaction controller.
    public var isInteractive: Bool {
        switch self {
        case .percent, .percentProperty, .percentRunning, .crossDissolvePercent, .edgeSlidePan, .halfWaySpringPercent,
             .scaleAndFadePercent, .zoomPinch, .propertyPresent, .propertyPresentPull, .sheetPercent,
             .cardExpandPercent, .explodePercent, .catransitionPushPercent, .circularRevealPercent:
            return true
        default:
            return false
        }
    }

    /// Whether it is the catalog's sheet, which must be the presentation controller (so it only
    /// presents, and cannot be switched to for a navigation controller or a later dismissal).
    public var isSheet: Bool { self == .sheet || self == .sheetPercent }

    /// The animator for one transition (a presentation or push when `forward`), or nil for the system's.
    @MainActor
    public func makeAnimator(forward: Bool, world: FuzzAnimatorHost?) -> (any UIViewControllerAnimatedTransitioning)? {
        switch self {
        case .system: return nil
        case .animate, .percent, .percentRunning: return FuzzBlockAnimator(duration: 0.35, spring: false, behaviour: .normal)
        case .spring: return FuzzBlockAnimator(duration: 0.45, spring: true, behaviour: .normal)
        case .property, .percentProperty: return FuzzPropertyAnimator(duration: 0.4)
        case .instant: return FuzzBlockAnimator(duration: 0, spring: false, behaviour: .instant)
        case .never: return FuzzNeverAnimator()
        case .twice: return FuzzBlockAnimator(duration: 0.3, spring: false, behaviour: .completesTwice)
        case .cancelTrue: return FuzzBlockAnimator(duration: 0.3, spring: false, behaviour: .completesTrue)
        default: return makeCatalogAnimator(forward: forward)
        }
    }

    /// The interaction controller for one transition run by `animator`, or nil.
    @MainActor
    public func makeInteractor(
        for animator: any UIViewControllerAnimatedTransitioning, forward: Bool, world: FuzzAnimatorHost?
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        guard isInteractive else { return nil }
        let interactor: UIPercentDrivenInteractiveTransition
        switch self {
        case .percent, .percentProperty, .percentRunning:
            interactor = UIPercentDrivenInteractiveTransition()
            interactor.wantsInteractiveStart = self != .percentRunning
            interactor.completionCurve = .easeOut
        default:
            guard let catalog = makeCatalogInteractor(for: animator, forward: forward, world: world) else { return nil }
            interactor = catalog
        }
        world?.interactorStarted(interactor)
        return interactor
    }
}

/// What the animators tell the fuzz world.
@MainActor
public protocol FuzzAnimatorHost: AnyObject {
    func interactorStarted(_ interactor: UIPercentDrivenInteractiveTransition)
    /// The right-edge pan that `EdgePanInteractionController`s follow (nil: they follow none).
    var edgePanRecognizer: UIScreenEdgePanGestureRecognizer? { get }
    /// A delegate was asked for an animator of `kind` (for the run's figures).
    func animatorAsked(_ kind: FuzzAnimatorKind)
}

extension FuzzAnimatorHost {
    /// No edge pan: the catalog's edge-pan interaction controllers are driven only by `interact` steps.
    public var edgePanRecognizer: UIScreenEdgePanGestureRecognizer? { nil }
    /// Counts nothing.
    public func animatorAsked(_ kind: FuzzAnimatorKind) {}
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
