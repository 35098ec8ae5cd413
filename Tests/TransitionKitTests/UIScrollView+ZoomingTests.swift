import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// Records the zooming callbacks; the scroll view scales `content`.
@MainActor
private final class ZoomRecorder: UIScrollViewDelegate {
    let content: UIView
    var log: [String] = []
    init(content: UIView) { self.content = content }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { log.append("willBeginZooming") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { if log.last != "didZoom" { log.append("didZoom") } }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        log.append("didEndZooming(\(scale))")
    }
}

@Suite("UIScrollView zooming: the scale, the pinch, the limits and their bounce")
@MainActor
struct UIScrollViewZoomingTests {
    private func setUp() -> (UIWindow, AnimationClock, UIScrollView, UIView, ZoomRecorder) {
        let (window, clock) = makeTestWindow(width: 400, height: 300)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        scrollView.addSubview(content)
        scrollView.contentSize = content.bounds.size
        let recorder = ZoomRecorder(content: content)
        scrollView.delegate = recorder
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 3
        window.addSubview(scrollView)
        return (window, clock, scrollView, content, recorder)
    }

    @Test("The pinch recognizer exists only while the limits differ")
    func pinchFollowsLimits() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.pinchGestureRecognizer == nil)
        scrollView.maximumZoomScale = 2
        #expect(scrollView.pinchGestureRecognizer != nil)
        #expect(scrollView.gestureRecognizers?.contains { $0 === scrollView.pinchGestureRecognizer } == true)
        scrollView.maximumZoomScale = 1
        #expect(scrollView.pinchGestureRecognizer == nil)
    }

    @Test("setZoomScale scales the zooming view at the content's origin; the content size follows; limits clamp")
    func setZoomScale() {
        let (_, _, scrollView, content, recorder) = setUp()
        scrollView.setZoomScale(2, animated: false)
        #expect(scrollView.zoomScale == 2)
        #expect(content.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 800, height: 600))
        #expect(scrollView.contentSize == CGSize(width: 800, height: 600))
        #expect(recorder.log == ["didZoom"])
        scrollView.zoomScale = 10
        #expect(scrollView.zoomScale == 3)
        scrollView.setZoomScale(0.1, animated: false)
        #expect(scrollView.zoomScale == 1)
    }

    @Test("zoom(to:animated:) fits the rect and centres it; animated, it takes 0.3 s with isZoomAnimating")
    func zoomToRect() {
        let (window, clock, scrollView, _, recorder) = setUp()
        defer { withExtendedLifetime((window, recorder)) {} }
        scrollView.zoom(to: CGRect(x: 100, y: 100, width: 200, height: 150), animated: true)
        #expect(scrollView.isZoomAnimating)
        #expect(scrollView.zoomScale == 2)  // the model value at once
        clock.advance(by: 0.31)
        #expect(!scrollView.isZoomAnimating)
        // The rect's centre (200, 175) scaled by 2 is (400, 350); the view's centre (200, 150) shows it.
        #expect(scrollView.contentOffset == CGPoint(x: 200, y: 200))
    }

    @Test("A wheel pinch zooms about the pointer: the content point under it stays; callbacks in UIKit's order")
    func wheelPinch() {
        let (window, clock, scrollView, content, recorder) = setUp()
        let pointer = CGPoint(x: 100, y: 100)
        for _ in 0..<3 {
            window.send(.scroll(dx: 0, dy: 1, at: pointer))
            clock.advance(by: 1.0 / 60)
        }
        #expect(scrollView.isZooming)
        #expect(isClose(scrollView.zoomScale, pow(1.1, 3), 1e-9))
        #expect(isClose(content.convert(CGPoint(x: 100, y: 100), to: window).x, pointer.x, 1e-6))
        #expect(isClose(content.convert(CGPoint(x: 100, y: 100), to: window).y, pointer.y, 1e-6))
        clock.advance(by: 0.4)
        #expect(!scrollView.isZooming)
        #expect(recorder.log == ["willBeginZooming", "didZoom", "didEndZooming(\(pow(1.1, 3) as CGFloat))"])
    }

    @Test("Past the maximum the pinch stretches by the square root (isZoomBouncing), then springs back in 0.3 s")
    func zoomBounce() {
        let (window, clock, scrollView, _, recorder) = setUp()
        scrollView.setZoomScale(3, animated: false)
        recorder.log = []
        for _ in 0..<4 {
            window.send(.scroll(dx: 0, dy: 1, at: CGPoint(x: 200, y: 150)))
            clock.advance(by: 1.0 / 60)
        }
        #expect(isClose(scrollView.zoomScale, 3 * pow(1.1, 2), 1e-9))  // 3 x sqrt(1.1^4)
        #expect(scrollView.isZoomBouncing)
        clock.advance(by: 0.35)  // the burst ends; the spring back starts
        #expect(scrollView.zoomScale == 3)
        #expect(scrollView.isZoomBouncing)
        #expect(recorder.log.last == "didZoom")
        clock.advance(by: 0.31)
        #expect(!scrollView.isZoomBouncing)
        #expect(recorder.log.last == "didEndZooming(3.0)")
    }

    @Test("Without bouncesZoom the pinch stops at the limit")
    func noZoomBounce() {
        let (window, clock, scrollView, _, recorder) = setUp()
        defer { withExtendedLifetime(recorder) {} }
        scrollView.bouncesZoom = false
        for _ in 0..<20 {
            window.send(.scroll(dx: 0, dy: 1, at: CGPoint(x: 200, y: 150)))
            clock.advance(by: 1.0 / 60)
        }
        #expect(scrollView.zoomScale == 3)
        #expect(!scrollView.isZoomBouncing)
    }

    @Test("stopScrollingAndZooming() stops an animated zoom where it shows")
    func stopZooming() {
        let (window, clock, scrollView, _, recorder) = setUp()
        defer { withExtendedLifetime((window, recorder)) {} }
        scrollView.setZoomScale(3, animated: true)
        clock.advance(by: 0.15)
        scrollView.stopScrollingAndZooming()
        #expect(!scrollView.isZoomAnimating)
        #expect(scrollView.zoomScale > 1 && scrollView.zoomScale < 3)
        let stopped = scrollView.zoomScale
        clock.advance(by: 0.3)
        #expect(scrollView.zoomScale == stopped)
    }
}
