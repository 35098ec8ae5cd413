import Foundation
import TransitionKit

/// The values inspector: while time is paused, a click (a press and release that moves less than
/// `slop` points) on a view shows its model and presentation values and the animations acting on
/// it, in the sidebar; the click does not reach the scene. A press that moves further is
/// delivered as usual (a drag still grabs and scrubs), and so is a Shift-click (a tap while
/// paused). Resuming time hides the inspector. In compare mode clicks are delivered as usual.
@MainActor
final class InspectorTool: PlaygroundTool {
    /// How far a paused press may move and still be a click that inspects, in points.
    static let slop: CGFloat = 4

    /// The panel.
    let panel = ValuesInspector()
    /// A press held while paused until it is a click (inspect) or a drag (delivered).
    private(set) var heldPress: InputEvent?
    /// The view shown.
    private(set) weak var inspectedView: UIView?

    /// Adds the panel to `overlay` (hidden until a paused click).
    init(overlay: Overlay) {
        panel.isHidden = true
        overlay.add(panel)
    }

    func handlePointer(_ event: InputEvent, in session: PlaygroundSession) -> ToolInputResult {
        switch event {
        case .mouseDown(let location, let modifiers)
            where session.time.isPaused && modifiers.isEmpty && session.extraPanes.isEmpty && session.isOnDevice(location):
            heldPress = event
            return .handled
        case .mouseMove(let location):
            guard let held = heldPress, case .mouseDown(let start, _) = held else { return .passed }
            if hypot(location.x - start.x, location.y - start.y) <= Self.slop { return .handled }
            heldPress = nil
            return .replaced(by: [held, event])
        case .mouseUp(let location):
            guard heldPress != nil else { return .passed }
            heldPress = nil
            inspect(at: location, in: session)
            return .handled
        default:
            return .passed
        }
    }

    /// Shows the values of the frontmost view drawn at `location` (window points), or says there is none.
    func inspect(at location: CGPoint, in session: PlaygroundSession) {
        guard let view = Self.frontmostView(at: location, in: session.window) else {
            inspectedView = nil
            session.say("no view at \(Int(location.x)), \(Int(location.y))")
            return
        }
        inspectedView = view
    }

    /// Shows the inspected view's values (each frame while paused; hidden once time runs).
    func updatePanels(in session: PlaygroundSession, sidebar: inout Sidebar.Layout, notes: inout FrameNotes) {
        guard session.time.isPaused, let view = inspectedView, view.window === session.window else {
            inspectedView = nil
            panel.isHidden = true
            return
        }
        let height = panel.show(InspectedValues(of: view))
        sidebar.place(panel, height: height)
        panel.isHidden = false
    }

    /// The frontmost visible view whose presentation (what is drawn now, mid-animation) covers
    /// `point`, searching `view`'s subviews front to back; `point` is in `view`'s coordinates.
    static func frontmostView(at point: CGPoint, in view: UIView) -> UIView? {
        for subview in view.subviews.reversed() {
            let layer = subview.layer.presentation() ?? subview.layer
            guard !subview.isHidden, layer.opacity > 0.01 else { continue }
            let offset = CGPoint(x: point.x - layer.position.x, y: point.y - layer.position.y)
                .applying(layer.affineTransform().inverted())
            let local = CGPoint(x: offset.x + layer.bounds.midX, y: offset.y + layer.bounds.midY)
            if let hit = frontmostView(at: local, in: subview) { return hit }
            if layer.bounds.contains(local) { return subview }
        }
        return nil
    }
}
