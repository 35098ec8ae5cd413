import Foundation
import TransitionKit

/// What the global keys do (the `KeyMap` bindings call these).
extension PlaygroundApp {
    /// Space: pause, or resume (letting a transition that `,` holds run on to its end).
    func togglePause() {
        time.togglePause()
        if !time.isPaused { hold.resume(in: window) }
    }

    /// `.` while paused: one frame of animation time; a transition held by `,` moves one frame on.
    func stepForward() {
        guard time.isPaused else {
            say("`.` steps one frame while paused: press Space first")
            return
        }
        hold.stepForward(in: window, by: clock.frameInterval)
        time.stepForward()
        syncComparePane()
        runTime.clockDidStep(by: clock.frameInterval)
    }

    /// `,` while paused: one frame back through the running transition
    /// (`UIWindow.scrubTransition(by:)`), which then stays held until Space.
    func stepBack() {
        guard time.isPaused else {
            say("`,` steps back while paused: press Space first")
            return
        }
        if !hold.stepBack(in: window, by: clock.frameInterval) {
            say("`,`: no transition to step back through in \(scene.name)")
        }
    }

    /// Enter: the scene goes forward (present, push), or the HUD says it cannot.
    func forward() { perform(.forward) }

    /// Backspace or Esc: the scene goes back (dismiss, pop), or the HUD says it cannot.
    func back() { perform(.back) }

    /// R: rotates the device: the window's width and height swap, and its layout animates over
    /// the rotation (`InputEvent.rotate`); the host window is resized at once.
    func rotate() {
        guard !isComparing else {
            say("R: not in compare mode (C ends it)")
            return
        }
        let size = window.bounds.size
        let rotated = CGSize(width: size.height, height: size.width)
        perform(.input(.rotate(rotated)))
        requestWindowSize?(rotated)
        scene.windowDidRotate(to: rotated)
    }

    /// Q: the run ends after this frame (the recording ends with the key).
    func quit() {
        recording.recorder?.markQuit()
        isQuitRequested = true
    }
}
