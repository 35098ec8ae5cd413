import Foundation
import TransitionKit

/// The values inspector: while time is paused, a click (a press and release that moves less than
/// `inspectSlop` points) on a view shows its model and presentation values and the animations
/// acting on it; the click does not reach the scene. A press that moves further is delivered as
/// usual (a drag still grabs and scrubs), and so is a Shift-click (a tap while paused). Resuming
/// time hides the inspector.
extension PlaygroundApp {
    /// How far a paused press may move and still be a click that inspects, in points.
    static let inspectSlop: CGFloat = 4

    /// Holds a paused press until it is known to be a click (inspect) or a drag (delivered);
    /// returns whether `event` was taken.
    func handleInspectorPointer(_ event: InputEvent) -> Bool {
        switch event {
        case .mouseDown(_, let modifiers) where time.isPaused && modifiers.isEmpty && !isComparing:
            heldPress = event
            return true
        case .mouseMove(let location):
            guard let held = heldPress, case .mouseDown(let start, _) = held else { return false }
            if hypot(location.x - start.x, location.y - start.y) <= Self.inspectSlop { return true }
            heldPress = nil
            route(held)
            return false
        case .mouseUp(let location):
            guard heldPress != nil else { return false }
            heldPress = nil
            inspect(at: location)
            return true
        default:
            return false
        }
    }

    /// Shows the values of the frontmost view drawn at `location` (window points), or says there is none.
    func inspect(at location: CGPoint) {
        guard let view = Self.frontmostView(at: location, in: window) else {
            inspectedView = nil
            say("no view at \(Int(location.x)), \(Int(location.y))")
            return
        }
        inspectedView = view
        refreshInspector()
    }

    /// Shows the inspected view's values now (each frame while paused; hidden once time runs).
    func refreshInspector() {
        guard time.isPaused, let view = inspectedView, view.window === window else {
            inspectedView = nil
            overlay.inspector.isHidden = true
            return
        }
        let height = overlay.inspector.show(InspectedValues(of: view))
        let size = overlay.window.bounds.size
        overlay.inspector.frame = CGRect(
            x: max(size.width - ValuesInspector.width - 12, 12), y: max(size.height - height - 70, 12),
            width: ValuesInspector.width, height: height)
        overlay.inspector.isHidden = false
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
