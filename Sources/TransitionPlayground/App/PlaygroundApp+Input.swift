import Foundation
import TransitionKit

/// Input, in one place: keys to the tools' bindings or the scene, pointer events to the tools
/// and then the panes, and the script's actions.
extension PlaygroundApp {
    /// Handles one input event (from the host, a script or a test); recorded when recording.
    /// A resize is the device's size (the host's window sizes are turned into device sizes at
    /// the seam, `makeFrame(_:)`).
    func handle(_ event: InputEvent) {
        switch event {
        case .keyDown, .keyUp, .text:
            handleKey(event)
        case .resize(let size):
            resizeDevice(to: size)
        case .rotate:
            session.perform(.input(event))
        case .mouseDown, .mouseMove, .mouseUp, .scroll, .magnify:
            handlePointer(event)
        }
    }

    /// A pointer event: each tool in turn may take it (or replace it); what is left reaches the
    /// panes, unless it belongs to a press that began on the sidebar.
    private func handlePointer(_ event: InputEvent) {
        var events = [event]
        for tool in tools.all {
            events = events.flatMap { event -> [InputEvent] in
                switch tool.handlePointer(event, in: session) {
                case .handled: return []
                case .passed: return [event]
                case .replaced(let replacements): return replacements
                }
            }
            if events.isEmpty { return }
        }
        for event in events { route(event) }
    }

    /// Sends a pointer event no tool took to the panes (in pane points), and records it.
    private func route(_ event: InputEvent) {
        switch event {
        case .mouseDown(let point, _):
            session.isPressOnSidebar = !session.isOnDevice(point)
            guard !session.isPressOnSidebar else { return }
            session.pendingReplay = []
            session.isPointerDown = true
        case .mouseMove:
            guard !session.isPressOnSidebar else { return }
        case .mouseUp:
            guard !session.isPressOnSidebar else {
                session.isPressOnSidebar = false
                return
            }
            session.isPointerDown = false
        case .scroll(_, _, let point), .magnify(_, let point):
            guard session.isOnDevice(point) else { return }
        default:
            break
        }
        let local = session.paneLocal(event)
        if case .mouseMove = event, !session.isPointerDown {} else {
            session.recording.record(ScriptAction(recording: local), at: frameTime)
        }
        session.perform(.input(local))
    }

    /// Resizes the device to `size` points (a host resize, a script's `resize`): each pane gets its share.
    func resizeDevice(to size: CGSize) {
        let pane = PlaygroundSession.paneSize(of: size, count: session.panes.count)
        guard pane != window.bounds.size else { return }
        session.recording.record(.resize(size), at: frameTime)
        session.perform(.input(.resize(pane)))
    }

    /// A key or text event: typing while a text field is focused (`handleTextInput(_:)`), else the
    /// first tool binding it matches (Shift allowed), else the scene's `handleKey(_:modifiers:)`.
    /// Recorded when recording.
    func handleKey(_ event: InputEvent) {
        if handleTextInput(event) { return }
        guard case .keyDown(let key, let modifiers) = event else {
            if case .keyUp(let key, _) = event { session.heldKeys.remove(key) }
            return
        }
        let isGlobal = modifiers.isSubset(of: [.shift]), isShifted = modifiers.contains(.shift)
        let binding = tools.bindings.first { $0.matches(key, isShifted) }
        if !key.isModifier { session.pendingReplay = [] }
        let isRepeat = !session.heldKeys.insert(key).inserted
        if isRepeat && binding?.repeats != true { return }
        if !(isGlobal && binding?.recordsItself == true) && !key.isModifier {
            session.recording.record(.key(key, modifiers), at: frameTime)
        }
        guard isGlobal, let binding else {
            session.perform(.key(key, modifiers))
            return
        }
        binding.perform(session, key, isShifted)
    }

    /// Runs one script action.
    func apply(_ action: ScriptAction) {
        switch action {
        case .scene(let name):
            session.showScene(named: name)
        case .animator(let number):
            session.chooseAnimator(at: number - 1)
        case .resize(let size):
            resizeDevice(to: size)
            session.requestedWindowSize = session.hostWindowSize(forDevice: size)
        case .screenshot(let path):
            recording.screenshot(path)
        case .quit where recording.continuesAfterScript:
            recording.script = nil  // a replay (`--replay`) ends where the recording stopped; the run goes on
        case .quit:
            recording.recordQuit(at: frameTime)
            session.isQuitRequested = true
        case .wait:
            break
        default:
            for event in action.inputEvents { handle(event) }
        }
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
}
