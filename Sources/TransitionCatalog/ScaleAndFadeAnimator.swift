import Foundation
import TransitionKit

/// Scales the presented view up from nothing while it fades in, and shrinks it back to nothing
/// on dismissal: seed 001 (Shrikar Archak, "iOS 8 Custom transitions in Swift",
/// `PhotoListController`).
///
/// The seed's numbers: `animationDuration = 0.3`, `usingSpringWithDamping: 0.8`,
/// `initialSpringVelocity: 0.3`, no options. Presenting: the `.to` view takes the `.from` view's
/// frame, starts at alpha 0 and `CGAffineTransform(scaleX: 0, y: 0)`, and springs to alpha 1 and
/// the identity. Dismissing: the `.from` view springs to alpha 0 and
/// `CGAffineTransform(scaleX: 0.001, y: 0.0001)` and is removed from its superview.
///
/// As in the seed, the object is both the transitioning delegate and the animator, and the
/// delegate calls set `isPresenting` (true for `animationController(forPresented:…)`, false for
/// `animationController(forDismissed:)`). For a navigation controller, set `isPresenting` in
/// your `UINavigationControllerDelegate` (`operation == .push`) and return this object.
///
/// Where the seed is silent or fragile:
/// - The presented view is placed at `finalFrame(for:)` (the presentation controller's frame),
///   falling back to the `.from` controller's view frame (the seed's choice) when that is `.zero`.
/// - Completion calls `completeTransition(!transitionWasCancelled)` instead of passing the
///   animation's `finished` flag, so an interactive cancel is reported as a cancel.
/// - The shrunk view is removed only when the dismissal completed, and gets its alpha and
///   transform back (off screen), so the same controller can be presented again.
/// - A cancelled transition gives every view it touched the alpha, transform and frame it found
///   them with (the cancel only runs the spring back to the setup values: a cancelled
///   presentation would leave the view at alpha 0 and scale 0).
/// - A pop (`isPresenting == false` with a `.to` view) puts the revealed view under the
///   shrinking one.
///
/// ```swift
/// let scaleAndFade = ScaleAndFadeAnimator()   // keep it: the delegate is held weakly
/// detail.transitioningDelegate = scaleAndFade
/// detail.modalPresentationStyle = .custom
/// present(detail, animated: true)
/// ```
@preconcurrency @MainActor
public final class ScaleAndFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
    /// The seed's spring damping ratio: 0.8.
    public static let dampingRatio: CGFloat = 0.8
    /// The seed's initial spring velocity: 0.3.
    public static let initialSpringVelocity: CGFloat = 0.3
    /// The scale a dismissed view shrinks to: the seed's `CGAffineTransformMakeScale(0.001, 0.0001)`.
    public static let dismissedTransform = CGAffineTransform(scaleX: 0.001, y: 0.0001)

    /// The duration of both animations: the seed's 0.3 s.
    public var animationDuration: TimeInterval = 0.3
    /// The damping ratio of both springs (the seed's 0.8 unless changed).
    public var dampingRatio: CGFloat = ScaleAndFadeAnimator.dampingRatio
    /// Whether the next transition presents (true) or dismisses; set by the delegate calls.
    public var isPresenting = true

    /// Creates the animator (and delegate).
    public override init() { super.init() }

    // MARK: UIViewControllerTransitioningDelegate

    /// Sets `isPresenting` to true and returns `self`.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        isPresenting = true
        return self
    }

    /// Sets `isPresenting` to false and returns `self`.
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        isPresenting = false
        return self
    }

    // MARK: UIViewControllerAnimatedTransitioning

    /// `animationDuration` (0.3 s).
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        animationDuration
    }

    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromViewController = transitionContext.viewController(forKey: .from)
        let toViewController = transitionContext.viewController(forKey: .to)
        let duration = transitionDuration(using: transitionContext)

        if isPresenting {
            guard let toView = transitionContext.view(forKey: .to) ?? toViewController?.view else {
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                return
            }
            var frame = toViewController.map { transitionContext.finalFrame(for: $0) } ?? .zero
            if frame == .zero, let fromFrame = fromViewController?.view.frame { frame = fromFrame }
            let found = FoundViewStates(toView)
            toView.transform = .identity
            toView.frame = frame
            toView.alpha = 0
            toView.transform = CGAffineTransform(scaleX: 0, y: 0)
            containerView.addSubview(toView)
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: dampingRatio,
                initialSpringVelocity: Self.initialSpringVelocity, options: [],
                animations: {
                    toView.alpha = 1
                    toView.transform = .identity
                },
                completion: { _ in
                    let wasCancelled = transitionContext.transitionWasCancelled
                    found.restore(leaving: nil, cancelled: wasCancelled)
                    transitionContext.completeTransition(!wasCancelled)
                })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) ?? fromViewController?.view else {
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                return
            }
            let found = FoundViewStates(fromView, transitionContext.view(forKey: .to))
            if let toView = transitionContext.view(forKey: .to), toView.superview !== containerView {
                if fromView.superview === containerView {
                    containerView.insertSubview(toView, belowSubview: fromView)
                } else {
                    containerView.insertSubview(toView, at: 0)
                }
                if let toViewController {
                    let final = transitionContext.finalFrame(for: toViewController)
                    if final != .zero { toView.frame = final }
                }
            }
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: dampingRatio,
                initialSpringVelocity: Self.initialSpringVelocity, options: [],
                animations: {
                    fromView.alpha = 0
                    fromView.transform = Self.dismissedTransform
                },
                completion: { _ in
                    let wasCancelled = transitionContext.transitionWasCancelled
                    found.restore(leaving: fromView, cancelled: wasCancelled)
                    if !wasCancelled { fromView.removeFromSuperview() }
                    transitionContext.completeTransition(!wasCancelled)
                })
        }
    }
}
