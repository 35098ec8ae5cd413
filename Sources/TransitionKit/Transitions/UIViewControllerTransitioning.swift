import Foundation

/// The keys of the view controllers in a transition.
public struct UITransitionContextViewControllerKey: Hashable, Sendable {
    let rawValue: String
    /// The controller whose view is on screen when the transition starts.
    public static let from = UITransitionContextViewControllerKey(rawValue: "from")
    /// The controller whose view is on screen when the transition ends.
    public static let to = UITransitionContextViewControllerKey(rawValue: "to")
}

/// The keys of the views in a transition.
public struct UITransitionContextViewKey: Hashable, Sendable {
    let rawValue: String
    /// The view that leaves (may be nil when the animator must not touch it).
    public static let from = UITransitionContextViewKey(rawValue: "from")
    /// The view that arrives (may be nil when the animator must not touch it).
    public static let to = UITransitionContextViewKey(rawValue: "to")
}

/// Supplies the animator, interaction controller and presentation controller of a presentation.
///
/// All members are optional in UIKit; here they are requirements with default implementations
/// that return nil ("use the system's"). A presented controller holds its delegate weakly.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator for presenting `presented`; nil uses the system animation.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator for dismissing `dismissed`; nil uses the system animation.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller for a presentation; nil runs it without interaction.
    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// The interaction controller for a dismissal; nil runs it without interaction.
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller for a `.custom` presentation; nil uses a plain one.
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        nil
    }
    public func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
}

/// Animates a transition: the heart of a custom transition.
///
/// Order of calls: `transitionDuration(using:)`, then `animateTransition(using:)` (or, with an
/// interruptible animator, `interruptibleAnimator(using:)`), and `animationEnded(_:)` last, after
/// the context's `completeTransition(_:)` has run.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The duration in seconds when run without interaction.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the animations inside `transitionContext.containerView`, then calls `completeTransition`.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// The animator that runs the transition, so it can be scrubbed and interrupted; return the
    /// same object for the whole transition. The default returns a marker meaning "not implemented".
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating
    /// Called last, after the transition completed (`true`) or was cancelled.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Not implemented: returns a marker the engine recognises (`interruptibleAnimator` absent).
    public func interruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
    ) -> any UIViewImplicitlyAnimating {
        NoInterruptibleAnimator()
    }
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// The marker returned by the default `interruptibleAnimator(using:)`: the animator has none.
@MainActor
final class NoInterruptibleAnimator: UIViewImplicitlyAnimating {
    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed: Bool { get { false } set {} }
    var fractionComplete: CGFloat { get { 0 } set {} }
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
}

/// Drives a transition interactively (from a gesture), instead of `animateTransition`.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the interactive transition; call the animator's `animateTransition` if needed.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the rest runs when the interaction ends (1 = the animator's duration).
    var completionSpeed: CGFloat { get }
    /// The curve of the rest when the interaction ends.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (true) or animating, to be grabbed later.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// What an animator knows about the transition it runs, and how it reports progress and the end.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view that holds the transition's views; animate inside it.
    var containerView: UIView { get }
    /// False only for a `.custom` presentation made with `animated: false`.
    var isAnimated: Bool { get }
    /// Whether a gesture drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The presentation style (`.none` for navigation).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Sets the progress of an interactive transition, 0...1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction ended: the transition will finish.
    func finishInteractiveTransition()
    /// The interaction ended: the transition will be cancelled.
    func cancelInteractiveTransition()
    /// The transition became interactive (it was grabbed).
    func pauseInteractiveTransition()
    /// Must be called once when the animations are done: `true` completed, `false` cancelled.
    func completeTransition(_ didComplete: Bool)
    /// The `.from` or `.to` view controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The `.from` or `.to` view, or nil when the animator must not touch it.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The rotation applied during the transition (identity here).
    var targetTransform: CGAffineTransform { get }
    /// Where `vc`'s view starts, or `.zero` when unknown.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view ends, or `.zero` when it leaves the screen.
    func finalFrame(for vc: UIViewController) -> CGRect
}
