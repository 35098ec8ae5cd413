import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// The zoom transition (iOS 18, `UIViewController.preferredTransition = .zoom(options:sourceViewProvider:)`).
/// UIViewController.h (iOS 18): the source view provider "is called whenever the transition needs
/// to request a source view … may be called multiple times during the transition's lifecycle";
/// Apple's "Enhancing your app with fluid transitions": it is asked again when dismissing, so a
/// grid that scrolled zooms back into the right cell.
///
/// The 400 x 600 window's navigation content fills it; cell 4 sits at (150, 225, 100, 100). The
/// zoomed view keeps its 400 x 600 size and is scaled: aspect fill of its alignment rect over the
/// source (scale max(100/400, 100/600) = 0.25), the rect's centre on the source's centre.
@Suite("Zoom transition: the animator")
@MainActor
struct ZoomTransitionAnimatorTests {
    @Test("The push zooms from the source cell's frame: the zoomed view's frames at 0, 0.5 and 1")
    func pushFrames() {
        let world = ZoomWorld()
        world.navigation.pushViewController(world.detail, animated: true)
        #expect(world.harness.window.transitionState?.animator == "ZoomTransitionAnimator")
        world.harness.window.scrubTransition(by: 0)
        let zoomed = world.detail.view!
        let flight = zoomed.superview!
        #expect(world.drawnFrame(flight).isClose(to: CGRect(x: 150, y: 225, width: 100, height: 100)), "\(world.drawnFrame(flight))")
        #expect(world.drawnFrame(zoomed).isClose(to: CGRect(x: 150, y: 200, width: 100, height: 150)), "\(world.drawnFrame(zoomed))")
        #expect(world.grid.cells[4].isHidden, "the source view is hidden during the flight")
        #expect(world.providerCalls.entries.count == 1)
        #expect(world.providerCalls.entries.first?.source === world.grid && world.providerCalls.entries.first?.zoomed === world.detail)

        world.harness.window.scrubTransition(by: 0.25)   // half of the 0.5 s, scrubbed linearly
        #expect(world.drawnFrame(flight).isClose(to: CGRect(x: 75, y: 112.5, width: 250, height: 350)), "\(world.drawnFrame(flight))")
        #expect(world.drawnFrame(zoomed).isClose(to: CGRect(x: 75, y: 100, width: 250, height: 375)), "\(world.drawnFrame(zoomed))")
        #expect(world.harness.window.transitionState?.percentComplete == 0.5)

        world.harness.window.scrubTransition(by: 0.25)
        #expect(world.drawnFrame(zoomed).isClose(to: CGRect(x: 0, y: 0, width: 400, height: 600)), "\(world.drawnFrame(zoomed))")
        world.harness.window.resumeTransition()
        world.harness.settle()
        #expect(world.navigation.topViewController === world.detail)
        #expect(flight.superview == nil && zoomed.window != nil, "the flight is gone, the zoomed view back in the container")
        #expect(zoomed.transform == .identity && zoomed.frame == CGRect(x: 0, y: 0, width: 400, height: 600))
        #expect(!world.grid.cells[4].isHidden)
        #expect(world.harness.essentialLog == [
            "willShow Detail", "Grid.viewWillDisappear", "Detail.viewWillAppear", "pauseInteractiveTransition",
            "finishInteractiveTransition", "completeTransition(true)", "Grid.viewDidDisappear", "Detail.viewDidAppear",
            "didShow Detail", "animationEnded(true)",
        ])
        #expect(world.harness.violations.isEmpty, "\(world.harness.violations)")
    }

    @Test("alignmentRectProvider lines the given rect of the zoomed view up with the source")
    func alignmentRect() {
        let options = UIViewController.Transition.ZoomOptions()
        var asked: [(UIView, UIViewController)] = []
        let world = ZoomWorld(options: options)
        options.alignmentRectProvider = { context in
            asked.append((context.sourceView, context.zoomedViewController))
            return CGRect(x: 0, y: 0, width: 400, height: 400)   // a square image at the top
        }
        world.navigation.pushViewController(world.detail, animated: true)
        world.harness.window.scrubTransition(by: 0)
        // Scale 0.25; the square's centre (200, 200) goes to the cell's centre (200, 275).
        #expect(world.drawnFrame(world.detail.view).isClose(to: CGRect(x: 150, y: 225, width: 100, height: 150)))
        #expect(asked.count == 1 && asked.first?.0 === world.grid.cells[4] && asked.first?.1 === world.detail)
        world.harness.settle()
    }

    @Test("The pop asks the provider again and zooms into the cell it names now, where the grid scrolled it")
    func popAsksAgain() {
        var index = 4
        let world = ZoomWorld(cellIndex: { index })
        world.pushDetail()
        world.grid.scrollView.contentOffset = CGPoint(x: 0, y: 250)
        index = 7   // (150, 350) in the content: (150, 100) on screen after the scroll
        world.navigation.popViewController(animated: true)
        #expect(world.providerCalls.entries.count == 2)
        #expect(world.providerCalls.entries.last?.source === world.grid && world.providerCalls.entries.last?.zoomed === world.detail)
        world.harness.window.scrubTransition(by: 0)
        let flight = world.detail.view.superview!
        #expect(world.drawnFrame(flight).isClose(to: CGRect(x: 0, y: 0, width: 400, height: 600)))
        #expect(world.grid.cells[7].isHidden && !world.grid.cells[4].isHidden)
        world.harness.window.scrubTransition(by: 0.5)
        #expect(world.drawnFrame(flight).isClose(to: CGRect(x: 150, y: 100, width: 100, height: 100)), "\(world.drawnFrame(flight))")
        #expect(world.drawnFrame(world.detail.view).isClose(to: CGRect(x: 150, y: 75, width: 100, height: 150)))
        world.harness.window.resumeTransition()
        world.harness.settle()
        #expect(world.navigation.topViewController === world.grid && !world.grid.cells[7].isHidden)
        #expect(world.harness.violations.isEmpty, "\(world.harness.violations)")
    }

    @Test("Without a source view in a window the pop fades and shrinks to 80 % about the centre", arguments: [false, true])
    func fallback(detachedView: Bool) {
        var index: Int? = 4
        let stray = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let world = ZoomWorld(cellIndex: { index })
        world.pushDetail()
        index = nil
        let grid = world.grid
        if detachedView {
            world.detail.preferredTransition = .zoom { _ in stray }
        }
        world.navigation.popViewController(animated: true)
        world.harness.window.scrubTransition(by: 0.5)
        let flight = world.detail.view.superview!
        #expect(world.drawnFrame(flight).isClose(to: CGRect(x: 40, y: 60, width: 320, height: 480)), "\(world.drawnFrame(flight))")
        #expect(flight.layer.presentation()?.opacity == 0)
        #expect(grid.cells.allSatisfy { !$0.isHidden })
        world.harness.window.resumeTransition()
        world.harness.settle()
        #expect(world.navigation.topViewController === grid)
        #expect(world.harness.violations.isEmpty, "\(world.harness.violations)")
    }

    @Test("Presenting zooms full screen from the cell and dismissing asks again")
    func presentAndDismiss() {
        let world = ZoomWorld()
        world.grid.present(world.detail, animated: true)
        world.harness.window.scrubTransition(by: 0)
        #expect(world.drawnFrame(world.detail.view.superview!).isClose(to: CGRect(x: 150, y: 225, width: 100, height: 100)))
        world.harness.window.resumeTransition()
        world.harness.settle()
        #expect(world.detail.presentingViewController != nil && world.detail.view.frame == CGRect(x: 0, y: 0, width: 400, height: 600))
        world.detail.dismiss(animated: true)
        #expect(world.providerCalls.entries.count == 2)
        world.harness.window.scrubTransition(by: 0.5)
        #expect(world.drawnFrame(world.detail.view.superview!).isClose(to: CGRect(x: 150, y: 225, width: 100, height: 100)))
        world.harness.window.resumeTransition()
        world.harness.settle()
        #expect(world.detail.presentingViewController == nil && world.grid.view.window != nil)
        #expect(world.harness.violations.isEmpty, "\(world.harness.violations)")
    }

    @Test("The four system transitions choose the presentation's modal transition style")
    func systemTransitions() {
        // Each system animation has its own duration: 0.35, 0.75, 0.6 and 0.5 s.
        let cases: [(UIViewController.Transition, TimeInterval)] = [
            (.crossDissolve, 0.35), (.flipHorizontal, 0.75), (.partialCurl, 0.6), (.coverVertical, 0.5),
        ]
        for (transition, duration) in cases {
            let world = ZoomWorld()
            let detail = NamedViewController("Modal")
            detail.modalPresentationStyle = .fullScreen
            detail.preferredTransition = transition
            world.grid.present(detail, animated: true)
            #expect(world.harness.window.transitionState?.animator == "SystemAnimator")
            #expect(world.harness.window.transitionState?.duration == duration)
            world.harness.settle()
            #expect(world.harness.violations.isEmpty, "\(world.harness.violations)")
        }
    }

    @Test("A zoom push grabbed and sent back: Appearing, then Disappearing, without viewDidAppear (WWDC24 10145)")
    func reversedPush() {
        let world = ZoomWorld()
        world.navigation.pushViewController(world.detail, animated: true)
        world.harness.run(0.1)
        let center = CGPoint(x: world.drawnFrame(world.detail.view).midX, y: world.drawnFrame(world.detail.view).midY)
        // The grab scrubs along the zoomed view's motion: its centre moves down 25 pt over the
        // whole zoom, so dragging up takes it back to the start.
        world.harness.drag(from: center, to: CGPoint(x: center.x, y: center.y - 100), duration: 0.2, holdBeforeRelease: 0.1)
        #expect(world.harness.window.transitionState?.percentComplete == 0)
        world.harness.settle()
        #expect(world.navigation.topViewController === world.grid)
        let detailLog = world.harness.essentialLog.filter { $0.hasPrefix("Detail.") }
        #expect(detailLog == ["Detail.viewWillAppear", "Detail.viewWillDisappear", "Detail.viewDidDisappear"])
        #expect(!world.grid.cells[4].isHidden && world.detail.view.superview == nil)
        #expect(world.harness.violations.isEmpty, "\(world.harness.violations)")
    }

    @Test("Bad input: a source view inside the zoomed view, or the window, is reported and the zoom fades; a NaN alignment rect is ignored")
    func badInput() {
        for badSource in [0, 1] {
            let world = ZoomWorld()
            let detail = world.detail, window = world.harness.window
            detail.preferredTransition = .zoom { _ in badSource == 0 ? detail.view : window }
            world.navigation.pushViewController(detail, animated: true)
            window.scrubTransition(by: 0)
            #expect(window.diagnostics.map(\.code) == [.zoomSourceViewInvalid])
            #expect(world.drawnFrame(detail.view.superview!).isClose(to: CGRect(x: 40, y: 60, width: 320, height: 480)))
            window.resumeTransition()
            world.harness.settle()
            #expect(!detail.view.isHidden && !window.isHidden && world.navigation.topViewController === detail)
            #expect(world.harness.violations.isEmpty, "\(world.harness.violations)")
        }
        let options = UIViewController.Transition.ZoomOptions()
        options.alignmentRectProvider = { _ in CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10) }
        let world = ZoomWorld(options: options)
        world.navigation.pushViewController(world.detail, animated: true)
        world.harness.window.scrubTransition(by: 0)
        #expect(world.harness.window.diagnostics.map(\.code) == [.zoomAlignmentRectInvalid])
        #expect(world.drawnFrame(world.detail.view).isClose(to: CGRect(x: 150, y: 200, width: 100, height: 150)))
        world.harness.window.resumeTransition()
        world.harness.settle()
    }
}
