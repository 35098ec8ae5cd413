import Foundation
import Testing

/// Where TransitionKitTesting's assertions report a failure: a Swift Testing issue at the
/// caller's source location, unless a test of this library captures them (`capturing`).
package enum TestFailure {
    /// Test hook: while set (a task-local value), failures go here instead of `Issue.record`, so
    /// the library's own tests can check that an assertion fails, and with what message, without
    /// marking the failure as a known issue.
    @TaskLocal package static var capture: (@Sendable (String) -> Void)?

    /// Reports `message` as a failure of the test at `sourceLocation`.
    static func report(_ message: String, sourceLocation: SourceLocation) {
        if let capture { capture(message) } else { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
    }

    /// Runs `body` and returns the failure messages it reported instead of recording them.
    package static func capturing(_ body: () throws -> Void) rethrows -> [String] {
        let messages = CapturedMessages()
        try $capture.withValue({ messages.append($0) }, operation: body)
        return messages.all
    }
}

/// Messages collected by `TestFailure.capturing` (a lock, since the capture closure is `Sendable`).
private final class CapturedMessages: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func append(_ message: String) { lock.withLock { messages.append(message) } }
    var all: [String] { lock.withLock { messages } }
}
