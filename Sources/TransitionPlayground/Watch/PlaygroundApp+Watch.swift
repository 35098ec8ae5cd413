import Foundation

/// The child's side of `--watch`: the replay that brings it back to the same moment, and the
/// supervisor's status (a build error to show, or "quit").
extension PlaygroundApp {
    /// How often the status file is read, in frames (twice a second at 60 fps).
    static let watchStatusPollFrames = 30
    /// The most frames a replay fast-forwards (an hour at 60 fps), so a bad script cannot hang the start.
    static let fastForwardFrameLimit = 216_000

    /// Runs the script's frames at once, without drawing, until the script ends (`--replay`):
    /// the window then opens at the moment the recording stopped.
    func fastForwardScript() {
        while recording.script != nil && !isQuitRequested && frameIndex < Self.fastForwardFrameLimit { runFrame() }
    }

    /// Reads the supervisor's status file every `watchStatusPollFrames` frames: "quit" quits
    /// (the recording ends with a `quit` at this frame, where the next child's replay stops),
    /// other text (a build error) shows as the message, kept up while it lasts.
    func pollWatchStatus() {
        guard let path = watchStatusPath, frameIndex % Self.watchStatusPollFrames == 0 else { return }
        guard let data = FileManager.default.contents(atPath: path) else { return }
        let status = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if status == "quit" {
            recording.recordQuit(at: frameTime)  // the recording ends here: the replay comes back to this moment
            isQuitRequested = true
        } else if !status.isEmpty {
            say(status)
        }
    }
}
