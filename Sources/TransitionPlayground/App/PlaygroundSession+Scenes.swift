import Foundation
import TransitionKit

/// What the session does to its scenes: show one, choose its animator, perform an action on it,
/// and replay it to the start of its last transition.
extension PlaygroundSession {
    /// Shows a fresh instance of the scene at `index` in `catalog` (wrapping around), in a fresh
    /// session at the same pane size; the old one (and any extra pane) is retired.
    func showScene(at index: Int) {
        let entry = catalog.entry(wrapping: index)
        let old = main, size = deviceSize
        if !extraPanes.isEmpty { say("compare off: a new scene") }
        replaceExtraPanes(with: [])
        retireMain()
        isPointerDown = false
        replaceMain(with: SceneSession(
            scene: entry.make(), size: size, index: catalog.index(ofScene: entry.name) ?? 0,
            frameInterval: old.clock.frameInterval))
        pendingReplay = []
        overlay.resize(to: Sidebar.windowSize(forDevice: size))
        notify(.paneStarted(main))
        recording.record(.scene(scene.name), at: frameTime)
    }

    /// Shows the scene named `name`; false when there is none.
    @discardableResult
    func showScene(named name: String) -> Bool {
        guard let index = catalog.index(ofScene: name) else { return false }
        showScene(at: index)
        return true
    }

    /// Chooses the main pane's animator at `index` (0-based); says so when there is none.
    func chooseAnimator(at index: Int) {
        guard index >= 0, index < scene.animatorNames.count else {
            let count = scene.animatorNames.count
            say("\(scene.name) has \(count) animator\(count == 1 ? "" : "s")")
            return
        }
        perform(.animator(index))
        recording.record(.animator(index + 1), at: frameTime)
    }

    /// Chooses the animator at `index` of extra pane `paneIndex` (0 is the first beside the main pane).
    func chooseAnimator(at index: Int, inExtraPane paneIndex: Int) {
        guard extraPanes.indices.contains(paneIndex) else { return }
        let pane = extraPanes[paneIndex]
        guard pane.scene.animatorNames.indices.contains(index) else {
            say("\(scene.name) has \(pane.scene.animatorNames.count) animators")
            return
        }
        pane.scene.animatorIndex = index
        notify(.animatorChosen(pane))
    }

    /// Runs `action` on the scene (and records it in the main pane's history), then on the extra
    /// panes (not animator choices: each pane has its own): what keys, the pointer and a replay
    /// all go through.
    func perform(_ action: SceneHistory.Action) {
        let entryIndex = main.history.entries.count, hadTransition = window.transitionState != nil
        main.history.record(action, at: clock.now)
        defer {
            if !hadTransition && window.transitionState != nil {
                main.history.noteTransitionBegan(entryIndex: entryIndex, time: main.history.entries[entryIndex].time)
            }
        }
        switch action {
        case .input(let event): deliver(event, to: main)
        case .forward: if !scene.forward() { say("Enter: nothing to present in \(scene.name)") }
        case .back: if !scene.back() { say("Backspace: nothing to go back from in \(scene.name)") }
        case .animator(let index):
            scene.animatorIndex = index
            notify(.animatorChosen(main))
        case .key(let key, let modifiers): _ = scene.handleKey(key, modifiers: modifiers)
        case .endEditing: _ = window.endEditing(true)
        case .toggleKeyboard: window.toggleSoftwareKeyboard()
        }
        for pane in extraPanes {
            switch action {
            case .input(let event): deliver(event, to: pane)
            case .forward: _ = pane.scene.forward()
            case .back: _ = pane.scene.back()
            case .animator: break
            case .key(let key, let modifiers): _ = pane.scene.handleKey(key, modifiers: modifiers)
            case .endEditing: _ = pane.window.endEditing(true)
            case .toggleKeyboard: pane.window.toggleSoftwareKeyboard()
            }
        }
    }

    /// Sends `event` to `pane`'s window without recording it; a resize or rotation resizes the canvas too.
    private func deliver(_ event: InputEvent, to pane: SceneSession) {
        pane.window.send(event)
        switch event {
        case .resize(let size), .rotate(let size):
            overlay.resize(to: Sidebar.windowSize(forDevice: CGSize(width: size.width * CGFloat(panes.count), height: size.height)))
        default: break
        }
    }

    /// Retires the main pane's scene: its clock's real time is kept, whatever held it lets go.
    func retireMain() {
        runTime.retire(main.clock)
        main.retire()
        notify(.sceneRetired)
    }

    /// Replays the scene to the start of its last transition (the tuning panel's "replay"): a
    /// fresh instance of the scene gets every action before that frame at its clock time, then
    /// the rest of the history is fed live, so the transition runs again at the speed time runs.
    /// Returns false (and says so) when there is nothing to replay.
    @discardableResult
    func replayToLastTransition() -> Bool {
        let history = main.history
        guard let mark = history.lastTransitionStart else {
            say("no transition to replay yet in \(scene.name): press Enter or drag first")
            return false
        }
        restartScene(replaying: Array(history.entries[..<mark.entryIndex]), until: mark.time, paneSize: history.initialSize)
        pendingReplay = Array(history.entries[mark.entryIndex...])
        return true
    }

    /// A fresh instance of the scene in each pane at `paneSize` (the extra panes keep their
    /// animators), fed `entries` at their clock times and run to `moment`, at normal speed
    /// whatever the time controls say; recording (`--record`) is off meanwhile.
    func restartScene(replaying entries: [SceneHistory.Entry], until moment: TimeInterval, paneSize: CGSize, extraAnimators: [Int]? = nil) {
        let old = main, animators = extraAnimators ?? extraPanes.map(\.scene.animatorIndex)
        replaceExtraPanes(with: [])
        retireMain()
        pendingReplay = []
        replaceMain(with: SceneSession(
            scene: catalog.entries[old.index].make(), size: paneSize, index: old.index, frameInterval: old.clock.frameInterval))
        notify(.paneStarted(main))
        replaceExtraPanes(with: animators.map { makeExtraPane(animatorIndex: $0) })
        overlay.resize(to: Sidebar.windowSize(forDevice: deviceSize))
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

    /// Advances the clock at speed 1 to `time` (frame by frame), laying the panes out after.
    private func runClock(to time: TimeInterval) {
        if time > clock.now { clock.advance(by: time - clock.now) }
        syncExtraPanes()
        layoutPanes()
    }
}
