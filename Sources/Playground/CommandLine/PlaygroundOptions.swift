import Foundation

/// What the `playground` command was asked to do.
enum PlaygroundCommand: Equatable {
    /// Open the playground (or run it headless) with these options.
    case run(PlaygroundOptions)
    /// Run the benchmark with these options.
    case benchmark(PlaygroundOptions)
    /// Print the help text.
    case help
    /// Print the version.
    case version
}

/// The options of a playground run, as parsed from the command line.
struct PlaygroundOptions: Equatable {
    /// The default window size in points.
    static let defaultSize = CGSize(width: 1024, height: 768)
    /// The largest accepted window dimension.
    static let maximumDimension = 16_384

    /// No window: SDL's offscreen driver and the software renderer, deterministic frame steps.
    var isHeadless = false
    /// The number of frames to draw before exiting; nil runs until quit (headless: one frame).
    var frameLimit: Int?
    /// The window size in points.
    var size = PlaygroundOptions.defaultSize
    /// Start with slow animations (x10), as the S key toggles.
    var isSlow = false
    /// Where to write a screenshot of the last frame (`.png`, or `.bmp`).
    var screenshotPath: String?

    /// The frames a run draws: `frameLimit`, or one frame headless, or unlimited with a window.
    var effectiveFrameLimit: Int? { frameLimit ?? (isHeadless ? 1 : nil) }
}

/// A command-line mistake: one line for stderr, and exit code 2.
struct CommandLineError: Error, Equatable, CustomStringConvertible {
    /// The explanation, without the program name.
    let message: String
    /// The line printed on stderr.
    var description: String { "playground: error: \(message) (see 'playground --help')" }
}
