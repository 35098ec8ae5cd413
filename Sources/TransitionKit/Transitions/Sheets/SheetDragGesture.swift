import Foundation

/// Dragging a sheet: it follows the pointer between its detents, rubber-bands above the largest
/// (UIScrollView's `(1 - 1/(x * 0.55 / d + 1)) * d`), and below the smallest drives the
/// interactive dismissal (or, when the dismissal is refused, rubber-bands). On release the
/// position is projected with the pointer's velocity (`UIScrollView.DecelerationRate.normal`)
/// and the sheet springs to the nearest detent, or is dismissed when the projection passes
/// half of the smallest detent's height. A scroll view inside the sheet shares the drag
/// (`SheetDragGesture+ScrollView.swift`).
@MainActor
final class SheetDragGesture: UIGestureRecognizerDelegate {
    let recognizer: UIPanGestureRecognizer
    private weak var controller: UISheetPresentationController?
    /// True from the drag's first movement to its release.
    private(set) var isDragging = false
    /// The sheet's top edge following the pointer, before rubber-banding.
    private var rawTop: CGFloat = 0
    /// Where the sheet's top is shown (rubber-banded).
    private var shown: CGFloat = 0
    /// The resting detent's top when the drag began.
    private(set) var startTop: CGFloat = 0
    private var lastTranslation: CGFloat = 0
    private var interactor: UIPercentDrivenInteractiveTransition?
    /// The card's height when the dismissal began (the percent's denominator).
    private var dismissalHeight: CGFloat = 1
    /// The dismissal was refused for this drag (`isModalInPresentation` or the delegate).
    private var dismissalRefused = false
    /// The scroll view under the pointer that shares the drag, and its unbanded offset after the
    /// last step.
    weak var scrollView: UIScrollView?
    var lastScrollOffset: CGFloat = 0
    /// Whether the last movement went to the sheet (else to the scroll view).
    var sheetMovedLast = false

    init(controller: UISheetPresentationController) {
        self.controller = controller
        recognizer = UIPanGestureRecognizer()
        recognizer.delegate = self
        recognizer.addTarget { [weak self] pan in self?.handle(pan) }
    }

    /// Not while another transition runs or waits: the dismissal would be queued behind it and
    /// start interactively after the drag ended, with nothing left to finish it.
    /// Nor when another presentation covers the sheet (the drag would dismiss that one instead).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let controller, controller.presentedViewController.presentedViewController == nil else { return false }
        return !(controller.containerView?.window?.isTransitionInProgress ?? true)
    }

    /// A vertical scroll view inside the sheet drags together with the sheet.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let scroll = otherGestureRecognizer.view as? UIScrollView, scroll.panGestureRecognizer === otherGestureRecognizer,
              let sheet = controller?.presentedView else { return false }
        return scroll.isDescendant(of: sheet) && scroll.scrollsVertically
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        guard let controller, let container = controller.containerView else { return }
        // A sheet dismissed in code under the drag (being dismissed, or gone) is not the drag's:
        // the rest of the drag must not move it, nor push back the sheet beneath it again.
        let presented = controller.presentedViewController
        guard presented.presentingViewController != nil, interactor != nil || !presented.isBeingDismissed else {
            isDragging = false
            interactor = nil
            return
        }
        let translation = pan.translation(in: container).y
        switch pan.state {
        case .began:
            isDragging = true
            dismissalRefused = false
            startTop = controller.restingTop
            rawTop = controller.presentedView?.frame.minY ?? startTop
            shown = rawTop
            lastTranslation = 0
            beginSharing(with: pan)
            move(by: translation)
        case .changed:
            move(by: translation - lastTranslation)
        case .ended, .cancelled, .failed:
            move(by: translation - lastTranslation)
            isDragging = false
            release(velocity: pan.state == .ended ? pan.velocity(in: container).y : 0, ended: pan.state == .ended)
        default:
            break
        }
        lastTranslation = translation
    }

    /// Moves the sheet by the part of `delta` the scroll view leaves it.
    private func move(by delta: CGFloat) {
        guard let controller, delta != 0 else { return }
        let detents = controller.resolvedDetents
        let largestTop = detents.last!.top, smallestTop = detents[0].top
        let sheetDelta = shareWithScrollView(delta, sheetTop: rawTop, ceiling: ceilingTop(largestTop: largestTop))
        guard sheetDelta != 0 else { return }
        rawTop += sheetDelta
        if rawTop > smallestTop + 1e-9, interactor == nil, !dismissalRefused { beginDismissal(at: smallestTop) }
        if let interactor {
            interactor.update(max(rawTop - smallestTop, 0) / dismissalHeight)
            return
        }
        let shown = shownTop(smallestTop: smallestTop, largestTop: largestTop)
        self.shown = shown
        UIView.performWithoutAnimation {
            controller.placeSheet(atTop: max(shown, largestTop))
            // Above the largest detent the card is lifted, not stretched (as the page sheet was).
            controller.presentedView?.transform = shown < largestTop ? CGAffineTransform(translationX: 0, y: shown - largestTop) : .identity
        }
    }

    /// How high the sheet goes before an upward drag scrolls the content instead: the largest
    /// detent when scrolling expands the sheet, else where the drag began.
    private func ceilingTop(largestTop: CGFloat) -> CGFloat {
        controller?.prefersScrollingExpandsWhenScrolledToEdge == false ? max(startTop, largestTop) : largestTop
    }

    /// The sheet's top for the pointer-following `rawTop`: rubber-banded above the largest
    /// detent, and below the smallest when the dismissal is refused.
    private func shownTop(smallestTop: CGFloat, largestTop: CGFloat) -> CGFloat {
        let dimension = controller?.containerView?.bounds.height ?? 1
        if rawTop < largestTop { return largestTop - UIScrollView.rubberBandDistance(largestTop - rawTop, dimension: dimension) }
        if rawTop > smallestTop { return smallestTop + UIScrollView.rubberBandDistance(rawTop - smallestTop, dimension: dimension) }
        return rawTop
    }

    /// The drag passed the smallest detent: dismiss interactively, or refuse (rubber band) when
    /// the controller is modal in presentation or the delegate says no.
    private func beginDismissal(at smallestTop: CGFloat) {
        guard let controller else { return }
        let presented = controller.presentedViewController
        if presented.isModalInPresentation || !(controller.delegate?.presentationControllerShouldDismiss(controller) ?? true) {
            dismissalRefused = true
            return
        }
        UIView.performWithoutAnimation {
            // A lift above the largest detent earlier in this drag ends here: the dismissal
            // starts from (and a cancelled one returns to) the unlifted sheet.
            controller.presentedView?.transform = .identity
            controller.placeSheet(atTop: smallestTop)
        }
        dismissalHeight = max(controller.presentedView?.bounds.height ?? 1, 1)
        controller.delegate?.presentationControllerWillDismiss(controller)
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.completionCurve = .easeOut
        self.interactor = interactor
        controller.dismissalInteractor = interactor
        presented.dismiss(animated: true) { [weak controller] in
            if let controller { controller.delegate?.presentationControllerDidDismiss(controller) }
        }
    }

    private func release(velocity: CGFloat, ended: Bool) {
        guard let controller else { return }
        let projection = UIScrollView.DecelerationRate.normal.projectedDistance(forVelocity: velocity)
        let detents = controller.resolvedDetents
        let smallest = detents[0]
        if let interactor {
            if ended && rawTop - smallest.top + projection > dismissalHeight / 2 { interactor.finish() } else { interactor.cancel() }
            // Never leave an unused interactor for a later, unrelated dismissal to pick up.
            if controller.dismissalInteractor === interactor { controller.dismissalInteractor = nil }
            self.interactor = nil
            stopScrollView()
            return
        }
        if !sheetMovedLast, let reached = detents.first(where: { abs($0.top - shown) < 0.5 }) {
            // The scroll view owns the release; the sheet stays at the detent it reached.
            if reached.identifier != controller.restingDetent.identifier { settle(at: reached, from: shown, velocity: 0) }
            return
        }
        stopScrollView()
        let projected = shown + projection
        // Where an allowed dismissal would have ended (the pointer, not the rubber-banded card).
        if dismissalRefused && rawTop + projection > smallest.top + controller.frame(forTop: smallest.top).height / 2 {
            controller.delegate?.presentationControllerDidAttemptToDismiss(controller)
        }
        let chosen = detents.min { abs($0.top - projected) < abs($1.top - projected) }!
        settle(at: chosen, from: shown, velocity: velocity)
    }

    /// Takes away a lift that is still (or again) on the sheet when no drag holds it: a vertical
    /// translation, which only the lift puts on a sheet (a sheet above pushes this one back by
    /// scaling it, which stays). A covering presentation that was cancelled puts the sheet's view
    /// back as it found it, lift included, after the drag that lifted it had ended.
    func dropStaleLift() {
        guard !isDragging, let sheet = controller?.presentedView else { return }
        let t = sheet.transform
        if t.a == 1, t.b == 0, t.c == 0, t.d == 1, t.tx == 0, t.ty != 0 { sheet.transform = .identity }
    }

    /// Springs the sheet to `detent`, selecting it (and telling the delegate when it changed).
    private func settle(at detent: ResolvedSheetDetent, from shown: CGFloat, velocity: CGFloat) {
        guard let controller else { return }
        let changed = detent.identifier != controller.restingDetent.identifier
        let distance = detent.top - shown
        let relativeVelocity = abs(distance) > 1 ? velocity / distance : 0
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: relativeVelocity,
                       options: [.allowUserInteraction]) {
            if changed { controller.selectedDetentIdentifier = detent.identifier }
            controller.placeSheet(atTop: detent.top)
            controller.presentedView?.transform = .identity
        }
        if changed {
            (controller.delegate as? any UISheetPresentationControllerDelegate)?
                .sheetPresentationControllerDidChangeSelectedDetentIdentifier(controller)
        }
    }
}
