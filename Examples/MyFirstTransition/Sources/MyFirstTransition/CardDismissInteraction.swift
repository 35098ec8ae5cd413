import TransitionKit

/// Dismisses the card with a downward drag: the dismissal follows the finger, and on release it
/// finishes when the card was dragged a third of the way down or flicked down, else cancels.
@MainActor
final class CardDismissInteraction: UIPercentDrivenInteractiveTransition {
    /// Whether a drag is driving the dismissal.
    private(set) var isDragging = false

    /// Follows the pan on `card`'s view.
    func handlePan(_ pan: UIPanGestureRecognizer, dismissing card: UIViewController) {
        let height = max(card.view.window?.bounds.height ?? card.view.bounds.height, 1)
        let progress = min(max(pan.translation(in: nil).y / height, 0), 1)
        switch pan.state {
        case .began:
            guard card.presentingViewController != nil, !card.isBeingPresented, !card.isBeingDismissed else { return }
            isDragging = true
            card.dismiss(animated: true)
        case .changed:
            if isDragging { update(progress) }
        case .ended:
            guard isDragging else { return }
            isDragging = false
            if progress > 1.0 / 3 || pan.velocity(in: nil).y > 800 { finish() } else { cancel() }
        case .cancelled, .failed:
            guard isDragging else { return }
            isDragging = false
            cancel()
        case .possible:
            break
        }
    }
}
