import Foundation
import Testing
import TransitionKit
@testable import TransitionPlayground

/// Tab / Shift-Tab, the step keys against a running transition, and the frame loop's time.
@Suite("Playground app: scenes and transitions")
@MainActor
struct AppSceneSwitchTests {
    @Test("Tab mid-transition shows a fresh scene in a fresh window; nothing of the old one stays alive")
    func tabMidTransitionFreesEverything() throws {
        weak var oldWindow: UIWindow?
        weak var oldClock: AnimationClock?
        weak var oldRoot: UIViewController?
        weak var oldPresented: UIViewController?
        weak var oldScene: PresentingTestScene?
        let app: PlaygroundApp
        do {
            let scene = PresentingTestScene()
            app = try AppDriver.makeApp(scene)
            AppDriver.run(2, in: app)
            AppDriver.press("Return", in: app)
            AppDriver.run(10, in: app)
            #expect(app.window.transitionState?.kind == .presentation)
            oldWindow = app.window; oldClock = app.clock; oldRoot = scene.root; oldPresented = scene.presented
            oldScene = scene
            #expect(oldPresented != nil)
        }
        let timeBefore = app.frameTime
        AppDriver.press("Tab", in: app)
        #expect(app.scene.name == SceneCatalog.builtIn.entries[1 % SceneCatalog.builtIn.entries.count].name, "the test scene counts as the first")
        #expect(app.window.transitionState == nil)
        #expect(abs(app.frameTime - (timeBefore + 1.0 / 60)) < 1e-9, "the run's time goes on across scenes")
        AppDriver.run(3, in: app)
        #expect(oldWindow == nil, "window")
        #expect(oldClock == nil, "clock")
        #expect(oldRoot == nil, "root")
        #expect(oldPresented == nil, "presented")
        #expect(oldScene == nil, "scene")
        // Every registered scene, left mid-forward, frees its window too.
        for _ in SceneCatalog.builtIn.entries {
            weak var window: UIWindow? = app.window
            AppDriver.press("Return", in: app)
            AppDriver.run(5, in: app)
            AppDriver.press("Tab", in: app)
            AppDriver.run(2, in: app)
            #expect(window == nil, "\(app.scene.name): the previous window was freed")
        }
    }

    @Test("Pause and slow survive a scene change")
    func timeControlsCarryOver() throws {
        let app = try AppDriver.makeApp()
        AppDriver.press("S", in: app)
        AppDriver.press("Space", in: app)
        AppDriver.press("Tab", in: app)
        #expect(app.clock.speed == 0 && app.session.time.isPaused && app.session.time.isSlow)
        AppDriver.press("Space", in: app)
        #expect(app.clock.speed == 0.1)
    }

    @Test("`,` steps a paused transition back one frame and holds it; `.` moves it on; Space lets it finish")
    func stepBackThroughTransition() throws {
        let scene = PresentingTestScene()
        let app = try AppDriver.makeApp(scene)
        AppDriver.run(1, in: app)
        AppDriver.press("Return", in: app)
        AppDriver.run(14, in: app)
        AppDriver.press("Space", in: app)
        let b = try #require(scene.presented)
        func y() -> CGFloat { TraceFrame.presentationFrameInWindow(of: b.view).minY }
        let paused = y()
        AppDriver.press(",", in: app)
        #expect(y() > paused, "stepped back: B is lower again")
        let state = try #require(app.window.transitionState)
        #expect(state.phase == .interactive && app.tools.hold.isHolding)
        AppDriver.press(",", in: app)
        let next = try #require(app.window.transitionState)
        // The first step keeps what is on screen and makes progress linear; each step is then one
        // frame of the transition's duration.
        #expect(abs(Double(state.percentComplete - next.percentComplete) - (1.0 / 60) / state.duration) < 1e-9)
        AppDriver.press(",", in: app)
        let threeBack = y()
        AppDriver.press(".", in: app)
        #expect(y() < threeBack, "`.` moves the held transition one frame on")
        AppDriver.run(30, in: app)
        #expect(app.window.transitionState != nil, "still paused")
        AppDriver.press("Space", in: app)
        AppDriver.run(60, in: app)
        #expect(app.window.transitionState == nil && scene.root?.presentedViewController === b)
        #expect(y() == 0)
        #expect(!app.tools.hold.isHolding)
    }

    /// UIKit's render loop handles a frame's events first and then commits and renders, so an
    /// animation an event starts has run when the frame shows ("Understanding hitches in your
    /// app", https://developer.apple.com/documentation/xcode/understanding-hitches-in-your-app:
    /// the event phase, then the commit phase's layout and display, then the render phase).
    @Test("One frame delivers its input before the clock advances: the presentation Enter starts has moved when the frame is drawn")
    func inputBeforeClockAdvance() throws {
        let scene = PresentingTestScene()
        let app = try AppDriver.makeApp(scene)
        AppDriver.run(2, in: app)
        let start = app.clock.now
        AppDriver.press("Return", in: app)
        let b = try #require(scene.presented)
        #expect(app.clock.now == start + 1.0 / 60)
        let state = try #require(app.window.transitionState)
        #expect(state.percentComplete > 0, "one frame of the transition ran before the frame was drawn")
        #expect(TraceFrame.presentationFrameInWindow(of: b.view).minY < app.window.bounds.height, "B has moved up")
    }

    @Test("`,` says why when time runs or nothing runs")
    func stepBackMessages() throws {
        let app = try AppDriver.makeApp()
        AppDriver.run(1, in: app)
        AppDriver.press(",", in: app)
        #expect(app.session.currentMessage?.contains("press Space first") == true)
        AppDriver.press("Space", in: app)
        AppDriver.press(",", in: app)
        #expect(app.session.currentMessage == "`,`: no transition to step back through in test-present")
    }

    @Test("Keys 1-9 pick animators; a key beyond them says how many there are")
    func animatorKeys() throws {
        let app = try AppDriver.makeApp()
        AppDriver.press("2", in: app)
        #expect(app.scene.animatorIndex == 1 && app.title.contains("cross dissolve"))
        AppDriver.press("Keypad 1", in: app)
        #expect(app.scene.animatorIndex == 0)
        AppDriver.press("5", in: app)
        #expect(app.scene.animatorIndex == 0 && app.session.currentMessage == "test-present has 2 animators")
    }

    @Test("Consecutive moves in one frame merge into the last; other events keep their order")
    func mergingMoves() {
        let a = CGPoint(x: 1, y: 1), b = CGPoint(x: 2, y: 2), c = CGPoint(x: 3, y: 3)
        #expect(PlaygroundApp.mergingMoves([.mouseDown(a), .mouseMove(a), .mouseMove(b), .mouseUp(b), .mouseMove(c), .mouseMove(a)])
            == [.mouseDown(a), .mouseMove(b), .mouseUp(b), .mouseMove(a)])
    }

    @Test("Script screenshots go to their paths, or to --screenshot's path numbered")
    func screenshotPaths() throws {
        #expect(RunRecording.numbered("out/shot.png", 1) == "out/shot.png")
        #expect(RunRecording.numbered("out/shot.png", 3) == "out/shot-3.png")
        #expect(RunRecording.numbered("shot.png", 2) == "shot-2.png")
        let app = try AppDriver.makeApp()
        app.recording.script = ScriptPlayer(events: [
            ScriptEvent(time: 0.1, action: .screenshot("a.png")), ScriptEvent(time: 0.2, action: .screenshot("b.png")),
        ])
        let requested = (0..<20).flatMap { _ in app.runFrameOutput().screenshotPaths }
        #expect(requested == ["a.png", "b.png"])
        let redirected = try AppDriver.makeApp()
        redirected.recording.screenshotRedirect = "x/y.png"
        redirected.recording.script = app.recording.script.map { _ in ScriptPlayer(events: [
            ScriptEvent(time: 0.1, action: .screenshot("a.png")), ScriptEvent(time: 0.2, action: .screenshot("b.png")),
        ]) }
        let paths = (0..<20).flatMap { _ in redirected.runFrameOutput().screenshotPaths }
        #expect(paths == ["x/y.png", "x/y-2.png"])
    }
}
