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
/// Each frame the host polls SDL, hands the input over, advances `clock` by the real time
/// elapsed since the last frame (one frame interval when headless), asks for the display list,
/// draws it and presents it.
@MainActor
public protocol SDLHostDelegate: AnyObject {
    /// The clock the host advances (usually the window's).
    var clock: AnimationClock { get }
    /// The input that arrived since the last frame, oldest first (forward it to `UIWindow.send(_:)`).
    func host(_ host: SDLHost, didReceive events: [InputEvent])
    /// The frame to draw, after the clock advanced (usually `window.displayList()`).
    func displayList(for host: SDLHost) -> DisplayList
}
