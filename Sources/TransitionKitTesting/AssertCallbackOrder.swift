import Foundation
import Testing

/// Checks a recorded callback log against the expected one and, when it does not match,
/// records a test issue at the call site whose message is the line diff (`CallbackLogDiff`).
/// Returns whether it matched.
///
/// ```swift
/// assertCallbackOrder(harness.essentialCallbackLog, [
///     "presentationTransitionWillBegin", "Card.viewWillAppear", "completeTransition(true)",
/// ], matching: .inOrder)
/// ```
@discardableResult
public func assertCallbackOrder(
    _ actual: [String], _ expected: [String], matching: CallbackLogDiff.Matching = .exactly,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    let diff = CallbackLogDiff(expected: expected, actual: actual, matching: matching)
    if !diff.matches {
        let rule = matching == .exactly ? "is not the expected" : "does not contain, in order, the expected"
        TestFailure.report("The callback log \(rule) one.\n\(diff)", sourceLocation: sourceLocation)
    }
    return diff.matches
}
