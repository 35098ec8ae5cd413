import Foundation
import TransitionKit

/// The tuning panel (T): dragging a slider changes a parameter of the scene's chosen animator;
/// releasing it replays the scene to the start of its last transition with the new value.
extension PlaygroundApp {
    /// What a pointer pressed on the tuning panel is doing.
    enum TuningDrag: Equatable {
        /// Dragging slider `index`.
        case slider(Int)
        /// Dragging control-point handle `index` (0 or 1) on the HUD's curve plot.
        case handle(Int)
        /// Pressing the "Copy as Swift" button.
        case copyButton
        /// Pressed elsewhere on the panel (swallowed).
        case panel
    }

    /// T: shows or hides the tuning panel.
    func toggleTuning() {
        overlay.isTuningVisible.toggle()
        if overlay.isTuningVisible && scene.tunableParameters.isEmpty {
            say("\(scene.animatorName): nothing to tune in this animator")
        }
    }

    /// Gives the scene the values the panel set for its chosen animator, if any (after a fresh
    /// instance of the scene is made, and after each animator change).
    func applyTuning() {
        if let stored = tunings[scene.name]?[scene.animatorIndex] { scene.tunableParameters = stored }
    }

    /// Handles `event` if it belongs to the tuning panel (a press on it, or the drag that
    /// started there); returns whether it did, in which case the scene never sees it.
    func handleTuningPointer(_ event: InputEvent) -> Bool {
        guard overlay.isTuningVisible else { return false }
        let panel = overlay.tuning
        switch event {
        case .mouseDown(let location, _):
            let plot = overlay.hud.plot
            if !plot.isHidden, let index = plot.handleIndex(near: plot.convert(location, from: nil)) {
                tuningDrag = .handle(index)
                plot.frozenRange = plot.displayRange
                return true
            }
            let point = panel.convert(location, from: nil)
            guard panel.bounds.contains(point) else { return false }
            if let index = panel.slider(at: point) {
                tuningDrag = .slider(index)
                setTunedValue(ofSlider: index, toFraction: panel.fraction(at: point, onSlider: index))
            } else {
                tuningDrag = panel.isCopyButton(at: point) ? .copyButton : .panel
            }
            return true
        case .mouseMove(let location):
            guard let drag = tuningDrag else { return false }
            switch drag {
            case .slider(let index):
                setTunedValue(ofSlider: index, toFraction: panel.fraction(at: panel.convert(location, from: nil), onSlider: index))
            case .handle(let index):
                let plot = overlay.hud.plot
                setControlPoint(index, to: plot.controlPoint(at: plot.convert(location, from: nil)))
            case .copyButton, .panel:
                break
            }
            return true
        case .mouseUp(let location):
            guard let drag = tuningDrag else { return false }
            tuningDrag = nil
            switch drag {
            case .slider: replayAfterTuning()
            case .handle:
                overlay.hud.plot.frozenRange = nil
                overlay.hud.plot.setNeedsLayout()
                replayAfterTuning()
            case .copyButton: if panel.isCopyButton(at: panel.convert(location, from: nil)) { copyTunedAnimatorAsSwift() }
            case .panel: break
            }
            return true
        default:
            return false
        }
    }

    /// Sets slider `index`'s parameter to the value at `fraction` along its track, for the scene
    /// and for later instances of it.
    func setTunedValue(ofSlider index: Int, toFraction fraction: Double) {
        var parameters = scene.tunableParameters
        guard parameters.indices.contains(index) else { return }
        parameters[index].value = parameters[index].value(atFraction: fraction)
        setTunableParameters(parameters)
    }

    /// Sets control point `index` (0 or 1) of the animator's Bézier to `point` (clamped to the
    /// parameters' ranges).
    func setControlPoint(_ index: Int, to point: CGPoint) {
        var parameters = scene.tunableParameters
        let names = TunableParameter.controlPointNames
        guard let x = parameters.firstIndex(where: { $0.name == names[2 * index] }),
              let y = parameters.firstIndex(where: { $0.name == names[2 * index + 1] }) else { return }
        parameters[x].value = (Double(point.x) * 100).rounded() / 100
        parameters[y].value = (Double(point.y) * 100).rounded() / 100
        setTunableParameters(parameters)
    }

    /// Makes `parameters` the chosen animator's tuned values (this scene and later instances).
    func setTunableParameters(_ parameters: [TunableParameter]) {
        scene.tunableParameters = parameters
        tunings[scene.name, default: [:]][scene.animatorIndex] = scene.tunableParameters
    }

    /// After a drag: replays the scene to the start of its last transition, which then runs
    /// again with the new values (or says how to see them when nothing has run yet).
    func replayAfterTuning() {
        guard session.history.lastTransitionStart != nil else {
            say("tuned \(scene.animatorName): press Enter (or drag) to see it")
            return
        }
        replayToLastTransition()
        say("replaying with the tuned \(scene.animatorName)")
    }

    /// "Copy as Swift": prints the animator's construction with the tuned values to standard
    /// output (the scene's `tunedAnimatorSource`, else its parameters), and says so.
    func copyTunedAnimatorAsSwift() {
        let parameters = scene.tunableParameters
        let source = scene.tunedAnimatorSource
            ?? "// \(scene.animatorName)\n" + parameters.map { "let \($0.name) = \($0.formattedValue)" }.joined(separator: "\n")
        writeToStandardOutput(source)
        say("\(scene.animatorName) printed as Swift to standard output")
    }
}
