import TransitionKitSDL

/// The exports a run makes from its frames (`--gif`, `--filmstrip`): the host hands each frame
/// it draws to `record(_:capture:)`, the run calls `finish()` at its end.
@MainActor
final class RunExports: FrameRecorder {
    /// The GIF recording, when `--gif` asks for one.
    let gif: GIFRecorder?
    /// The filmstrip, when `--filmstrip` asks for one.
    let filmstrip: FilmstripRecorder?

    /// The exports `options` ask for.
    init(options: PlaygroundOptions) {
        gif = options.gifPath.map { GIFRecorder(path: $0, scale: options.gifScale) }
        filmstrip = options.filmstripPath.map { FilmstripRecorder(path: $0) }
    }

    /// Whether nothing is exported.
    var isEmpty: Bool { gif == nil && filmstrip == nil }

    /// Hands the frame just drawn from `output` to each export.
    func record(_ output: FrameOutput, capture: FrameCapture) throws(SDLError) {
        try gif?.frameDrawn(capture, at: output.moment.runTime)
        try filmstrip?.frameDrawn(
            capture, transition: output.moment.transition, time: output.moment.animationTime, title: output.moment.caption)
    }

    /// Finishes every export (the GIF first, so a filmstrip error still leaves the GIF).
    func finish() throws(SDLError) {
        try gif?.finish()
        try filmstrip?.finish()
    }
}
