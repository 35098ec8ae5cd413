import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

@Suite("UIView.modifyAnimations and perform(_:on:)")
@MainActor
struct UIViewRepeatedAnimationsTests {
    private func x(_ view: UIView) -> CGFloat { presentedX(view) }

    @Test("modifyAnimations repeats its changes on the enclosing block's timing; the block's completion waits for it")
    func repeatsAndAutoreverses() {
        let (window, clock) = makeTestWindow()
        let repeated = makeMovingView(in: window), plain = makeMovingView(in: window)
        var completions: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            plain.center.x = 100
            UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { repeated.center.x = 100 }
        }, completion: { completions.append($0) })
        clock.advance(by: 0.25)
        #expect(isClose(x(repeated), 25) && isClose(x(plain), 25))
        clock.advance(by: 1)          // 1.25 s: on its way back
        #expect(isClose(x(repeated), 75) && x(plain) == 100)
        #expect(completions.isEmpty)
        clock.advance(by: 1.5)        // 2.75 s: the second cycle, forward
        #expect(isClose(x(repeated), 75))
        clock.advance(by: 0.75)       // 3.5 s: the second cycle, halfway back
        #expect(isClose(x(repeated), 50))
        #expect(completions.isEmpty)
        clock.advance(by: 0.6)        // two cycles there and back: 4 s
        #expect(completions == [true])
        #expect(x(repeated) == 100)   // the values set in the block once the repetitions end
    }

    @Test("A fractional count ends part way, then shows the final values; without autoreverse each pass restarts")
    func fractionalCount() {
        let (window, clock) = makeTestWindow()
        let view = makeMovingView(in: window)
        var done = false
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            UIView.modifyAnimations(withRepeatCount: 1.5, autoreverses: false) { view.center.x = 100 }
        }, completion: { _ in done = true })
        clock.advance(by: 1.25)
        #expect(isClose(x(view), 25))
        clock.advance(by: 0.3)
        #expect(done && x(view) == 100)
    }

    @Test("Outside an animation block modifyAnimations applies the changes at once and reports it")
    func outsideABlock() {
        let (window, _) = makeTestWindow()
        let view = makeMovingView(in: window)
        AnimationContextProbe.withClock(window.clock) {
            UIView.modifyAnimations(withRepeatCount: 3, autoreverses: false) { view.center.x = 100 }
        }
        #expect(x(view) == 100)
        #expect(window.diagnostics.last?.code == .repeatOutsideAnimationBlock)
    }

    @Test("perform(.delete) fades the views out with the parallel animations, then removes them")
    func systemDelete() {
        let (window, clock) = makeTestWindow()
        let doomed = makeMovingView(in: window), other = makeMovingView(in: window)
        var finished: Bool?
        UIView.perform(.delete, on: [doomed], options: [.curveLinear], animations: { other.center.x = 100 },
                       completion: { finished = $0 })
        clock.advance(by: 0.15)
        #expect(isClose(CGFloat(doomed.layer.presentation()!.opacity), 0.5))
        #expect(isClose(x(other), 50))
        #expect(doomed.superview === window)
        clock.advance(by: 0.15)
        #expect(finished == true)
        #expect(doomed.superview == nil && doomed.alpha == 1)
        #expect(x(other) == 100)
    }
}
