import Foundation
import TransitionKit

/// The window's transition callbacks and diagnostics as they happen: the last few for the debug
/// overlay's live log, and those of the current frame for the trace.
@MainActor
final class CallbackLog {
    /// One line of the live log.
    struct Entry: Equatable {
        /// Animation time when it happened.
        var time: TimeInterval
        /// The callback ("B.viewWillAppear") or the diagnostic ("[code] message").
        var text: String
        /// Whether it is a diagnostic.
        var isDiagnostic: Bool
    }

    /// How many entries the live log keeps.
    static let capacity = 12

    /// The last `capacity` entries, oldest first.
    private(set) var recent: [Entry] = []
    private var frameCallbacks: [String] = []
    private var frameDiagnostics: [Diagnostic] = []

    /// Records a transition callback at animation time `time`.
    func callback(_ text: String, at time: TimeInterval) {
        frameCallbacks.append(text)
        remember(Entry(time: time, text: text, isDiagnostic: false))
    }

    /// Records a diagnostic.
    func diagnostic(_ diagnostic: Diagnostic) {
        frameDiagnostics.append(diagnostic)
        remember(Entry(time: diagnostic.time, text: diagnostic.description, isDiagnostic: true))
    }

    /// The callbacks since the last call, in order.
    func takeFrameCallbacks() -> [String] {
        defer { frameCallbacks = [] }
        return frameCallbacks
    }

    /// The diagnostics since the last call, in order.
    func takeFrameDiagnostics() -> [Diagnostic] {
        defer { frameDiagnostics = [] }
        return frameDiagnostics
    }

    private func remember(_ entry: Entry) {
        recent.append(entry)
        if recent.count > Self.capacity { recent.removeFirst(recent.count - Self.capacity) }
    }
}
