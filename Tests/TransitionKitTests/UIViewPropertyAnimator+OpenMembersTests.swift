import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// A subclass as iOS code writes one: it overrides the designated initializer and some open
/// members, and counts what the animator calls.
private final class CountingAnimator: UIViewPropertyAnimator {
    var addedBlocks = 0
    var continued = 0

    override init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        super.init(duration: duration, timingParameters: parameters)
    }

    override func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addedBlocks += 1
        super.addAnimations(animation, delayFactor: delayFactor)
    }

    override func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        continued += 1
        super.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor)
    }

    override var duration: TimeInterval { super.duration * 2 }
}

@Suite("UIViewPropertyAnimator open members")
@MainActor
final class UIViewPropertyAnimatorOpenMembersTests {
    /// Keeps the window alive for the test (views hold their window weakly, as in UIKit).
    private var window: UIWindow?

    @Test("duration, delay and timingParameters report what was given")
    func parameters() {
        let (window, clock) = makeTestWindow()
        self.window = window
        let view = makeMovingView(in: window)
        let spring = UISpringTimingParameters(dampingRatio: 0.6)
        let animator = UIViewPropertyAnimator(duration: 0.8, timingParameters: spring)
        animator.addAnimations { view.center.x = 100 }
        #expect(animator.duration == 0.8 && animator.delay == 0)
        // The spring given (UIKit hands back a copy, so compare values, not identity).
        #expect(animator.timingParameters?.timingCurveType == .spring)
        #expect(animator.timingParameters?.springTimingParameters?.dampingRatio == spring.dampingRatio)
        animator.startAnimation(afterDelay: 0.25)
        #expect(animator.delay == 0.25)
        clock.advance(by: 0.25)
        #expect(presentedX(view) == 0)
        clock.advance(by: 0.8)
        #expect(animator.state == .inactive && presentedX(view) == 100)
        #expect(UIViewPropertyAnimator(duration: -1, curve: .linear).duration == 0)
    }

    @Test("runningPropertyAnimator makes the receiving subclass, through its overridden initializer, running")
    func runningSubclass() {
        let (window, clock) = makeTestWindow()
        self.window = window
        let view = makeMovingView(in: window)
        var ended: UIViewAnimatingPosition?
        let animator = CountingAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0, options: [.curveLinear], animations: { view.center.x = 100 },
            completion: { ended = $0 })
        #expect(type(of: animator) == CountingAnimator.self)
        #expect(animator.isRunning && animator.addedBlocks == 1)
        clock.advance(by: 0.25)
        #expect(abs(presentedX(view) - 50) < 1e-9)
        clock.advance(by: 0.25)
        #expect(ended == .end)
    }

    @Test("The animator's own calls reach a subclass's overrides; an overridden duration is what it reports")
    func overridesAreCalled() {
        let (window, _) = makeTestWindow()
        self.window = window
        let view = makeMovingView(in: window)
        let animator = CountingAnimator(duration: 0.4, curve: .easeOut) { view.alpha = 0 }
        animator.addAnimations { view.center.x = 10 }
        #expect(animator.addedBlocks == 2)
        #expect(animator.duration == 0.8)
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        #expect(animator.continued == 1 && animator.isRunning)
    }
}
