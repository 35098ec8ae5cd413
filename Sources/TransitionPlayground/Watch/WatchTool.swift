import Foundation
import TransitionKit
import TransitionKitSDL

/// The child's side of `--watch`: the supervisor's status file, read twice a second (a build
/// error to show, or "quit"). The window draws every frame while watched.
@MainActor
final class WatchTool: PlaygroundTool {
    /// How often the status file is read, in frames (twice a second at 60 fps).
    static let pollFrames = 30

    /// The supervisor's status file, or nil when the run is not watched.
    var statusPath: String?

    var needsEveryFrame: Bool { statusPath != nil }

    /// Reads the status file every `pollFrames` frames: "quit" quits (the recording ends with a
    /// `quit` at this frame, where the next child's replay stops), other text (a build error)
    /// shows as the message, kept up while it lasts.
    func frameWillBegin(_ input: FrameInput, in session: PlaygroundSession) {
        guard let path = statusPath, session.runTime.frameIndex % Self.pollFrames == 0 else { return }
        guard let data = FileManager.default.contents(atPath: path) else { return }
        let status = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if status == "quit" {
            session.recording.recordQuit(at: session.frameTime)  // the recording ends here: the replay comes back to this moment
            session.isQuitRequested = true
        } else if !status.isEmpty {
            session.say(status)
        }
    }
}
