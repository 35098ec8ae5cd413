import Foundation
import TransitionKit

// The transitioning protocols, each requirement written or called with UIKit's signature.

/// An animator adopting every requirement, as iOS code writes them.
private final class CensusAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning {
    // census: UIViewControllerAnimatedTransitioning.transitionDuration(using:)
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    // census: UIViewControllerAnimatedTransitioning.animateTransition(using:)
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        useContext(transitionContext)
    }

    // census: UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:)
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut)
    }

    // census: UIViewControllerAnimatedTransitioning.animationEnded(_:)
    func animationEnded(_ transitionCompleted: Bool) {}

    // census: UIViewControllerInteractiveTransitioning.startInteractiveTransition(_:)
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {}

    // census: UIViewControllerInteractiveTransitioning.completionSpeed
    var completionSpeed: CGFloat { 1 }

    // census: UIViewControllerInteractiveTransitioning.completionCurve
    var completionCurve: UIView.AnimationCurve { .easeOut }

    // census: UIViewControllerInteractiveTransitioning.wantsInteractiveStart
    var wantsInteractiveStart: Bool { false }
}

/// Every member of the context, read or called with its type spelled out.
@MainActor
private func useContext(_ context: any UIViewControllerContextTransitioning) {
    // census: UIViewControllerContextTransitioning.containerView
    let _: UIView = context.containerView
    // census: UIViewControllerContextTransitioning.viewController(forKey:), UIViewControllerContextTransitioning.UITransitionContextViewControllerKey.from
    let _: UIViewController? = context.viewController(forKey: .from)
    // census: UIViewControllerContextTransitioning.UITransitionContextViewControllerKey.to
    let _: UITransitionContextViewControllerKey = UITransitionContextViewControllerKey.to
    // census: UIViewControllerContextTransitioning.view(forKey:), UIViewControllerContextTransitioning.UITransitionContextViewKey.from
    let _: UIView? = context.view(forKey: .from)
    // census: UIViewControllerContextTransitioning.UITransitionContextViewKey.to
    let _: UITransitionContextViewKey = UITransitionContextViewKey.to
    let controller = UIViewController()
    // census: UIViewControllerContextTransitioning.initialFrame(for:)
    let _: CGRect = context.initialFrame(for: controller)
    // census: UIViewControllerContextTransitioning.finalFrame(for:)
    let _: CGRect = context.finalFrame(for: controller)
    // census: UIViewControllerContextTransitioning.isAnimated
    let _: Bool = context.isAnimated
    // census: UIViewControllerContextTransitioning.isInteractive
    let _: Bool = context.isInteractive
    // census: UIViewControllerContextTransitioning.presentationStyle
    let _: UIModalPresentationStyle = context.presentationStyle
    // census: UIViewControllerContextTransitioning.updateInteractiveTransition(_:)
    let _: (CGFloat) -> Void = context.updateInteractiveTransition
    // census: UIViewControllerContextTransitioning.pauseInteractiveTransition()
    let _: () -> Void = context.pauseInteractiveTransition
    // census: UIViewControllerContextTransitioning.finishInteractiveTransition()
    let _: () -> Void = context.finishInteractiveTransition
    // census: UIViewControllerContextTransitioning.cancelInteractiveTransition()
    let _: () -> Void = context.cancelInteractiveTransition
    // census: UIViewControllerContextTransitioning.transitionWasCancelled
    let cancelled: Bool = context.transitionWasCancelled
    // census: UIViewControllerContextTransitioning.targetTransform
    let _: CGAffineTransform = context.targetTransform
    // census: UIViewControllerContextTransitioning.completeTransition(_:)
    context.completeTransition(!cancelled)
}

/// A transitioning delegate adopting every requirement.
private final class CensusTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    // census: UIViewControllerTransitioningDelegate.animationController(forPresented:presenting:source:)
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { CensusAnimator() }

    // census: UIViewControllerTransitioningDelegate.animationController(forDismissed:)
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }

    // census: UIViewControllerTransitioningDelegate.interactionControllerForPresentation(using:)
    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

    // census: UIViewControllerTransitioningDelegate.interactionControllerForDismissal(using:)
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

    // census: UIViewControllerTransitioningDelegate.presentationController(forPresented:presenting:source:)
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
}

/// The coordinator and its context, as `viewWillTransition(to:with:)` and appearance code use them.
@MainActor
private func useCoordinator(_ coordinator: any UIViewControllerTransitionCoordinator, view: UIView) {
    // census: UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:)
    let _: Bool = coordinator.animate(alongsideTransition: { context in useCoordinatorContext(context) }, completion: { _ in })
    coordinator.animate(alongsideTransition: { _ in view.alpha = 0 })
    // census: UIViewControllerTransitionCoordinator.animateAlongsideTransition(in:animation:completion:)
    coordinator.animateAlongsideTransition(in: view, animation: { _ in }, completion: nil)
    // census: UIViewControllerTransitionCoordinator.notifyWhenInteractionChanges(_:)
    coordinator.notifyWhenInteractionChanges { context in _ = context.isCancelled }
    // census: UIViewControllerTransitionCoordinator.notifyWhenInteractionEnds(_:)
    coordinator.notifyWhenInteractionEnds { context in _ = context.isCancelled }
}

@MainActor
private func useCoordinatorContext(_ context: any UIViewControllerTransitionCoordinatorContext) {
    // census: UIViewControllerTransitionCoordinatorContext.isAnimated
    let _: Bool = context.isAnimated
    // census: UIViewControllerTransitionCoordinatorContext.presentationStyle
    let _: UIModalPresentationStyle = context.presentationStyle
    // census: UIViewControllerTransitionCoordinatorContext.initiallyInteractive
    let _: Bool = context.initiallyInteractive
    // census: UIViewControllerTransitionCoordinatorContext.isInterruptible
    let _: Bool = context.isInterruptible
    // census: UIViewControllerTransitionCoordinatorContext.isInteractive
    let _: Bool = context.isInteractive
    // census: UIViewControllerTransitionCoordinatorContext.isCancelled
    let _: Bool = context.isCancelled
    // census: UIViewControllerTransitionCoordinatorContext.transitionDuration
    let _: TimeInterval = context.transitionDuration
    // census: UIViewControllerTransitionCoordinatorContext.percentComplete
    let _: CGFloat = context.percentComplete
    // census: UIViewControllerTransitionCoordinatorContext.completionVelocity
    let _: CGFloat = context.completionVelocity
    // census: UIViewControllerTransitionCoordinatorContext.completionCurve
    let _: UIView.AnimationCurve = context.completionCurve
    // census: UIViewControllerTransitionCoordinatorContext.viewController(forKey:)
    let _: UIViewController? = context.viewController(forKey: .to)
    // census: UIViewControllerTransitionCoordinatorContext.view(forKey:)
    let _: UIView? = context.view(forKey: .to)
    // census: UIViewControllerTransitionCoordinatorContext.containerView
    let _: UIView = context.containerView
    // census: UIViewControllerTransitionCoordinatorContext.targetTransform
    let _: CGAffineTransform = context.targetTransform
}

/// The stock interactive driver, subclassed and driven as iOS code does.
private final class CensusPercentDriven: UIPercentDrivenInteractiveTransition {
    // census: UIPercentDrivenInteractiveTransition.startInteractiveTransition(_:)
    override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
    }
    // census: UIPercentDrivenInteractiveTransition.update(_:)
    override func update(_ percentComplete: CGFloat) { super.update(percentComplete) }
    // census: UIPercentDrivenInteractiveTransition.cancel()
    override func cancel() { super.cancel() }
    // census: UIPercentDrivenInteractiveTransition.finish()
    override func finish() { super.finish() }
    // census: UIPercentDrivenInteractiveTransition.pause()
    override func pause() { super.pause() }
}

@MainActor
private func usePercentDriven() {
    // census: UIPercentDrivenInteractiveTransition.init()
    let driver = UIPercentDrivenInteractiveTransition()
    // census: UIPercentDrivenInteractiveTransition.duration
    let _: CGFloat = driver.duration
    // census: UIPercentDrivenInteractiveTransition.percentComplete
    let _: CGFloat = driver.percentComplete
    // census: UIPercentDrivenInteractiveTransition.completionSpeed
    driver.completionSpeed = 0.8
    // census: UIPercentDrivenInteractiveTransition.completionCurve
    driver.completionCurve = .easeOut
    // census: UIPercentDrivenInteractiveTransition.timingCurve
    driver.timingCurve = UISpringTimingParameters(dampingRatio: 0.9)
    // census: UIPercentDrivenInteractiveTransition.wantsInteractiveStart
    driver.wantsInteractiveStart = false
    _ = CensusPercentDriven()
}
