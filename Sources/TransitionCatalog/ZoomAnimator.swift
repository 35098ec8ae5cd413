import Foundation
import TransitionKit

/// Zooms a modal from a source frame (a thumbnail, a button) to full screen, and back to that
/// frame on dismissal: seed 003 (the "Custom View Controller Transitions" workshop video: the
/// photo button that opens a full-screen image, later driven by a pinch).
///
/// The seed's pieces and numbers:
/// - `modalCollapsedFrame`: the source frame, in the container's coordinates (the seed sets it
///   to the button's frame before presenting, and again in the presenter's
///   `viewDidLayoutSubviews()`, so a rotation or resize keeps the dismissal landing on the button).
/// - `modalExpandedFrame`: the container's bounds, taken when the transition starts.
/// - `isPresenting`: which way the zoom goes. The seed's view controller sets it; here the
///   transitioning-delegate calls set it too (true for `animationController(forPresented:…)`,
///   false for `animationController(forDismissed:)`), so the object can be used as is.
/// - `transitionDuration(using:)`: 0.5 s ("for transition duration we'll just return 0.5").
/// - Presenting: the `.to` view is added to the container, placed at the collapsed frame and
///   laid out (`layoutIfNeeded()`), then animated to the expanded frame; dismissing animates the
///   `.from` view to the collapsed frame (UIKit removes it afterwards).
/// - The animation: `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`
///   with "some values I like" (the seed does not say them): damping 0.8, initial velocity 0;
///   the block sets the frame and calls `layoutIfNeeded()` so subviews follow.
/// - `animationEnded(_:)` resets `isPresenting` and `isInteractive` whatever the outcome,
///   "so we're in a good default position for whatever the user may do next".
/// - A cancelled zoom gives the views the frames it found them with (a cancelled presentation
///   would leave the modal at the thumbnail's frame).
///
/// The seed later turns this object into a pinch-driven interactor. Here that part is a
/// separate interaction controller: assign it to `interactionController` and set
/// `isInteractive = true` before an interactive dismissal; the delegate calls return it only
/// then, so a button press still runs the plain animation.
///
/// ```swift
/// let zoom = ZoomAnimator()
/// func showPhoto() {
///     zoom.modalCollapsedFrame = thumbnail.frame
///     photo.modalPresentationStyle = .custom
///     photo.transitioningDelegate = zoom
///     present(photo, animated: true)
/// }
/// override func viewDidLayoutSubviews() {
///     super.viewDidLayoutSubviews()
///     zoom.modalCollapsedFrame = thumbnail.frame
/// }
/// ```
@preconcurrency @MainActor
public final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
    /// The seed's duration: 0.5 s.
    public static let defaultDuration: TimeInterval = 0.5

    /// The duration of the zoom (0.5 s).
    public var duration: TimeInterval = ZoomAnimator.defaultDuration
    /// The spring's damping ratio (0.8).
    public var dampingRatio: CGFloat = 0.8
    /// The spring's initial velocity (0).
    public var initialSpringVelocity: CGFloat = 0
    /// The frame the modal zooms from and back to, in the container's coordinates.
    public var modalCollapsedFrame: CGRect
    /// The full-screen frame: the container's bounds, set when a transition starts.
    public var modalExpandedFrame: CGRect = .zero
    /// Whether the next transition presents (true) or dismisses.
    public var isPresenting = false
    /// Whether the next dismissal (or presentation) is driven by `interactionController`.
    public var isInteractive = false
    /// The interaction controller returned while `isInteractive` is true (seed 003's pinch).
    public var interactionController: (any UIViewControllerInteractiveTransitioning)?
    /// The context of the running transition (nil outside one).
    public private(set) weak var transitionContext: (any UIViewControllerContextTransitioning)?
    /// The running transition's views as it found them (nil outside one).
    private var foundViews: FoundViewStates?

    /// Creates a zoom animator that starts from (and returns to) `modalCollapsedFrame`.
    public init(modalCollapsedFrame: CGRect = .zero) {
        self.modalCollapsedFrame = modalCollapsedFrame
        super.init()
    }

    // MARK: UIViewControllerTransitioningDelegate

    /// Sets `isPresenting` and returns `self`.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        isPresenting = true
        return self
    }

    /// Clears `isPresenting` and returns `self`.
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        isPresenting = false
        return self
    }

    /// `interactionController` while `isInteractive`, else nil.
    public func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        isInteractive ? interactionController : nil
    }

    /// `interactionController` while `isInteractive`, else nil.
    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        isInteractive ? interactionController : nil
    }

    // MARK: UIViewControllerAnimatedTransitioning

    /// `duration` (0.5 s).
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        recordFoundViews(of: transitionContext)
        modalExpandedFrame = transitionContext.containerView.bounds

        let modalView: UIView?
        let destinationFrame: CGRect
        if isPresenting {
            modalView = toView
            destinationFrame = modalExpandedFrame
            // When presenting we must add the modal to the container; UIKit removes it after a dismissal.
            if let modalView {
                transitionContext.containerView.addSubview(modalView)
                modalView.frame = modalCollapsedFrame
                modalView.layoutIfNeeded()
            }
        } else {
            modalView = fromView
            destinationFrame = modalCollapsedFrame
        }
        guard let modalView else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        animate(modalView: modalView, destinationFrame: destinationFrame, didComplete: true)
    }

    /// Animates `modalView` to `destinationFrame` on the spring, then completes the transition
    /// with `didComplete` (false for a cancelled one): the seed's
    /// `animateWithModalView:destinationFrame:didComplete:`, which its interactor also uses to
    /// finish (to the collapsed frame) or cancel (back to the expanded frame).
    ///
    /// - Parameter transitionContext: the context to complete; nil uses the one
    ///   `animateTransition(using:)` received (an interaction controller passes its own).
    public func animate(
        modalView: UIView, destinationFrame: CGRect, didComplete: Bool,
        transitionContext: (any UIViewControllerContextTransitioning)? = nil
    ) {
        let transitionContext = transitionContext ?? self.transitionContext
        animate(modalView: modalView, destinationFrame: destinationFrame, duration: transitionDuration(using: transitionContext)) { [self] in
            guard let transitionContext else { return }
            let completed = didComplete && !transitionContext.transitionWasCancelled
            foundViews?.restore(leaving: transitionContext.view(forKey: .from), cancelled: !completed)
            transitionContext.completeTransition(completed)
        }
    }

    /// Animates `modalView` to `destinationFrame` on the zoom's spring over `duration`, then calls
    /// `completion` (also when the animation was removed): the motion of
    /// `animate(modalView:destinationFrame:didComplete:transitionContext:)` without completing a
    /// transition, for an interactor that decides when to complete.
    public func animate(modalView: UIView, destinationFrame: CGRect, duration: TimeInterval, completion: @escaping () -> Void) {
        UIView.animate(
            withDuration: duration, delay: 0,
            usingSpringWithDamping: dampingRatio, initialSpringVelocity: initialSpringVelocity, options: [],
            animations: {
                modalView.frame = destinationFrame
                modalView.layoutIfNeeded()
            },
            completion: { _ in completion() })
    }

    /// Records the views of the transition in `transitionContext` as they are now, for the
    /// completion to put back; an interaction controller that moves them itself (the pinch)
    /// calls it when its transition starts.
    func recordFoundViews(of transitionContext: any UIViewControllerContextTransitioning) {
        foundViews = FoundViewStates(transitionContext.view(forKey: .from), transitionContext.view(forKey: .to))
    }

    /// Resets `isInteractive` and `isPresenting`, whether or not the transition completed.
    public func animationEnded(_ transitionCompleted: Bool) {
        isInteractive = false
        isPresenting = false
        transitionContext = nil
        foundViews = nil
    }
}
