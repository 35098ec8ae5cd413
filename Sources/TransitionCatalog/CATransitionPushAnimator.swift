import Foundation
import TransitionKit

/// Pushes the incoming screen in from the side while the outgoing one slides out the other way,
/// built the way navigation code builds it: one Core Animation `CATransition` (type `.push`)
/// added to the container's layer for `kCATransition`, then the view tree changed at once.
/// The transition freezes the container's rendering when it is added and slides
/// that old rendering out as the live one slides in.
///
/// - Duration 0.35 s, `easeInEaseOut` (the values navigation code uses); presenting or pushing
///   comes in from the right, dismissing or popping from the left.
/// - The transition context is completed from the animation's delegate
///   (`animationDidStop(_:finished:)`), not from a `UIView.animate` completion.
/// - Scrubbable: the `CATransition` is added inside `animateTransition(using:)`, so it runs on the
///   transition's timeline and a percent-driven interaction or the grab holds it anywhere.
/// - A cancel runs the push back; then the incoming view leaves the container, the outgoing one
///   is shown again and both are put back as found (`FoundViewStates`).
/// - The outgoing view is hidden while the push runs (the frozen rendering stands in for it).
///   Views the context does not hand out stay as they are: in a custom presentation the
///   presenter stays where it is, outside the container, and only the presented screen slides
///   in or out over it.
///
/// ```swift
/// func navigationController(_ navigationController: UINavigationController,
///                           animationControllerFor operation: UINavigationController.Operation,
///                           from fromVC: UIViewController, to toVC: UIViewController)
///     -> (any UIViewControllerAnimatedTransitioning)? {
///     CATransitionPushAnimator()
/// }
/// ```
@preconcurrency @MainActor
public final class CATransitionPushAnimator: NSObject, UIViewControllerAnimatedTransitioning, @MainActor CAAnimationDelegate {
    /// The duration of the push, in seconds.
    public let duration: TimeInterval

    /// The running transition's context and views, from `animateTransition(using:)` until the
    /// animation stops.
    private var running: Running?

    private struct Running {
        let context: any UIViewControllerContextTransitioning
        let fromView: UIView
        let toView: UIView?
        let found: FoundViewStates
        /// The outgoing view the context handed out (hidden during the push), and whether it was hidden.
        let hidden: (view: UIView, wasHidden: Bool)?
    }

    /// Creates a push lasting `duration` seconds (0.35 by default).
    public init(duration: TimeInterval = 0.35) {
        self.duration = duration
        super.init()
    }

    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    /// The `CATransition` this animator adds: a push from the right going forwards, from the
    /// left going back.
    public func makeTransition(forward: Bool) -> CATransition {
        let transition = CATransition()
        transition.type = .push
        transition.subtype = forward ? .fromRight : .fromLeft
        transition.duration = duration
        transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        return transition
    }

    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard running == nil, let views = LayerTransitionViews(transitionContext) else {
            transitionContext.completeTransition(false)
            return
        }
        let toView = views.toView
        let handedOut = transitionContext.view(forKey: .from)
        running = Running(context: transitionContext, fromView: views.fromView, toView: toView, found: views.found,
                          hidden: handedOut.map { ($0, $0.isHidden) })

        // The navigation habit: add the transition first (it freezes what is on screen), then
        // change the tree without animation; the transition animates the change.
        let transition = makeTransition(forward: TransitionDirection(transitionContext) == .forward)
        transition.delegate = self
        container.layer.add(transition, forKey: kCATransition)
        if let toView { container.addSubview(toView) }
        handedOut?.isHidden = true
    }

    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let running else { return }
        self.running = nil
        let context = running.context
        let cancelled = context.transitionWasCancelled
        if let hidden = running.hidden { hidden.view.isHidden = hidden.wasHidden }
        running.found.restore(leaving: running.fromView, cancelled: cancelled)
        if cancelled { running.toView?.removeFromSuperview() }
        context.completeTransition(!cancelled)
    }
}
