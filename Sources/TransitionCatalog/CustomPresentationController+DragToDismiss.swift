import Foundation
import TransitionKit

/// Drag the card down to dismiss it: a `UIPanGestureRecognizer` on `presentationWrappingView`
/// drives the dismissal through a `UIPercentDrivenInteractiveTransition`, which scrubs whatever
/// animator the transitioning delegate returns (the controller's own slide, by default).
extension CustomPresentationController {
    /// The progress at or past which a released drag dismisses: 0.5 (half the card's height).
    public static let dragToDismissThreshold: CGFloat = 0.5
    /// The downward speed at release, in points per second, that dismisses from anywhere (a
    /// flick), and the upward speed that keeps the card even past half way: 600.
    public static let dragToDismissFlickVelocity: CGFloat = 600

    /// The pan the wrapper carries.
    func makeDragToDismissRecognizer() -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer { [weak self] pan in self?.dragToDismissDidUpdate(pan) }
        pan.name = "dragToDismiss"
        return pan
    }

    /// Follows the drag on the card:
    /// - `.began`: starts an interactive dismissal (when `allowsDragToDismiss`, the controller is
    ///   presented and no transition is running);
    /// - `.changed`: the progress is the downward translation over the card's height, 0...1;
    /// - `.ended`: dismisses at `dragToDismissThreshold` or more unless flicked back up, or on a
    ///   downward flick of `dragToDismissFlickVelocity`; otherwise the card springs back;
    /// - `.cancelled`, `.failed`: the card goes back.
    public func dragToDismissDidUpdate(_ pan: UIPanGestureRecognizer) {
        let height = max(presentationWrappingView?.bounds.height ?? 0, 1)
        let percent = min(max(pan.translation(in: containerView).y / height, 0), 1)
        switch pan.state {
        case .began:
            guard allowsDragToDismiss, dragToDismissInteractor == nil, presentedViewController.presentingViewController != nil,
                  !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed,
                  containerView?.window?.transitionState == nil else { return }
            let interactor = UIPercentDrivenInteractiveTransition()
            interactor.completionCurve = .easeOut
            dragToDismissInteractor = interactor
            presentedViewController.dismiss(animated: true, completion: nil)
        case .changed:
            dragToDismissInteractor?.update(percent)
        case .ended:
            guard let interactor = dragToDismissInteractor else { return }
            dragToDismissInteractor = nil
            let velocity = pan.velocity(in: containerView).y
            let flick = Self.dragToDismissFlickVelocity
            if velocity >= flick || (percent >= Self.dragToDismissThreshold && velocity > -flick) {
                interactor.finish()
            } else {
                interactor.cancel()
            }
        case .cancelled, .failed:
            dragToDismissInteractor?.cancel()
            dragToDismissInteractor = nil
        case .possible:
            break
        }
    }
}
