import Foundation

/// The zoom transition's animator (iOS 18 `preferredTransition = .zoom(…)`): the zoomed
/// controller's view flies between the source view and its full frame on a critically damped
/// spring, the source view hidden meanwhile and a dimming backdrop fading in behind it.
///
/// It runs on one `UIViewPropertyAnimator`, returned from `interruptibleAnimator(using:)`, so the
/// engine can pause, scrub and reverse it (the grab, the interactive dismissal). The source view
/// provider is asked when the flight is set up, on the way in and again on the way out; without
/// a source view in a window the zoomed view fades and shrinks to (or grows from) 80 % of its
/// size about its centre instead.
@MainActor
final class ZoomTransitionAnimator: UIViewControllerAnimatedTransitioning {
    /// The flight's duration. UIKit does not document it; 0.5 s on a spring without bounce.
    static let duration: TimeInterval = 0.5

    let transition: UIViewController.Transition
    let options: UIViewController.Transition.ZoomOptions?
    let sourceViewProvider: (UIViewController.Transition.ZoomSourceViewProviderContext) -> UIView?
    /// The controller that zooms, and the one that shows the source view.
    unowned let zoomedViewController: UIViewController
    unowned let sourceViewController: UIViewController
    /// Whether the zoomed controller arrives (push, present) or leaves (pop, dismiss).
    let isArriving: Bool
    /// The views of the running flight (nil before it is set up and after it ended).
    private(set) var flight: ZoomFlight?
    private var propertyAnimator: UIViewPropertyAnimator?

    init?(transition: UIViewController.Transition, zoomed: UIViewController, source: UIViewController, isArriving: Bool) {
        guard let zoom = transition.zoom else { return nil }
        self.transition = transition
        options = zoom.options
        sourceViewProvider = zoom.sourceViewProvider
        zoomedViewController = zoomed
        sourceViewController = source
        self.isArriving = isArriving
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let propertyAnimator { return propertyAnimator }
        let flight = makeFlight(transitionContext)
        let animator = UIViewPropertyAnimator(duration: Self.duration, timingParameters: UISpringTimingParameters(dampingRatio: 1))
        let toSource = !isArriving
        animator.addAnimations { flight.place(atSource: toSource) }
        animator.addCompletion { [weak self] position in
            let completed = position == .end && !transitionContext.transitionWasCancelled
            // Land before completeTransition: it may start the next queued transition at once.
            flight.land()
            self?.flight = nil
            transitionContext.completeTransition(completed)
        }
        self.flight = flight
        transition.runningAnimator = self
        propertyAnimator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        propertyAnimator = nil
        if transition.runningAnimator === self { transition.runningAnimator = nil }
    }

    /// Asks for the source view (again on the way out) and sets the flight up at its start.
    private func makeFlight(_ context: any UIViewControllerContextTransitioning) -> ZoomFlight {
        let container = context.containerView
        let zoomedView = zoomedViewController.view!
        let fullRect = context.finalFrame(for: zoomedViewController).isEmpty
            ? container.bounds : context.finalFrame(for: zoomedViewController)
        if !isArriving, let revealed = context.view(forKey: .to), revealed.superview == nil || revealed.superview === container {
            // The revealed screen goes under the zoomed one and is laid out, so the source view's
            // frame is where it will be seen.
            if revealed.superview == nil {
                if zoomedView.superview === container { container.insertSubview(revealed, belowSubview: zoomedView) } else { container.insertSubview(revealed, at: 0) }
            }
        }
        if isArriving {
            // In the container at its full frame first, so its safe area and layout (which the
            // alignment rect may depend on) are those it will have once it arrived.
            zoomedView.frame = fullRect
            if zoomedView.superview == nil { container.addSubview(zoomedView) }
        }
        container.updateSafeAreaInsets()
        zoomedView.updateSafeAreaInsets()
        container.layoutIfNeeded()
        zoomedView.layoutIfNeeded()
        let providerContext = UIViewController.Transition.ZoomSourceViewProviderContext(
            sourceViewController: sourceViewController, zoomedViewController: zoomedViewController)
        let sourceView = usableSourceView(sourceViewProvider(providerContext), in: container)
        let alignmentRect = sourceView.flatMap { view in
            usableAlignmentRect(options?.alignmentRectProvider?(UIViewController.Transition.ZoomOptions.AlignmentRectContext(
                sourceView: view, zoomedViewController: zoomedViewController)), in: container)
        }
        return ZoomFlight(container: container, zoomedView: zoomedView, fullRect: fullRect, sourceView: sourceView,
                          alignmentRect: alignmentRect, options: options, isArriving: isArriving)
    }

    /// The provider's view if the zoom can fly from it: in the container's window, and neither
    /// the zoomed view (or inside it) nor a view that holds the container (hiding it would hide
    /// the flight). A misplaced view is reported; without one the zoom fades.
    private func usableSourceView(_ candidate: UIView?, in container: UIView) -> UIView? {
        guard let candidate, let window = container.window, candidate.window === window else { return nil }
        if candidate.isDescendant(of: zoomedViewController.view) || container.isDescendant(of: candidate) {
            window.report(Diagnostic(
                code: .zoomSourceViewInvalid,
                message: "The zoom's source view provider returned \(type(of: candidate)), which is the zoomed view, inside it, "
                    + "or holds the transition's container; the zoom fades instead."))
            return nil
        }
        return candidate
    }

    /// The alignment rect if it is a finite rect with a positive size; another is reported and
    /// ignored (the whole zoomed view lines up).
    private func usableAlignmentRect(_ rect: CGRect?, in container: UIView) -> CGRect? {
        guard let rect else { return nil }
        let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        guard values.allSatisfy(\.isFinite), rect.size.width > 0, rect.size.height > 0 else {
            container.window?.report(Diagnostic(
                code: .zoomAlignmentRectInvalid,
                message: "The zoom's alignmentRectProvider returned \(rect), which is not a finite rect with a positive size; "
                    + "it was ignored."))
            return nil
        }
        return rect
    }
}

extension Diagnostic.Code {
    /// A zoom's source view provider returned the zoomed view, a view inside it, or one that holds
    /// the transition's container; the zoom faded instead.
    public static let zoomSourceViewInvalid = Diagnostic.Code(rawValue: "zoom.invalidSourceView", severity: .warning)
    /// A zoom's alignment rect provider returned a rect that is not finite or has no area; it was ignored.
    public static let zoomAlignmentRectInvalid = Diagnostic.Code(rawValue: "zoom.invalidAlignmentRect", severity: .warning)
}
