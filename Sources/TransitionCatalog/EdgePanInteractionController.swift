import Foundation
import TransitionKit

/// Drives a transition from a screen-edge pan: seed 000 (bestswifter, "Custom iOS
/// view-controller transitions in practice", the Interactivity demo's
/// `TransitionInteractionController`, a port of Apple's `AAPLSwipeTransitionInteractionController`).
///
/// A `UIPercentDrivenInteractiveTransition` made with the gesture recognizer that started the
/// transition and the edge it is dragged from. It adds itself as a target of the recognizer and
/// follows it, as the seed's `gestureRecognizeDidUpdate(_:)`:
/// - `.began`: nothing (the view controller that owns the gesture starts the transition then);
/// - `.changed`: `update(percent)`;
/// - `.ended`: `percent >= 0.5` ? `finish()` : `cancel()` ("past half way finishes, else it
///   cancels");
/// - anything else (`.cancelled`, `.failed`): `cancel()`.
///
/// The percent is the pan's translation along the direction away from `edge` over the
/// transition container's width (`.left`, `.right`) or height (`.top`, `.bottom`), clamped to
/// 0...1: a drag from the right edge that moved 300 pt to the left in a 1,000 pt wide container is
/// 30 %. (Apple's sample measures the finger's location from the edge; the translation gives the
/// same number when the press is on the edge, and does not jump when it is a few points in.)
///
/// Return it from the transitioning delegate only while the gesture drives the transition, so a
/// button still runs the plain animation ("tapping the button still triggers a noninteractive
/// animation; only a swipe gesture triggers the interactive version"):
///
/// ```swift
/// func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
///     -> (any UIViewControllerInteractiveTransitioning)? {
///     guard let gestureRecognizer, gestureRecognizer.state == .began || gestureRecognizer.state == .changed else { return nil }
///     return EdgePanInteractionController(gestureRecognizer: gestureRecognizer, edgeForDragging: .right)
/// }
/// ```
///
/// Linux difference: there is no `removeTarget(_:action:)` for one closure, so the handler it
/// adds stays on the recognizer; it holds the controller weakly and does nothing once the
/// transition it drove has finished or cancelled.
@preconcurrency @MainActor
open class EdgePanInteractionController: UIPercentDrivenInteractiveTransition {
    /// The progress at or past which a released drag finishes the transition: 0.5.
    public static let finishThreshold: CGFloat = 0.5

    /// The pan that drives the transition.
    public private(set) weak var gestureRecognizer: UIScreenEdgePanGestureRecognizer?
    /// The edge the drag starts from; the transition follows the finger away from it.
    public let edge: UIRectEdge
    /// Whether the drag has ended the transition (finished or cancelled it).
    public private(set) var isDone = false
    private weak var transitionContext: (any UIViewControllerContextTransitioning)?

    /// Creates the controller for a transition driven by `gestureRecognizer`, dragged from `edge`
    /// (one of `.left`, `.right`, `.top`, `.bottom`).
    public init(gestureRecognizer: UIScreenEdgePanGestureRecognizer, edgeForDragging edge: UIRectEdge) {
        self.gestureRecognizer = gestureRecognizer
        self.edge = edge
        super.init()
        gestureRecognizer.addTarget { [weak self] pan in self?.gestureRecognizerDidUpdate(pan) }
    }

    /// Keeps the context, to measure the drag against its container, starts the transition, and
    /// catches up with the drag so far (the pan began some points away from the edge).
    open override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        super.startInteractiveTransition(transitionContext)
        if let gestureRecognizer, gestureRecognizer.state == .began || gestureRecognizer.state == .changed {
            update(percent(for: gestureRecognizer))
        }
    }

    /// Follows the pan: `.changed` updates, `.ended` finishes at `finishThreshold` or more and
    /// cancels below it, `.cancelled` and `.failed` cancel.
    open func gestureRecognizerDidUpdate(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
        guard !isDone, gestureRecognizer === self.gestureRecognizer else { return }
        switch gestureRecognizer.state {
        case .possible, .began:
            break  // the owner of the gesture starts the transition
        case .changed:
            update(percent(for: gestureRecognizer))
        case .ended:
            isDone = true
            if percent(for: gestureRecognizer) >= Self.finishThreshold { finish() } else { cancel() }
        case .cancelled, .failed:
            isDone = true
            cancel()
        }
    }

    /// How far the pan has dragged the transition, 0...1: its translation away from `edge` over
    /// the container's width (left, right) or height (top, bottom).
    open func percent(for gestureRecognizer: UIScreenEdgePanGestureRecognizer) -> CGFloat {
        let containerView = transitionContext?.containerView ?? gestureRecognizer.view
        let translation = gestureRecognizer.translation(in: containerView)
        let size = containerView?.bounds.size ?? .zero
        let distance: CGFloat, length: CGFloat
        if edge.contains(.right) {
            distance = -translation.x; length = size.width
        } else if edge.contains(.left) {
            distance = translation.x; length = size.width
        } else if edge.contains(.bottom) {
            distance = -translation.y; length = size.height
        } else if edge.contains(.top) {
            distance = translation.y; length = size.height
        } else {
            return 0
        }
        guard length > 0 else { return 0 }
        return min(max(distance / length, 0), 1)
    }
}
