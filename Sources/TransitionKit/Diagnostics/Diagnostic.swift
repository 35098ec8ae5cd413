import Foundation

/// A report of a programmer error or bad value, graded by what UIKit does in the same case.
///
/// The call that caused it was refused or clamped, and the app runs on. Its `severity` says what
/// iOS does with the same call: `.error` where iOS raises an exception (the call is refused
/// here), `.warning` where iOS logs a console warning, `.trace` where iOS accepts the call
/// silently. Every diagnostic goes to the window it concerns (the window of the controller, view,
/// layer or transition involved, else the windows of the clock whose event or frame is being
/// handled, else `AnimationClock.main`'s windows, as `AnimationClock`'s rule for `main` says).
/// Errors and warnings are kept there (`UIWindow.diagnostics`, newest last), passed to its
/// `diagnosticHandler` and written to stderr;
/// trace notes only reach the `diagnosticHandler` (the playground's log and traces show them), so
/// tests and the fuzzer, which read `diagnostics`, never count a call that iOS accepts. Only with
/// no window at all does a diagnostic reach stderr alone.
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
    /// What iOS does with the call that caused a diagnostic.
    public enum Severity: Int, Comparable, Sendable, CaseIterable, CustomStringConvertible {
        /// iOS accepts the call silently: a note for tools, not kept in `UIWindow.diagnostics`.
        case trace
        /// iOS accepts the call and logs a console warning.
        case warning
        /// iOS raises an exception (or crashes); here the call is refused or its value replaced.
        case error

        /// Orders by how loud iOS is: trace < warning < error.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }

        /// "trace", "warning" or "error".
        public var description: String {
            switch self {
            case .trace: "trace"
            case .warning: "warning"
            case .error: "error"
            }
        }
    }

    /// What kind of problem this is, and how loud iOS is about it.
    ///
    /// Two codes are equal when their identifiers are; the severity is part of the declaration
    /// (`Diagnostic.Code(rawValue: "navigation.cannotPopRoot", severity: .trace)`), and the
    /// README's diagnostic table lists every code with its severity.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// A stable identifier, e.g. "animation.nonFiniteDuration".
        public let rawValue: String
        /// What iOS does in the case this code reports.
        public let severity: Severity
        /// Creates a code for a case iOS raises on (`.error`).
        public init(rawValue: String) { self.init(rawValue: rawValue, severity: .error) }
        /// Creates a code with the severity iOS shows for its case.
        public init(rawValue: String, severity: Severity) {
            self.rawValue = rawValue; self.severity = severity
        }
        /// The identifier.
        public var description: String { rawValue }
        /// Equal identifiers are the same code.
        public static func == (lhs: Code, rhs: Code) -> Bool { lhs.rawValue == rhs.rawValue }
        /// Hashes the identifier.
        public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    }

    /// What kind of problem this is.
    public let code: Code
    /// What was refused or changed, and why.
    public let message: String
    /// The clock's time when it was reported.
    public let time: TimeInterval

    /// What iOS does in this case (the code's severity).
    public var severity: Severity { code.severity }

    /// Creates a diagnostic.
    public init(code: Code, message: String, time: TimeInterval = 0) {
        self.code = code; self.message = message; self.time = time
    }

    /// `[code] message`, with the severity first for warnings and trace notes
    /// (`warning: [present.notInWindowHierarchy] …`).
    public var description: String {
        severity == .error ? "[\(code.rawValue)] \(message)" : "\(severity): [\(code.rawValue)] \(message)"
    }
}
