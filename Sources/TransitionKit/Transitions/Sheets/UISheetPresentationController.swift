import Foundation

/// The presentation controller of `.pageSheet` and `.formSheet` (and `.automatic`) presentations:
/// a card with rounded top corners that rests at one of its `detents`, over a dimmed presenter
/// that is pushed back while the sheet is at full height. Dragging moves it between detents and
/// dismisses it below the smallest; a scroll view inside hands the drag over (see
/// `SheetDragGesture`).
///
/// Get it from `sheetPresentationController` before presenting and configure it, as in UIKit:
///
/// ```swift
/// if let sheet = controller.sheetPresentationController {
///     sheet.detents = [.medium(), .large()]
///     sheet.prefersGrabberVisible = true
/// }
/// present(controller, animated: true)
/// ```
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The gap above a sheet at full height, in points (at most a tenth of the container).
    public static let topInset: CGFloat = 44
    /// How much the presenter shrinks behind a sheet at full height.
    public static let presenterScale: CGFloat = 0.92
    /// The dimming view's alpha over a dimmed presenter.
    public static let dimmingAlpha: CGFloat = 0.4
    /// The corner radius when `preferredCornerRadius` is nil.
    public static let defaultCornerRadius: CGFloat = 12

    /// The heights the sheet may rest at (`[.large()]` by default). An empty list is refused.
    open var detents: [Detent] = [.large()] {
        didSet {
            guard !detents.isEmpty else {
                report(Diagnostic(code: .invalidDetent, message: "A sheet needs at least one detent; the empty list was refused."))
                detents = oldValue
                return
            }
            layoutAtRestIfIdle()
        }
    }

    /// The detent the sheet rests at; nil means the smallest detent (Apple: "The default value is
    /// nil, which means the sheet displays at the smallest detent you specify in detents").
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { layoutAtRestIfIdle() } }

    /// The largest detent at which the presenter is not dimmed and stays interactive (nil: the
    /// presenter is always dimmed).
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { layoutAtRestIfIdle() } }

    /// Whether a grabber is drawn at the top of the sheet (false by default).
    open var prefersGrabberVisible = false { didSet { layoutAtRestIfIdle() } }

    /// The sheet's corner radius; nil uses the system's (`defaultCornerRadius`).
    open var preferredCornerRadius: CGFloat? { didSet { layoutAtRestIfIdle() } }

    /// Whether scrolling up in a scroll view inside the sheet first expands the sheet to its next
    /// detent (true by default).
    open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// Whether the sheet is attached to the bottom edge in compact height (false by default).
    /// Kept for source compatibility: this platform has no compact-height layout, so the sheet is
    /// always edge-attached.
    open var prefersEdgeAttachedInCompactHeight = false

    /// Whether an edge-attached sheet's width follows `preferredContentSize` (false by default).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false { didSet { layoutAtRestIfIdle() } }

    /// Whether the sheet sizes itself for readable content (false by default). Stored only: it
    /// applies to sheets that are not edge-attached (iPad's regular width), and this platform's
    /// sheets always are.
    open var prefersPageSizing = false

    /// The view a sheet that is not edge-attached centres itself over (nil by default: the
    /// container). Stored only: this platform's sheets are always edge-attached.
    open var sourceView: UIView?

    let dimmingView = UIView()
    let grabberView = UIView()
    lazy var dragGesture = SheetDragGesture(controller: self)
    /// The presenter view's corner radius before the presentation (put back afterwards).
    var presenterCornerRadius: CGFloat = 0

    /// Makes the changes in `changes` (detents, selected detent, undimmed detent...) animate
    /// with the sheet's spring.
    open func animateChanges(_ changes: () -> Void) {
        withoutActuallyEscaping(changes) { changes in
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [.allowUserInteraction]) {
                changes()
                self.layoutAtRestIfIdle()
            }
        }
    }

    /// Asks the custom detents' resolvers again (their inputs changed) and moves the sheet.
    open func invalidateDetents() { layoutAtRestIfIdle() }

    override open var frameOfPresentedViewInContainerView: CGRect {
        guard containerView != nil else { return .zero }
        return frame(forTop: restingTop)
    }

    override open func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(dimmingView, at: 0)
        presentedView?.layer.cornerRadius = cornerRadius
        presentedView?.clipsToBounds = true
        installGrabber()
        presenterCornerRadius = presentingViewController.viewIfLoaded?.layer.cornerRadius ?? 0
        let top = restingTop
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
            self?.applyChrome(forTop: top)
        })
        updateTouchPassthrough(forTop: top)
    }

    override open func presentationTransitionDidEnd(_ completed: Bool) {
        if completed {
            presentedView?.addGestureRecognizer(dragGesture.recognizer)
        } else {
            dimmingView.removeFromSuperview()
            grabberView.removeFromSuperview()
        }
    }

    override open func dismissalTransitionWillBegin() {
        let presenterView = presentingViewController.viewIfLoaded
        let radius = presenterCornerRadius
        (containerView as? PresentationContainerView)?.passesTouchesThrough = false
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimmingView] _ in
            dimmingView.alpha = 0
            presenterView?.transform = .identity
            presenterView?.layer.cornerRadius = radius
        })
    }

    override open func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            // Also when the alongside blocks never ran (an animator that completed at once).
            putPresenterBack()
            dimmingView.removeFromSuperview()
            grabberView.removeFromSuperview()
            presentedView?.removeGestureRecognizer(dragGesture.recognizer)
        } else {
            updateTouchPassthrough(forTop: restingTop)
            returnToRest()
        }
    }

    /// A cancelled dismissal leaves the sheet at its resting detent: a lift above the largest
    /// detent by a drag the dismissal interrupted (a dismissal asked for in code meanwhile)
    /// springs back, as a released drag does. A drag still held keeps the sheet.
    private func returnToRest() {
        guard !dragGesture.isDragging, let sheet = presentedView else { return }
        let top = restingTop
        guard sheet.transform != .identity || abs(sheet.frame.minY - top) > 1e-9 else { return }
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: [.allowUserInteraction]) {
            sheet.transform = .identity
            self.placeSheet(atTop: top)
        }
    }

    /// Removed beneath a dismissal from lower down: the presenter comes forward again at once.
    override func removedWithoutTransition() { putPresenterBack() }

    /// Undoes the push-back: the presenter's view at full size with its own corner radius.
    private func putPresenterBack() {
        guard presentingViewController !== presentedViewController, let presenterView = presentingViewController.viewIfLoaded else { return }
        presenterView.transform = .identity
        presenterView.layer.cornerRadius = presenterCornerRadius
    }

    override open func containerViewWillLayoutSubviews() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        guard presentedViewController.transitionCoordinator == nil, !dragGesture.isDragging else { return }
        dragGesture.dropStaleLift()
        placeSheet(atTop: restingTop)
    }
}
