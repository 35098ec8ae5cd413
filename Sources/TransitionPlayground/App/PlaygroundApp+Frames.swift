import Foundation
import TransitionKit

/// One frame, written once, in UIKit's order.
extension PlaygroundApp {
    /// Makes one frame, top to bottom: the input that arrived since the last frame (pointer
    /// events reach gesture recognizers and touches, keys the key map), the script's actions due
    /// now, the clock's advance by `step` seconds of real time (animations, completions, frame
    /// handlers), the scene's update and layout, the display list with its overlays, the trace.
    /// The host then draws the list and presents it.
    ///
    /// Input and script actions run before the clock advances, so an animation they start has
    /// run `step` when the frame is drawn, as in UIKit; they are stamped with the frame's time
    /// (`RunTime`), so a recording replays in the frames it was made in.
    func makeFrame(input: [InputEvent], advancingClockBy step: TimeInterval) -> DisplayList {
        runTime.beginFrame(step: step)
        let frameStart = session.history.frameStart(in: window)       // where a transition would begin
        for event in Self.mergingMoves(input) { handle(event) }
        runScriptActions()
        runPendingReplay()                                            // a tuning replay's live part
        runTime.advance(clock)
        syncComparePane()                                             // compare mode's right pane keeps time
        session.history.noteTransitionBegan(ifAnyIn: window, since: frameStart)
        hold.update(in: window)
        let list = frame()
        traceFrame()
        runTime.endFrame()
        modelChangesDrawn = window.modelChangeCount
        return list
    }

    /// What the host does for one frame with a fixed step: the frame with `events` as its input,
    /// the clock advancing one frame interval (not on the first frame). For tests and in-process runs.
    @discardableResult
    func runFrame(_ events: [InputEvent] = []) -> DisplayList {
        makeFrame(input: events, advancingClockBy: frameIndex > 0 ? clock.frameInterval : 0)
    }

    /// `events` with each run of consecutive pointer moves reduced to its last move (one move per
    /// frame is all the model samples; recording and replay see the same events).
    static func mergingMoves(_ events: [InputEvent]) -> [InputEvent] {
        var result: [InputEvent] = []
        result.reserveCapacity(events.count)
        for event in events {
            if case .mouseMove = event, case .mouseMove? = result.last { result[result.count - 1] = event } else { result.append(event) }
        }
        return result
    }

    /// Runs the script's actions due at `frameTime`; its end quits.
    private func runScriptActions() {
        let (actions, isFinished) = recording.takeScriptActions(dueAt: frameTime)
        for action in actions { apply(action) }
        guard isFinished else { return }
        if recording.continuesAfterScript { recording.script = nil } else { isQuitRequested = true }
    }

    /// Runs one script action.
    func apply(_ action: ScriptAction) {
        switch action {
        case .scene(let name):
            showScene(named: name)
        case .animator(let number):
            chooseAnimator(at: number - 1)
        case .resize(let size):
            handle(.resize(size))
            requestWindowSize?(size)
        case .screenshot(let path):
            recording.screenshot(path)
        case .quit where recording.continuesAfterScript:
            recording.script = nil  // a replay (`--replay`) ends where the recording stopped; the run goes on
        case .quit:
            recording.recordQuit(at: frameTime)
            isQuitRequested = true
        case .wait:
            break
        default:
            for event in action.inputEvents { handle(event) }
        }
    }

    /// The frame's line of the trace, with the callbacks and diagnostics since the last.
    private func traceFrame() {
        let callbacks = log.takeFrameCallbacks(), diagnostics = log.takeFrameDiagnostics()
        recording.trace(TraceFrame(
            index: frameIndex, time: frameTime, animationTime: clock.now, scene: scene.name,
            animator: scene.animatorName, size: window.bounds.size,
            controllers: TraceFrame.controllers(in: window), transition: window.transitionState,
            callbacks: callbacks, diagnostics: diagnostics))
    }

    /// The HUD's state now.
    var hudState: HUDState {
        HUDState(
            sceneName: scene.name, animatorName: scene.animatorName,
            animatorNumber: scene.animatorNames.isEmpty ? 0 : scene.animatorIndex + 1,
            animatorCount: scene.animatorNames.count, framesPerSecond: shownFramesPerSecond,
            isPaused: time.isPaused, isSlow: time.isSlow, timing: scene.timing,
            interactionHint: isHoldingTransition ? nil : scene.interactionHint)
    }

    /// The frame to draw, without advancing time: the scene's update, layout, the scene window's
    /// display list, the debug outlines (D), the overlays, the touch points and feedback pulses (D).
    func frame() -> DisplayList {
        scene.update()
        window.layoutIfNeeded()
        overlay.showPhone(over: window, insets: isPhoneOn ? phoneInsets : nil)
        overlay.update(hudState, realTime: frameTime)
        overlay.showTuning(scene.tunableParameters, animatorName: scene.animatorName)
        refreshInspector()
        if overlay.isHelpVisible { overlay.help.show(HelpPanel.SceneHelp(scene)) }
        overlay.compareChrome.isHidden = !isComparing
        var list = isComparing ? comparedDisplayList(left: window.displayList()) : window.displayList()
        if overlay.isDebugVisible {
            overlay.debug.show(DebugSnapshot(
                transition: window.transitionState, log: log.recent, frameSamples: frameSamples,
                isHoldingTransition: isHoldingTransition,
                layerAnimations: DebugPanel.layerAnimationLines(window.layer.explicitAnimationsInSubtree())))
            list.commands += DebugOutlines.outlines(of: list.flattenedCommands)
        }
        list.commands += overlay.displayList().commands
        if overlay.isDebugVisible {
            list.commands += DebugOutlines.touchMarkers(window.activeTouchLocations)
            list.commands += FeedbackPulse.rings(log.recent, now: window.clock.now, in: window.bounds)
        }
        return list
    }
}
