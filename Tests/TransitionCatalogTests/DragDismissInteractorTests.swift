import Foundation
import Testing
import TransitionCatalog
import TransitionKitTestSupport
import TransitionKit

/// A presented B in a 400 x 600 window with a pan that dismisses it through a `DragDismissInteractor`.
@MainActor
private struct DragSetup {
    let a = NamedViewController("A"), b = NamedViewController("B")
    let interactor = DragDismissInteractor()
    let harness: TransitionHarness

    init(style: UIModalPresentationStyle) {
        harness = TransitionHarness(root: a)
        b.modalPresentationStyle = style
        b.loadViewIfNeeded()
        let interactor = self.interactor, b = self.b
        b.view.addGestureRecognizer(UIPanGestureRecognizer { [unowned b] pan in
            if pan.state == .began { b.transitioningDelegate = interactor }
            interactor.handlePan(pan, dismissing: b)
        })
        a.present(b, animated: false)
        harness.settle()
        harness.clearLog()
    }

    /// Presses at (200, 200), moves by `offset` in `frames` frames, then releases after `hold` seconds.
    func drag(by offset: CGPoint, frames: Int, hold: TimeInterval) {
        let start = CGPoint(x: 200, y: 200)
        harness.window.send(.mouseDown(start))
        for frame in 1...frames {
            let t = CGFloat(frame) / CGFloat(frames)
            harness.window.send(.mouseMove(CGPoint(x: start.x + offset.x * t, y: start.y + offset.y * t)))
            harness.run(1.0 / 60)
        }
        if hold > 0 { harness.run(hold) }
        harness.window.send(.mouseUp(CGPoint(x: start.x + offset.x, y: start.y + offset.y)))
        harness.settle()
    }
}

@Suite("DragDismissInteractor")
@MainActor
struct DragDismissInteractorTests {
    @Test("While the drag holds it, the presented view is under the pointer and the context hears distance / 200 pt",
          arguments: [UIModalPresentationStyle.fullScreen, .custom, .overFullScreen])
    func followsThePointer(style: UIModalPresentationStyle) {
        let setup = DragSetup(style: style)
        let window = setup.harness.window
        window.send(.mouseDown(CGPoint(x: 200, y: 200)))
        for step in 1...6 {
            window.send(.mouseMove(CGPoint(x: 200 - 5 * CGFloat(step), y: 200 + 10 * CGFloat(step))))
            setup.harness.run(1.0 / 60)
        }
        let state = window.transitionState
        #expect(state?.kind == .dismissal && state?.isInteractive == true)
        #expect(setup.b.view.onScreen.frame.origin == CGPoint(x: -30, y: 60), "B moved with the pointer")
        #expect(isClose(state?.percentComplete ?? -1, hypot(30, 60) / 200, 1e-9))
        #expect(setup.a.view.window === window, "A is under B")
        window.send(.mouseUp(CGPoint(x: 170, y: 260)))
        setup.harness.settle()
        #expect(setup.harness.violations.isEmpty, "\(setup.harness.violations)")
    }

    @Test("Released still: past half way (100 pt) finishes, before it cancels; a flick finishes from 60 pt")
    func decides() {
        for (offset, frames, hold, finishes) in [
            (CGPoint(x: 0, y: 120), 12, 0.2, true), (CGPoint(x: 0, y: 80), 12, 0.2, false),
            (CGPoint(x: 60, y: 0), 2, 0, true),
        ] {
            let setup = DragSetup(style: .fullScreen)
            setup.drag(by: offset, frames: frames, hold: hold)
            #expect((setup.a.presentedViewController == nil) == finishes, "\(offset) in \(frames) frames")
            #expect(setup.b.view.transform == .identity, "B is left untransformed")
            if !finishes { #expect(setup.b.view.frame == setup.harness.window.bounds) }
            #expect(setup.harness.violations.isEmpty, "\(setup.harness.violations)")
        }
    }
}
