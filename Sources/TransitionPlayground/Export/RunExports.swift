import TransitionKitSDL

/// The exports a run makes from its frames (`--gif`, `--filmstrip`): the host calls
/// `frameDrawn(by:app:)` after drawing each frame, the run calls `finish()` at its end.
@MainActor
final class RunExports {
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

    /// Hands the frame `host` has just drawn for `app` to each export.
    func frameDrawn(by host: SDLHost, app: PlaygroundApp) throws(SDLError) {
        try gif?.frameDrawn(by: host, at: app.frameTime)
        try filmstrip?.frameDrawn(
            by: host, transition: app.window.transitionState, time: app.clock.now,
            title: "\(app.scene.name) · \(app.scene.animatorName)")
    }

    /// Finishes every export (the GIF first, so a filmstrip error still leaves the GIF).
    func finish() throws(SDLError) {
        try gif?.finish()
        try filmstrip?.finish()
    }
}
