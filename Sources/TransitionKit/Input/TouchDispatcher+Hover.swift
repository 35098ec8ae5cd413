import Foundation

/// Hovering: pointer moves with no button down reach the `UIHoverGestureRecognizer`s of the
/// view under the pointer and of its ancestors.
extension TouchDispatcher {
    /// The pointer moved to `point` with no button down: the hover recognizers it left end,
    /// those it is over begin or change.
    func hover(at point: CGPoint) {
        let chain = window.hitTest(point, with: nil).map(recognizerChain(from:)) ?? []
        let over = chain.compactMap { $0 as? UIHoverGestureRecognizer }
        for recognizer in hoveringRecognizers where !over.contains(where: { $0 === recognizer }) {
            recognizer.hoverDidEnd()
        }
        hoveringRecognizers = over
        for recognizer in over {
            if recognizer.isFinished {   // it ended earlier in this frame: the pointer came back
                activeRecognizers.removeAll { $0 === recognizer }
                recognizer.resetToPossible()
            }
            activate(recognizer)
            recognizer.hoverDidMove(to: point)
        }
        hoveringRecognizers.removeAll { !$0.isInProgress }
    }

    /// A button went down: every hover ends.
    func endHovers() {
        for recognizer in hoveringRecognizers { recognizer.hoverDidEnd() }
        hoveringRecognizers = []
    }
}
