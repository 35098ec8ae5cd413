import Foundation
import TransitionKit

/// What the `playground` command was asked to do.
enum PlaygroundCommand: Equatable {
    /// Open the playground (or run it headless) with these options.
    case run(PlaygroundOptions)
    /// Run the benchmark with these options.
    case benchmark(PlaygroundOptions)
    /// `--watch`: supervise the program, rebuilding and restarting it when its sources change;
    /// the arguments are the rest of the command line.
    case watch([String])
    /// List the scenes and their animators.
    case list
    /// Print the help text.
    case help
    /// Print the version.
    case version
}

/// The options of a playground run, as parsed from the command line.
package struct PlaygroundOptions: Equatable {
    /// The default window size in points.
    static let defaultSize = CGSize(width: 1024, height: 768)
    /// The largest accepted window dimension.
    static let maximumDimension = 16_384

    /// No window: SDL's offscreen driver and the software renderer, deterministic frame steps.
    package var isHeadless = false
    /// The number of frames to draw before exiting; nil runs until quit (headless: one frame,
    /// or until the script ends).
    var frameLimit: Int?
    /// The window size in points.
    var size = PlaygroundOptions.defaultSize
    /// Start with slow animations (x10), as the S key toggles.
    var isSlow = false
    /// Draw every frame whole, without damage tracking (`--full-redraw`).
    var drawsWholeFrames = false
    /// Check every damage-tracked frame against a whole redraw and fail on a difference (`--verify-damage`).
    var verifiesDamage = false
    /// Screenshots, GIFs and filmstrips show the whole window, the tools' sidebar too
    /// (`--capture-tools`); by default they show the device's screen alone.
    var capturesTools = false
    /// Start with a simulated phone's insets (top and bottom), status bar and home indicator, as
    /// the P key toggles (`--phone`: 59 / 34 pt; `--safe-area TOP,BOTTOM`); nil: off.
    var safeAreaInsets: UIEdgeInsets?
    /// Where to write a screenshot of the last frame (`.png`, or `.bmp`), or of the script's
    /// `screenshot` moments.
    package var screenshotPath: String?
    /// The scene to start with (nil: the first).
    var sceneName: String?
    /// The animator to start with, 0-based (nil: the scene's default).
    var animatorIndex: Int?
    /// A script to replay.
    package var scriptPath: String?
    /// Where to record what the user does, as a script.
    var recordPath: String?
    /// Where to write the per-frame trace (JSON).
    var tracePath: String?
    /// Where to record the run as an animated GIF.
    var gifPath: String?
    /// The factor the GIF's frames are scaled by, 0.1...1.
    var gifScale: Double = 1
    /// Where to write the first transition's filmstrip (PNG).
    var filmstripPath: String?
    /// `--replay`: the script (`scriptPath`) runs at once, then the window stays for live input
    /// (what `--watch` restarts with) instead of quitting at the script's end.
    var continuesAfterScript = false
    /// `--watch-status`: a file the `--watch` supervisor writes (a build error to show, or "quit").
    var watchStatusPath: String?

    /// The frames a run draws: `frameLimit`; else one frame headless without a script; else until
    /// quit or the script's end.
    var effectiveFrameLimit: Int? { frameLimit ?? (isHeadless && scriptPath == nil ? 1 : nil) }

    /// Whether each frame steps exactly 1/60 s even in a window (replays and recordings).
    var usesFixedTimeStep: Bool { isHeadless || scriptPath != nil || recordPath != nil }
}

/// A command-line mistake: one line for stderr, and exit code 2.
package struct CommandLineError: Error, Equatable, CustomStringConvertible {
    /// The explanation, without the program name.
    package let message: String
    /// The line printed on stderr.
    package var description: String { "playground: error: \(message) (see 'playground --help')" }
}

extension PlaygroundOptions {
    /// Options with every default: a 1024x768 window on the first scene.
    package static var defaults: PlaygroundOptions { PlaygroundOptions() }
}
