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
    /// The display links added to this clock's run loop, in the order they were added, held
    /// strongly as a run loop holds its links (see `CADisplayLink`).
    private(set) var displayLinks: [CADisplayLink] = []

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

    /// Adds `link` to the clock's display links (once).
    func add(_ link: CADisplayLink) {
        if !displayLinks.contains(where: { $0 === link }) { displayLinks.append(link) }
    }

    /// Removes `link` from the clock's display links.
    func remove(_ link: CADisplayLink) {
        displayLinks.removeAll { $0 === link }
    }

    /// A frame advanced the clock's animation time: the display links fire, in the order they
    /// were added (links added meanwhile fire from the next frame on).
    func fireDisplayLinks() {
        guard let clock, !displayLinks.isEmpty else { return }
        let frameDuration = clock.frameInterval * clock.speed, displayRate = 1 / clock.frameInterval
        for link in displayLinks {
            link.clockDidAdvance(clock, now: clock.now, frameDuration: frameDuration, displayRate: displayRate)
        }
    }

    /// When the display links, timelines and frame handlers next change something (frame
    /// handlers every frame; display links every frame while one is unpaused and time runs).
    func nextChange() -> FrameNeed {
        if frameHandlers.contains(where: { $0.owner != nil }) { return .now }
        if (clock?.speed ?? 0) > 0, displayLinks.contains(where: \.needsFrames) { return .now }
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
