import TransitionKit

/// A drag down that closes a presented screen interactively, as card-style apps do (the patterns
/// and cards scenes): the drag's length over 60 % of the window's height is the dismissal's
/// progress (a `UIPercentDrivenInteractiveTransition`); released past a third, or flicked down
/// faster than 800 pt/s, it finishes, else it springs back.
///
/// The transitioning delegate returns `interactor` from `interactionControllerForDismissal(using:)`.
@MainActor
final class DragDownDismissal {
    /// The fraction of the window's height a full drag covers.
    static let distanceFraction: CGFloat = 0.6
    /// The progress past which a release finishes.
    static let finishThreshold: CGFloat = 1.0 / 3
    /// The downward speed past which a release finishes, in points per second.
    static let flickVelocity: CGFloat = 800

    /// The interaction controller while a drag drives the dismissal; nil otherwise.
    private(set) var interactor: UIPercentDrivenInteractiveTransition?

    /// Follows `pan` (on a view in `window`); at its start, `dismiss` starts the dismissal and
    /// returns whether it did.
    func handle(_ pan: UIPanGestureRecognizer, in window: UIWindow, dismiss: () -> Bool) {
        let distance = max(window.bounds.height * Self.distanceFraction, 1)
        let progress = min(max(pan.translation(in: window).y / distance, 0), 1)
        switch pan.state {
        case .began:
            guard interactor == nil else { return }
            interactor = UIPercentDrivenInteractiveTransition()
            if !dismiss() { interactor = nil }
        case .changed:
            interactor?.update(progress)
        case .ended, .cancelled:
            guard let interactor else { return }
            let finishes = pan.state == .ended && (progress > Self.finishThreshold || pan.velocity(in: window).y > Self.flickVelocity)
            if finishes { interactor.finish() } else { interactor.cancel() }
            self.interactor = nil
        default:
            break
        }
    }

    /// While a drag holds the dismissal in `window`: "NN % · release: finish/cancel".
    func hint(in window: UIWindow?) -> String? {
        guard interactor != nil, let state = window?.transitionState else { return nil }
        return InteractionHint.text(percent: state.percentComplete, finishes: state.percentComplete > Self.finishThreshold)
    }
}
