import Foundation
import TransitionKit

/// The tuning panel's pointer: a press on a slider, a curve handle or the button starts a drag
/// that the scene never sees.
extension TuningTool {
    func handlePointer(_ event: InputEvent, in session: PlaygroundSession) -> ToolInputResult {
        guard isVisible else { return .passed }
        switch event {
        case .mouseDown(let location, _):
            if !plot.isHidden, let index = plot.handleIndex(near: plot.convert(location, from: nil)) {
                begin(.handle(index))
                plot.frozenRange = plot.displayRange
                return .handled
            }
            let point = panel.convert(location, from: nil)
            guard panel.bounds.contains(point) else { return .passed }
            if let index = panel.slider(at: point) {
                begin(.slider(index))
                setValue(ofSlider: index, toFraction: panel.fraction(at: point, onSlider: index), in: session)
            } else {
                begin(panel.isCopyButton(at: point) ? .copyButton : .panel)
            }
            return .handled
        case .mouseMove(let location):
            guard let drag else { return .passed }
            switch drag {
            case .slider(let index):
                setValue(ofSlider: index, toFraction: panel.fraction(at: panel.convert(location, from: nil), onSlider: index), in: session)
            case .handle(let index):
                setControlPoint(index, to: plot.controlPoint(at: plot.convert(location, from: nil)), in: session)
            case .copyButton, .panel:
                break
            }
            return .handled
        case .mouseUp(let location):
            guard let drag else { return .passed }
            begin(nil)
            switch drag {
            case .slider: replayAfterTuning(in: session)
            case .handle:
                plot.frozenRange = nil
                plot.setNeedsLayout()
                replayAfterTuning(in: session)
            case .copyButton: if panel.isCopyButton(at: panel.convert(location, from: nil)) { copyAsSwift(in: session) }
            case .panel: break
            }
            return .handled
        default:
            return .passed
        }
    }
}
