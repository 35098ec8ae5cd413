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

/// What an `SDLHost` asks of the app each frame: one value in, one value out.
///
/// Each frame the host polls SDL and hands the input, the frame's time step and the recent
/// timings to `makeFrame(_:)` as a `FrameInput`; the delegate returns a `FrameOutput` (the
/// display list, the title, whether to quit, screenshots, when it next needs a frame), which the
/// host applies, draws, records and presents. The delegate never sees the host.
@MainActor
public protocol SDLHostDelegate: AnyObject {
    /// The fixed step of headless and fixed-step runs, in seconds (usually the clock's `frameInterval`).
    var frameInterval: TimeInterval { get }
    /// Makes one frame from `input`: delivers its events (to `UIWindow.send(_:)`), advances the
    /// clock by its `step`, and returns what to draw and do.
    func makeFrame(_ input: FrameInput) -> FrameOutput
}
