import Foundation
import Testing
import TransitionKit

/// Gesture drivers: input through `UIWindow.send(_:)`, as the SDL host delivers it, with the
/// harness's frames between the events so recognizers see time pass and measure velocity.
///
/// A call with unusable input (a non-finite point, fewer than one step, a negative duration, a
/// pinch scale that is not positive) records a test issue at the call site and sends nothing.
extension TransitionTestHarness {
    /// Presses at `start`, moves in `steps` equal steps to `end` over `duration` seconds (a move
    /// after each `duration / steps`), holds still for `holdBeforeRelease` seconds (0: the release
    /// keeps the drag's speed), and releases at `end` unless `release` is false.
    public func drag(
        from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.25, steps: Int = 10,
        holdBeforeRelease: TimeInterval = 0.2, release: Bool = true, modifiers: InputEvent.Modifiers = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard isUsable(points: [start, end], duration: duration, steps: steps, hold: holdBeforeRelease,
                       sourceLocation: sourceLocation) else { return }
        window.send(.mouseDown(start, modifiers: modifiers))
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let fraction = CGFloat(step) / CGFloat(steps)
            window.send(.mouseMove(CGPoint(x: start.x + (end.x - start.x) * fraction,
                                           y: start.y + (end.y - start.y) * fraction)))
        }
        advance(by: holdBeforeRelease)
        if release { window.send(.mouseUp(end)) }
    }

    /// A quick drag from `start` to `end` in `duration` seconds (4 moves), released at full speed.
    public func flick(
        from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.08,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        drag(from: start, to: end, duration: duration, steps: 4, holdBeforeRelease: 0, sourceLocation: sourceLocation)
    }

    /// A drag that starts 2 pt inside `edge` of the window, at the middle of that edge, and moves
    /// `distance` points inwards (for `UIScreenEdgePanGestureRecognizer`, which begins only
    /// within 20 pt of its edge). `edge` is one of `.left`, `.right`, `.top`, `.bottom`.
    public func edgePan(
        from edge: UIRectEdge, distance: CGFloat, duration: TimeInterval = 0.25, steps: Int = 10,
        holdBeforeRelease: TimeInterval = 0.2, release: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let bounds = window.bounds
        let start: CGPoint, end: CGPoint
        switch edge {
        case .left:
            start = CGPoint(x: bounds.minX + 2, y: bounds.midY); end = CGPoint(x: start.x + distance, y: start.y)
        case .right:
            start = CGPoint(x: bounds.maxX - 2, y: bounds.midY); end = CGPoint(x: start.x - distance, y: start.y)
        case .top:
            start = CGPoint(x: bounds.midX, y: bounds.minY + 2); end = CGPoint(x: start.x, y: start.y + distance)
        case .bottom:
            start = CGPoint(x: bounds.midX, y: bounds.maxY - 2); end = CGPoint(x: start.x, y: start.y - distance)
        default:
            TestFailure.report("edgePan needs one of .left, .right, .top or .bottom, got \(edge.rawValue)",
                         sourceLocation: sourceLocation)
            return
        }
        drag(from: start, to: end, duration: duration, steps: steps, holdBeforeRelease: holdBeforeRelease,
             release: release, sourceLocation: sourceLocation)
    }

    /// A two-finger pinch about `center` (default: the window's centre) from scale 1 to `scale`
    /// over `duration` seconds: an Alt-drag, whose two fingers start 200 pt apart and mirror each
    /// other, so `UIPinchGestureRecognizer.scale` reads `scale` at the end.
    public func pinch(
        scale: CGFloat, at center: CGPoint? = nil, duration: TimeInterval = 0.25, steps: Int = 10,
        holdBeforeRelease: TimeInterval = 0, release: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard scale.isFinite, scale > 0 else {
            TestFailure.report("pinch needs a positive finite scale, got \(scale)", sourceLocation: sourceLocation)
            return
        }
        let origin = center ?? CGPoint(x: window.bounds.midX, y: window.bounds.midY)
        drag(from: origin, to: CGPoint(x: origin.x + (scale - 1) * 100, y: origin.y), duration: duration,
             steps: steps, holdBeforeRelease: holdBeforeRelease, release: release, modifiers: [.option],
             sourceLocation: sourceLocation)
    }

    private func isUsable(
        points: [CGPoint], duration: TimeInterval, steps: Int, hold: TimeInterval, sourceLocation: SourceLocation
    ) -> Bool {
        var problems: [String] = []
        if !points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) { problems.append("a point is not finite: \(points)") }
        if steps < 1 { problems.append("steps must be at least 1, got \(steps)") }
        if !(duration.isFinite && duration >= 0) { problems.append("duration must be finite and not negative, got \(duration)") }
        if !(hold.isFinite && hold >= 0) { problems.append("the hold must be finite and not negative, got \(hold)") }
        for problem in problems { TestFailure.report("gesture refused: \(problem)", sourceLocation: sourceLocation) }
        return problems.isEmpty
    }
}
