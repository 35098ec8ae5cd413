import Foundation
import TransitionKit

/// The key map (SPEC §4): global keys here, scene keys through the `Scene` hooks.
extension PlaygroundApp {
    /// Keys that are only modifiers; never recorded.
    static let modifierKeyNames: Set<String> = [
        "Left Shift", "Right Shift", "Left Ctrl", "Right Ctrl", "Left Alt", "Right Alt", "Left GUI", "Right GUI",
        "CapsLock", "AltGr",
    ]

    /// Handles a key or text event that reached the window.
    func handleKey(_ event: InputEvent) {
        let key: String, modifiers: InputEvent.Modifiers
        switch event {
        case .keyDown(let name, let mods):
            key = name; modifiers = mods
        case .keyUp(let name, _):
            heldKeys.remove(name)
            return
        default:
            return
        }
        let isRepeat = !heldKeys.insert(key).inserted
        if isRepeat && !Self.repeatingKeys.contains(key) { return }
        let isTab = key == "Tab" && modifiers.isSubset(of: [.shift])
        let digit = Self.digit(of: key)
        if !isTab && (digit == nil || !modifiers.isSubset(of: [.shift])) && !Self.modifierKeyNames.contains(key) {
            recorder?.record(.key(key, modifiers), at: frameTime)
            if key == "Q" && modifiers.isSubset(of: [.shift]) { recorder?.markQuit() }
        }
        guard modifiers.isSubset(of: [.shift]) else {
            _ = scene.handleKey(key, modifiers: modifiers)
            return
        }
        let shifted = modifiers.contains(.shift)
        if let digit {
            chooseAnimator(at: digit - 1)
            return
        }
        switch key {
        case "Q":
            isQuitRequested = true
        case "Space":
            togglePause()
        case ".":
            stepForward()
        case ",":
            stepBack()
        case "S":
            time.toggleSlow()
        case "H":
            overlay.isHelpVisible.toggle()
        case "D":
            overlay.isDebugVisible.toggle()
        case "R":
            rotate()
        case "Tab":
            showScene(at: sceneIndex + (shifted ? -1 : 1))
        case "Return", "Keypad Enter":
            if !scene.forward() { say("Enter: nothing to present in \(scene.name)") }
        case "Backspace", "Escape":
            if !scene.back() { say("\(key): nothing to go back from in \(scene.name)") }
        default:
            _ = scene.handleKey(key, modifiers: modifiers)
        }
    }

    /// The number of a digit key ("3", "Keypad 3"), 1-9; nil for other keys.
    static func digit(of key: String) -> Int? {
        let name = key.hasPrefix("Keypad ") ? String(key.dropFirst(7)) : key
        guard name.count == 1, let value = Int(name), (1...9).contains(value) else { return nil }
        return value
    }

    /// Space: pause, or resume (letting a transition that `,` holds run on to its end).
    func togglePause() {
        time.togglePause()
        if !time.isPaused && isHoldingTransition {
            if !heldTransitionWasInteractive { window.resumeTransition() }
            isHoldingTransition = false
        }
    }

    /// `.` while paused: one frame of animation time; a transition held by `,` moves one frame on.
    func stepForward() {
        guard time.isPaused else {
            say("`.` steps one frame while paused: press Space first")
            return
        }
        if isHoldingTransition, window.transitionState != nil {
            window.scrubTransition(by: clock.frameInterval)
        }
        time.stepForward()
        didStepClock(by: clock.frameInterval)
    }

    /// `,` while paused: the scene's own step back, else one frame back through the running
    /// transition (`UIWindow.scrubTransition(by:)`), which then stays held until Space.
    func stepBack() {
        guard time.isPaused else {
            say("`,` steps back while paused: press Space first")
            return
        }
        if scene.stepBack(by: clock.frameInterval) { return }
        let state = window.transitionState
        if !isHoldingTransition { heldTransitionWasInteractive = state?.isInteractive ?? false }
        if window.scrubTransition(by: -clock.frameInterval) {
            isHoldingTransition = true
        } else {
            say("`,`: no transition to step back through in \(scene.name)")
        }
    }
}
