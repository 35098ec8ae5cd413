internal import CSDL2

/// A failure of SDL or of the host around it, carrying one clear, printable message.
///
/// The message always says what was attempted and, for SDL failures, includes `SDL_GetError()`:
///
/// ```
/// SDL_CreateRenderer failed: Couldn't find matching render driver
/// ```
public struct SDLError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The one-line message (no trailing newline).
    public let message: String

    /// Creates an error with a message.
    public init(message: String) { self.message = message }

    /// The message.
    public var description: String { message }

    /// SDL's text for its last error (empty when none).
    static var lastSDLMessage: String { String(cString: SDL_GetError()) }

    /// An error for a failed SDL call, with SDL's own error text.
    static func sdl(_ operation: String) -> SDLError {
        let reason = lastSDLMessage
        return SDLError(message: reason.isEmpty ? "\(operation) failed" : "\(operation) failed: \(reason)")
    }

    /// The error for "no display to open a window on", naming the two ways out.
    package static func noDisplay(reason: String) -> SDLError {
        SDLError(message:
            "no display available (\(reason.isEmpty ? "no video driver" : reason)); "
            + "run with --headless, or start under a virtual display: xvfb-run -a <command>")
    }
}
