import Foundation
import Testing
import TransitionCatalog
import TransitionKitTestSupport
import TransitionKit

/// Seed 003's presenter and modal (from the ZoomAnimator tests) with the pinch on the modal.
@MainActor
private struct PinchSetup {
    let presenter = PhotoButtonViewController("A")
    let harness: TransitionHarness
    let pinch: PinchInteractor
    /// The button's frame in the 400 x 600 window.
    let collapsed = CGRect(x: 220, y: 30, width: 150, height: 150)
    var center: CGPoint { CGPoint(x: 200, y: 300) }

    init() {
        harness = TransitionHarness(root: presenter)
        pinch = PinchInteractor(zoomAnimator: presenter.zoom)
        let modal = presenter.modal
        let interactor = pinch
        modal.loadViewIfNeeded()
        modal.view.addGestureRecognizer(UIPinchGestureRecognizer { [unowned modal] recognizer in
            interactor.handlePinch(recognizer, dismissing: modal)
        })
        presenter.presentModal()
        harness.settle()
        harness.clearLog()
    }

    /// `count` wheel notches towards the user (fingers together), one every `interval` seconds
    /// (one a frame: a quick burst; 0.1 s: a hand turning the wheel slowly).
    func wheel(notches count: Int, interval: TimeInterval = 1.0 / 60) {
        for _ in 0..<count {
            harness.window.send(.scroll(dx: 0, dy: -1, at: center))
            harness.run(interval)
        }
    }

    var isPresented: Bool { presenter.presentedViewController != nil }
}

@Suite("PinchInteractor (seed 003)")
@MainActor
struct PinchInteractorTests {
    @Test("Becomes the zoom's interaction controller; the zoom returns it only while isInteractive")
    func wiring() {
        let zoom = ZoomAnimator()
        let pinch = PinchInteractor(zoomAnimator: zoom)
        #expect(zoom.interactionController === pinch)
        let animator = zoom.animationController(forDismissed: UIViewController())!
        #expect(zoom.interactionControllerForDismissal(using: animator) == nil)
        pinch.isInteractive = true
        #expect(zoom.interactionControllerForDismissal(using: animator) === pinch)
        #expect(pinch.finishScale == 0.5)
    }

    @Test("The seed's frame: collapsed + (expanded - collapsed) x percent for x, y, width and height")
    func interpolatedFrame() {
        let collapsed = CGRect(x: 220, y: 30, width: 150, height: 150)
        let expanded = CGRect(x: 0, y: 0, width: 400, height: 600)
        let frame = PinchInteractor.interpolatedFrame(collapsed: collapsed, expanded: expanded, percent: 0.5)
        #expect(frame == CGRect(x: 110, y: 15, width: 275, height: 375))
        #expect(PinchInteractor.interpolatedFrame(collapsed: collapsed, expanded: expanded, percent: 0) == collapsed)
        #expect(PinchInteractor.interpolatedFrame(collapsed: collapsed, expanded: expanded, percent: 1) == expanded)
    }

    @Test("Five wheel notches: the modal sits at the frame for scale 1.1^-5 while the pinch holds it")
    func frameFollowsTheWheel() {
        let setup = PinchSetup()
        setup.wheel(notches: 5)
        let scale = pow(1.1, -5.0)
        let expected = interpolate(setup.collapsed, setup.harness.window.bounds, scale)
        #expect(isClose(setup.presenter.modal.view.frame, expected, 1e-6))
        #expect(isClose(setup.presenter.modal.view.onScreen.frame, expected, 1e-6))
        #expect(isClose(setup.pinch.lastPercent, scale, 1e-9))
        #expect(isClose(setup.pinch.percentComplete, 1 - scale, 1e-9))
        let state = setup.harness.window.transitionState
        #expect(state?.kind == .dismissal && state?.isInteractive == true)
        #expect(isClose(state?.percentComplete ?? -1, 1 - scale, 1e-6), "the context hears 1 - scale")
        #expect(setup.pinch.isInteractive && !setup.pinch.isPresenting)
    }

    @Test("Eight notches (scale 0.467 < 0.5) finish: the modal zooms onto the button and is dismissed")
    func eightNotchesFinish() {
        let setup = PinchSetup()
        setup.wheel(notches: 8, interval: 0.1)
        setup.harness.run(0.3)   // the wheel pinch ends 350 ms after its last notch
        #expect(setup.harness.log.contains("finishInteractiveTransition"))
        setup.harness.settle()
        #expect(!setup.isPresented)
        #expect(setup.presenter.modal.view.frame == setup.collapsed)
        #expect(setup.harness.essentialLog == [
            "dismissalTransitionWillBegin", "Modal.viewWillDisappear", "startInteractiveTransition",
            "finishInteractiveTransition", "completeTransition(true)", "dismissalTransitionDidEnd(true)",
            "Modal.viewDidDisappear", "animationEnded(true)",
        ], "\(setup.harness.essentialLog)")
        #expect(!setup.pinch.isInteractive && !setup.pinch.isPresenting, "animationEnded reset the flags")
        #expect(setup.pinch.transitionContext == nil)
        #expect(setup.harness.violations.isEmpty, "\(setup.harness.violations)")
    }

    @Test("Seven slow notches (scale 0.513) cancel: the modal springs back to full screen and stays")
    func sevenNotchesCancel() {
        let setup = PinchSetup()
        setup.wheel(notches: 7, interval: 0.1)
        setup.harness.run(0.3)
        setup.harness.settle()
        #expect(setup.isPresented)
        #expect(setup.presenter.modal.view.frame == setup.harness.window.bounds)
        #expect(setup.harness.essentialLog == [
            "dismissalTransitionWillBegin", "Modal.viewWillDisappear", "startInteractiveTransition",
            "cancelInteractiveTransition", "completeTransition(false)", "dismissalTransitionDidEnd(false)",
            "Modal.viewWillAppear", "Modal.viewDidAppear", "animationEnded(false)",
        ], "\(setup.harness.essentialLog)")
        #expect(!setup.harness.essentialLog.contains("completeTransition(true)"))
        #expect(!setup.pinch.isInteractive && !setup.pinch.isPresenting)
        #expect(setup.harness.violations.isEmpty, "\(setup.harness.violations)")

        // A second pinch works after the cancel.
        setup.harness.clearLog()
        setup.wheel(notches: 9)
        setup.harness.run(0.4)
        setup.harness.settle()
        #expect(!setup.isPresented)
    }

    @Test("An Alt-drag pinch over 0.3 s: 60 pt inwards (scale 0.4) finishes, 30 pt (0.7) cancels")
    func altDrag() {
        for (inwards, finishes) in [(CGFloat(60), true), (30, false)] {
            let setup = PinchSetup()
            let window = setup.harness.window
            window.send(.mouseDown(setup.center, modifiers: [.option]))
            for step in 1...6 {
                window.send(.mouseMove(CGPoint(x: setup.center.x - inwards * CGFloat(step) / 6, y: setup.center.y)))
                setup.harness.run(3.0 / 60)
            }
            let scale = (200 - 2 * inwards) / 200
            let expected = interpolate(setup.collapsed, window.bounds, scale)
            #expect(isClose(setup.presenter.modal.view.frame, expected, 1e-6), "Alt-drag \(inwards) pt")
            window.send(.mouseUp(CGPoint(x: setup.center.x - inwards, y: setup.center.y)))
            setup.harness.settle()
            #expect(setup.isPresented == !finishes, "Alt-drag \(inwards) pt")
            #expect(setup.presenter.modal.view.frame == (finishes ? setup.collapsed : window.bounds))
            #expect(setup.harness.violations.isEmpty, "\(setup.harness.violations)")
        }
    }

    @Test("Spreading the fingers (scale > 1) does not move the modal")
    func zoomingInIsIgnored() {
        let setup = PinchSetup()
        setup.wheel(notches: 3)
        let frame = setup.presenter.modal.view.frame
        for _ in 0..<6 {
            setup.harness.window.send(.scroll(dx: 0, dy: 1, at: setup.center))
            setup.harness.run(1.0 / 60)
        }
        // Now at 1.1^3: above 1, the last update stays where the scale crossed 1.
        #expect(setup.presenter.modal.view.frame.width >= frame.width)
        #expect(setup.presenter.modal.view.frame.width <= setup.harness.window.bounds.width)
        setup.harness.run(0.4)
        setup.harness.settle()
        #expect(setup.isPresented, "released above 0.5: cancelled")
    }

    @Test("A rotation during the pinch: the modal finishes on the button's new frame, expanded follows the window")
    func rotationDuringPinch() {
        let setup = PinchSetup()
        setup.wheel(notches: 4)
        setup.harness.window.send(.resize(CGSize(width: 600, height: 400)))
        setup.harness.run(1.0 / 60)
        let moved = CGRect(x: 420, y: 30, width: 150, height: 150)
        #expect(setup.pinch.modalCollapsedFrame == moved, "the presenter's viewDidLayoutSubviews updated it")
        setup.wheel(notches: 1)
        let expected = interpolate(moved, CGRect(x: 0, y: 0, width: 600, height: 400), pow(1.1, -5.0))
        #expect(isClose(setup.presenter.modal.view.frame, expected, 1e-6))
        setup.wheel(notches: 4)
        setup.harness.run(0.4)
        setup.harness.settle()
        #expect(!setup.isPresented)
        #expect(setup.presenter.modal.view.frame == moved)
        #expect(setup.harness.violations.isEmpty, "\(setup.harness.violations)")
    }

    @Test("finish() and cancel() outside a transition do nothing")
    func outsideATransition() {
        let setup = PinchSetup()
        setup.pinch.finish()
        setup.pinch.cancel()
        setup.pinch.update(0.3)
        setup.harness.settle()
        #expect(setup.isPresented)
        #expect(setup.presenter.modal.view.frame == setup.harness.window.bounds)
        #expect(setup.harness.log.isEmpty)
    }

    // MARK: A forgiving wheel pinch

    @Test("A quick burst closes like a flick: 5 notches a frame apart (scale 0.62, velocity -2.2/s) finish; slow ones cancel")
    func quickBurstFlicks() {
        for (interval, finishes) in [(1.0 / 60, true), (0.1, false)] {
            let setup = PinchSetup()
            setup.wheel(notches: 5, interval: interval)
            setup.harness.run(0.4)
            setup.harness.settle()
            #expect(setup.isPresented == !finishes, "notches \(interval) s apart")
            #expect(setup.harness.violations.isEmpty, "\(setup.harness.violations)")
        }
    }

    @Test("A fast Alt-drag of 30 pt in 0.1 s (scale 0.7, -3/s) finishes as a flick")
    func fastAltDragFlicks() {
        let setup = PinchSetup()
        let window = setup.harness.window
        window.send(.mouseDown(setup.center, modifiers: [.option]))
        for step in 1...6 {
            window.send(.mouseMove(CGPoint(x: setup.center.x - 30 * CGFloat(step) / 6, y: setup.center.y)))
            setup.harness.run(1.0 / 60)
        }
        window.send(.mouseUp(CGPoint(x: setup.center.x - 30, y: setup.center.y)))
        setup.harness.settle()
        #expect(!setup.isPresented)
    }

    @Test("A notch during the spring-back catches the modal where it is and the pinch goes on from there")
    func notchCatchesTheSpringBack() {
        let setup = PinchSetup()
        setup.wheel(notches: 6, interval: 0.1)
        setup.harness.run(0.3)  // the pinch ended (scale 0.56): the modal springs back
        #expect(setup.pinch.isSpringingBack)
        #expect(setup.harness.log.contains("cancelInteractiveTransition"))
        setup.harness.run(0.1)
        let modal = setup.presenter.modal.view!
        let onScreen = modal.layer.presentation()!.frame
        #expect(onScreen.width > 0.56 * 400 && onScreen.width < 400, "on its way back")
        setup.harness.clearLog()
        setup.wheel(notches: 1, interval: 0.05)
        #expect(!setup.pinch.isSpringingBack)
        #expect(setup.harness.log.contains("pauseInteractiveTransition"))
        #expect(setup.harness.window.transitionState?.isInteractive == true)
        let caught = (onScreen.width - setup.collapsed.width) / (400 - setup.collapsed.width)
        #expect(isClose(setup.pinch.pinchStartPercent, caught, 1e-6))
        let expected = interpolate(setup.collapsed, setup.harness.window.bounds, caught / 1.1)
        #expect(isClose(modal.layer.presentation()!.frame, expected, 1e-6), "no jump: from where it was, one notch in")
        setup.wheel(notches: 6, interval: 0.1)
        setup.harness.run(0.3)
        setup.harness.settle()
        #expect(!setup.isPresented)
        #expect(modal.frame == setup.collapsed)
        #expect(setup.harness.log.contains("completeTransition(true)"))
        #expect(!setup.harness.log.contains("completeTransition(false)"))
        #expect(setup.harness.violations.isEmpty, "\(setup.harness.violations)")
    }
}
