import Foundation
import TransitionKit

/// A presentation run by a `UIViewPropertyAnimator`, with injectable extra animations, that can
/// be paused and scrubbed: seed 002 (Kodeco, "UIViewPropertyAnimator View Controller
/// Transitions", `PresentTransition` of the Widgets / lock screen project).
///
/// The seed's pieces and numbers:
/// - `transitionDuration(using:)` is 0.75 s.
/// - `transitionAnimator(using:)` fetches the duration, the container and the `.to` view, adds
///   the view to the container and returns a `UIViewPropertyAnimator` on `.easeOut` that
///   animates it in. `animateTransition(using:)` is `transitionAnimator(using:).startAnimation()`.
/// - `auxAnimations` ("animation injection"): a block added to the same animator with
///   `animator.addAnimations(auxAnimations)`, e.g. the lock screen's blur, so it runs, pauses,
///   scrubs and reverses with the transition.
/// - `interruptibleAnimator(using:)` returns the same animator for the whole transition ("it's
///   important that you return the same animator each time"); `isInterruptible` is true.
/// - The class is a `UIPercentDrivenInteractiveTransition` that is also the animator, so the
///   transitioning delegate can return it from both `animationController(forPresented:…)` and
///   `interactionControllerForPresentation(using:)`; `context` and `animator` are the seed's
///   properties for the running transition.
///
/// Where the seed is silent (its animation code is scrambled in the text):
/// - The animation: the `.to` view is placed at `finalFrame(for:)`, starts at `initialTransform`
///   (`CGAffineTransform(scaleX: 1.33, y: 1.33)`: slightly zoomed, as the settings screen falls
///   into place over the lock screen) and alpha 0, and animates to the identity and alpha 1.
/// - `wantsInteractiveStart` is false, so a presentation started from a button runs on its own
///   and can still be grabbed with `pause()` (or `interruptTransition()`, the seed's name for
///   it); set it to true before a presentation that a gesture drives from the start (the
///   pull-down).
/// - Completion calls `transitionContext.completeTransition(position == .end)` (and treats a
///   cancelled context as not completed). A transition that did not complete gives the `.to`
///   view the transform, alpha and frame it found it with (reversed, the animator stops at the
///   setup values: zoomed and transparent).
/// - `animationEnded(_:)` forgets `animator` and `context`, so the object is ready for the next
///   presentation.
/// - It animates presentations only; return another animator (or nil, the system's) for the
///   dismissal. Without a `.to` view it completes at once.
@preconcurrency @MainActor
public final class PropertyAnimatorPresentTransition: UIPercentDrivenInteractiveTransition,
    UIViewControllerAnimatedTransitioning
{
    /// The seed's duration: 0.75 s.
    public static let duration: TimeInterval = 0.75

    /// Extra animations run by the transition's animator (the seed's "animation injection").
    public var auxAnimations: (() -> Void)?
    /// Whether a paused transition scrubs its animations linearly (`UIViewPropertyAnimator.scrubsLinearly`,
    /// true as in UIKit) or along the ease-out curve it runs on (false: what is on screen while
    /// scrubbing is what the animation shows at that point of its curve).
    public var scrubsLinearly = true
    /// The transform the presented view starts at: `CGAffineTransform(scaleX: 1.33, y: 1.33)`.
    public var initialTransform = CGAffineTransform(scaleX: 1.33, y: 1.33)
    /// The context of the running transition (nil outside one). Weak, unlike the seed's
    /// property: UIKit keeps the context alive while the transition runs, and a strong
    /// reference would form a cycle with the context's reference to this animator.
    public private(set) weak var context: (any UIViewControllerContextTransitioning)?
    /// The animator of the running transition (nil outside one).
    public private(set) var animator: UIViewPropertyAnimator?

    /// Creates the transition; it starts non-interactive (`wantsInteractiveStart == false`).
    public override init() {
        super.init()
        wantsInteractiveStart = false
    }

    /// 0.75 s.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    /// Starts the transition's animator.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        transitionAnimator(using: transitionContext).startAnimation()
    }

    /// The animator that runs the transition: built on the first call for a transition, the same
    /// object on every later call for it.
    public func interruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
    ) -> any UIViewImplicitlyAnimating {
        transitionAnimator(using: transitionContext)
    }

    /// Prepares the views and returns the (inactive) animator for the transition in
    /// `transitionContext`; for a transition it already made one for, returns that one.
    public func transitionAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator, context === transitionContext { return animator }
        let duration = transitionDuration(using: transitionContext)
        let container = transitionContext.containerView
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeOut)
        animator.isInterruptible = true
        animator.scrubsLinearly = scrubsLinearly
        let toView = transitionContext.view(forKey: .to)
        let found = FoundViewStates(toView)
        animator.addCompletion { position in
            let completed = position == .end && !transitionContext.transitionWasCancelled
            found.restore(leaving: nil, cancelled: !completed)
            transitionContext.completeTransition(completed)
        }
        self.animator = animator
        self.context = transitionContext
        guard let toView else { return animator }
        container.addSubview(toView)

        // Set up the animation: the view falls into place from slightly zoomed, fading in.
        if let toViewController = transitionContext.viewController(forKey: .to) {
            let finalFrame = transitionContext.finalFrame(for: toViewController)
            if finalFrame != .zero {
                toView.transform = .identity
                toView.frame = finalFrame
            }
        }
        toView.transform = initialTransform
        toView.alpha = 0
        animator.addAnimations {
            toView.transform = .identity
            toView.alpha = 1
        }
        if let auxAnimations {
            animator.addAnimations(auxAnimations)
        }
        return animator
    }

    /// How far in the presented view looks now, 0...1: its on-screen opacity, which the
    /// transition takes from 0 to 1 along with everything else (nil outside a transition). With
    /// `scrubsLinearly` this is the animator's `fractionComplete` while scrubbing; without it, the
    /// curve's value there.
    public var visibleProgress: CGFloat? {
        guard let context, let toView = context.view(forKey: .to) else { return nil }
        return CGFloat(toView.layer.presentation()?.opacity ?? Float(toView.alpha))
    }

    /// Pauses a running, non-interactive transition so a gesture can scrub it (the seed's
    /// `interruptTransition()`); then call `update(_:)`, `finish()` or `cancel()`.
    public func interruptTransition() {
        guard let context else { return }
        context.pauseInteractiveTransition()
        pause()
    }

    /// Forgets the transition's animator and context.
    public func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
        context = nil
    }
}
