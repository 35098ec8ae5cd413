import Foundation

/// The animations UIKit uses when no custom animator is given: cover vertical, cross dissolve,
/// the horizontal flip, the page sheet's slide, and the navigation controller's push and pop slides.
///
/// Each runs on a `UIViewPropertyAnimator` returned from `interruptibleAnimator(using:)`, so
/// every system transition can be scrubbed, grabbed and reversed.
@MainActor
final class SystemAnimator: UIViewControllerAnimatedTransitioning {
    /// What the animation does.
    enum Effect {
        case coverVertical, crossDissolve, flipHorizontal, partialCurl, pushSlide, popSlide
    }

    let effect: Effect
    /// Whether the moving view arrives (present, push) or leaves (dismiss, pop).
    let isArriving: Bool
    let duration: TimeInterval
    private var propertyAnimator: UIViewPropertyAnimator?
    var cleanUp: (() -> Void)?

    init(effect: Effect, isArriving: Bool, duration: TimeInterval) {
        self.effect = effect; self.isArriving = isArriving; self.duration = duration
    }

    /// The system animator for presenting in `style`.
    static func presentation(style: UIModalPresentationStyle, transitionStyle: UIModalTransitionStyle) -> SystemAnimator {
        SystemAnimator(effect: effect(for: transitionStyle, style: style), isArriving: true, duration: 0.5)
    }

    /// The system animator for dismissing a presentation in `style`.
    static func dismissal(style: UIModalPresentationStyle, transitionStyle: UIModalTransitionStyle) -> SystemAnimator {
        SystemAnimator(effect: effect(for: transitionStyle, style: style), isArriving: false, duration: 0.5)
    }

    /// The navigation controller's slide.
    static func navigation(push: Bool) -> SystemAnimator {
        SystemAnimator(effect: push ? .pushSlide : .popSlide, isArriving: push, duration: 0.4)
    }

    private static func effect(for transitionStyle: UIModalTransitionStyle, style: UIModalPresentationStyle) -> Effect {
        if style == .pageSheet { return .coverVertical }
        switch transitionStyle {
        case .crossDissolve: return .crossDissolve
        case .flipHorizontal: return .flipHorizontal
        case .coverVertical: return .coverVertical
        case .partialCurl: return .partialCurl
        }
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        switch effect {
        case .crossDissolve: 0.35
        case .flipHorizontal: Self.flipDuration
        case .partialCurl: Self.curlDuration
        default: duration
        }
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let propertyAnimator { return propertyAnimator }
        let timing: any UITimingCurveProvider = effect == .flipHorizontal || effect == .partialCurl
            ? UICubicTimingParameters(animationCurve: .easeInOut) : UISpringTimingParameters(dampingRatio: 1)
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), timingParameters: timing)
        let animations = prepare(transitionContext)
        animator.addAnimations(animations)
        animator.addCompletion { [weak self] position in
            let completed = position == .end && !transitionContext.transitionWasCancelled
            // Clean up before completeTransition: it may start the next queued transition at
            // once, which may set the same views up again.
            self?.cleanUp?()
            self?.cleanUp = nil
            transitionContext.completeTransition(completed)
        }
        propertyAnimator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) { propertyAnimator = nil }

    /// Puts the views where the transition ends and completes it at once (`animated: false`).
    func completeWithoutAnimation(_ context: any UIViewControllerContextTransitioning) {
        let animations = prepare(context)
        UIView.performWithoutAnimation(animations)
        cleanUp?()
        cleanUp = nil
        context.completeTransition(true)
    }

    /// Places the views at the start and returns the block that moves them to the end.
    private func prepare(_ context: any UIViewControllerContextTransitioning) -> () -> Void {
        let container = context.containerView
        let toView = context.view(forKey: .to), fromView = context.view(forKey: .from)
        let toController = context.viewController(forKey: .to), fromController = context.viewController(forKey: .from)
        let width = container.bounds.width, height = container.bounds.height
        switch effect {
        case .flipHorizontal:
            return prepareFlip(context)
        case .partialCurl:
            return preparePartialCurl(context)
        case .coverVertical, .crossDissolve:
            if isArriving {
                guard let toView, let toController else { return {} }
                let final = context.finalFrame(for: toController)
                toView.frame = effect == .coverVertical ? final.offsetBy(dx: 0, dy: height) : final
                if effect == .crossDissolve { toView.alpha = 0 }
                container.addSubview(toView)
                // A cancel runs the animation back to these start values: put the model back.
                let start = toView.frame, startAlpha = toView.alpha
                cleanUp = {
                    if toView.alpha == startAlpha { toView.alpha = 1 }
                    if toView.frame == start { toView.frame = final }
                }
                return { [effect] in
                    if effect == .coverVertical { toView.frame = final } else { toView.alpha = 1 }
                }
            }
            guard let fromView else { return {} }
            let start = fromView.frame
            cleanUp = { fromView.alpha = 1; fromView.frame = start }
            if let toView, toView.superview == nil { container.insertSubview(toView, at: 0) }
            return { [effect] in
                if effect == .coverVertical { fromView.frame = start.offsetBy(dx: 0, dy: height) } else { fromView.alpha = 0 }
            }
        case .pushSlide, .popSlide:
            guard let toView, let fromView, let toController else { return {} }
            let final = context.finalFrame(for: toController)
            let shade = UIView(frame: container.bounds)
            shade.backgroundColor = .black
            shade.isUserInteractionEnabled = false
            shade.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            toView.frame = final
            let parallax = CGAffineTransform(translationX: -width / 3, y: 0)
            let offscreen = CGAffineTransform(translationX: width, y: 0)
            _ = fromController
            if effect == .pushSlide {
                shade.alpha = 0
                container.insertSubview(shade, aboveSubview: fromView)
                container.insertSubview(toView, aboveSubview: shade)
                toView.transform = offscreen
                cleanUp = { shade.removeFromSuperview(); fromView.transform = .identity; toView.transform = .identity }
                return { toView.transform = .identity; fromView.transform = parallax; shade.alpha = 0.12 }
            }
            shade.alpha = 0.12
            container.insertSubview(toView, belowSubview: fromView)
            container.insertSubview(shade, aboveSubview: toView)
            toView.transform = parallax
            cleanUp = { shade.removeFromSuperview(); fromView.transform = .identity; toView.transform = .identity }
            return { toView.transform = .identity; fromView.transform = offscreen; shade.alpha = 0 }
        }
    }
}
