import Foundation

/// A report of a programmer error or bad value that UIKit would crash on or silently mishandle.
///
/// The call that caused it was refused or clamped, and the app runs on. Every diagnostic goes to
/// the window it concerns (the window of the controller, view or transition involved, else the
/// windows of the clock whose event or frame is being handled, else `AnimationClock.main`'s
/// windows): it is kept there (`UIWindow.diagnostics`, newest last), passed to its
/// `diagnosticHandler` and written to stderr. Only with no window at all does it reach stderr alone.
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
    /// What kind of problem this is.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// A stable identifier, e.g. "animation.nonFiniteDuration".
        public let rawValue: String
        /// Creates a code.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The identifier.
        public var description: String { rawValue }
    }

    /// What kind of problem this is.
    public let code: Code
    /// What was refused or changed, and why.
    public let message: String
    /// The clock's time when it was reported.
    public let time: TimeInterval

    /// Creates a diagnostic.
    public init(code: Code, message: String, time: TimeInterval = 0) {
        self.code = code; self.message = message; self.time = time
    }

    /// `[code] message`.
    public var description: String { "[\(code.rawValue)] \(message)" }
}
