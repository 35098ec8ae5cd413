import Foundation
import TransitionKit

/// The tuning panel (T): dragging a slider changes a parameter of the scene's chosen animator,
/// dragging a handle on the panel's curve moves a Bézier control point; releasing either replays
/// the scene to the start of its last transition with the new value. The values outlive the
/// scene instance (a replay or a return to the scene makes a fresh one) and reach every pane.
@MainActor
final class TuningTool: PlaygroundTool {
    /// What a pointer pressed on the panel is doing.
    enum Drag: Equatable {
        /// Dragging slider `index`.
        case slider(Int)
        /// Dragging control-point handle `index` (0 or 1) on the curve.
        case handle(Int)
        /// Pressing the "Copy as Swift" button.
        case copyButton
        /// Pressed elsewhere on the panel (swallowed).
        case panel
    }

    /// The sliders and the "Copy as Swift" button.
    let panel = TuningPanel()
    /// The animator's curve with its control-point handles (when it has them), under the sliders.
    let plot = CurvePlotView()
    /// The drag in progress, if a press began on the panel or the curve.
    private(set) var drag: Drag?
    /// The values set, by scene name and animator index.
    private(set) var tunings: [String: [Int: [TunableParameter]]] = [:]
    /// Where "Copy as Swift" writes (standard output; tests capture it).
    var writeToStandardOutput: (String) -> Void = { print($0) }
    /// The curve plot's height in points.
    static let plotHeight: CGFloat = 110

    /// Adds the panel and its curve to `overlay` (hidden until T).
    init(overlay: Overlay) {
        panel.isHidden = true
        plot.isHidden = true
        plot.backgroundColor = Palette.panel
        plot.layer.cornerRadius = 12
        overlay.add(panel)
        overlay.add(plot)
    }

    /// Whether the panel is shown.
    var isVisible: Bool { !panel.isHidden }

    /// Starts `drag` (nil ends it).
    func begin(_ drag: Drag?) { self.drag = drag }

    var bindings: [KeyBinding] {
        [KeyBinding(.letter("T"), keys: "T", summary: "tune the animator: a slider replays it") { [weak self] session in
            self?.toggle(in: session)
        }]
    }

    /// T: shows or hides the panel.
    func toggle(in session: PlaygroundSession) {
        panel.isHidden.toggle()
        if panel.isHidden { plot.isHidden = true }
        if isVisible && session.scene.tunableParameters.isEmpty {
            session.say("\(session.scene.animatorName): nothing to tune in this animator")
        }
    }

    func sessionDidChange(_ change: PlaygroundSession.Change, in session: PlaygroundSession) {
        switch change {
        case .paneStarted(let pane), .animatorChosen(let pane):
            // A fresh instance, or another animator: the values set for it, if any.
            if let stored = tunings[pane.scene.name]?[pane.scene.animatorIndex] { pane.scene.tunableParameters = stored }
        case .sceneRetired, .timeResumed, .willStepFrame:
            break
        }
    }

    func updatePanels(in session: PlaygroundSession, sidebar: inout Sidebar.Layout, notes: inout FrameNotes) {
        guard isVisible else { return }
        let scene = session.scene, parameters = scene.tunableParameters
        panel.show(parameters, animatorName: scene.animatorName)
        sidebar.place(panel, height: panel.preferredHeight)
        let controlPoints = TunedValues(parameters).controlPoints
        guard let timing = scene.timing, controlPoints != nil else {
            plot.isHidden = true
            return
        }
        plot.isHidden = false
        sidebar.place(plot, height: Self.plotHeight)
        plot.show(timing.curve, at: timing.elapsed ?? 0)
        plot.showHandles(controlPoints)
    }

    /// Sets slider `index`'s parameter to the value at `fraction` along its track, for the scene
    /// and for later instances of it.
    func setValue(ofSlider index: Int, toFraction fraction: Double, in session: PlaygroundSession) {
        var parameters = session.scene.tunableParameters
        guard parameters.indices.contains(index) else { return }
        parameters[index].value = parameters[index].value(atFraction: fraction)
        setParameters(parameters, in: session)
    }

    /// Sets control point `index` (0 or 1) of the animator's Bézier to `point` (clamped to the
    /// parameters' ranges).
    func setControlPoint(_ index: Int, to point: CGPoint, in session: PlaygroundSession) {
        var parameters = session.scene.tunableParameters
        let names = TunableParameter.controlPointNames
        guard let x = parameters.firstIndex(where: { $0.name == names[2 * index] }),
              let y = parameters.firstIndex(where: { $0.name == names[2 * index + 1] }) else { return }
        parameters[x].value = (Double(point.x) * 100).rounded() / 100
        parameters[y].value = (Double(point.y) * 100).rounded() / 100
        setParameters(parameters, in: session)
    }

    /// Makes `parameters` the chosen animator's values (this scene and later instances).
    func setParameters(_ parameters: [TunableParameter], in session: PlaygroundSession) {
        let scene = session.scene
        scene.tunableParameters = parameters
        tunings[scene.name, default: [:]][scene.animatorIndex] = scene.tunableParameters
    }

    /// After a drag: replays the scene to the start of its last transition, which then runs
    /// again with the new values (or says how to see them when nothing has run yet).
    func replayAfterTuning(in session: PlaygroundSession) {
        guard session.main.history.lastTransitionStart != nil else {
            session.say("tuned \(session.scene.animatorName): press Enter (or drag) to see it")
            return
        }
        session.replayToLastTransition()
        session.say("replaying with the tuned \(session.scene.animatorName)")
    }

    /// "Copy as Swift": prints the animator's construction with the tuned values to standard
    /// output (the scene's `tunedAnimatorSource`, else its parameters), and says so.
    func copyAsSwift(in session: PlaygroundSession) {
        let scene = session.scene, parameters = scene.tunableParameters
        let source = scene.tunedAnimatorSource
            ?? "// \(scene.animatorName)\n" + parameters.map { "let \($0.name) = \($0.formattedValue)" }.joined(separator: "\n")
        writeToStandardOutput(source)
        session.say("\(scene.animatorName) printed as Swift to standard output")
    }
}
