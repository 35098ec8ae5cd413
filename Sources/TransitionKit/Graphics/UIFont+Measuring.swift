import Foundation

/// Text measuring through the service the host binds (a Linux addition: on iOS the system
/// measures). The measurer is scoped, not global: `withTextMeasurer(_:_:)` binds it for the
/// length of a call as a task-local value, as `UIImage.withLoader(_:_:)` binds image loaders, so
/// the playground binds TransitionKitSDL's measurer around its run loop and each test binds its
/// own, with nothing to reset and no test seeing another's.
extension UIFont {
    /// The measurer bound by the innermost `withTextMeasurer(_:_:)` on this task (or thread).
    @TaskLocal static var boundTextMeasurer: (any TextMeasuring)?

    /// The diagnostic (once per process) when text is measured with no measurer bound.
    public static let noTextMeasurer = Diagnostic.Code(rawValue: "text.noMeasurer", severity: .trace)

    /// The measurer text is measured with now: the one bound by the innermost
    /// `withTextMeasurer(_:_:)`, else `EstimatedTextMeasurer` (reported once per process, with
    /// the trace note `text.noMeasurer` and one line on stderr). A Linux addition.
    public static var textMeasurer: any TextMeasuring {
        if let boundTextMeasurer { return boundTextMeasurer }
        TextMeasurerWarning.reportOnce()
        return EstimatedTextMeasurer()
    }

    /// Whether a measurer is bound now (else text is measured by the estimate). A Linux addition.
    public static var hasBoundTextMeasurer: Bool { boundTextMeasurer != nil }

    /// Runs `body` with `measurer` measuring the text it lays out (and what it calls, on this
    /// task or thread). A Linux addition.
    public static func withTextMeasurer<Value, Failure: Error>(
        _ measurer: any TextMeasuring, _ body: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        let outcome = $boundTextMeasurer.withValue(measurer) { Result { () throws(Failure) in try body() } }
        return try outcome.get()
    }

    /// Runs the asynchronous `body` with `measurer` measuring the text it lays out. A Linux addition.
    public static func withTextMeasurer<Result>(
        _ measurer: any TextMeasuring, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await $boundTextMeasurer.withValue(measurer, operation: body)
    }
}

/// The once-per-process report that text is measured by the estimate.
private enum TextMeasurerWarning {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var hasReported = false

    static func reportOnce() {
        lock.lock()
        let first = !hasReported
        hasReported = true
        lock.unlock()
        guard first else { return }
        let message = "text is measured with no measurer bound: bind one with UIFont.withTextMeasurer(_:_:) "
            + "(the playground binds TransitionKitSDL's SDLTextMeasurer); using EstimatedTextMeasurer's flat widths"
        FileHandle.standardError.write(Data("TransitionKit: warning: [text.noMeasurer] \(message)\n".utf8))
        AnimationContext.reportFromAnyContext(Diagnostic(code: UIFont.noTextMeasurer, message: message))
    }
}
