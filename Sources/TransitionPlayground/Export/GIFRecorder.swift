import TransitionKitSDL

/// Records a run as an animated GIF (`--gif`): every second frame (30 per second of the run's
/// 60), read back before it is presented, scaled by `--gif-scale`, streamed to a `GIFEncoder`.
@MainActor
final class GIFRecorder {
    /// Every `frameStride`-th frame is recorded: 30 frames per second halves the encoding work and
    /// the file, and still shows a transition smoothly.
    static let frameStride = 2

    /// The GIF file.
    let path: String
    /// The factor frames are scaled by (0 < scale <= 1).
    let scale: Double
    private var encoder: GIFEncoder?
    private var framesSeen = 0
    private var lastFrameTime: Double = 0
    private var frameInterval: Double = 1.0 / 60

    /// Creates a recorder writing `path` with frames scaled by `scale`.
    init(path: String, scale: Double) {
        self.path = path
        self.scale = scale
    }

    /// Records the frame `host` has just drawn, shown at `time` seconds of the run (when it is due).
    func frameDrawn(_ capture: FrameCapture, at time: Double) throws(SDLError) {
        defer { framesSeen += 1 }
        if framesSeen > 0 { frameInterval = max(time - lastFrameTime, 0) }
        lastFrameTime = time
        guard framesSeen % Self.frameStride == 0 else { return }
        var image = try capture.pixels().scaled(by: scale)
        if let encoder {
            // A window resized during the run: keep the GIF's size.
            image = image.scaled(width: encoder.width, height: encoder.height)
        } else {
            encoder = try GIFEncoder(path: path, width: image.width, height: image.height)
        }
        try encoder?.append(image, at: time)
    }

    /// Writes the last frame (shown for one frame interval after the run's last frame) and closes
    /// the file; returns the number of GIF frames written.
    @discardableResult
    func finish() throws(SDLError) -> Int {
        try encoder?.finish(at: lastFrameTime + frameInterval)
        return encoder?.framesWritten ?? 0
    }
}
