import Foundation
import TransitionKit

/// Dismisses a presented controller with a one-finger drag, the presented view following the
/// pointer while the finger is down: an interactive dismissal, as a photo viewer's drag to close.
///
/// Make it the presented controller's `transitioningDelegate` when the drag begins and pass the
/// pan's every state to `handlePan(_:dismissing:)`. It is its own animator and interaction
/// controller, and moves the views itself (as `PinchInteractor` does), so it works after any
/// presentation style and any presenting animator:
/// - `.began` dismisses the controller (animated); the dismissal starts interactively.
/// - `.changed`: the presented view is translated by the pan's translation, in any direction;
///   the context hears `percent`: the distance dragged over half the container's shorter side.
/// - `.ended`: finishes at `finishThreshold` (0.5) or more, or on a flick of `flickVelocity`
///   (1000 pt/s) away from where the drag started; otherwise cancels. `.cancelled` cancels.
/// - Finishing slides the view out of the container along the drag (or, with `finishFrame`, moves
///   it onto that frame: a photo back onto its thumbnail); cancelling springs it back. Both take
///   `animationDuration` (0.3 s) and leave the view untransformed.
/// - A dismissal that was still queued when the drag ended decides at once when it starts; one
///   that starts without a drag (the delegate was left in place) slides the view down.
///
/// ```swift
/// let drag = DragDismissInteractor()
/// presented.view.addGestureRecognizer(UIPanGestureRecognizer { [unowned presented] pan in
///     if pan.state == .began { presented.transitioningDelegate = drag }
///     drag.handlePan(pan, dismissing: presented)
/// })
/// ```
@preconcurrency @MainActor
public final class DragDismissInteractor: UIPercentDrivenInteractiveTransition, UIViewControllerAnimatedTransitioning,
    UIViewControllerTransitioningDelegate
{
    /// The progress at or past which a released drag finishes: 0.5.
    public static let finishThreshold: CGFloat = 0.5

    /// The speed away from the drag's start, in points per second, that finishes from anywhere (1000).
    public var flickVelocity: CGFloat = 1000
    /// How long the finishing slide and the spring back take, in seconds (0.3).
    public var animationDuration: TimeInterval = 0.3
    /// Where a finished drag puts the view, in the container's coordinates; nil slides it out.
    public var finishFrame: (() -> CGRect)?
    /// Whether a drag drives the next (or the running) dismissal.
    public private(set) var isDragging = false
    /// The drag's translation so far.
    public private(set) var translation: CGPoint = .zero
    /// The context of the running dismissal (nil outside one).
    public private(set) weak var transitionContext: (any UIViewControllerContextTransitioning)?
    /// A drag's end (translation, velocity) that came before its dismissal started.
    private var pendingEnd: (translation: CGPoint, velocity: CGPoint?)?

    /// Creates the interactor; make it the presented controller's `transitioningDelegate`.
    public override init() {
        super.init()
    }

    // MARK: The drag

    /// Follows the pan on the presented view (see the type's description).
    public func handlePan(_ pan: UIPanGestureRecognizer, dismissing viewController: UIViewController) {
        switch pan.state {
        case .began:
            guard transitionContext == nil, !isDragging, viewController.presentingViewController != nil,
                  !viewController.isBeingPresented, !viewController.isBeingDismissed else { return }
            isDragging = true
            pendingEnd = nil
            translation = pan.translation(in: nil)
            viewController.dismiss(animated: true)
        case .changed:
            guard isDragging else { return }
            translation = pan.translation(in: nil)
            follow()
        case .ended, .cancelled, .failed:
            guard isDragging else { return }
            isDragging = false
            translation = pan.translation(in: nil)
            let velocity = pan.state == .ended ? pan.velocity(in: nil) : .zero
            guard transitionContext != nil else {
                pendingEnd = (translation, pan.state == .ended ? velocity : nil)
                return
            }
            decide(velocity: pan.state == .ended ? velocity : nil)
        case .possible:
            break
        }
    }

    /// The progress of a drag of `translation`: its length over half the container's shorter side, 0...1.
    public func percent(for translation: CGPoint) -> CGFloat {
        let size = transitionContext?.containerView.bounds.size ?? .zero
        let reach = min(size.width, size.height) / 2
        guard reach > 0 else { return 0 }
        return min(hypot(translation.x, translation.y) / reach, 1)
    }

    /// Whether releasing now, moving at `velocity`, would finish the dismissal.
    public func releaseFinishes(velocity: CGPoint) -> Bool {
        if percent(for: translation) >= Self.finishThreshold { return true }
        let length = hypot(translation.x, translation.y)
        guard length > 0 else { return false }
        let away = (velocity.x * translation.x + velocity.y * translation.y) / length
        return away >= flickVelocity
    }

    private func decide(velocity: CGPoint?) {
        if let velocity, releaseFinishes(velocity: velocity) { finish() } else { cancel() }
    }

    private func follow() {
        guard let transitionContext, let view = transitionContext.view(forKey: .from) else { return }
        view.transform = CGAffineTransform(translationX: translation.x, y: translation.y)
        transitionContext.updateInteractiveTransition(percent(for: translation))
    }

    // MARK: UIViewControllerInteractiveTransitioning

    /// Puts the incoming view (if any) under the presented one, then follows the drag so far.
    public override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        insertDestination(in: transitionContext)
        follow()
        if let pendingEnd {
            self.pendingEnd = nil
            translation = pendingEnd.translation
            follow()
            decide(velocity: pendingEnd.velocity)
        }
    }

    private func insertDestination(in transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), toView.superview !== transitionContext.containerView
        else { return }
        if let toViewController = transitionContext.viewController(forKey: .to) {
            let frame = transitionContext.finalFrame(for: toViewController)
            if frame != .zero { toView.frame = frame }
        }
        transitionContext.containerView.insertSubview(toView, at: 0)
    }

    /// Slides the view out along the drag (or onto `finishFrame`) and completes the dismissal.
    public override func finish() {
        guard let transitionContext else { return }
        self.transitionContext = nil
        transitionContext.finishInteractiveTransition()
        moveOut(in: transitionContext)
    }

    private func moveOut(in transitionContext: any UIViewControllerContextTransitioning) {
        guard let view = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(true)
            return
        }
        let container = transitionContext.containerView.bounds
        if let target = finishFrame?() {
            let moved = view.frame
            view.transform = .identity
            view.frame = moved
            UIView.animate(withDuration: animationDuration, delay: 0, options: [.curveEaseOut], animations: {
                view.frame = target
                view.layoutIfNeeded()
            }, completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
            return
        }
        var direction = translation
        if hypot(direction.x, direction.y) < 1 { direction = CGPoint(x: 0, y: 1) }
        let length = hypot(direction.x, direction.y)
        let travel = hypot(container.width, container.height)
        let exit = CGAffineTransform(translationX: direction.x / length * travel, y: direction.y / length * travel)
        UIView.animate(withDuration: animationDuration, delay: 0, options: [.curveEaseIn], animations: {
            view.transform = exit
        }, completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            transitionContext.completeTransition(completed)
            view.transform = .identity
        })
    }

    /// Springs the view back to where it was and completes the dismissal as cancelled.
    public override func cancel() {
        guard let transitionContext else { return }
        self.transitionContext = nil
        transitionContext.cancelInteractiveTransition()
        guard let view = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        UIView.animate(withDuration: animationDuration, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [],
                       animations: { view.transform = .identity },
                       completion: { _ in transitionContext.completeTransition(false) })
    }

    // MARK: UIViewControllerAnimatedTransitioning

    /// `animationDuration` (0.3 s).
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        animationDuration
    }

    /// A dismissal without a drag: the view slides down out of the container.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        insertDestination(in: transitionContext)
        translation = CGPoint(x: 0, y: 1)
        moveOut(in: transitionContext)
    }

    // MARK: UIViewControllerTransitioningDelegate

    /// This interactor animates the dismissal.
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        self
    }

    /// This interactor while a drag drives the dismissal; nil otherwise (the plain slide).
    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        isDragging || pendingEnd != nil ? self : nil
    }
}
