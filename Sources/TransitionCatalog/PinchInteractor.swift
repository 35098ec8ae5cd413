import Foundation
import TransitionKit

/// Dismisses a zoomed modal with a pinch, the modal's frame following the fingers: the
/// interactor of seed 003 (the "Custom View Controller Transitions" workshop video), working with
/// `ZoomAnimator`.
///
/// The seed's pieces and numbers, ported as they are:
/// - A `UIPercentDrivenInteractiveTransition` subclass that overrides `update`, `finish` and
///   `cancel` and moves the modal itself (it does not scrub the animator's animations).
/// - `startInteractiveTransition(_:)` keeps the context and takes the container's bounds as
///   `modalExpandedFrame`.
/// - `update(_:)` receives the pinch's scale as the percentage and places the `.from` view at
///   the frame between `modalCollapsedFrame` (percent 0) and `modalExpandedFrame` (percent 1):
///   each of x, y, width and height is `collapsed + (expanded - collapsed) * percent`.
/// - The pinch handler (`handlePinch(_:dismissing:)`, the seed's `userDidPinch:`): `.began` sets
///   `isInteractive = true` and `isPresenting = false` and dismisses; `.changed` updates only
///   while `scale <= 1` (fingers closing, not zooming in); `.ended`/`.cancelled` finish below
///   `finishScale` (0.5) and cancel otherwise.
/// - `finish()` animates the modal to the collapsed frame and completes the transition;
///   `cancel()` animates it back to the expanded frame and completes it as cancelled. Both use
///   the zoom's own spring (`ZoomAnimator.animate(modalView:destinationFrame:didComplete:…)`).
/// - The collapsed frame lives on the `ZoomAnimator` (`modalCollapsedFrame`); the presenter
///   refreshes it in `viewDidLayoutSubviews()`, so after a rotation the modal lands on the
///   thumbnail's new place. `animationEnded(_:)` (the zoom's) resets `isInteractive` and
///   `isPresenting`.
///
/// Where the seed is silent or fragile:
/// - The context hears the dismissal's progress, `1 - scale` (UIKit's sense of percentComplete).
/// - `modalExpandedFrame` is re-read from the container's bounds on every update, finish and
///   cancel, so a rotation during the pinch keeps the frame right.
/// - The view is laid out (`layoutIfNeeded()`) after each frame change, so its subviews follow
///   (the seed relies on Auto Layout for that).
/// - A pinch that ends before its dismissal started (another transition was still running) is
///   remembered: the dismissal, when it starts, finishes or cancels at once by the same rule.
/// - A pinch that ends closing faster than `flickVelocity` (2 scale per second) finishes
///   whatever its scale, as a flicked pan does: a quick burst of wheel notches closes the photo.
/// - A pinch that begins while a cancelled pinch springs the modal back catches it: the spring
///   stops where the modal is on screen, the context is paused again
///   (`pauseInteractiveTransition()`, UIKit's way back into an interaction), and the new pinch
///   scales from there (percent = caught percent x scale) until it finishes or cancels.
///
/// ```swift
/// let zoom = ZoomAnimator()
/// lazy var pinch = PinchInteractor(zoomAnimator: zoom)   // becomes zoom.interactionController
/// // in the modal:
/// view.addGestureRecognizer(UIPinchGestureRecognizer { [unowned self] recognizer in
///     pinch.handlePinch(recognizer, dismissing: self)
/// })
/// ```
@preconcurrency @MainActor
public final class PinchInteractor: UIPercentDrivenInteractiveTransition {
    /// The seed's threshold: a pinch released below half its starting size dismisses.
    public static let defaultFinishScale: CGFloat = 0.5

    /// The zoom animator this interactor drives (it holds this interactor as its `interactionController`).
    public private(set) weak var zoomAnimator: ZoomAnimator?
    /// A pinch released below this scale finishes the dismissal; at or above it, cancels (0.5).
    public var finishScale: CGFloat = PinchInteractor.defaultFinishScale
    /// The context of the running interactive dismissal (nil outside one).
    public private(set) weak var transitionContext: (any UIViewControllerContextTransitioning)?
    /// The last scale given to `update(_:)`: 1 = expanded, 0 = collapsed.
    public private(set) var lastPercent: CGFloat = 1
    /// The closing velocity (scale per second, as `UIPinchGestureRecognizer.velocity`) past which
    /// an ending pinch finishes whatever its scale (2).
    public var flickVelocity: CGFloat = 2
    /// Whether the modal springs back to full screen after a cancelled pinch (a pinch now catches it).
    public var isSpringingBack: Bool { springBack != nil }
    /// The percent the current pinch started from: 1, or where it caught a spring-back.
    public private(set) var pinchStartPercent: CGFloat = 1
    /// The percent the last pinch ended at while its dismissal had not started yet.
    private var pendingEndPercent: CGFloat?
    /// The context and modal of a running spring-back.
    private var springBack: (context: any UIViewControllerContextTransitioning, modalView: UIView)?
    /// How many spring-backs started (a caught one's late completion sees a newer count and does nothing).
    private var springBackCount = 0

    /// Creates the interactor for `zoomAnimator` and makes it the zoom's `interactionController`.
    public init(zoomAnimator: ZoomAnimator) {
        self.zoomAnimator = zoomAnimator
        super.init()
        zoomAnimator.interactionController = self
    }

    // MARK: The seed's properties (kept on the zoom animator, which the delegate calls read)

    /// Whether the next dismissal is driven by the pinch (the zoom returns this interactor only then).
    public var isInteractive: Bool {
        get { zoomAnimator?.isInteractive ?? false }
        set { zoomAnimator?.isInteractive = newValue }
    }

    /// Whether the next transition presents.
    public var isPresenting: Bool {
        get { zoomAnimator?.isPresenting ?? false }
        set { zoomAnimator?.isPresenting = newValue }
    }

    /// The frame the modal collapses to (the thumbnail's), in the container's coordinates.
    public var modalCollapsedFrame: CGRect {
        get { zoomAnimator?.modalCollapsedFrame ?? .zero }
        set { zoomAnimator?.modalCollapsedFrame = newValue }
    }

    /// The full-screen frame: the container's bounds.
    public var modalExpandedFrame: CGRect {
        get { zoomAnimator?.modalExpandedFrame ?? .zero }
        set { zoomAnimator?.modalExpandedFrame = newValue }
    }

    /// How far the dismissal has come: `1 - lastPercent` (0 expanded, 1 collapsed). This is also
    /// what the context (and so the coordinator and the playground's HUD) reports; the seed passes
    /// the scale itself to `update(_:)` and never tells the context.
    public override var percentComplete: CGFloat { 1 - lastPercent }

    // MARK: The pinch

    /// The seed's `userDidPinch:`: begins an interactive dismissal of `viewController`, makes the
    /// modal follow the scale, and finishes (scale < `finishScale`) or cancels when it ends.
    public func handlePinch(_ recognizer: UIPinchGestureRecognizer, dismissing viewController: UIViewController) {
        switch recognizer.state {
        case .began:
            if catchSpringBack() {
                let percent = pinchStartPercent * recognizer.scale
                if percent <= 1 { update(percent) }
                return
            }
            pinchStartPercent = 1
            guard transitionContext == nil, viewController.presentingViewController != nil,
                  !viewController.isBeingDismissed else { return }
            pendingEndPercent = nil
            isInteractive = true
            isPresenting = false
            viewController.dismiss(animated: true)
        case .changed:
            let percent = pinchStartPercent * recognizer.scale
            if percent <= 1 { update(percent) }
        case .ended, .cancelled:
            let percent = pinchStartPercent * recognizer.scale
            let flicked = recognizer.state == .ended && recognizer.velocity < -flickVelocity
            guard transitionContext != nil else {
                if isInteractive { pendingEndPercent = flicked ? 0 : percent }
                return
            }
            if percent < finishScale || flicked { finish() } else { cancel() }
        default:
            break
        }
    }

    /// Whether releasing the pinch now would finish the dismissal: below `finishScale`, or
    /// closing faster than `flickVelocity`.
    public func releaseFinishes(_ recognizer: UIPinchGestureRecognizer) -> Bool {
        pinchStartPercent * recognizer.scale < finishScale || recognizer.velocity < -flickVelocity
    }

    /// Stops a running spring-back where the modal is on screen and takes the transition back
    /// into the interaction; false when none runs.
    private func catchSpringBack() -> Bool {
        guard let (context, modalView) = springBack else { return false }
        springBack = nil
        let onScreen = modalView.layer.presentation()?.frame ?? modalView.frame
        Self.removeAnimations(in: modalView)
        modalView.frame = onScreen
        modalView.layoutIfNeeded()
        let collapsed = modalCollapsedFrame, expanded = context.containerView.bounds
        let span = expanded.width - collapsed.width
        let percent = span != 0 ? (onScreen.width - collapsed.width) / span : 1
        pinchStartPercent = min(max(percent, 0), 1)
        transitionContext = context
        context.pauseInteractiveTransition()
        update(pinchStartPercent)
        return true
    }

    private static func removeAnimations(in view: UIView) {
        view.layer.removeAllAnimations()
        for subview in view.subviews { removeAnimations(in: subview) }
    }

    /// The modal's frame at `percent` (the pinch's scale): `collapsed + (expanded - collapsed) * percent`
    /// for x, y, width and height.
    public func frame(atPercent percent: CGFloat) -> CGRect {
        Self.interpolatedFrame(collapsed: modalCollapsedFrame, expanded: modalExpandedFrame, percent: percent)
    }

    /// `collapsed + (expanded - collapsed) * percent` for x, y, width and height (the seed's deltas).
    public static func interpolatedFrame(collapsed: CGRect, expanded: CGRect, percent: CGFloat) -> CGRect {
        let xDelta = expanded.origin.x - collapsed.origin.x
        let yDelta = expanded.origin.y - collapsed.origin.y
        let widthDelta = expanded.size.width - collapsed.size.width
        let heightDelta = expanded.size.height - collapsed.size.height
        return CGRect(
            x: collapsed.origin.x + xDelta * percent, y: collapsed.origin.y + yDelta * percent,
            width: collapsed.size.width + widthDelta * percent, height: collapsed.size.height + heightDelta * percent)
    }

    // MARK: UIPercentDrivenInteractiveTransition

    /// Keeps the context, records its views for the zoom animator to put back (a cancel restores
    /// them as found), and takes the container's bounds as the expanded frame.
    public override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        zoomAnimator?.recordFoundViews(of: transitionContext)
        modalExpandedFrame = transitionContext.containerView.bounds
        lastPercent = 1
        if let scale = pendingEndPercent {
            pendingEndPercent = nil
            if scale < finishScale { finish() } else { cancel() }
        }
    }

    /// Places the modal at the frame for `percentComplete` (the pinch's scale, 0...1).
    public override func update(_ percentComplete: CGFloat) {
        guard let transitionContext, percentComplete.isFinite else { return }
        lastPercent = min(max(percentComplete, 0), 1)
        modalExpandedFrame = transitionContext.containerView.bounds
        transitionContext.updateInteractiveTransition(1 - lastPercent)
        guard let modalView = transitionContext.view(forKey: .from) else { return }
        modalView.frame = frame(atPercent: lastPercent)
        modalView.layoutIfNeeded()
    }

    /// Zooms the modal down to the collapsed frame and completes the dismissal.
    public override func finish() {
        end(destination: { $0.modalCollapsedFrame }, didComplete: true)
    }

    /// Zooms the modal back to full screen and completes the dismissal as cancelled (a pinch
    /// that begins during the spring back catches it).
    public override func cancel() {
        guard let transitionContext, let modalView = transitionContext.view(forKey: .from), let zoomAnimator else {
            end(destination: { $0.modalExpandedFrame }, didComplete: false)
            return
        }
        self.transitionContext = nil
        modalExpandedFrame = transitionContext.containerView.bounds
        transitionContext.cancelInteractiveTransition()
        springBackCount += 1
        let count = springBackCount
        springBack = (transitionContext, modalView)
        zoomAnimator.animate(
            modalView: modalView, destinationFrame: modalExpandedFrame,
            duration: zoomAnimator.transitionDuration(using: transitionContext)
        ) { [weak self] in
            if let self {
                guard self.springBackCount == count, self.springBack != nil else { return }  // caught
                self.springBack = nil
            }
            transitionContext.completeTransition(false)
        }
    }

    private func end(destination: (PinchInteractor) -> CGRect, didComplete: Bool) {
        guard let transitionContext else { return }
        self.transitionContext = nil
        modalExpandedFrame = transitionContext.containerView.bounds
        if didComplete { transitionContext.finishInteractiveTransition() } else { transitionContext.cancelInteractiveTransition() }
        guard let modalView = transitionContext.view(forKey: .from), let zoomAnimator else {
            transitionContext.completeTransition(didComplete)
            return
        }
        zoomAnimator.animate(
            modalView: modalView, destinationFrame: destination(self), didComplete: didComplete,
            transitionContext: transitionContext)
    }
}
