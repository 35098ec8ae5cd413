import Foundation

/// Writes what the user did as an input script (`--record FILE`), replayable to the same frames.
///
/// The app reports every event it handles, stamped with the time of the frame it was applied
/// in; the recorder writes them in the script format, times rounded down to 1/10000 s so the
/// replay applies each at the same frame. It writes only what changes the run: pointer motion
/// while the button is up, key repeats the app ignores, bare modifier keys, typed text and
/// resizes to the current size are left out (the app already merges the moves of one frame).
/// Tab and keys 1-9 are written as `scene NAME` and `animator N`.
/// The prelude (`@0 scene`, `@0 animator`, and `@0 key S` for `--slow`) makes the recording
/// self-contained: replay it without other options.
final class ScriptRecorder {
    /// Every line written so far, without newlines.
    private(set) var lines: [String] = []
    private let file: FileHandle?
    private var isFinished = false

    /// A recorder that keeps the lines in memory and, when `path` is given, writes each one to
    /// that file as it comes (so a crash loses nothing).
    init(path: String? = nil, header: [String] = []) throws {
        if let path {
            guard let handle = OutputFile.create(atPath: path) else {
                throw CommandLineError(message: "--record cannot write '\(path)'")
            }
            file = handle
        } else {
            file = nil
        }
        for line in header { write("# " + line) }
    }

    deinit { try? file?.close() }

    /// The whole script so far.
    var text: String { lines.map { $0 + "\n" }.joined() }

    /// Records `action` at `time` (seconds since the start of the run).
    func record(_ action: ScriptAction, at time: TimeInterval) {
        guard !isFinished else { return }
        write("@\(ScriptFormat.time(time)) \(action.scriptText)")
    }

    /// Ends the recording at `time` with a `quit`, unless it already ended (the user pressed Q).
    func finish(at time: TimeInterval) {
        guard !isFinished else { return }
        record(.quit, at: time)
        isFinished = true
    }

    /// Marks the recording as ended by a recorded `key Q`.
    func markQuit() { isFinished = true }

    private func write(_ line: String) {
        lines.append(line)
        file?.write(Data((line + "\n").utf8))
    }
}
