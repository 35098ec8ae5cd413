import Foundation
import TransitionKit
import TransitionKitSDL

/// The debug overlay (D): the debug panel in the sidebar (transition state, layer animations,
/// frame-time graph, callback log), and over the device the views' outlines, the touch points
/// and the feedback rings. It draws every frame while on (its graph moves).
@MainActor
final class DebugTool: PlaygroundTool {
    /// The panel.
    let panel = DebugPanel()
    /// The recent frames' model and render times (from the host; the graph).
    private(set) var frameSamples: [FrameStatistics.Sample] = []

    /// Adds the panel to `overlay` (hidden until D).
    init(overlay: Overlay) {
        panel.isHidden = true
        overlay.add(panel)
    }

    /// Whether the overlay is on.
    var isVisible: Bool {
        get { !panel.isHidden }
        set { panel.isHidden = !newValue }
    }

    var bindings: [KeyBinding] {
        [KeyBinding(.letter("D"), keys: "D", summary: "debug overlay: outlines, touches, state, log") { [weak self] _ in self?.isVisible.toggle() }]
    }

    var needsEveryFrame: Bool { isVisible }

    func frameWillBegin(_ input: FrameInput, in session: PlaygroundSession) {
        frameSamples = input.statistics.samples.suffix(DebugPanel.graphFrames).map { $0 }
    }

    func updatePanels(in session: PlaygroundSession, sidebar: inout Sidebar.Layout, notes: inout FrameNotes) {
        guard isVisible else { return }
        let window = session.window
        panel.show(DebugSnapshot(
            transition: window.transitionState, log: session.log.recent, frameSamples: frameSamples,
            isHoldingTransition: notes.transitionIsHeld,
            layerAnimations: DebugPanel.layerAnimationLines(window.layer.explicitAnimationsInSubtree())))
        sidebar.place(panel, height: min(DebugPanel.preferredHeight, max(sidebar.remainingHeight, 100)))
    }

    func draw(_ list: inout DisplayList, _ layer: DrawLayer, in session: PlaygroundSession) {
        guard isVisible else { return }
        switch layer {
        case .overDevice:
            list.commands += DebugOutlines.outlines(of: list.flattenedCommands)
        case .overPanels:
            list.commands += DebugOutlines.touchMarkers(session.window.activeTouchLocations)
            list.commands += FeedbackPulse.rings(session.log.recent, now: session.window.clock.now, in: session.window.bounds)
        }
    }
}
