import Foundation
import TransitionKit

/// The keys that drive the session itself: animators, scenes, forward and back, time, rotation, quit.
@MainActor
final class SessionKeys: PlaygroundTool {
    let bindings: [KeyBinding] = [
        KeyBinding(keys: "1 - 9", summary: "choose the animator", recordsItself: true,
                   matches: { key, _ in KeyBinding.digit(of: key) != nil },
                   perform: { session, key, _ in session.chooseAnimator(at: (KeyBinding.digit(of: key) ?? 1) - 1) }),
        KeyBinding(keys: "Tab / Shift-Tab", summary: "next / previous scene (restarts it)", recordsItself: true,
                   matches: { key, _ in key == .tab },
                   perform: { session, _, isShifted in session.showScene(at: session.main.index + (isShifted ? -1 : 1)) }),
        KeyBinding(keys: "Enter", summary: "forward: present / push",
                   matches: { key, _ in key == .return || key == .keypadEnter }, perform: { session, _, _ in session.perform(.forward) }),
        KeyBinding(keys: "Backspace / Esc", summary: "back: dismiss / pop (sample: cards go home)",
                   matches: { key, _ in key == .backspace || key == .escape }, perform: { session, _, _ in session.perform(.back) }),
        KeyBinding(.space, keys: "Space", summary: "pause / resume animation time") { $0.togglePause() },
        KeyBinding(.period, keys: ".", summary: "one frame forward while paused", repeats: true) { $0.stepForward() },
        KeyBinding(.letter("S"), keys: "S", summary: "slow animations (x10)") { $0.time.toggleSlow() },
        KeyBinding(.letter("R"), keys: "R", summary: "rotate: width and height swap, animated") { $0.rotate() },
        KeyBinding(.letter("Q"), keys: "Q", summary: "quit") { $0.quit() },
    ]
}

/// What the session keys do.
extension PlaygroundSession {
    /// Space: pause, or resume (a transition `,` holds then runs on to its end).
    func togglePause() {
        time.togglePause()
        if !time.isPaused { notify(.timeResumed) }
    }

    /// `.` while paused: one frame of animation time (a transition `,` holds moves one frame on).
    func stepForward() {
        guard time.isPaused else {
            say("`.` steps one frame while paused: press Space first")
            return
        }
        notify(.willStepFrame(clock.frameInterval))
        time.stepForward()
        syncExtraPanes()
        runTime.clockDidStep(by: clock.frameInterval)
    }

    /// R: rotates the device: its width and height swap and its layout animates over the rotation
    /// (`InputEvent.rotate`); the host window follows at once.
    func rotate() {
        guard extraPanes.isEmpty else {
            say("R: not in compare mode (C ends it)")
            return
        }
        let size = window.bounds.size
        let rotated = CGSize(width: size.height, height: size.width)
        perform(.input(.rotate(rotated)))
        requestedWindowSize = hostWindowSize(forDevice: rotated)
        scene.windowDidRotate(to: rotated)
    }

    /// Q: the run ends after this frame (the recording ends with the key).
    func quit() {
        recording.recorder?.markQuit()
        isQuitRequested = true
    }
}
