import Foundation
import Testing
import TransitionKit
@testable import TransitionPlayground

/// The app loop without SDL: keys, time controls, overlays and the title.
@Suite("Playground app")
@MainActor
struct AppTests {
    private func makeApp(size: CGSize = CGSize(width: 1024, height: 768)) -> PlaygroundApp {
        let app = PlaygroundApp(scene: SampleScene(), size: size)
        app.tools.hud.frameRate.framesPerSecond = 60
        _ = app.frame()
        return app
    }

    private func press(_ key: String, _ modifiers: InputEvent.Modifiers = [], in app: PlaygroundApp) {
        app.handle(.keyDown(Key(name: key), modifiers: modifiers))
        app.handle(.keyUp(Key(name: key), modifiers: modifiers))
    }

    /// Every text the frame draws (scene and overlays).
    private func texts(_ app: PlaygroundApp) -> [String] {
        app.frame().commands.compactMap { command in
            if case .text(let text) = command.content { return text.string }
            return nil
        }
    }

    @Test("Space pauses animation time and resumes it; S slows it x10; both combine")
    func pauseAndSlow() {
        let app = makeApp()
        let clock = app.clock
        #expect(clock.speed == 1)
        press("Space", in: app)
        #expect(clock.speed == 0 && app.session.time.isPaused)
        let frozen = clock.now
        clock.advance(by: 0.5)
        #expect(clock.now == frozen, "paused: animation time stands still")
        press("S", in: app)
        #expect(clock.speed == 0, "slow while paused stays paused")
        press("Space", in: app)
        #expect(clock.speed == 0.1, "resuming restores slow")
        clock.advance(by: 1)
        #expect(abs(clock.now - (frozen + 0.1)) < 1e-12)
        press("S", in: app)
        #expect(clock.speed == 1)
        press("S", [.shift], in: app)
        #expect(clock.speed == 0.1, "Shift-S is S")
    }

    @Test("`.` steps exactly one frame (1/60 s) of animation time while paused, also when slow; not when running")
    func stepOneFrame() {
        let app = makeApp()
        let clock = app.clock
        clock.advance(by: 0.25)
        let running = clock.now
        press(".", in: app)
        #expect(clock.now == running, "`.` does nothing while time runs")
        #expect(app.session.currentMessage?.contains("Space") == true, "and says why")

        press("Space", in: app)
        let start = clock.now
        press(".", in: app)
        #expect(abs(clock.now - (start + 1.0 / 60)) < 1e-12)
        #expect(clock.speed == 0, "still paused after the step")
        press("S", in: app)
        press(".", in: app)
        #expect(abs(clock.now - (start + 2.0 / 60)) < 1e-12, "a step is one frame whether or not slow is on")
        // A held `.` repeats (SDL repeats key-downs); a held Space does not toggle again.
        app.handle(.keyDown(.period, modifiers: []))
        app.handle(.keyDown(.period, modifiers: []))
        app.handle(.keyUp(.period, modifiers: []))
        #expect(abs(clock.now - (start + 4.0 / 60)) < 1e-12)
        app.handle(.keyDown(.space, modifiers: []))
        app.handle(.keyDown(.space, modifiers: []))
        #expect(!app.session.time.isPaused, "one press, one toggle")
        #expect(clock.speed == 0.1)
    }

    @Test("A step moves a paused animation by exactly one frame of its curve")
    func stepMovesAnimation() throws {
        let scene = SampleScene()
        scene.animatorIndex = 4  // linear, 0.6 s
        let app = PlaygroundApp(scene: scene, size: CGSize(width: 1024, height: 768))
        _ = app.frame()
        let card = try #require(scene.view?.cards[.shadow])
        let start = card.center
        press("Space", in: app)
        let target = CGPoint(x: start.x + 360, y: start.y + 130)
        app.handle(.mouseDown(target, modifiers: [.shift]))  // a paused click inspects; Shift-click taps
        app.handle(.mouseUp(target))
        app.clock.advance(by: 1)  // paused: the host's frames do not move it
        #expect(try #require(card.layer.presentation()).position == start)
        for _ in 0..<6 { press(".", in: app) }
        let x = try #require(card.layer.presentation()).position.x
        #expect(abs(x - (start.x + 360 * (6.0 / 60) / 0.6)) < 1e-6, "6 frames of a linear 0.6 s move: one sixth")
    }

    @Test("H toggles the help overlay, which lists the key map and marks what is coming")
    func helpOverlay() {
        let app = makeApp()
        #expect(!app.tools.help.isVisible)
        #expect(!texts(app).contains(HelpPanel.titleText))
        press("H", in: app)
        #expect(app.tools.help.isVisible)
        let shown = texts(app)
        #expect(shown.contains(HelpPanel.titleText))
        for binding in app.tools.bindings {
            #expect(shown.contains(binding.keys))
            #expect(shown.contains(binding.summary))
        }
        #expect(!shown.contains { $0.hasSuffix("(coming)") }, "every key works now")
        #expect(shown.contains("pause / resume animation time"), "available keys are not marked")
        press("H", in: app)
        #expect(!app.tools.help.isVisible && !texts(app).contains(HelpPanel.titleText))
    }

    @Test("H is scene-aware: it lists the scene's animators and mouse gestures (photos: the pinch; interactive: the edge pans)")
    func helpIsSceneAware() {
        let app = PlaygroundApp(scene: PhotosScene(), size: CGSize(width: 1024, height: 768))
        press("H", in: app)
        let photos = texts(app)
        #expect(photos.contains { $0.contains("wheel") && $0.contains("Alt- or Ctrl-drag") }, "photos: \(photos)")
        for name in PhotosScene().animatorNames { #expect(photos.contains { $0.hasSuffix(name) }, "photos lists \(name)") }
        #expect(!photos.contains { $0.contains("right edge") })
        app.session.showScene(named: "interactive")
        #expect(app.tools.help.isVisible, "the help stays open across Tab")
        let interactive = texts(app)
        #expect(interactive.contains { $0.contains("right edge") }, "interactive: \(interactive)")
        for name in InteractiveScene().animatorNames { #expect(interactive.contains { $0.hasSuffix(name) }, "interactive lists \(name)") }
        #expect(!interactive.contains { $0.contains("Alt- or Ctrl-drag") })
    }

    @Test("Every scene's help lists its animators and gestures, each text within its label, in one or two columns", arguments: [
        CGSize(width: 1024, height: 768), CGSize(width: 768, height: 1024),
    ])
    func helpForEveryScene(size: CGSize) throws {
        for entry in SceneCatalog.builtIn.entries {
            let scene = entry.make()
            let app = PlaygroundApp(scene: scene, size: size)
            press("H", in: app)
            let shown = texts(app)
            #expect(shown.contains("\(scene.name): \(scene.title)"))
            for name in scene.animatorNames { #expect(shown.contains(name), "\(scene.name) lists \(name)") }
            for gesture in scene.gestures {
                #expect(shown.contains(gesture.input) && shown.contains(gesture.action), "\(scene.name): \(gesture)")
            }
            #expect(!scene.gestures.isEmpty, "\(scene.name) says what the mouse does")
            var labels: [UILabel] = []
            func collect(_ view: UIView) {
                if let label = view as? UILabel, !label.isHidden { labels.append(label) }
                view.subviews.forEach(collect)
            }
            collect(app.tools.help.panel)
            for label in labels where !(label.text ?? "").isEmpty {
                #expect(label.intrinsicContentSize.width <= label.bounds.width, "\(scene.name): '\(label.text ?? "")' fits its label")
                let frame = label.convert(label.bounds, to: app.session.overlay.window)
                #expect(app.session.overlay.window.bounds.contains(frame), "\(scene.name): '\(label.text ?? "")' is inside the window")
            }
        }
    }

    @Test("R rotates as iOS does: the layout animates over the rotation's 0.3 s (ease-in-out), not at once")
    func rotationAnimates() throws {
        // UIApplication.statusBarOrientationAnimationDuration: "The animation duration in seconds
        // for the status bar during a 90 degree orientation change" (Apple documentation); it
        // returned 0.3 (tidev/titanium-sdk#14584). The coordinator's transitionDuration is that.
        let app = makeApp()
        let root = try #require(app.window.rootViewController?.view)
        press("R", in: app)
        #expect(root.frame.size == CGSize(width: 768, height: 1024), "the model value changes at once")
        app.clock.advance(by: 0.15)
        let half = try #require(root.layer.presentation()).bounds.size
        #expect(abs(half.width - 896) < 0.5 && abs(half.height - 896) < 0.5, "half way through the ease-in-out curve: \(half)")
        app.clock.advance(by: 0.15)
        #expect(try #require(root.layer.presentation()).bounds.size == CGSize(width: 768, height: 1024))
    }

    @Test("The HUD shows the scene, the animator, the frame rate and PAUSED / SLOW only when set")
    func hudBadges() {
        let app = makeApp()
        var shown = texts(app)
        #expect(shown.contains("sample") && shown.contains("1/5  spring") && shown.contains("60 fps"))
        #expect(!shown.contains(HUDPanel.pausedText) && !shown.contains(HUDPanel.slowText))
        press("Space", in: app)
        shown = texts(app)
        #expect(shown.contains(HUDPanel.pausedText) && !shown.contains(HUDPanel.slowText))
        press("S", in: app)
        shown = texts(app)
        #expect(shown.contains(HUDPanel.pausedText) && shown.contains(HUDPanel.slowText))
        press("Space", in: app)
        press("2", in: app)
        app.tools.hud.frameRate.framesPerSecond = 29.6
        shown = texts(app)
        #expect(!shown.contains(HUDPanel.pausedText) && shown.contains(HUDPanel.slowText))
        #expect(shown.contains("2/5  critically damped") && shown.contains("30 fps"))
    }

    @Test("The HUD plots the animator's curve, and its dot follows the running animation")
    func hudCurveDot() throws {
        let scene = SampleScene()
        scene.animatorIndex = 4  // linear 0.6 s: the dot's height is easy to predict
        let app = PlaygroundApp(scene: scene, size: CGSize(width: 1024, height: 768))
        _ = app.frame()
        let plot = app.tools.hud.panel.plot
        #expect(plot.curve == scene.curve(forAnimatorAt: 4))
        let restingDot = plot.dot.center
        #expect(restingDot == plot.point(time: 0, progress: 0), "before any animation the dot rests at the start")
        app.handle(.mouseDown(CGPoint(x: 60, y: 700)))
        app.handle(.mouseUp(CGPoint(x: 60, y: 700)))
        app.clock.advance(by: 0.3)
        _ = app.frame()
        let expected = plot.point(time: 0.3, progress: 0.5)
        #expect(abs(plot.dot.center.x - expected.x) < 0.5 && abs(plot.dot.center.y - expected.y) < 0.5)
        // The dot is drawn: a command of the dot's colour at that place in the frame.
        let list = app.frame()
        let dot = try #require(list.commands.first { $0.fillColor == Palette.curveDot })
        let centre = CGPoint(x: dot.rect.midX, y: dot.rect.midY).applying(dot.transform)
        let inWindow = plot.convert(plot.dot.center, to: nil)
        #expect(abs(centre.x - inWindow.x) < 0.01 && abs(centre.y - inWindow.y) < 0.01)
        app.clock.advance(by: 2)
        _ = app.frame()
        let end = try #require(plot.curve)
        #expect(plot.dot.center == plot.point(time: end.duration, progress: end.progress(at: end.duration)), "after the end it rests at the end")
    }

    @Test("The overlays never take the scene's clicks: a click under the HUD reaches the scene")
    func overlayDoesNotHitTest() throws {
        let scene = SampleScene()
        let app = PlaygroundApp(scene: scene, size: CGSize(width: 1024, height: 768))
        _ = app.frame()
        press("H", in: app)
        let underHUD = CGPoint(x: 40, y: 40)
        app.handle(.mouseDown(underHUD))
        app.handle(.mouseUp(underHUD))
        app.clock.advance(by: 1)
        #expect(scene.view?.cards[.shadow]?.center == underHUD)
    }

    @Test("The window title names the scene, the animator and the rounded frame rate")
    func title() {
        #expect(PlaygroundApp.title(scene: "sample", animator: "spring", framesPerSecond: 59.7)
            == "TransitionKit Playground - sample - spring - 60 fps")
        #expect(PlaygroundApp.title(scene: "photos", animator: "zoom", framesPerSecond: nil)
            == "TransitionKit Playground - photos - zoom - idle")
        let app = makeApp()
        #expect(app.title == "TransitionKit Playground - sample - spring - 60 fps")
        press("3", in: app)
        #expect(app.title == "TransitionKit Playground - sample - bouncy - 60 fps")
        press("9", in: app)
        #expect(app.title.contains("bouncy"), "a key beyond the animators changes nothing")
        #expect(app.session.currentMessage == "sample has 5 animators")
    }

    @Test("Before any rate is measured (a window that rests right after launch) the HUD and the title say idle, not 0 fps")
    func unmeasuredRateIsIdle() {
        let app = PlaygroundApp(scene: SampleScene(), size: CGSize(width: 1024, height: 768))
        #expect(texts(app).contains("idle") && !texts(app).contains("0 fps"))
        #expect(app.title.hasSuffix(" - idle"))
        app.tools.hud.frameRate.framesPerSecond = 59.7
        #expect(texts(app).contains("60 fps") && app.title.hasSuffix(" - 60 fps"))
        app.tools.hud.frameRate.restedRecently = true
        #expect(texts(app).contains("idle") && app.title.hasSuffix(" - idle"))
    }

    @Test("Q asks to quit; R swaps the window's width and height; Tab restarts the scene")
    func quitRotateTab() throws {
        let app = makeApp()
        press("R", in: app)
        let requested = app.session.requestedWindowSize
        #expect(app.window.bounds.size == CGSize(width: 768, height: 1024))
        #expect(app.session.overlay.window.bounds.size == CGSize(width: 768 + Sidebar.width, height: 1024))
        #expect(requested == CGSize(width: 768 + Sidebar.width, height: 1024), "the host window: the device and the sidebar")
        let list = app.frame()
        #expect(list.size == CGSize(width: 768 + Sidebar.width, height: 1024))
        let oldScene = app.scene
        press("Tab", in: app)
        #expect(app.scene !== oldScene && app.scene.name == SceneCatalog.builtIn.entries[1 % SceneCatalog.builtIn.entries.count].name)
        #expect(app.window.bounds.size == CGSize(width: 768, height: 1024), "the new scene keeps the rotated size")
        press("Tab", [.shift], in: app)
        #expect(app.scene.name == "sample")
        #expect(!app.isQuitRequested)
        press("Q", in: app)
        #expect(app.isQuitRequested)
    }

    @Test("Messages expire after a while of real time, paused or not")
    func messagesExpire() {
        let app = makeApp()
        press(".", in: app)
        #expect(app.session.currentMessage?.contains("Space") == true)
        press("Space", in: app)
        app.clock.advance(by: PlaygroundSession.messageDuration + 0.1)
        _ = app.frame()
        #expect(app.session.currentMessage == nil)
    }
}
