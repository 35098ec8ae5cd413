import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// Animation blocks nested in another block, and blocks whose changes cancel out.
@Suite("UIView.animate nesting")
@MainActor
struct UIViewAnimateNestingTests {
    private func movingView(in window: UIWindow) -> UIView { makeMovingView(in: window) }

    private func x(_ view: UIView) -> CGFloat { presentedX(view) }

    /// Apple documentation, UIView.AnimationOptions.overrideInheritedDuration ("If this key is
    /// not present, the animation inherits the remaining duration of the in-flight animation,
    /// if any") and .overrideInheritedCurve ("If this key is not present, the animation inherits
    /// the curve of the in-flight animation, if any"). "Nested" is a block opened while the
    /// enclosing block's animations closure runs; a block started later is not nested.
    @Test("A block nested in another inherits its duration and curve")
    func nestedBlockInherits() {
        let (window, clock) = makeTestWindow()
        let outer = movingView(in: window), inner = movingView(in: window), later = movingView(in: window)
        var innerDone: TimeInterval?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            outer.center.x = 100
            UIView.animate(withDuration: 0.25, delay: 0, options: .curveEaseIn, animations: {
                inner.center.x = 100
            }, completion: { _ in innerDone = clock.now })
        })
        clock.advance(by: 0.25)
        #expect(isClose(x(inner), 25))                     // 1 s linear, not 0.25 s ease-in
        UIView.animate(withDuration: 0.25, delay: 0, options: .curveLinear, animations: { later.center.x = 100 })
        clock.advance(by: 0.25)
        #expect(isClose(x(inner), 50) && isClose(x(outer), 50))
        #expect(later.layer.animations.isEmpty && x(later) == 100)   // started later: its own 0.25 s
        #expect(innerDone == nil)
        clock.advance(by: 0.5)
        #expect(innerDone.map { isClose($0, 1, 1e-9) } == true)
    }

    /// Same documentation: each override option keeps the nested block's own value for that one
    /// aspect and inherits the other.
    @Test("overrideInheritedDuration and overrideInheritedCurve keep the nested block's own values")
    func overrideOptions() {
        let (window, clock) = makeTestWindow()
        let ownDuration = movingView(in: window), ownCurve = movingView(in: window), both = movingView(in: window)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            UIView.animate(withDuration: 0.5, delay: 0, options: [.curveEaseIn, .overrideInheritedDuration], animations: {
                ownDuration.center.x = 100                // 0.5 s, linear (inherited curve)
            })
            UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseIn, .overrideInheritedCurve], animations: {
                ownCurve.center.x = 100                   // 1 s (inherited), ease-in
            })
            UIView.animate(withDuration: 0.25, delay: 0,
                           options: [.curveEaseIn, .overrideInheritedDuration, .overrideInheritedCurve], animations: {
                both.center.x = 100                       // 0.25 s ease-in
            })
        })
        clock.advance(by: 0.125)
        #expect(isClose(x(both), 31.536))
        clock.advance(by: 0.125)
        #expect(isClose(x(ownDuration), 50))
        clock.advance(by: 0.25)
        #expect(isClose(x(ownCurve), 31.536))
        #expect(x(ownDuration) == 100)
    }

    /// Apple documentation, UIView.AnimationOptions.overrideInheritedOptions: "The option to not
    /// inherit the animation type or any options" — without it a nested block also takes the
    /// enclosing block's options (here `.autoreverse`).
    @Test("A nested block inherits the enclosing options unless overrideInheritedOptions is set")
    func inheritedOptions() {
        let (window, clock) = makeTestWindow()
        let inheriting = movingView(in: window), overriding = movingView(in: window)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse], animations: {
            UIView.animate(withDuration: 1, animations: { inheriting.center.x = 100 })
            UIView.animate(withDuration: 1, delay: 0, options: .overrideInheritedOptions, animations: {
                overriding.center.x = 100
            })
        })
        clock.advance(by: 1.5)
        #expect(isClose(x(inheriting), 50))          // on its way back, as the enclosing block
        #expect(x(overriding) == 100)
    }

    /// A nested spring block takes the enclosing duration: its damping-ratio spring is fitted to
    /// settle at that duration (UIView.animate(withDuration:delay:usingSpringWithDamping:...)
    /// time-scales the spring to its duration; the nested block's duration is the inherited one).
    @Test("A nested spring block with overrideInheritedCurve settles at the inherited duration")
    func nestedSpring() {
        let (window, clock) = makeTestWindow()
        let view = movingView(in: window)
        var done: TimeInterval?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            UIView.animate(withDuration: 0.2, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                           options: .overrideInheritedCurve, animations: { view.center.x = 100 },
                           completion: { _ in done = clock.now })
        })
        clock.advance(by: 0.5)
        #expect(x(view) > 50 && x(view) < 100)
        clock.advance(by: 0.5)
        #expect(x(view) == 100 && done.map { isClose($0, 1, 1e-9) } == true)
    }

    /// docs/DESIGN.md, "Animation" ("an animation block that changed nothing completes on the next frame") and
    /// UIKit's behaviour (UIKit calls the completion on the next frame with `finished == true`):
    /// a block whose changes cancel out (set and set back) changed nothing, so it creates no
    /// animation and completes on the next frame, not after its duration.
    @Test("A block whose changes cancel out completes on the next frame")
    func changesThatCancelOut() {
        let (window, clock) = makeTestWindow()
        let view = movingView(in: window)
        var finished: Bool?, at: TimeInterval?
        UIView.animate(withDuration: 1, animations: {
            view.alpha = 0.5
            view.center.x = 40
            view.alpha = 1
            view.center.x = 0
        }, completion: { finished = $0; at = clock.now })
        #expect(view.layer.animations.isEmpty)
        clock.advance(by: 1.0 / 60)
        #expect(finished == true && at.map { isClose($0, 1.0 / 60, 1e-9) } == true)
    }

    /// The same rule, for a chained block: a completion handler that starts a
    /// block changing nothing (common when chaining animations) runs on the clock that ran the
    /// completion, so that block too completes on the next frame of the same clock.
    @Test("A block that changes nothing, started from a completion, completes on the next frame")
    func emptyBlockFromCompletion() {
        let (window, clock) = makeTestWindow()
        let view = movingView(in: window)
        var chainedAt: TimeInterval?
        UIView.animate(withDuration: 0.5, animations: { view.center.x = 10 }, completion: { _ in
            UIView.animate(withDuration: 1, animations: {}, completion: { _ in chainedAt = clock.now })
        })
        clock.advance(by: 0.5 + 1.0 / 60)
        #expect(chainedAt.map { isClose($0, 0.5 + 1.0 / 60, 1e-9) } == true, "\(String(describing: chainedAt))")
    }
}
