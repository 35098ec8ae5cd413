import Foundation

/// Per-clock bookkeeping: the root timeline and the timelines and animators with work pending.
///
/// Each frame (`AnimationClock.advance`), the engine ends the animations that reached an end
/// and runs their completions, before windows lay out and draw.
@MainActor
final class AnimationEngine {
    weak var clock: AnimationClock? {
        didSet { if let clock { rootTimeline = AnimationTimeline(clock: clock, mode: .running(originNow: 0, originLocal: 0, rate: 1)) } }
    }
    /// The timeline whose local time is the clock's `now`.
    private(set) var rootTimeline: AnimationTimeline?
    private var activeTimelines: [AnimationTimeline] = []
    private var frameHandlers: [FrameHandler] = []

    /// Something that needs a call every frame while it is active (a property animator).
    struct FrameHandler {
        weak var owner: AnyObject?
        let tick: @MainActor () -> Bool
    }

    func register(_ timeline: AnimationTimeline) {
        if !activeTimelines.contains(where: { $0 === timeline }) { activeTimelines.append(timeline) }
    }

    /// Calls `tick` every frame until it returns false (or `owner` goes away).
    func addFrameHandler(owner: AnyObject, _ tick: @escaping @MainActor () -> Bool) {
        frameHandlers.append(FrameHandler(owner: owner, tick: tick))
    }

    /// Whether any animation or animator is still running on this clock.
    /// When the timelines and frame handlers next change something (frame handlers: every frame).
    func nextChange() -> FrameNeed {
        if frameHandlers.contains(where: { $0.owner != nil }) { return .now }
        return activeTimelines.reduce(FrameNeed.none) { $0.sooner($1.nextChange()) }
    }

    var hasPendingWork: Bool { !activeTimelines.isEmpty || !frameHandlers.isEmpty }

    /// One frame: ends animations and runs completions with this clock as the ambient one, so a
    /// block started from a completion runs on this clock even when it touches no view.
    func tick() {
        AnimationContext.withAmbient(clock: clock) { tickTimelinesAndHandlers() }
        CATransaction.endFrame(of: clock)
    }

    private func tickTimelinesAndHandlers() {
        let timelines = activeTimelines
        activeTimelines.removeAll()
        for timeline in timelines where timeline.tick() { register(timeline) }
        let handlers = frameHandlers
        frameHandlers.removeAll()
        for handler in handlers where handler.owner != nil {
            if handler.tick() { frameHandlers.append(handler) }
        }
    }
}
