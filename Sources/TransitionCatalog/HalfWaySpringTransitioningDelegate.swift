import Foundation
import TransitionKit

/// The pairing of seed 000's Cross Dissolve demo (bestswifter, `CrossDissolveFirstViewController`):
/// present with `HalfWaySpringAnimator` (2 s, damping 0.6, rising from half height while fading
/// in), dismiss with `CrossDissolveAnimator` (0.35 s fade).
///
/// A presented controller holds its `transitioningDelegate` weakly, as in UIKit: keep this
/// object alive (a property of the presenting controller) for as long as it is used.
///
/// ```swift
/// let transition = HalfWaySpringTransitioningDelegate()
/// second.transitioningDelegate = transition
/// present(second, animated: true)
/// ```
@preconcurrency @MainActor
public final class HalfWaySpringTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The presentation's duration (the seed's 2 s unless changed).
    public var duration: TimeInterval = HalfWaySpringAnimator.duration
    /// The presentation spring's damping ratio (the seed's 0.6 unless changed).
    public var dampingRatio: CGFloat = HalfWaySpringAnimator.dampingRatio

    /// Creates the delegate.
    public override init() { super.init() }

    /// A new `HalfWaySpringAnimator` for every presentation, with `duration` and `dampingRatio`.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let animator = HalfWaySpringAnimator()
        animator.duration = duration
        animator.dampingRatio = dampingRatio
        return animator
    }

    /// A new `CrossDissolveAnimator` for every dismissal.
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CrossDissolveAnimator()
    }
}
