import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// A scroll view that keeps touches from its content, as a subclass overriding the hooks does.
@MainActor
private final class GuardedScrollView: UIScrollView {
    var letsContentBegin = true
    var cancelsContent = true
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { letsContentBegin }
    override func touchesShouldCancel(in view: UIView) -> Bool { cancelsContent }
}

/// Counts the touches a content view receives.
@MainActor
private final class TouchCountingView: UIView {
    var began = 0
    var cancelled = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { cancelled += 1 }
}

@Suite("UIScrollView dragging options: directional lock, per-axis bounce, keyboard dismissal, content touches")
@MainActor
struct UIScrollViewDraggingTests {
    private func setUp<Scroll: UIScrollView>(_ make: () -> Scroll = { UIScrollView() as! Scroll })
        -> (UIWindow, AnimationClock, Scroll)
    {
        let (window, clock) = makeTestWindow(width: 400, height: 400)
        let scrollView = make()
        scrollView.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        scrollView.contentSize = CGSize(width: 2000, height: 2000)
        window.addSubview(scrollView)
        return (window, clock, scrollView)
    }

    private func drag(_ window: UIWindow, _ clock: AnimationClock, from start: CGPoint, by delta: CGPoint, steps: Int = 10) {
        window.send(.mouseDown(start))
        for step in 1...steps {
            clock.advance(by: 1.0 / 60)
            let t = CGFloat(step) / CGFloat(steps)
            window.send(.mouseMove(CGPoint(x: start.x + delta.x * t, y: start.y + delta.y * t)))
        }
    }

    @Test("Without the lock a diagonal drag moves both ways; with it, only along the drag's main axis")
    func directionalLock() {
        let (window, clock, free) = setUp()
        free.contentOffset = CGPoint(x: 500, y: 500)
        drag(window, clock, from: CGPoint(x: 200, y: 300), by: CGPoint(x: -40, y: -120))
        #expect(free.contentOffset.x > 500)
        #expect(free.contentOffset.y > 500)
        window.send(.mouseUp(CGPoint(x: 160, y: 180)))

        let (window2, clock2, locked) = setUp()
        locked.isDirectionalLockEnabled = true
        locked.contentOffset = CGPoint(x: 500, y: 500)
        drag(window2, clock2, from: CGPoint(x: 200, y: 300), by: CGPoint(x: -40, y: -120))
        #expect(locked.contentOffset.x == 500)
        #expect(locked.contentOffset.y > 500)
    }

    @Test("bouncesHorizontally false stops a drag at the left edge while the top edge still stretches; bounces sets both")
    func perAxisBounce() {
        let (window, clock, scrollView) = setUp()
        scrollView.bouncesHorizontally = false
        #expect(!scrollView.bounces)  // true only while both axes bounce
        drag(window, clock, from: CGPoint(x: 100, y: 100), by: CGPoint(x: 150, y: 150))
        #expect(scrollView.contentOffset.x == 0)
        #expect(scrollView.contentOffset.y < 0)
        scrollView.bounces = false
        #expect(!scrollView.bouncesHorizontally && !scrollView.bouncesVertically)
    }

    @Test("keyboardDismissMode .onDrag ends editing when a drag begins; .none keeps the keyboard")
    func keyboardDismissMode() {
        let (window, clock, scrollView) = setUp()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        scrollView.addSubview(field)
        #expect(field.becomeFirstResponder())
        drag(window, clock, from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: -100))
        #expect(field.isFirstResponder)
        window.send(.mouseUp(CGPoint(x: 200, y: 200)))
        clock.advance(by: 3)

        scrollView.keyboardDismissMode = .onDrag
        drag(window, clock, from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: -100))
        #expect(!field.isFirstResponder)
    }

    @Test("touchesShouldBegin false keeps a touch from the content view; the scroll view still drags")
    func touchesShouldBegin() {
        let (window, clock, scrollView) = setUp { GuardedScrollView() }
        let content = TouchCountingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scrollView.addSubview(content)
        scrollView.letsContentBegin = false
        drag(window, clock, from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: -100))
        #expect(content.began == 0)
        #expect(scrollView.isDragging)
    }

    @Test("Without delaysContentTouches, touchesShouldCancel false lets the content keep a drag")
    func touchesShouldCancel() {
        let (window, clock, scrollView) = setUp { GuardedScrollView() }
        let content = TouchCountingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scrollView.addSubview(content)
        scrollView.delaysContentTouches = false
        scrollView.cancelsContent = false
        drag(window, clock, from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: -100))
        #expect(content.began == 1)
        #expect(content.cancelled == 0)
        #expect(!scrollView.isDragging)
        #expect(scrollView.contentOffset == .zero)
        window.send(.mouseUp(CGPoint(x: 200, y: 200)))

        scrollView.cancelsContent = true   // the default for views that are not controls
        drag(window, clock, from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: -100))
        #expect(scrollView.isDragging)
        #expect(content.cancelled == 1)
    }

    @Test("A control keeps its touches when content touches are not delayed (touchesShouldCancel is false for controls)")
    func controlsKeepTouches() {
        let scrollView = UIScrollView()
        #expect(!scrollView.touchesShouldCancel(in: UIControl()))
        #expect(scrollView.touchesShouldCancel(in: UIView()))
    }

    @Test("isScrollAnimating is true during setContentOffset(animated:); stopScrollingAndZooming() stops it")
    func scrollAnimating() {
        let (window, clock, scrollView) = setUp()
        defer { withExtendedLifetime(window) {} }
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scrollView.isScrollAnimating)
        clock.advance(by: 0.1)
        scrollView.stopScrollingAndZooming()
        #expect(!scrollView.isScrollAnimating)
        let stopped = scrollView.contentOffset.y
        #expect(stopped > 0 && stopped < 300)
        clock.advance(by: 0.5)
        #expect(scrollView.contentOffset.y == stopped)
    }
}
