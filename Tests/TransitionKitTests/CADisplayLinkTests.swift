import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// `CADisplayLink` on a hand-advanced clock: exact times, firing rules, and what it holds.
@Suite("CADisplayLink")
@MainActor
struct CADisplayLinkTests {
    /// One firing: the link's three times and `CACurrentMediaTime()` inside the handler.
    struct Firing: Equatable {
        var timestamp, targetTimestamp, duration, mediaTime: CFTimeInterval
    }

    /// A clock of 0.25 s frames (exact in binary) and a link on it recording its firings.
    private func makeLink(frameInterval: TimeInterval = 0.25) -> (AnimationClock, CADisplayLink, FiringLog) {
        let clock = AnimationClock()
        clock.frameInterval = frameInterval
        let log = FiringLog()
        let link = CADisplayLink { link in
            log.firings.append(Firing(timestamp: link.timestamp, targetTimestamp: link.targetTimestamp,
                                      duration: link.duration, mediaTime: CACurrentMediaTime()))
        }
        clock.perform { link.add(to: .main, forMode: .common) }
        return (clock, link, log)
    }

    @Test("Once per frame: timestamp is the frame's time, targetTimestamp the next frame's, duration the interval (exact)")
    func timestamps() {
        let (clock, link, log) = makeLink()
        #expect(link.timestamp == 0 && link.targetTimestamp == 0 && link.duration == 0)
        #expect(log.firings.isEmpty, "adding does not fire")
        clock.advance(by: 0.25)
        #expect(log.firings == [Firing(timestamp: 0.25, targetTimestamp: 0.5, duration: 0.25, mediaTime: 0.25)])
        clock.advance(by: 0.5)
        #expect(log.firings.dropFirst() == [
            Firing(timestamp: 0.5, targetTimestamp: 0.75, duration: 0.25, mediaTime: 0.5),
            Firing(timestamp: 0.75, targetTimestamp: 1, duration: 0.25, mediaTime: 0.75),
        ])
        #expect(link.timestamp == 0.75 && link.targetTimestamp == 1 && link.duration == 0.25)
        link.invalidate()
    }

    @Test("The times are animation time: slow motion halves duration; a frozen clock does not fire; one step fires once")
    func animationTime() {
        let (clock, link, log) = makeLink()
        clock.speed = 0.5
        clock.advance(by: 0.25)
        #expect(log.firings == [Firing(timestamp: 0.125, targetTimestamp: 0.25, duration: 0.125, mediaTime: 0.125)])
        clock.speed = 0
        clock.advance(by: 1)
        #expect(log.firings.count == 1, "paused time (Space) does not fire the link")
        clock.speed = 1
        clock.advance(by: clock.frameInterval)   // the playground's `.` step
        clock.speed = 0
        #expect(log.firings.count == 2 && link.timestamp == 0.375)
        link.invalidate()
    }

    @Test("A paused link does not fire and stays added; unpaused, it fires on the next frame")
    func paused() {
        let (clock, link, log) = makeLink()
        clock.advance(by: 0.25)
        link.isPaused = true
        clock.advance(by: 1)
        #expect(log.firings.count == 1 && link.timestamp == 0.25)
        link.isPaused = false
        clock.advance(by: 0.25)
        #expect(log.firings.count == 2 && link.timestamp == 1.5)
        link.invalidate()
    }

    @Test("The clock holds an added link; invalidate() removes it and releases its handler; adding it again does nothing")
    func invalidation() {
        let clock = AnimationClock()
        weak var captured: FiringLog?
        weak var weakLink: CADisplayLink?
        var fired = 0
        do {
            let log = FiringLog()
            captured = log
            let link = CADisplayLink { _ in fired += 1; _ = log }
            weakLink = link
            clock.perform { link.add(to: .main, forMode: .default) }
        }
        clock.advance(by: clock.frameInterval)
        #expect(fired == 1 && weakLink != nil && captured != nil, "the run loop (the clock) retains the link, the link its handler")
        weakLink?.invalidate()
        #expect(captured == nil, "the handler and what it captured are released")
        #expect(weakLink == nil, "the clock let go of the link")
        let again = CADisplayLink { _ in fired += 1 }
        again.invalidate()
        clock.perform { again.add(to: .main, forMode: .common) }
        clock.advance(by: clock.frameInterval)
        #expect(fired == 1)
    }

    @Test("remove(from:forMode:) stops it once no mode is left; it can be added again")
    func removeModes() {
        let (clock, link, log) = makeLink()
        clock.perform { link.add(to: .main, forMode: .default) }
        link.remove(from: .main, forMode: .default)
        clock.advance(by: 0.25)
        #expect(log.firings.count == 1, "still added for .common")
        link.remove(from: .main, forMode: .common)
        clock.advance(by: 0.25)
        #expect(log.firings.count == 1)
        clock.perform { link.add(to: .main, forMode: .common) }
        clock.advance(by: 0.25)
        #expect(log.firings.count == 2 && link.timestamp == 0.75)
        link.invalidate()
    }

    @Test("A preferred rate below the clock's fires on every n-th frame, the factor nearest to the rate asked for")
    func preferredRates() {
        func firings(in frames: Int, _ configure: (CADisplayLink) -> Void) -> Int {
            let (clock, link, log) = makeLink(frameInterval: 1.0 / 60)
            configure(link)
            for _ in 0..<frames { clock.advance(by: clock.frameInterval) }
            link.invalidate()
            return log.firings.count
        }
        #expect(firings(in: 60) { _ in } == 60)
        #expect(firings(in: 60) { $0.preferredFramesPerSecond = 30 } == 30)
        #expect(firings(in: 60) { $0.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 20) } == 20)
        #expect(firings(in: 60) { $0.preferredFrameRateRange = CAFrameRateRange(minimum: 24, maximum: 24, preferred: 24) } == 20)
        #expect(firings(in: 60) { $0.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 45) } == 60)
        #expect(firings(in: 60) { $0.preferredFrameRateRange = .default } == 60)

        let (clock, link, log) = makeLink()
        link.preferredFramesPerSecond = 2   // a 4 Hz clock: every other frame
        #expect(link.preferredFrameRateRange == CAFrameRateRange(minimum: 2, maximum: 2, preferred: 2))
        #expect(link.preferredFramesPerSecond == 2)
        clock.advance(by: 1)
        #expect(log.firings == [
            Firing(timestamp: 0.25, targetTimestamp: 0.75, duration: 0.25, mediaTime: 0.25),
            Firing(timestamp: 0.75, targetTimestamp: 1.25, duration: 0.25, mediaTime: 0.75),
        ])
        link.preferredFramesPerSecond = 0
        #expect(link.preferredFrameRateRange == .default && CAFrameRateRange() == .default)
        link.invalidate()
    }

    /// `frameInterval` (deprecated): "The number of frames that must pass before the display link
    /// notifies the target again"; 1 by default.
    @Test("frameInterval fires every n-th frame; a preferred rate set afterwards takes over")
    func frameIntervals() {
        let (clock, link, log) = makeLink()
        #expect(link.frameInterval == 1)
        link.frameInterval = 3
        clock.advance(by: 1.5)
        #expect(log.firings.map(\.timestamp) == [0.25, 1])
        #expect(log.firings.map(\.targetTimestamp) == [1, 1.75])
        link.frameInterval = 0
        #expect(link.frameInterval == 1, "below 1 counts as 1")
        link.frameInterval = 2
        link.preferredFramesPerSecond = 4
        #expect(link.frameInterval == 1)
        link.invalidate()
    }

    @Test("A frame rate range with a NaN or a negative value is refused with a warning; the old range stays")
    func invalidRange() {
        let (window, clock) = makeTestWindow()
        let link = CADisplayLink { _ in }
        clock.perform {
            link.preferredFramesPerSecond = 30
            link.preferredFrameRateRange = CAFrameRateRange(minimum: .nan, maximum: 60)
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: -1)
        }
        #expect(link.preferredFramesPerSecond == 30)
        #expect(window.diagnostics.map(\.code) == [.invalidFrameRate, .invalidFrameRate])
        #expect(window.diagnostics.first?.severity == .warning)
    }

    @Test("While an unpaused link runs, its window needs every frame; paused, invalidated or frozen, it rests")
    func frameNeed() {
        let (window, clock) = makeTestWindow()
        clock.advance(by: 0.1)
        #expect(window.frameNeed == .none)
        let link = CADisplayLink { _ in }
        clock.perform { link.add(to: .main, forMode: .common) }
        #expect(window.frameNeed == .now)
        link.isPaused = true
        #expect(window.frameNeed == .none)
        link.isPaused = false
        clock.speed = 0
        #expect(window.frameNeed == .none, "frozen time: the link would not fire")
        clock.speed = 1
        #expect(window.frameNeed == .now)
        link.invalidate()
        #expect(window.frameNeed == .none)
    }

    @Test("The run loop resolves to the clock of the event being handled, else the key window's")
    func clockResolution() {
        let (window, clock) = makeTestWindow()
        let other = AnimationClock()
        var fired: [String] = []
        let keyLink = CADisplayLink { _ in fired.append("key") }
        keyLink.add(to: .main, forMode: .common)   // no event or frame: the key window's clock
        let eventLink = CADisplayLink { _ in fired.append("event") }
        let tapped = UIView(frame: window.bounds)
        tapped.addGestureRecognizer(UITapGestureRecognizer { _ in eventLink.add(to: .main, forMode: .common) })
        window.addSubview(tapped)
        window.send(.mouseDown(CGPoint(x: 10, y: 10)))
        window.send(.mouseUp(CGPoint(x: 10, y: 10)))
        other.advance(by: 1)
        #expect(fired.isEmpty)
        clock.advance(by: clock.frameInterval)
        #expect(fired == ["key", "event"], "in the order they were added")
        keyLink.invalidate()
        eventLink.invalidate()
    }

    @Test("Links added or invalidated while links fire: a new one fires from the next frame, an invalidated one no more")
    func changesWhileFiring() {
        let clock = AnimationClock()
        var fired: [String] = []
        var later: CADisplayLink?
        var second: CADisplayLink!
        let first = CADisplayLink { _ in
            fired.append("first")
            second.invalidate()
            if later == nil {
                later = CADisplayLink { _ in fired.append("later") }
                later?.add(to: .main, forMode: .common)
            }
        }
        second = CADisplayLink { _ in fired.append("second") }
        clock.perform {
            first.add(to: .main, forMode: .common)
            second.add(to: .main, forMode: .common)
        }
        clock.advance(by: clock.frameInterval)
        #expect(fired == ["first"])
        clock.advance(by: clock.frameInterval)
        #expect(fired == ["first", "first", "later"])
        first.invalidate()
        later?.invalidate()
    }

    @Test("A change the handler makes is in the frame it fires in: it runs before the frame's layout")
    func firesBeforeLayout() {
        let (window, clock) = makeTestWindow()
        let view = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        clock.advance(by: clock.frameInterval)
        let layouts = view.layouts
        let link = CADisplayLink { _ in
            view.frame.size.width += 10
            view.setNeedsLayout()
        }
        clock.perform { link.add(to: .main, forMode: .common) }
        clock.advance(by: clock.frameInterval)
        #expect(view.layouts == layouts + 1 && view.frame.width == 20)
        link.invalidate()
    }
}

/// The firings a link recorded.
@MainActor
final class FiringLog {
    var firings: [CADisplayLinkTests.Firing] = []
}

/// A view that counts its `layoutSubviews()` calls.
@MainActor
final class LayoutCountingView: UIView {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}
