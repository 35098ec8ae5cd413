import Foundation
import TransitionKit

/// How an `SDLHost` opens its window.
public struct HostConfiguration: Sendable {
    /// The window title.
    public var title: String
    /// The window's content size in points (1024 x 768 by default).
    public var size: CGSize
    /// Headless: SDL's offscreen video driver and the software renderer; needs no display.
    /// Frames are not paced, and each frame advances the clock by exactly one frame interval,
    /// so headless runs are deterministic.
    public var isHeadless: Bool
    /// A PNG or BMP file to use as the window icon; nil for none.
    public var iconPath: String?
    /// The frame rate the loop paces to when a window is shown.
    public var framesPerSecond: Double
    /// Whether each frame advances the clock by exactly one frame interval even in a window
    /// (frames are still paced to real time): replays and recordings then give the same frames
    /// as a headless run. Headless hosts always step this way.
    public var usesFixedTimeStep: Bool
    /// How many recent frames `SDLHost.statistics` keeps (the benchmark keeps whole runs).
    public var statisticsCapacity: Int
    /// The SDL render driver for a window ("software", "opengl", ...); nil for SDL's default
    /// (OpenGL where it exists). Headless hosts always use "software". The software renderer
    /// gets no framebuffer acceleration (SDL would upload each frame through OpenGL).
    public var renderDriver: String?

    /// Creates a configuration.
    public init(
        title: String = "TransitionKit", size: CGSize = CGSize(width: 1024, height: 768),
        isHeadless: Bool = false, iconPath: String? = nil, framesPerSecond: Double = 60,
        usesFixedTimeStep: Bool = false, statisticsCapacity: Int = 600, renderDriver: String? = nil
    ) {
        self.renderDriver = renderDriver
        self.title = title; self.size = size; self.isHeadless = isHeadless
        self.iconPath = iconPath; self.framesPerSecond = framesPerSecond
        self.usesFixedTimeStep = usesFixedTimeStep
        self.statisticsCapacity = statisticsCapacity
    }
}

/// What an `SDLHost` asks of the app each frame.
///
/// Each frame the host polls SDL, hands the input and the frame's time step to
/// `host(_:makeFrameWith:advancingClockBy:)`, which makes the frame and returns its display list,
/// then draws the list and presents it.
@MainActor
public protocol SDLHostDelegate: AnyObject {
    /// The clock the frames advance (usually the window's); its `frameInterval` is a fixed step.
    var clock: AnimationClock { get }
    /// Makes one frame: delivers `input` (what arrived since the last frame, oldest first, to
    /// `UIWindow.send(_:)`), advances `clock` by `step` seconds of real time (0 on the first
    /// frame), and returns the frame to draw (usually `window.displayList()`).
    func host(_ host: SDLHost, makeFrameWith input: [InputEvent], advancingClockBy step: TimeInterval) -> DisplayList
    /// After a frame is presented in a real window: draw the next one, or rest until input or a
    /// deadline (`.draw` by default; headless and fixed-step runs never ask).
    func nextFrame(after host: SDLHost) -> NextFrame
}
