import Foundation

/// The zoomed controller's interactive dismissal: a drag down anywhere in its view, or a pinch
/// in, pops or dismisses it with a `UIPercentDrivenInteractiveTransition` driving the zoom
/// animator. The progress is the drag's downward distance over the container's height (or, for
/// the pinch, twice how far the scale fell below 1); the content point under the finger stays
/// under it while the flight shrinks towards the source. On release the projected progress
/// (`UIScrollView.DecelerationRate.normal`) decides: at a quarter or more the zoom finishes into
/// the source view, else it springs back. `ZoomOptions.interactiveDismissShouldBegin` may refuse.
@MainActor
final class ZoomDismissalGesture: UIGestureRecognizerDelegate {
    /// The projected progress from which a release finishes the dismissal.
    static let finishingProgress: CGFloat = 0.25

    let pan = UIPanGestureRecognizer()
    let pinch = UIPinchGestureRecognizer()
    /// Weak: the transition owns this gesture, and goes away with its controller, which a pop
    /// that completes at once removes in the middle of a gesture callback.
    private weak var transition: UIViewController.Transition?
    private weak var zoomedViewController: UIViewController?
    private var interactor: UIPercentDrivenInteractiveTransition?
    /// Where the gesture started (window points) and the zoomed view's point under it.
    private var startPoint = CGPoint.zero
    private var anchor = CGPoint.zero

    init(transition: UIViewController.Transition, zoomedViewController: UIViewController) {
        self.transition = transition
        self.zoomedViewController = zoomedViewController
        for recognizer in [pan, pinch] as [UIGestureRecognizer] {
            recognizer.name = "zoomInteractiveDismissal"
            recognizer.delegate = self
        }
        pan.addTarget { [weak self] pan in self?.handle(pan) }
        pinch.addTarget { [weak self] pinch in self?.handle(pinch) }
    }

    /// Installs the gestures on the zoomed controller's view (once per transition object).
    static func install(for transition: UIViewController.Transition, on zoomed: UIViewController) {
        guard transition.dismissalGesture == nil else { return }
        let gesture = ZoomDismissalGesture(transition: transition, zoomedViewController: zoomed)
        transition.dismissalGesture = gesture
        zoomed.view.addGestureRecognizer(gesture.pan)
        zoomed.view.addGestureRecognizer(gesture.pinch)
    }

    // MARK: Beginning

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let zoomed = zoomedViewController, let view = zoomed.viewIfLoaded, let window = view.window,
              !window.isTransitionInProgress, isShown(zoomed) else { return false }
        let willBegin: Bool
        let velocity: CGVector
        if gestureRecognizer === pan {
            let translation = pan.translation(in: view)
            willBegin = translation.y > 0 && translation.y >= abs(translation.x)
            let speed = pan.velocity(in: view)
            velocity = CGVector(dx: speed.x, dy: speed.y)
        } else {
            willBegin = pinch.scale < 1
            velocity = CGVector(dx: pinch.velocity, dy: pinch.velocity)
        }
        let context = UIViewController.Transition.ZoomOptions.InteractionContext(
            location: gestureRecognizer.location(in: view), velocity: velocity, willBegin: willBegin)
        guard let shouldBegin = transition?.zoom?.options?.interactiveDismissShouldBegin else { return willBegin }
        return shouldBegin(context)
    }

    /// Whether the zoomed controller is what its container shows: the top of its navigation
    /// stack, or presented and presenting nothing.
    private func isShown(_ zoomed: UIViewController) -> Bool {
        if let navigation = zoomed.navigationController {
            return navigation.topViewController === zoomed && navigation.viewControllers.count > 1
                && navigation.presentedViewController == nil
        }
        return zoomed.presentingViewController != nil && zoomed.presentedViewController == nil
    }

    /// Starts the pop or dismissal, driven by a new percent-driven interactor.
    private func begin(at point: CGPoint) {
        guard let zoomed = zoomedViewController, let window = zoomed.viewIfLoaded?.window else { return }
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.completionCurve = .easeOut
        self.interactor = interactor
        startPoint = point
        anchor = zoomed.view.convert(point, from: nil)
        if let navigation = zoomed.navigationController {
            var request = NavigationRequest(navigationController: navigation, operation: .pop, animated: true)
            request.interactor = interactor
            window.transitionDirector.submit(.navigation(request))
        } else {
            zoomed.activePresentationController?.dismissalInteractor = interactor
            zoomed.dismiss(animated: true)
        }
    }

    // MARK: Following

    private func handle(_ pan: UIPanGestureRecognizer) {
        let point = pan.location(in: nil)
        switch pan.state {
        case .began:
            begin(at: CGPoint(x: point.x - pan.translation(in: nil).x, y: point.y - pan.translation(in: nil).y))
            follow(to: point, progress: progress(forDrag: pan.translation(in: nil).y))
        case .changed:
            follow(to: point, progress: progress(forDrag: pan.translation(in: nil).y))
        case .ended:
            let projected = pan.translation(in: nil).y
                + UIScrollView.DecelerationRate.normal.projectedDistance(forVelocity: pan.velocity(in: nil).y)
            release(finishing: progress(forDrag: projected) >= Self.finishingProgress)
        case .cancelled, .failed:
            release(finishing: false)
        default:
            break
        }
    }

    private func handle(_ pinch: UIPinchGestureRecognizer) {
        let point = pinch.location(in: nil)
        switch pinch.state {
        case .began:
            begin(at: point)
            follow(to: point, progress: progress(forScale: pinch.scale))
        case .changed:
            follow(to: point, progress: progress(forScale: pinch.scale))
        case .ended:
            let projected = pinch.scale + UIScrollView.DecelerationRate.normal.projectedDistance(forVelocity: pinch.velocity)
            release(finishing: progress(forScale: projected) >= Self.finishingProgress)
        case .cancelled, .failed:
            release(finishing: false)
        default:
            break
        }
    }

    private func progress(forDrag distance: CGFloat) -> CGFloat {
        let height = max(transition?.runningAnimator?.flight?.fullRect.height ?? zoomedViewController?.viewIfLoaded?.bounds.height ?? 1, 1)
        return min(max(distance / height, 0), 1)
    }

    private func progress(forScale scale: CGFloat) -> CGFloat { min(max((1 - scale) * 2, 0), 1) }

    /// Scrubs the dismissal to `progress` and moves the flight so the anchor stays under `point`.
    private func follow(to point: CGPoint, progress: CGFloat) {
        guard let interactor else { return }
        interactor.update(progress)
        guard let flight = transition?.runningAnimator?.flight else { return }
        let finger = flight.container.convert(point, from: nil)
        let drawn = flight.containerPoint(of: anchor, atSourceFraction: progress)
        flight.follow(offset: CGVector(dx: finger.x - drawn.x, dy: finger.y - drawn.y))
    }

    /// Finishes or cancels, the finger's lead springing back to none meanwhile.
    private func release(finishing: Bool) {
        guard let interactor else { return }
        self.interactor = nil
        if let flight = transition?.runningAnimator?.flight {
            UIView.animate(withDuration: ZoomTransitionAnimator.duration, delay: 0, usingSpringWithDamping: 1,
                           initialSpringVelocity: 0, options: [.allowUserInteraction]) {
                flight.follow(offset: .zero)
            }
        }
        if finishing { interactor.finish() } else { interactor.cancel() }
    }
}
