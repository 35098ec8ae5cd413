import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

@Suite("Page sheet drag to dismiss")
@MainActor
struct PageSheetTests {
    private func presentSheet() -> (TransitionHarness, NamedViewController, NamedViewController) {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let harness = TransitionHarness(root: a)
        a.present(b, animated: true)
        harness.settle()
        harness.clearLog()
        return (harness, a, b)
    }

    private func drag(
        _ harness: TransitionHarness, from start: CGPoint, by dy: CGFloat, steps: Int = 10, stepTime: TimeInterval = 0.05,
        hold: TimeInterval = 0.2
    ) {
        harness.window.send(.mouseDown(start))
        for step in 1...steps {
            harness.run(stepTime)
            harness.window.send(.mouseMove(CGPoint(x: start.x, y: start.y + dy * CGFloat(step) / CGFloat(steps))))
        }
        if hold > 0 { harness.run(hold) }
        harness.window.send(.mouseUp(CGPoint(x: start.x, y: start.y + dy)))
    }

    @Test("Dragging the card down past half its height dismisses it; less springs back")
    func dragThresholds() {
        for (distance, dismisses) in [(CGFloat(200), false), (CGFloat(330), true)] {
            let (harness, a, b) = presentSheet()
            let top = b.view.frame.minY
            drag(harness, from: CGPoint(x: 200, y: top + 40), by: distance)
            harness.settle()
            #expect((a.presentedViewController == nil) == dismisses, "dragged \(distance)")
            if !dismisses {
                #expect(b.view.frame.minY == top && b.view.transform == .identity)
                #expect(harness.log.contains("completeTransition(false)"))
            }
            #expect(harness.violations.isEmpty, "\(harness.violations)")
        }
    }

    @Test("A downward flick dismisses from a short drag")
    func flick() {
        let (harness, a, b) = presentSheet()
        drag(harness, from: CGPoint(x: 200, y: b.view.frame.minY + 40), by: 120, steps: 4, stepTime: 1.0 / 60, hold: 0)
        harness.settle()
        #expect(a.presentedViewController == nil)
    }

    @Test("Pulling up rubber-bands the card and changes nothing")
    func rubberBand() {
        let (harness, a, b) = presentSheet()
        let start = CGPoint(x: 200, y: b.view.frame.minY + 40)
        harness.window.send(.mouseDown(start))
        for step in 1...10 {
            harness.run(0.03)
            harness.window.send(.mouseMove(CGPoint(x: 200, y: start.y - CGFloat(step) * 20)))
        }
        let lift = -b.view.transform.ty
        #expect(lift > 0 && lift < 200, "stretched less than pulled: \(lift)")
        harness.window.send(.mouseUp(CGPoint(x: 200, y: start.y - 200)))
        harness.settle()
        #expect(a.presentedViewController === b && b.view.transform == .identity)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
