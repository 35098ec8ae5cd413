import Foundation
import TransitionKit

/// A recognizer that begins the moment a finger touches down, but only when `shouldBegin`
/// says so (UIKit code uses a `UILongPressGestureRecognizer` with `minimumPressDuration = 0`
/// for this). `PullDownInteractor` puts one on the window so a click anywhere during its
/// transition's animation interrupts it, as seed 002 does in `touchesBegan`.
@preconcurrency @MainActor
public final class InterruptionPressRecognizer: UIGestureRecognizer {
    /// Asked at touch-down: whether to take this press.
    public var shouldBegin: () -> Bool = { true }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        state = shouldBegin() ? .began : .failed
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .changed }
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .ended }
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled }
    }
}

extension PullDownInteractor {
    /// A press recognizer for the window that routes a press made while the transition animates
    /// on its own to `touchBegan`/`touchMoved`/`touchEnded` (the seed's 50 pt rule); other presses
    /// fail it at once and go on to the views.
    public func makeInterruptionRecognizer() -> InterruptionPressRecognizer {
        let recognizer = InterruptionPressRecognizer()
        recognizer.shouldBegin = { [weak self] in self?.isAnimatingWithoutInteraction ?? false }
        recognizer.addTarget { [weak self] press in
            guard let self else { return }
            let point = press.location(in: nil)
            switch press.state {
            case .began: self.touchBegan(at: point)
            case .changed: self.touchMoved(to: point)
            case .ended: self.touchEnded(at: point)
            case .cancelled: self.touchEnded(at: self.touchStartPoint ?? point)
            default: break
            }
        }
        return recognizer
    }
}
