import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

@Suite("UIView begin/commit animations (deprecated)")
@MainActor
struct UIViewBeginCommitAnimationsTests {
    private func x(_ view: UIView) -> CGFloat { presentedX(view) }

    @Test("Changes between begin and commit animate with the timing set at any point in the block")
    func timingSetInTheBlock() {
        let (window, clock) = makeTestWindow()
        let view = makeMovingView(in: window)
        UIView.beginAnimations("move", context: nil)
        view.center.x = 100
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationDelay(0.5)
        UIView.commitAnimations()
        #expect(view.center.x == 100 && x(view) == 0)
        clock.advance(by: 1)
        #expect(isClose(x(view), 50))
        clock.advance(by: 0.5)
        #expect(x(view) == 100)
    }

    @Test("The default is 0.2 s ease-in-out; repeat count and autoreverse as Core Animation's")
    func defaultsAndRepeats() {
        let (window, clock) = makeTestWindow()
        let plain = makeMovingView(in: window), repeating = makeMovingView(in: window)
        UIView.beginAnimations(nil, context: nil)
        plain.center.x = 100
        UIView.commitAnimations()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationRepeatCount(2)
        UIView.setAnimationRepeatAutoreverses(true)
        repeating.center.x = 100
        UIView.commitAnimations()
        clock.advance(by: 0.1)
        #expect(isClose(x(plain), 50))       // ease-in-out is halfway at half the time
        clock.advance(by: 1.15)              // 1.25 s: on its way back
        #expect(x(plain) == 100 && isClose(x(repeating), 75))
        clock.advance(by: 2)                 // 3.25 s: the second cycle's way back
        #expect(isClose(x(repeating), 75))
        clock.advance(by: 1)
        #expect(x(repeating) == 100)
    }

    @Test("Blocks nest; a commit without a begin is reported and ignored")
    func nesting() {
        let (window, clock) = makeTestWindow()
        let outer = makeMovingView(in: window), inner = makeMovingView(in: window)
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        outer.center.x = 100
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(2)
        UIView.setAnimationCurve(.linear)
        inner.center.x = 100
        UIView.commitAnimations()
        UIView.commitAnimations()
        clock.advance(by: 0.5)
        #expect(isClose(x(outer), 50) && isClose(x(inner), 25))
        AnimationContextProbe.withClock(clock) { UIView.commitAnimations() }
        #expect(window.diagnostics.last?.code == .unbalancedAnimationCommit)
    }

    @Test("setAnimationTransition gives the view a transition: the old content is a snapshot over it")
    func transition() {
        let (window, clock) = makeTestWindow()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.backgroundColor = .red
        window.addSubview(card)
        let before = window.subviews.count
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationTransition(.flipFromLeft, for: card, cache: true)
        card.backgroundColor = .blue
        UIView.commitAnimations()
        #expect(window.subviews.count == before + 1)   // the snapshot of the old content, over the card
        #expect(card.layer.presentation()!.backgroundColor == .blue)
        clock.advance(by: 0.25)
        #expect(card.layer.presentation()!.transform != CATransform3DIdentity)   // turned away, to flip in
        clock.advance(by: 0.85)
        #expect(window.subviews.count == before)
        #expect(card.layer.presentation()!.transform == CATransform3DIdentity)
    }
}
