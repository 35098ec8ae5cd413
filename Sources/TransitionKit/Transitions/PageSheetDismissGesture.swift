import Foundation

/// Dragging a page sheet down dismisses it interactively: the card follows the pointer,
/// resists being pulled up (rubber-banded), and the dismissal finishes past half its height or
/// on a downward flick (projected with UIScrollView's deceleration rate), else it springs back.
@MainActor
final class PageSheetDismissGesture: UIGestureRecognizerDelegate {
    let recognizer: UIPanGestureRecognizer
    private weak var controller: UIPresentationController?
    private var interactor: UIPercentDrivenInteractiveTransition?

    init(controller: UIPresentationController) {
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

    private func handle(_ pan: UIPanGestureRecognizer) {
        guard let controller, let card = controller.presentedView, let container = controller.containerView else { return }
        let height = max(card.bounds.height, 1)
        let drag = pan.translation(in: container).y
        switch pan.state {
        case .began:
            guard controller.delegate?.presentationControllerShouldDismiss(controller) ?? true else { return }
            controller.delegate?.presentationControllerWillDismiss(controller)
            let interactor = UIPercentDrivenInteractiveTransition()
            interactor.completionCurve = .easeOut
            self.interactor = interactor
            controller.dismissalInteractor = interactor
            controller.presentedViewController.dismiss(animated: true) { [weak controller] in
                if let controller { controller.delegate?.presentationControllerDidDismiss(controller) }
            }
            update(drag: drag, height: height, card: card)
        case .changed:
            update(drag: drag, height: height, card: card)
        case .ended, .cancelled, .failed:
            UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: []) {
                card.transform = .identity
            }
            let velocity = pan.state == .ended ? pan.velocity(in: container).y : 0
            let projected = drag + UIScrollView.DecelerationRate.normal.projectedDistance(forVelocity: velocity)
            if pan.state == .ended && projected > height / 2 { interactor?.finish() } else { interactor?.cancel() }
            // Never leave an unused interactor for a later, unrelated dismissal to pick up.
            if let interactor, controller.dismissalInteractor === interactor { controller.dismissalInteractor = nil }
            interactor = nil
        default:
            break
        }
    }

    /// Down drags scrub the dismissal; up drags stretch the card with UIScrollView's rubber band.
    private func update(drag: CGFloat, height: CGFloat, card: UIView) {
        if drag >= 0 {
            UIView.performWithoutAnimation { card.transform = .identity }
            interactor?.update(drag / height)
        } else {
            interactor?.update(0)
            let dimension = height
            let stretch = (1 - 1 / (-drag * 0.55 / dimension + 1)) * dimension
            UIView.performWithoutAnimation { card.transform = CGAffineTransform(translationX: 0, y: -stretch) }
        }
    }
}
