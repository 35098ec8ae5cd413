import Foundation
import Testing
import TransitionKit
import TransitionKitSDL
@testable import TransitionPlayground

/// Rest is free: the one decision whether the playground draws its next frame.
@Suite("Rest decision")
@MainActor
struct RestDecisionTests {
    private func state(_ need: FrameNeed, now: TimeInterval = 10, speed: Double = 1) -> RestDecision {
        RestDecision(sceneNeed: need, clockNow: now, clockSpeed: speed, hasPendingInput: false,
                     modelChanged: false, needsEveryFrame: false)
    }

    @Test("at rest: wait for input with no deadline")
    func atRest() {
        #expect(state(.none).nextFrame == .rest(seconds: nil))
    }

    @Test("a delayed animation: wait until it starts, in real seconds (slow motion stretches the wait)")
    func delayedAnimation() {
        #expect(state(.at(10.5)).nextFrame == .rest(seconds: 0.5))
        #expect(state(.at(10.5), speed: 0.25).nextFrame == .rest(seconds: 2))
        #expect(state(.at(10.5), speed: 0).nextFrame == .rest(seconds: nil), "paused: the start never comes")
        #expect(state(.at(10)).nextFrame == .draw, "due now")
    }

    @Test("input, a model change, or something that needs every frame: draw")
    func inputAndChanges() {
        var waiting = state(.none)
        waiting.hasPendingInput = true
        #expect(waiting.nextFrame == .draw)
        var changed = state(.at(12))
        changed.modelChanged = true
        #expect(changed.nextFrame == .draw)
        var scripted = state(.none)
        scripted.needsEveryFrame = true
        #expect(scripted.nextFrame == .draw)
    }

    @Test("a running transition, animation or scroll deceleration (the window needs a frame now): draw")
    func running() {
        #expect(state(.now).nextFrame == .draw)
    }

    @Test("the app at rest rests; the HUD's frame rate changing does not wake it; a transition does")
    func appAtRest() throws {
        let app = PlaygroundApp(scene: PresentScene(), size: CGSize(width: 800, height: 600))
        for _ in 0..<5 { app.runFrame() }
        #expect(app.restDecision(hasPendingInput: false).nextFrame == .rest(seconds: nil))
        app.tools.hud.frameRate.framesPerSecond = 37
        app.runFrame()
        #expect(app.restDecision(hasPendingInput: false).nextFrame == .rest(seconds: nil))
        #expect(app.restDecision(hasPendingInput: true).nextFrame == .draw)
        app.window.rootViewController?.view.alpha = 0.5  // changed after the frame was made
        #expect(app.restDecision(hasPendingInput: false).nextFrame == .draw)
        app.runFrame()
        #expect(app.restDecision(hasPendingInput: false).nextFrame == .rest(seconds: nil))
        app.runFrame([.keyDown(.return, modifiers: []), .keyUp(.return, modifiers: [])])
        #expect(app.restDecision(hasPendingInput: false).nextFrame == .draw)
    }
}
