import Foundation

/// Plays a parsed script against the run's time: each event is applied at the first frame whose
/// time is at least the event's (headless frames are exactly 1/60 s apart, and windowed replays
/// use the same fixed step, so a replay gives the same frames every time).
///
/// The run ends at a `quit`; without one, 1 s after the last event, or exactly at a final `wait`.
/// `scene`, `animator` and `resize` lines at time 0 before any other event are the script's
/// *prelude*: they choose the starting scene, animator and window size, as `--scene`,
/// `--animator` and `--size` do (and win over them), so a replay starts exactly as the recorded
/// run did.
package struct ScriptPlayer {
    /// How long a script without `quit` runs after its last event.
    static let tailDuration: TimeInterval = 1
    /// Frame times may carry rounding error of this size; events are due that much early.
    static let timeTolerance: TimeInterval = 1e-6

    /// The events still to play, in order.
    private(set) var pending: ArraySlice<ScriptEvent>
    /// The scene the prelude chooses, if any.
    let preludeScene: String?
    /// The animator (1-based) the prelude chooses, if any.
    let preludeAnimator: Int?
    /// The window size the prelude chooses (a `resize` at time 0), if any.
    let preludeSize: CGSize?
    /// When the run ends (nil: at a `quit`).
    let endTime: TimeInterval?

    /// A player for `events` (in time order, as the parser returns them).
    init(events: [ScriptEvent]) {
        var rest = events[...]
        var scene: String?, animator: Int?, size: CGSize?
        while let first = rest.first, first.time == 0 {
            if case .scene(let name) = first.action { scene = name; animator = nil }
            else if case .animator(let n) = first.action { animator = n }
            else if case .resize(let newSize) = first.action { size = newSize }
            else { break }
            rest = rest.dropFirst()
        }
        preludeScene = scene
        preludeAnimator = animator
        preludeSize = size
        pending = rest
        if events.contains(where: { $0.action == .quit }) {
            endTime = nil
        } else if let last = events.last {
            endTime = last.action == .wait ? last.time : last.time + Self.tailDuration
        } else {
            endTime = Self.tailDuration
        }
    }

    /// Removes and returns the events due at a frame drawn at `time`.
    mutating func takeEvents(dueAt time: TimeInterval) -> [ScriptEvent] {
        var due: [ScriptEvent] = []
        while let next = pending.first, next.time <= time + Self.timeTolerance {
            due.append(next)
            pending = pending.dropFirst()
        }
        return due
    }

    /// Whether the run should end after the frame drawn at `time`.
    func isFinished(at time: TimeInterval) -> Bool {
        guard let endTime else { return false }
        return pending.isEmpty && time + Self.timeTolerance >= endTime
    }
}
