import Foundation
import TransitionKit

/// One frame: input (the host's and the script's), the scene's update, the overlays, the trace.
extension PlaygroundApp {
    /// Queues input that arrived since the last frame; `makeFrame()` applies it at the frame's time.
    func receive(_ events: [InputEvent]) { pendingInput += events }

    /// Makes the frame after the clock advanced: applies the queued input (consecutive moves merged
    /// into the last) and the script's due events, at `frameTime`; then the display list and the
    /// trace's frame. The host calls it each frame; tests call `runFrame(_:)`.
    func makeFrame() -> DisplayList {
        let input = Self.mergingMoves(pendingInput)
        pendingInput = []
        for event in input { handle(event) }
        if var player = script {
            let due = player.takeEvents(dueAt: frameTime)
            script = player
            for event in due { apply(event.action) }
            if player.isFinished(at: frameTime) { isQuitRequested = true }
        }
        if isHoldingTransition && window.transitionState == nil { isHoldingTransition = false }
        let list = frame()
        let callbacks = log.takeFrameCallbacks(), diagnostics = log.takeFrameDiagnostics()
        trace?.append(TraceFrame(
            index: frameIndex, time: frameTime, animationTime: clock.now, scene: scene.name,
            animator: scene.animatorName, size: window.bounds.size,
            controllers: TraceFrame.controllers(in: window), transition: window.transitionState,
            callbacks: callbacks, diagnostics: diagnostics))
        frameIndex += 1
        return list
    }

    /// What the host does for one frame with a fixed step: queue `events`, advance the clock one
    /// frame (not before the first frame), make the frame. For tests and in-process runs.
    @discardableResult
    func runFrame(_ events: [InputEvent] = []) -> DisplayList {
        receive(events)
        if frameIndex > 0 { clock.advance(by: clock.frameInterval) }
        return makeFrame()
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
            screenshotCount += 1
            requestScreenshot?(screenshotRedirect.map { Self.numbered($0, screenshotCount) } ?? path)
        case .quit:
            recorder?.record(.quit, at: frameTime)
            recorder?.markQuit()
            isQuitRequested = true
        case .wait:
            break
        default:
            for event in action.inputEvents { handle(event) }
        }
    }

    /// `path` for the `count`-th screenshot: the path itself first, then "name-2.png", "name-3.png"...
    static func numbered(_ path: String, _ count: Int) -> String {
        guard count > 1 else { return path }
        let url = URL(fileURLWithPath: path)
        let name = url.deletingPathExtension().lastPathComponent + "-\(count)." + url.pathExtension
        let directory = (path as NSString).deletingLastPathComponent
        return directory.isEmpty ? name : (directory as NSString).appendingPathComponent(name)
    }

    /// The HUD's state now.
    var hudState: HUDState {
        HUDState(
            sceneName: scene.name, animatorName: scene.animatorName,
            animatorNumber: scene.animatorNames.isEmpty ? 0 : scene.animatorIndex + 1,
            animatorCount: scene.animatorNames.count, framesPerSecond: framesPerSecond,
            isPaused: time.isPaused, isSlow: time.isSlow, timing: scene.timing,
            interactionHint: isHoldingTransition ? nil : scene.interactionHint)
    }

    /// The frame to draw (after the clock advanced): the scene window, the debug outlines (D),
    /// the overlays, and the touch points (D).
    func frame() -> DisplayList {
        scene.update()
        overlay.update(hudState, realTime: frameTime)
        if overlay.isHelpVisible { overlay.help.show(HelpPanel.SceneHelp(scene)) }
        var list = window.displayList()
        if overlay.isDebugVisible {
            overlay.debug.show(DebugSnapshot(
                transition: window.transitionState, log: log.recent, frameSamples: frameSamples,
                isHoldingTransition: isHoldingTransition))
            let outlines = DebugOutlines.outlines(of: list.commands)
            list.commands += outlines
        }
        list.commands += overlay.displayList().commands
        if overlay.isDebugVisible {
            list.commands += DebugOutlines.touchMarkers(window.activeTouchLocations)
        }
        return list
    }
}
