import Foundation
import Testing
import TransitionKit
@testable import TransitionPlayground

/// The tuning panel (T): sliders for the chosen animator's parameters, a replay of the last
/// transition with the new values, and "Copy as Swift".
@Suite("Tuning panel")
@MainActor
struct TuningPanelTests {
    /// The window point at `fraction` along slider `index`'s track.
    private func sliderPoint(_ index: Int, fraction: CGFloat, in app: PlaygroundApp) -> CGPoint {
        let track = app.tools.tuning.panel.trackFrame(ofSlider: index)
        return app.tools.tuning.panel.convert(CGPoint(x: track.minX + track.width * fraction, y: track.midY), to: nil)
    }

    private func texts(_ list: DisplayList) -> [String] {
        list.commands.compactMap { if case .text(let text) = $0.content { text.string } else { nil } }
    }

    /// The present scene with the half-way spring (key 2), B presented and settled.
    private func presentedHalfWaySpring() -> PlaygroundApp {
        let app = PlaygroundApp(scene: PresentScene(), size: CGSize(width: 1024, height: 768))
        app.runFrame()
        app.press("2")
        app.press("Return")
        for _ in 0..<150 { app.runFrame() }
        #expect(app.window.transitionState == nil)
        return app
    }

    @Test("A parameter clamps into its range, snaps to its step and prints without trailing zeros")
    func parameterValues() {
        var duration = TunableParameter.duration(0.35)
        #expect(duration.formattedValue == "0.35" && duration.unit == "s")
        duration.value = 99
        #expect(duration.value == 5)
        #expect(TunableParameter(.init("x"), -1, in: 0...1).value == 0)
        #expect(TunableParameter(.init("x"), .nan, in: 0.5...1).value == 0.5)
        let damping = TunableParameter.dampingRatio(0.6)
        #expect(damping.value(atFraction: 0) == 0.05 && damping.value(atFraction: 1) == 1)
        #expect(damping.value(atFraction: 0.5) == 0.53, "0.525 snapped to the 0.01 step")
        #expect(abs(damping.fraction - 0.55 / 0.95) < 1e-12)
        #expect(TunableParameter.format(2) == "2" && TunableParameter.format(0.125) == "0.125")
        #expect(TunedValues([.duration(0.5), .dampingRatio(0.7)]).swiftArguments == "duration: 0.5, dampingRatio: 0.7")
    }

    @Test("T shows one slider per parameter of the chosen animator, with its value")
    func panelShowsParameters() {
        let app = presentedHalfWaySpring()
        #expect(app.tools.tuning.panel.isHidden)
        app.press("T")
        let shown = texts(app.frame())
        #expect(shown.contains("Tune · half-way spring"))
        #expect(shown.contains("duration  2 s") && shown.contains("dampingRatio  0.6"))
        app.press("1")
        #expect(texts(app.frame()).contains("duration  0.35 s"), "cross dissolve: its own duration")
        app.press("T")
        #expect(app.tools.tuning.panel.isHidden)
    }

    @Test("Dragging a slider sets the value; the pointer never reaches the scene; releasing replays the last transition with it")
    func dragReplays() {
        let app = presentedHalfWaySpring()
        app.press("T")
        app.runFrame()
        let oldScene = app.scene
        app.runFrame([.mouseDown(sliderPoint(0, fraction: 0.5, in: app))])
        app.runFrame([.mouseMove(sliderPoint(0, fraction: 0, in: app))])
        #expect(app.scene.tunableParameters[0].value == 0.05)
        #expect(app.window.activeTouchLocations.isEmpty, "the scene saw no touch")
        app.runFrame([.mouseMove(sliderPoint(0, fraction: 0.1, in: app))])
        let tunedDuration = app.scene.tunableParameters[0].value
        #expect(abs(tunedDuration - 0.545) < 0.006)
        app.runFrame([.mouseUp(sliderPoint(0, fraction: 0.1, in: app))])
        #expect(app.scene !== oldScene, "a fresh instance of the scene")
        #expect(app.scene.tunableParameters[0].value == tunedDuration, "the tuned value carried over")
        #expect(app.window.transitionState?.kind == .presentation, "the presentation runs again")
        let started = app.clock.now
        while app.window.transitionState != nil && app.clock.now < started + 3 { app.runFrame() }
        #expect(abs(app.clock.now - started - tunedDuration) < 0.05, "over the tuned duration, not the seed's 2 s")
    }

    @Test("Without a transition so far, releasing a slider says how to see it and keeps the scene")
    func nothingToReplay() {
        let app = PlaygroundApp(scene: PresentScene(), size: CGSize(width: 1024, height: 768))
        app.runFrame()
        app.press("T")
        app.runFrame()
        let scene = app.scene
        app.runFrame([.mouseDown(sliderPoint(0, fraction: 1, in: app))])
        app.runFrame([.mouseUp(sliderPoint(0, fraction: 1, in: app))])
        #expect(app.scene === scene)
        #expect(app.session.currentMessage?.contains("press Enter") == true)
        app.press("Return")
        app.runFrame()
        #expect(app.window.transitionState?.kind == .presentation)
        #expect(app.window.transitionState.map { abs($0.duration - 5) < 1e-9 } == true, "the tuned 5 s cross dissolve")
    }

    @Test("Copy as Swift prints the animator's construction with the tuned values")
    func copyAsSwift() {
        let app = presentedHalfWaySpring()
        var printed: [String] = []
        app.tools.tuning.writeToStandardOutput = { printed.append($0) }
        app.press("T")
        app.runFrame()
        var parameters = app.scene.tunableParameters
        parameters[1].value = 0.35
        app.tools.tuning.setParameters(parameters, in: app.session)
        app.runFrame()
        let button = app.tools.tuning.panel.convert(
            CGPoint(x: app.tools.tuning.panel.copyButtonFrame.midX, y: app.tools.tuning.panel.copyButtonFrame.midY), to: nil)
        app.runFrame([.mouseDown(button)])
        app.runFrame([.mouseUp(button)])
        #expect(printed == ["let transition = HalfWaySpringTransitioningDelegate()\ntransition.duration = 2\ntransition.dampingRatio = 0.35"])
        #expect(app.session.currentMessage?.contains("standard output") == true)
    }

    @Test("With control-point parameters, the HUD plot shows two handles while T is open; dragging one sets its point")
    func bezierHandles() throws {
        let scene = TransitionScene(
            name: "curve", title: "Curve",
            animators: [TransitionScene.Animator(
                "cubic", parameters: [.duration(0.6)] + TunableParameter.controlPoints(CGPoint(x: 0.2, y: 0.9), CGPoint(x: 0.3, y: 1.2)),
                curve: { values in
                    let (c1, c2) = values.controlPoints!
                    return .cubic(controlPoint1: c1, controlPoint2: c2, duration: values[.duration])
                }
            ) { _ in CrossDissolveTestAnimator() }]
        ) { _ in UIViewController() }
        let app = PlaygroundApp(scene: scene, size: CGSize(width: 1024, height: 768))
        app.runFrame()
        let plot = app.tools.tuning.plot
        #expect(plot.handles.allSatisfy { $0.isHidden }, "no handles while the panel is closed")
        app.press("T")
        app.runFrame()
        #expect(plot.handles.allSatisfy { !$0.isHidden })
        let first = plot.controlPoint(at: plot.handles[0].center)
        #expect(abs(first.x - 0.2) < 1e-9 && abs(first.y - 0.9) < 1e-9)
        let start = plot.convert(plot.handles[1].center, to: nil)
        let target = CGPoint(x: start.x - 20, y: start.y + 15)
        app.runFrame([.mouseDown(start)])
        app.runFrame([.mouseMove(target)])
        let expected = plot.controlPoint(at: plot.convert(target, from: nil))
        // Control points are kept to hundredths: the handle is within half a hundredth of the plot of the pointer.
        let handle = plot.convert(plot.handles[1].center, to: nil), step = plot.bounds.width / 100
        #expect(abs(handle.x - target.x) <= step / 2 + 0.01 && abs(handle.y - target.y) <= step / 2 + 0.01, "the handle stays under the pointer")
        app.runFrame([.mouseUp(target)])
        let values = TunedValues(app.scene.tunableParameters)
        let moved = try #require(values.controlPoints?.1)
        #expect(abs(moved.x - expected.x) < 0.006 && abs(moved.y - expected.y) < 0.006)
        #expect(values.controlPoints?.0 == CGPoint(x: 0.2, y: 0.9), "the other handle stays")
        #expect(app.window.activeTouchLocations.isEmpty, "the drag never reached the scene")
    }

    @Test("The navigation scene's catalog animators take their tuned durations (edge slide, 1.2 s)")
    func navigationTuning() {
        let app = PlaygroundApp(scene: NavigationScene(), size: CGSize(width: 1024, height: 768))
        app.runFrame()
        app.press("3")
        #expect(app.scene.tunableParameters == [.duration(0.35)])
        var parameters = app.scene.tunableParameters
        parameters[0].value = 1.2
        app.tools.tuning.setParameters(parameters, in: app.session)
        app.press("Return")
        app.runFrame()
        #expect(app.window.transitionState.map { abs($0.duration - 1.2) < 1e-9 } == true)
        #expect(app.scene.tunedAnimatorSource == "let animator = EdgeSlideAnimator(targetEdge: .right)\nanimator.duration = 1.2")
    }

    @Test("A TransitionScene's animator gets its tuned values; parameters with other names are refused")
    func transitionSceneTuning() {
        var made: [TunedValues] = []
        let scene = TransitionScene(
            name: "t", title: "t",
            animators: [TransitionScene.Animator("fade", parameters: [.duration(0.4)], swiftSource: { "Fade(\($0.swiftArguments))" }) { values in
                made.append(values)
                return CrossDissolveTestAnimator()
            }]
        ) { _ in UIViewController() }
        #expect(scene.tunableParameters == [.duration(0.4)])
        scene.tunableParameters = [TunableParameter(.init("other"), 1, in: 0...2)]
        #expect(scene.tunableParameters == [.duration(0.4)], "refused: not this animator's parameters")
        scene.tunableParameters = [.duration(1.25)]
        _ = scene.makeAnimator()
        #expect(made.last?[.duration] == 1.25)
        #expect(scene.tunedAnimatorSource == "Fade(duration: 1.25)")
    }
}

/// A do-nothing animator for the factory test.
@MainActor
private final class CrossDissolveTestAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(true)
    }
}
