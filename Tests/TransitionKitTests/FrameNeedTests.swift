import Foundation
import Testing
@testable import TransitionKit

/// The model's side of "rest is free": what counts as a change to what layers show,
/// and when a window next changes by itself.
@Suite("Frame need and model changes")
@MainActor
struct FrameNeedTests {
    private func restingWindow() -> (UIWindow, UIViewController) {
        let clock = AnimationClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600), clock: clock)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        clock.advance(by: clock.frameInterval)
        _ = window.displayList()
        return (window, root)
    }

    /// A resting window with one 50-point view laid out in its root view.
    private func restingWindowWithView() -> (UIWindow, UIView) {
        let (window, root) = restingWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.view.addSubview(view)
        window.layoutIfNeeded()
        return (window, view)
    }

    @Test("a property set to the value it has changes nothing; a different value and hierarchy changes count")
    func modelChanges() {
        let (window, root) = restingWindow()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        var count = window.modelChangeCount
        root.view.addSubview(view)
        #expect(window.modelChangeCount != count, "adding a subview")
        count = window.modelChangeCount
        view.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        view.alpha = 1
        view.layer.isHidden = false
        view.layer.masksToBounds = false
        #expect(window.modelChangeCount == count, "the same values")
        view.alpha = 0.5
        #expect(window.modelChangeCount != count, "a different alpha")
        count = window.modelChangeCount
        view.center = CGPoint(x: 60, y: 60)
        #expect(window.modelChangeCount != count, "a different position")
        count = window.modelChangeCount
        view.isHidden = true
        #expect(window.modelChangeCount != count, "hidden")
        count = window.modelChangeCount
        view.removeFromSuperview()
        #expect(window.modelChangeCount != count, "removing a subview")
        count = window.modelChangeCount
        let layer = CALayer()
        root.view.layer.addSublayer(layer)
        #expect(window.modelChangeCount != count, "adding a sublayer")
    }

    @Test("a still window needs no frame until input")
    func restingWindowNeedsNothing() {
        let (window, _) = restingWindow()
        #expect(window.frameNeed == .none)
    }

    @Test("a running animation needs the next frame; after it ends the window rests again")
    func runningAnimation() {
        let (window, view) = restingWindowWithView()
        #expect(window.frameNeed == .none)
        UIView.animate(withDuration: 0.5) { view.alpha = 0 }
        #expect(window.frameNeed == .now)
        window.clock.advance(by: 0.25)
        #expect(window.frameNeed == .now)
        window.clock.advance(by: 0.5)
        #expect(window.frameNeed == .none)
    }

    @Test("a delayed animation needs nothing until it starts, then every frame")
    func delayedAnimation() {
        let (window, view) = restingWindowWithView()
        let start = window.clock.now
        UIView.animate(withDuration: 0.5, delay: 1, options: [], animations: { view.alpha = 0 })
        #expect(window.frameNeed == .at(start + 1))
        window.clock.advance(by: 0.5)
        #expect(window.frameNeed == .at(start + 1))
        window.clock.advance(by: 0.6)
        #expect(window.frameNeed == .now)
    }

    @Test("a transition needs every frame while it runs")
    func runningTransition() {
        let (window, root) = restingWindow()
        let presented = UIViewController()
        root.present(presented, animated: true)
        #expect(window.frameNeed == .now)
        window.clock.advance(by: 2)
        _ = window.displayList()
        #expect(window.frameNeed == .none)
    }

    @Test("sooner: now wins, the earlier time wins, none loses")
    func sooner() {
        #expect(FrameNeed.none.sooner(.at(2)) == .at(2))
        #expect(FrameNeed.at(3).sooner(.at(2)) == .at(2))
        #expect(FrameNeed.at(3).sooner(.now) == .now)
        #expect(FrameNeed.none.sooner(.none) == .none)
    }
}
