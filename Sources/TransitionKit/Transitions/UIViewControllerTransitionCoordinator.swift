import Foundation

/// What alongside animations and their completions know about the running transition.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The presentation style (`.none` for navigation).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactive; never changes.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted.
    var isInterruptible: Bool { get }
    /// Whether a gesture drives it now.
    var isInteractive: Bool { get }
    /// Whether it was cancelled.
    var isCancelled: Bool { get }
    /// Its duration when run without interaction.
    var transitionDuration: TimeInterval { get }
    /// The progress when the interaction last ended.
    var percentComplete: CGFloat { get }
    /// The speed of the rest after the interaction ended.
    var completionVelocity: CGFloat { get }
    /// The curve of the rest after the interaction ended.
    var completionCurve: UIView.AnimationCurve { get }
    /// The `.from` or `.to` view controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The `.from` or `.to` view.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The container view.
    var containerView: UIView { get }
    /// The rotation applied (identity here).
    var targetTransform: CGAffineTransform { get }
}

/// Runs animations alongside a transition and reports its changes; exists from the moment a
/// transition is set up until its last callback.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` in the transition's animation context (scrubbed and reversed with it);
    /// `completion` runs inside `completeTransition`. Returns whether the animation was queued.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// As `animate(alongsideTransition:completion:)`, for views outside the container.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Calls `handler` each time the transition goes from interactive to not, or back.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` with no completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
    /// `animateAlongsideTransition(in:animation:completion:)` with no completion.
    @discardableResult
    public func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }

    /// Calls `handler` when the transition goes from interactive to non-interactive (finished,
    /// cancelled, or handed to its animation), each time it does.
    ///
    /// Deprecated in UIKit since iOS 10 in favour of `notifyWhenInteractionChanges(_:)`, which
    /// also reports the way back to interactive; kept because much real code still calls it.
    public func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        notifyWhenInteractionChanges { context in
            if !context.isInteractive { handler(context) }
        }
    }

    /// The Swift 3 spelling of `animateAlongsideTransition(in:animation:completion:)`, which
    /// code written for iOS 10 and 11 still uses.
    @discardableResult
    public func animate(
        alongsideTransitionIn view: UIView?,
        animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: completion)
    }
}
