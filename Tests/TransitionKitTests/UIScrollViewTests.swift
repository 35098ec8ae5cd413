import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// Records scroll-view delegate callbacks (consecutive didScrolls collapsed into one entry).
@MainActor
final class ScrollRecorder: UIScrollViewDelegate {
    var log: [String] = []
    var velocity: CGPoint?
    var offsetAtRelease: CGPoint?
    var reportedTarget: CGPoint?
    var replacementTarget: CGPoint?
    var offsets: [CGPoint] = []

    private func add(_ entry: String) {
        if entry == "didScroll", log.last == entry { return }
        log.append(entry)
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { add("didScroll"); offsets.append(scrollView.contentOffset) }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { add("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        add("willEndDragging")
        self.velocity = velocity
        offsetAtRelease = scrollView.contentOffset
        reportedTarget = targetContentOffset.pointee
        if let replacementTarget { targetContentOffset.pointee = replacementTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        add("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { add("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { add("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { add("didEndScrollingAnimation") }
}

@Suite("UIScrollView: dragging, rubber-banding, deceleration, wheel")
@MainActor
struct UIScrollViewTests {
    private func setUp(height: CGFloat = 300, contentHeight: CGFloat = 10_000)
        -> (UIWindow, AnimationClock, UIScrollView, ScrollRecorder)
    {
        let (window, clock) = makeTestWindow(width: 400, height: max(height, 300))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: height))
        scrollView.contentSize = CGSize(width: 400, height: contentHeight)
        let recorder = ScrollRecorder()
        scrollView.delegate = recorder
        window.addSubview(scrollView)
        return (window, clock, scrollView, recorder)
    }

    @Test("The rubber band for d = 960: 100 -> 52.02, 400 -> 178.98, 960 -> 340.65; the inverse round-trips")
    func rubberBandFormula() {
        #expect(isClose(UIScrollView.rubberBandDistance(100, dimension: 960), 52.02, 0.005))
        #expect(isClose(UIScrollView.rubberBandDistance(400, dimension: 960), 178.98, 0.005))
        #expect(isClose(UIScrollView.rubberBandDistance(960, dimension: 960), 340.65, 0.005))
        for x: CGFloat in [1, 100, 400, 5000] {
            let b = UIScrollView.rubberBandDistance(x, dimension: 960)
            #expect(b < 960)
            #expect(isClose(UIScrollView.overshoot(forRubberBandDistance: b, dimension: 960), x, 1e-6))
        }
    }

    @Test("Dragging past the top edge of a 960 pt view rubber-bands: 100 pt shows 52.02, 400 pt 178.98")
    func dragRubberBand() {
        let (window, clock, scrollView, _) = setUp(height: 960)
        window.send(.mouseDown(CGPoint(x: 200, y: 100)))
        clock.advance(by: 0.01)
        window.send(.mouseMove(CGPoint(x: 200, y: 110)))  // the pan begins here; the content does not jump
        #expect(scrollView.isDragging)
        #expect(scrollView.contentOffset.y == 0)
        window.send(.mouseMove(CGPoint(x: 200, y: 210)))
        #expect(isClose(scrollView.contentOffset.y, -52.02, 0.005))
        window.send(.mouseMove(CGPoint(x: 200, y: 510)))
        #expect(isClose(scrollView.contentOffset.y, -178.98, 0.005))
        window.send(.mouseMove(CGPoint(x: 200, y: 60)))  // back inside: follows the pointer 1:1
        #expect(isClose(scrollView.contentOffset.y, 50, 1e-9))
        #expect(scrollView.contentOffset.x == 0)  // the content is not wider: no horizontal motion
    }

    @Test("A flick decelerates to exactly the projected offset, v/1000 * r/(1-r) past the release point")
    func flickToProjection() throws {
        let (window, clock, scrollView, recorder) = setUp()
        drag(window, clock, from: CGPoint(x: 200, y: 280), to: CGPoint(x: 200, y: -20), steps: 6, duration: 0.1)
        let velocity = try #require(recorder.velocity)
        #expect(isClose(velocity.y, 3, 1e-6))  // points per millisecond
        let release = try #require(recorder.offsetAtRelease)
        #expect(release.y == 250)  // 300 pt of drag minus the 50 pt step in which the pan began
        let projected = release.y + 3 * 0.998 / 0.002  // 1747
        let target = try #require(recorder.reportedTarget).y
        #expect(isClose(target, projected, 1e-6))
        #expect(scrollView.isDecelerating)
        clock.advance(by: 1)
        #expect(scrollView.contentOffset.y > release.y && scrollView.contentOffset.y < projected)
        clock.advance(by: 10)
        #expect(scrollView.contentOffset.y == target)
        #expect(!scrollView.isDecelerating)
        #expect(recorder.offsets.allSatisfy { $0.y <= target })
        let ys = recorder.offsets.map(\.y)
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 <= $1 })  // monotonic
    }

    @Test("The delegate callbacks come in UIKit's order")
    func delegateOrder() {
        let (window, clock, _, recorder) = setUp()
        drag(window, clock, from: CGPoint(x: 200, y: 280), to: CGPoint(x: 200, y: 100))
        clock.advance(by: 10)
        #expect(recorder.log == [
            "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
            "willBeginDecelerating", "didScroll", "didEndDecelerating",
        ])
    }

    @Test("A target written by the delegate is honoured: the content decelerates to it")
    func targetHonoured() {
        let (window, clock, scrollView, recorder) = setUp()
        recorder.replacementTarget = CGPoint(x: 0, y: 600)
        drag(window, clock, from: CGPoint(x: 200, y: 280), to: CGPoint(x: 200, y: -20))
        clock.advance(by: 10)
        #expect(scrollView.contentOffset.y == 600)
    }

    @Test("A flick past the bottom edge reports the edge as target, overshoots and settles on it")
    func flickPastEdge() throws {
        let (window, clock, scrollView, recorder) = setUp(contentHeight: 1000)
        drag(window, clock, from: CGPoint(x: 200, y: 280), to: CGPoint(x: 200, y: -20))
        #expect(try #require(recorder.reportedTarget).y == 700)
        clock.advance(by: 10)
        #expect(scrollView.contentOffset.y == 700)
        #expect((recorder.offsets.map(\.y).max() ?? 0) > 700)
        #expect(recorder.log.last == "didEndDecelerating")
    }

    @Test("Released past an edge without velocity, the content springs back; the target is the edge")
    func bounceBack() throws {
        let (window, clock, scrollView, recorder) = setUp()
        window.send(.mouseDown(CGPoint(x: 200, y: 50)))
        window.send(.mouseMove(CGPoint(x: 200, y: 60)))
        window.send(.mouseMove(CGPoint(x: 200, y: 160)))
        let overshoot = scrollView.contentOffset.y
        #expect(overshoot < -30)
        clock.advance(by: 0.2)
        window.send(.mouseUp(CGPoint(x: 200, y: 160)))
        #expect(try #require(recorder.reportedTarget) == .zero)
        #expect(recorder.velocity == .zero)
        #expect(recorder.log.suffix(3) == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        clock.advance(by: 0.1)
        #expect(scrollView.contentOffset.y > overshoot && scrollView.contentOffset.y < 0)
        clock.advance(by: 2)
        #expect(scrollView.contentOffset.y == 0)
        #expect(recorder.log.last == "didEndDecelerating")
        #expect(recorder.offsets.allSatisfy { $0.y <= 0 })  // critically damped: no overshoot
    }

    @Test("A release inside the content without velocity does not decelerate")
    func releaseAtRest() {
        let (window, clock, scrollView, recorder) = setUp()
        drag(window, clock, from: CGPoint(x: 200, y: 280), to: CGPoint(x: 200, y: 100), release: false)
        clock.advance(by: 0.2)
        window.send(.mouseUp(CGPoint(x: 200, y: 100)))
        #expect(recorder.log.suffix(2) == ["willEndDragging", "didEndDragging(false)"])
        #expect(!scrollView.isDecelerating && !scrollView.isDragging && !scrollView.isTracking)
    }

    @Test("A touch-down stops the deceleration where it is")
    func touchStopsDeceleration() {
        let (window, clock, scrollView, _) = setUp()
        drag(window, clock, from: CGPoint(x: 200, y: 280), to: CGPoint(x: 200, y: -20))
        clock.advance(by: 0.2)
        window.send(.mouseDown(CGPoint(x: 200, y: 150)))
        #expect(scrollView.isTracking)
        #expect(!scrollView.isDecelerating)
        let stopped = scrollView.contentOffset
        clock.advance(by: 1)
        #expect(scrollView.contentOffset == stopped)
        window.send(.mouseUp(CGPoint(x: 200, y: 150)))
        #expect(!scrollView.isTracking)
    }

    @Test("The wheel scrolls 40 pt a notch (towards the user = content up) as a drag without velocity")
    func wheelScrolling() {
        let (window, clock, scrollView, recorder) = setUp()
        window.send(.scroll(dx: 0, dy: -1, at: CGPoint(x: 200, y: 150)))
        window.send(.scroll(dx: 0, dy: -1.5, at: CGPoint(x: 200, y: 150)))
        #expect(scrollView.contentOffset.y == 100)
        #expect(scrollView.isDragging)
        clock.advance(by: 0.1)
        window.send(.scroll(dx: 0, dy: 0.5, at: CGPoint(x: 200, y: 150)))
        #expect(scrollView.contentOffset.y == 80)
        clock.advance(by: 0.2)
        #expect(!scrollView.isDragging)
        #expect(recorder.log == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
    }

    @Test("Wheel scrolling past the top rubber-bands, then springs back when the burst ends")
    func wheelPastEdge() {
        let (window, clock, scrollView, recorder) = setUp()
        window.send(.scroll(dx: 0, dy: 1, at: CGPoint(x: 200, y: 150)))
        window.send(.scroll(dx: 0, dy: 1, at: CGPoint(x: 200, y: 150)))
        let expected = -UIScrollView.rubberBandDistance(80, dimension: 300)
        #expect(isClose(scrollView.contentOffset.y, expected, 1e-9))
        clock.advance(by: 0.2)
        #expect(recorder.log.suffix(3) == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        clock.advance(by: 2)
        #expect(scrollView.contentOffset.y == 0)
        #expect(recorder.log.last == "didEndDecelerating")
    }

    @Test("setContentOffset(animated:) moves there over 0.3 s, scrolling every frame")
    func animatedOffset() {
        let (window, clock, scrollView, recorder) = setUp()
        defer { withExtendedLifetime(window) {} }
        scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        #expect(scrollView.contentOffset.y == 0)
        clock.advance(by: 0.15)
        #expect(scrollView.contentOffset.y > 250 && scrollView.contentOffset.y < 500)  // ease-out
        clock.advance(by: 0.2)
        #expect(scrollView.contentOffset.y == 500)
        #expect(recorder.log == ["didScroll", "didEndScrollingAnimation"])
        #expect(recorder.offsets.count >= 15)
        scrollView.setContentOffset(CGPoint(x: 0, y: 20), animated: false)
        #expect(scrollView.contentOffset.y == 20)
    }

    @Test("contentOffset animates inside UIView.animate like bounds")
    func animatableOffset() throws {
        let (window, clock, scrollView, _) = setUp()
        defer { withExtendedLifetime(window) {} }
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { scrollView.contentOffset = CGPoint(x: 0, y: 100) }
        #expect(scrollView.contentOffset.y == 100)
        clock.advance(by: 0.5)
        let shown = try #require(scrollView.layer.presentation()).bounds.origin.y
        #expect(isClose(shown, 50, 1e-6))
    }

    @Test("Content that fits does not scroll: the pan fails and a parent's pan gets the drag; alwaysBounce allows it")
    func contentThatFits() {
        let (window, clock, scrollView, recorder) = setUp(contentHeight: 300)
        let parentLog = StateLog()
        window.addGestureRecognizer(UIPanGestureRecognizer { parentLog.record($0) })
        drag(window, clock, from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 200))
        #expect(recorder.log.isEmpty)
        #expect(parentLog.states.first == .began)
        clock.advance(by: 1)
        scrollView.alwaysBounceVertical = true
        drag(window, clock, from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 200), release: false)
        #expect(scrollView.contentOffset.y < 0)
        window.send(.mouseUp(CGPoint(x: 200, y: 200)))
        window.send(.scroll(dx: 0, dy: 0, at: CGPoint(x: 200, y: 150)))
        clock.advance(by: 3)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test("A vertical scroll view lets horizontal drags through; isScrollEnabled false stops drags and the wheel")
    func directionAndEnabled() {
        let (window, clock, scrollView, recorder) = setUp()
        drag(window, clock, from: CGPoint(x: 100, y: 150), to: CGPoint(x: 300, y: 160))
        #expect(recorder.log.isEmpty)
        scrollView.isScrollEnabled = false
        drag(window, clock, from: CGPoint(x: 200, y: 280), to: CGPoint(x: 200, y: 100))
        window.send(.scroll(dx: 0, dy: -1, at: CGPoint(x: 200, y: 150)))
        #expect(recorder.log.isEmpty)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test("Scrolling moves the subviews on screen: hit testing follows the offset")
    func contentMoves() {
        let (window, _, scrollView, _) = setUp()
        let row = TouchRecordingView(frame: CGRect(x: 0, y: 500, width: 400, height: 50))
        scrollView.addSubview(row)
        scrollView.contentOffset = CGPoint(x: 0, y: 400)
        window.send(.mouseDown(CGPoint(x: 10, y: 120)))
        window.send(.mouseUp(CGPoint(x: 10, y: 120)))
        #expect(row.log == ["began", "ended"])
        #expect(row.lastTouches.first?.location(in: row) == CGPoint(x: 10, y: 20))
    }

    @Test("Insets extend the scrollable range; horizontal wheel deltas scroll wide content (dx > 0 = offset up)")
    func insetsAndHorizontalWheel() {
        let (window, clock, scrollView, _) = setUp()
        scrollView.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
        window.send(.scroll(dx: 0, dy: 1, at: CGPoint(x: 200, y: 150)))
        #expect(scrollView.contentOffset.y == -40)  // inside the inset: no rubber band
        clock.advance(by: 1)
        #expect(scrollView.contentOffset.y == -40)
        scrollView.contentSize = CGSize(width: 1000, height: 10_000)
        window.send(.scroll(dx: 2, dy: 0, at: CGPoint(x: 200, y: 150)))
        #expect(scrollView.contentOffset == CGPoint(x: 80, y: -40))
    }
}
