import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// The clock rule of animation blocks: the driver's clock, the ambient one (window event, frame,
/// transition), the window's of the animated views, else `AnimationClock.main`. The fallback is
/// no silent guess: when the animated views then join a window on another clock, that window
/// reports it (a Linux rule; UIKit has one main run loop, so the question does not arise there).
@Suite("Animation clock fallback")
@MainActor
struct AnimationClockFallbackTests {
    @Test("A view that joins a window while it animates on another window's clock makes that window report it")
    func movedWhileAnimating() {
        let (first, firstClock) = makeTestWindow()
        let (second, secondClock) = makeTestWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(view)
        first.addSubview(container)
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        second.addSubview(container)
        #expect(second.diagnostics.map(\.code) == [.animationOnAnotherClock])
        #expect(second.diagnostics.first?.message.contains("1 of its tree's animations run on another window's clock") == true)
        #expect(first.diagnostics.isEmpty)
        var finished: Bool?
        UIView.animate(withDuration: 0.5, animations: { view.alpha = 1 }, completion: { finished = $0 })
        secondClock.advance(by: 0.5)
        firstClock.advance(by: 1)
        #expect(finished == true && second.diagnostics.count == 1, "a new block on the view in its new window is fine")
    }

    @Test("A view built and animated in no window runs on AnimationClock.main; joining a window on its own clock reports it")
    func mainClockFallbackReported() {
        let (window, _) = makeTestWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        window.addSubview(view)
        #expect(window.diagnostics.map(\.code) == [.animationOnAnotherClock])
        #expect(window.diagnostics.first?.message.contains("run on AnimationClock.main") == true)
        view.layer.removeAllAnimations()   // nothing is left on the main clock for other tests
    }

    @Test("Views animated in a window and moved within it, or built and added before animating, report nothing")
    func sameClockIsQuiet() {
        let (window, clock) = makeTestWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let holder = UIView(frame: window.bounds)
        window.addSubview(holder)
        window.addSubview(view)
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        holder.addSubview(view)
        view.removeFromSuperview()
        window.addSubview(view)
        clock.advance(by: 1)
        #expect(window.diagnostics.isEmpty, "\(window.diagnostics)")
    }

    @Test("A block on a plain sublayer in a window runs on that window's clock, not AnimationClock.main")
    func plainSublayerRunsOnItsWindowsClock() {
        let (window, clock) = makeTestWindow()
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(host)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        host.layer.addSublayer(layer)
        var finished: Bool?
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { layer.opacity = 0 },
                       completion: { finished = $0 })
        clock.advance(by: 0.25)
        #expect(abs((layer.presentation()?.opacity ?? -1) - 0.5) < 1e-6)
        clock.advance(by: 0.3)
        #expect(finished == true)
        #expect(window.diagnostics.isEmpty, "\(window.diagnostics)")
    }

    @Test("A block on a view's mask view runs on the masked view's window's clock")
    func maskViewRunsOnItsWindowsClock() {
        let (window, clock) = makeTestWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        let maskView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.mask = maskView
        var finished: Bool?
        UIView.animate(withDuration: 0.5, animations: { maskView.alpha = 0 }, completion: { finished = $0 })
        clock.advance(by: 0.6)
        #expect(finished == true)
        #expect(maskView.layer.presentation()?.opacity == 0)
    }

    @Test("A bad value on a plain sublayer in a window is reported to that window")
    func plainSublayerDiagnosticReachesItsWindow() {
        let (window, _) = makeTestWindow()
        let layer = CALayer()
        window.layer.addSublayer(layer)
        layer.position = CGPoint(x: CGFloat.nan, y: 0)
        layer.addSublayer(layer)
        #expect(window.diagnostics.map(\.code) == [.nonFiniteValue, .invalidHierarchy])
    }
}
