import Foundation
import TransitionKit

/// Replaying the scene: a fresh instance fed the same actions at the same clock times.
extension PlaygroundApp {
    /// Runs `action` on the scene (and records it in the session's history): what keys, the
    /// pointer and a replay all go through.
    func perform(_ action: SceneHistory.Action) {
        let entryIndex = session.history.entries.count, hadTransition = window.transitionState != nil
        session.history.record(action, at: clock.now)
        defer {
            if !hadTransition && window.transitionState != nil {
                session.history.noteTransitionBegan(entryIndex: entryIndex, time: session.history.entries[entryIndex].time)
            }
        }
        switch action {
        case .input(let event): deliver(event)
        case .forward: if !scene.forward() { say("Enter: nothing to present in \(scene.name)") }
        case .back: if !scene.back() { say("Backspace: nothing to go back from in \(scene.name)") }
        case .animator(let index):
            scene.animatorIndex = index
            applyTuning()
        case .key(let key, let modifiers): _ = scene.handleKey(key, modifiers: modifiers)
        }
        mirrorToComparePane(action)
    }

    /// Replays the scene to the start of its last transition (the tuning panel's "replay"): a
    /// fresh instance of the scene gets every action before that frame at its clock time, then
    /// the rest of the history is fed live, so the transition runs again at the speed time runs.
    /// Without a transition so far, the fresh scene replays everything. Returns false (and says
    /// so) when there is nothing to replay.
    @discardableResult
    func replayToLastTransition() -> Bool {
        let history = session.history
        guard let mark = history.lastTransitionStart else {
            say("no transition to replay yet in \(scene.name): press Enter or drag first")
            return false
        }
        restartScene(replaying: Array(history.entries[..<mark.entryIndex]), until: mark.time, initialSize: history.initialSize)
        pendingReplay = Array(history.entries[mark.entryIndex...])
        return true
    }

    /// A fresh instance of the scene in a fresh session at `initialSize`, fed `entries` at their
    /// clock times and run to `moment`, at normal speed whatever the time controls say; recording
    /// (`--record`) is off meanwhile.
    func restartScene(replaying entries: [SceneHistory.Entry], until moment: TimeInterval, initialSize: CGSize) {
        let old = session, rightAnimator = compare?.scene.animatorIndex
        endComparePane()
        runTime.retire(old.clock)
        old.retire()
        hold.release()
        pendingReplay = []
        session = SceneSession(
            scene: catalog.entries[old.index].make(), size: initialSize, index: old.index, frameInterval: old.clock.frameInterval)
        session.start(keys: { [unowned self] event in handleKey(event) }, log: log)
        overlay.resize(to: initialSize)
        applyPhoneInsets()
        applyTuning()
        if let rightAnimator { startComparePane(animatorIndex: rightAnimator) }
        let recorder = recording.recorder
        recording.recorder = nil
        clock.speed = 1
        for entry in entries {
            runClock(to: entry.time)
            perform(entry.action)
        }
        runClock(to: moment)
        recording.recorder = recorder
        time.attach(to: clock)
    }

    /// Feeds the pending replay's actions that are due at the clock's time (each frame, before
    /// the clock advances).
    func runPendingReplay() {
        while let next = pendingReplay.first, next.time <= clock.now + 1e-9 {
            pendingReplay.removeFirst()
            perform(next.action)
        }
    }

    /// Advances the clock at speed 1 to `time` (frame by frame), laying the window out after.
    private func runClock(to time: TimeInterval) {
        if time > clock.now { clock.advance(by: time - clock.now) }
        scene.update()
        window.layoutIfNeeded()
        syncComparePane()
    }
}
