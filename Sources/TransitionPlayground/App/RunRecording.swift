import Foundation
import TransitionKit

/// What a run records and replays: the script it replays, the recording (`--record`), the trace
/// (`--trace`) and the script's screenshots.
@MainActor
package final class RunRecording {
    /// The script being replayed.
    package var script: ScriptPlayer?
    /// Whether the run goes on after the script ends (`--replay`), instead of quitting.
    var continuesAfterScript = false
    /// Records what happens (`--record`).
    var recorder: ScriptRecorder?
    /// Writes the trace (`--trace`).
    var trace: TraceWriter?
    /// Whether captures show the whole window, the sidebar too (`--capture-tools`).
    var capturesTools = false
    /// Where script screenshots go instead of their own paths (`--screenshot` with a script).
    var screenshotRedirect: String?
    /// The screenshots the script asked for in the frame being made (file paths, in order).
    private(set) var screenshotRequests: [String] = []
    /// The number of screenshots the script asked for so far.
    private var screenshotCount = 0

    /// Records `action` at `time` (run time) when recording.
    func record(_ action: ScriptAction, at time: TimeInterval) { recorder?.record(action, at: time) }

    /// Records that the run quits at `time`.
    func recordQuit(at time: TimeInterval) {
        recorder?.record(.quit, at: time)
        recorder?.markQuit()
    }

    /// The script's actions due at `time`, oldest first, and whether the script has ended.
    func takeScriptActions(dueAt time: TimeInterval) -> (actions: [ScriptAction], isFinished: Bool) {
        guard var player = script else { return ([], false) }
        let due = player.takeEvents(dueAt: time)
        script = player
        return (due.map(\.action), player.isFinished(at: time))
    }

    /// A script's `screenshot path`: asks for it, at the redirect (numbered) when there is one.
    func screenshot(_ path: String) {
        screenshotCount += 1
        screenshotRequests.append(screenshotRedirect.map { Self.numbered($0, screenshotCount) } ?? path)
    }

    /// The screenshots asked for since the last call (the frame's output takes them).
    func takeScreenshotRequests() -> [String] {
        defer { screenshotRequests = [] }
        return screenshotRequests
    }

    /// Appends `frame` to the trace, when tracing.
    func trace(_ frame: @autoclosure () -> TraceFrame) { trace?.append(frame()) }

    /// Ends the run at `time`: the recording is written and the trace closed.
    func finish(at time: TimeInterval) {
        recorder?.finish(at: time)
        trace?.close()
    }

    /// `path` for the `count`-th screenshot: the path itself first, then "name-2.png", "name-3.png"...
    static func numbered(_ path: String, _ count: Int) -> String {
        guard count > 1 else { return path }
        let url = URL(fileURLWithPath: path)
        let name = url.deletingPathExtension().lastPathComponent + "-\(count)." + url.pathExtension
        let directory = (path as NSString).deletingLastPathComponent
        return directory.isEmpty ? name : (directory as NSString).appendingPathComponent(name)
    }
}
