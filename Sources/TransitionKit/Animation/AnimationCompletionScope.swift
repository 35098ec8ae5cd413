import Foundation

/// Runs animation completion handlers (`UIView.animate`'s completion, a property animator's
/// completions) so that work which must wait for the handler to return runs right after the
/// outermost one has returned, in the same frame.
///
/// A transition's animator calls `completeTransition(_:)` from its completion handler and often
/// resets its views after that call (`fromView.alpha = 1`, a transform back to identity). The
/// next queued transition therefore starts only once that handler has returned, or it would set
/// up views the handler is about to reset.
@MainActor
enum AnimationCompletionScope {
    /// How many completion handlers are running (nested: a handler can end another animation).
    private static var depth = 0
    /// Work waiting for the outermost running handler to return.
    private static var deferred: [() -> Void] = []

    /// Runs `handler`, a completion handler, then (when it is the outermost) the work it deferred.
    static func run(_ handler: () -> Void) {
        depth += 1
        handler()
        depth -= 1
        guard depth == 0 else { return }
        while !deferred.isEmpty {
            let work = deferred.removeFirst()
            work()
        }
    }

    /// Runs `work` once the completion handler running now has returned; at once when none runs.
    static func afterRunningHandler(_ work: @escaping () -> Void) {
        if depth == 0 { work() } else { deferred.append(work) }
    }
}
