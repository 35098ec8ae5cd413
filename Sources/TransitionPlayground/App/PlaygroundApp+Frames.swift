import Foundation
import TransitionKit
import TransitionKitSDL

/// One frame, written once, in UIKit's order.
extension PlaygroundApp {
    /// Makes one frame from the host's input and says what the host is to do with it. Top to
    /// bottom: the tools see the frame begin (timings, `--watch`), the input that arrived since
    /// the last frame (keys to the tools' bindings or the scene, pointer events to the tools and
    /// the panes), the script's actions due now, the clock's advance by the step (display links,
    /// animations, completions, frame handlers), the tools after it, the scene's update and layout, the
    /// display list with the panels, the trace.
    ///
    /// Input and script actions run before the clock advances, so an animation they start has
    /// run `step` when the frame is drawn, as in UIKit; they are stamped with the frame's time
    /// (`RunTime`), so a recording replays in the frames it was made in.
    @discardableResult
    package func makeFrame(_ input: FrameInput) -> FrameOutput {
        var input = input
        input.events = input.events.map(deviceEvent)
        return makeFrame(deviceInput: input)
    }

    /// `event` from the host in the device's terms: a window resize is the device's size, what
    /// the sidebar leaves of the window.
    func deviceEvent(_ event: InputEvent) -> InputEvent {
        guard case .resize(let size) = event else { return event }
        return .resize(session.deviceSize(forHostWindow: size))
    }

    /// Makes one frame from `input`, whose sizes are the device's (`makeFrame(_:)`, `runFrame(_:)`).
    @discardableResult
    func makeFrame(deviceInput input: FrameInput) -> FrameOutput {
        session.runTime.beginFrame(step: input.step)
        let frameStart = session.main.history.frameStart(in: window)   // where a transition would begin
        for tool in tools.all { tool.frameWillBegin(input, in: session) }
        for event in Self.mergingMoves(input.events) { handle(event) }
        runScriptActions()
        session.runPendingReplay()                                      // a tuning replay's live part
        session.runTime.advance(clock)
        session.syncExtraPanes()                                        // compare mode's right pane keeps time
        session.main.history.noteTransitionBegan(ifAnyIn: window, since: frameStart)
        for tool in tools.all { tool.clockDidAdvance(in: session) }
        let list = frame()
        traceFrame()
        session.runTime.endFrame()
        session.modelChangesDrawn = window.modelChangeCount
        return output(drawing: list)
    }

    /// What the host does for one frame with a fixed step: the frame with `events` as its input,
    /// the clock advancing one frame interval (not on the first frame). For tests and in-process runs.
    @discardableResult
    func runFrame(_ events: [InputEvent] = []) -> DisplayList { runFrameOutput(events).displayList }

    /// `runFrame(_:)`'s whole output (screenshots asked for, the title, when the next frame is needed).
    @discardableResult
    func runFrameOutput(_ events: [InputEvent] = []) -> FrameOutput {
        makeFrame(deviceInput: FrameInput(events: events, step: frameIndex > 0 ? clock.frameInterval : 0))
    }

    /// The frame to draw, without advancing time: each pane's update and layout, the device's
    /// display list, the tools' panels laid out in the sidebar and drawn over it, and the tools'
    /// own commands (debug outlines under the panels, touch points over them).
    func frame() -> DisplayList {
        session.layoutPanes()
        var sidebar = Sidebar.Layout(deviceSize: session.deviceSize), notes = FrameNotes()
        for tool in tools.all { tool.updatePanels(in: session, sidebar: &sidebar, notes: &notes) }
        var list = session.deviceDisplayList()
        for tool in tools.all { tool.draw(&list, .overDevice, in: session) }
        list.commands += session.overlay.displayList().commands
        for tool in tools.all { tool.draw(&list, .overPanels, in: session) }
        return list
    }

    /// Runs the script's actions due at `frameTime`; its end quits.
    private func runScriptActions() {
        let (actions, isFinished) = recording.takeScriptActions(dueAt: frameTime)
        for action in actions { apply(action) }
        guard isFinished else { return }
        if recording.continuesAfterScript { recording.script = nil } else { session.isQuitRequested = true }
    }

    /// The frame's line of the trace, with the callbacks and diagnostics since the last.
    private func traceFrame() {
        let log = session.log
        let callbacks = log.takeFrameCallbacks(), diagnostics = log.takeFrameDiagnostics()
        recording.trace(TraceFrame(
            index: frameIndex, time: frameTime, animationTime: clock.now, scene: scene.name,
            animator: scene.animatorName, size: window.bounds.size,
            controllers: TraceFrame.controllers(in: window), transition: window.transitionState,
            callbacks: callbacks, diagnostics: diagnostics))
    }
}
