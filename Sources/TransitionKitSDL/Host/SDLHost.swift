import Foundation
import TransitionKit

/// An SDL window with a renderer: the place a `UIWindow`'s display list is drawn and its input
/// comes from.
///
/// ```swift
/// let host = try SDLHost(configuration: HostConfiguration(title: "Demo"))
/// try host.run(delegate: app)          // until the window is closed or `requestQuit()`
/// ```
///
/// The window is resizable and HiDPI-aware (`SDL_WINDOW_ALLOW_HIGHDPI`; the display list in
/// points is scaled by `pixelScale`). Headless hosts use SDL's offscreen driver with the
/// software renderer and no framebuffer acceleration, so they need no display.
/// All SDL calls happen on the main actor; create one host at a time.
@MainActor
public final class SDLHost {
    /// The configuration the host was created with.
    public let configuration: HostConfiguration
    /// The renderer that draws display lists, as its concrete type (the playground and the
    /// benchmark set its SDL-specific switches: `blursOnRenderer`, `groupsOnRenderer`, ...).
    public let renderer: SDLRenderer
    /// The renderer as the host uses it for frames: draw, read back, damage settings.
    public var displayListRenderer: any DisplayListRenderer { renderer }
    /// Frame timings (model and render time) of the recent frames.
    public internal(set) var statistics = FrameStatistics()
    /// Whether the window was closed or `requestQuit()` was called.
    public private(set) var isQuitRequested = false
    /// The number of frames drawn by `run` so far.
    public internal(set) var frameIndex = 0
    /// The name of SDL's video driver ("x11", "offscreen", ...).
    public let videoDriverName: String
    /// The name of SDL's render driver ("opengl", "software", ...).
    public let rendererName: String

    let window: SDLWindowHandle
    /// Turns SDL events into `UIEvent`s.
    /// Test hook: package, so a test can set its `windowScale` without a display to fit.
    package var translator = EventTranslator()
    /// The window's content size in points (its size on screen may be smaller: `WindowFit`).
    var pointSize: CGSize
    let startCounter = SDLTime.counter
    let counterFrequency = Double(SDLTime.counterFrequency)
    /// The timestamps of the input events the last `pollEvents()` returned.
    var lastPollTimestamps: [UInt32] = []
    /// How many times the frame loop has rested (drawn nothing until input or a deadline).
    public internal(set) var restsTaken = 0
    /// `uptime` when the last rest ended, nil before the first.
    public internal(set) var lastRestEnd: Double?
    /// Called after each frame `run` presents, with its timings (benchmark instrumentation).
    public var frameTimingObserver: ((FrameTiming) -> Void)?
    /// Looks at each frame `run` draws, before it is presented (GIF and filmstrip exports,
    /// instrumentation); an error it throws ends `run` with that error.
    public var frameRecorder: (any FrameRecorder)?
    /// SDL's tick clock with sub-millisecond resolution (calibrated on first use).
    lazy var tickClock = TickClock()
    /// `glFinish` when the renderer is OpenGL (found once), for `finishRendering()`.
    lazy var glFinish: (@convention(c) () -> Void)? = {
        guard rendererName.hasPrefix("opengl"), let pointer = SDLVideo.openGLFunction("glFinish") else { return nil }
        return unsafeBitCast(pointer, to: (@convention(c) () -> Void).self)
    }()
    /// Launch moments (`LaunchReport`), until the first present.
    var launchMoments: [(String, UInt64)] = []

    /// Opens the window (or the offscreen one) and its renderer.
    ///
    /// - Throws: `SDLError` with SDL's error text; when no display is available it names
    ///   `--headless` and `xvfb-run`.
    public init(configuration: HostConfiguration) throws(SDLError) {
        self.configuration = configuration
        pointSize = configuration.size
        statistics = FrameStatistics(capacity: configuration.statisticsCapacity)
        var moments: [(String, UInt64)] = LaunchReport.isRequested ? [("host", LaunchReport.monotonicNanoseconds())] : []
        let width = Int32(clamping: Int(configuration.size.width.rounded()))
        let height = Int32(clamping: Int(configuration.size.height.rounded()))
        guard width > 0, height > 0 else {
            throw SDLError(message: "window size must be positive, got \(configuration.size.width)x\(configuration.size.height)")
        }
        if !configuration.isHeadless, let reason = Self.missingDisplayReason() { throw SDLError.noDisplay(reason: reason) }
        Self.applyHints(headless: configuration.isHeadless, renderDriver: configuration.renderDriver)
        guard SDLVideo.start() else {
            let reason = SDLError.lastSDLMessage
            if configuration.isHeadless { throw SDLError(message: "SDL_Init(video) failed: \(reason)") }
            throw SDLError.noDisplay(reason: "SDL: \(reason)")
        }
        videoDriverName = SDLVideo.currentDriverName
        if !moments.isEmpty { moments.append(("sdl", LaunchReport.monotonicNanoseconds())) }

        // Windowed, ask for an OpenGL-capable window up front: the default renderer is OpenGL, and
        // creating it on a plain window makes SDL destroy and recreate the X11 window (a flash,
        // and a window id that dies). Without GL, fall back to a plain window.
        guard let window = SDLWindowHandle(
            title: configuration.title, width: Int(width), height: Int(height),
            options: .init(isHidden: configuration.isHeadless, isOpenGL: !configuration.isHeadless))
        else {
            let error = SDLError.sdl("SDL_CreateWindow")
            SDLVideo.stop()
            throw error
        }
        if !moments.isEmpty { moments.append(("window", LaunchReport.monotonicNanoseconds())) }
        let software = configuration.isHeadless || configuration.renderDriver == "software"
        guard var device = SDLRenderDevice.make(for: window, driver: software ? .software : .accelerated)
            ?? SDLRenderDevice.make(for: window, driver: .any)
        else {
            let error = SDLError.sdl("SDL_CreateRenderer")
            window.destroy()
            SDLVideo.stop()
            throw error
        }
        // OpenGL without a GPU (Mesa's llvmpipe) is slower than SDL's own software renderer for
        // these scenes (docs/BENCHMARK.md), so unless a driver was asked for (configuration or
        // SDL_RENDER_DRIVER), use software there.
        let driverChosen = configuration.renderDriver != nil
            || !(ProcessInfo.processInfo.environment["SDL_RENDER_DRIVER"] ?? "").isEmpty
        if !driverChosen, Self.isSoftwareOpenGL(device) {
            device.destroy()
            SDLVideo.setHint(SDLVideo.Hint.framebufferAcceleration, "0")
            if let software = SDLRenderDevice.make(for: window, driver: .software) {
                device = software
            } else if let fallback = SDLRenderDevice.make(for: window, driver: .any) {
                device = fallback
            } else {
                let error = SDLError.sdl("SDL_CreateRenderer")
                window.destroy()
                SDLVideo.stop()
                throw error
            }
        }
        self.window = window
        if !moments.isEmpty { moments.append(("renderer", LaunchReport.monotonicNanoseconds())) }
        launchMoments = moments
        rendererName = device.info.name
        self.renderer = SDLRenderer(device: device)
        window.setMinimumSize(width: min(Int(width), 160), height: min(Int(height), 120))
        if let iconPath = configuration.iconPath { setIcon(path: iconPath) }
        pointSize = CGSize(width: Int(width), height: Int(height))
        applyWindowSize(pointSize)
    }

    isolated deinit {
        renderer.releaseResources()
        renderer.device.destroy()
        window.destroy()
        SDLVideo.stop()
        SDLVideo.quit()
    }

    /// Whether `device` is OpenGL rasterised on the CPU (llvmpipe, softpipe, swrast).
    private static func isSoftwareOpenGL(_ device: SDLRenderDevice) -> Bool {
        guard device.info.name.hasPrefix("opengl"),
              let pointer = SDLVideo.openGLFunction("glGetString") else { return false }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let glGetString = unsafeBitCast(pointer, to: GetString.self)
        guard let text = glGetString(0x1F01) else { return false }   // GL_RENDERER
        let rendererString = String(cString: text).lowercased()
        return ["llvmpipe", "softpipe", "swrast"].contains { rendererString.contains($0) }
    }

    /// Why no window can open, when the environment names no display and no video driver
    /// (checked before SDL, whose Wayland probe would print noise of its own); nil otherwise.
    package static func missingDisplayReason(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let named = ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].contains { !(environment[$0] ?? "").isEmpty }
        return named ? nil : "DISPLAY and WAYLAND_DISPLAY are not set"
    }

    /// Hints that must be set before `SDL_Init`: the video and render drivers.
    private static func applyHints(headless: Bool, renderDriver: String?) {
        typealias Hint = SDLVideo.Hint
        if headless {
            SDLVideo.setHint(Hint.videoDriver, "offscreen", priority: .override)
            SDLVideo.setHint(Hint.renderDriver, "software", priority: .override)
            SDLVideo.setHint(Hint.framebufferAcceleration, "0", priority: .override)
        } else {
            // Never fall back to the invisible offscreen driver: without a display, fail and say so.
            let requested = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] ?? ""
            SDLVideo.setHint(Hint.videoDriver, requested.isEmpty ? "x11,wayland" : requested, priority: .override)
            if let renderDriver {
                SDLVideo.setHint(Hint.renderDriver, renderDriver, priority: .override)
                SDLVideo.setHint(Hint.framebufferAcceleration, renderDriver == "software" ? "0" : "1", priority: .override)
            } else {
                SDLVideo.resetHint(Hint.renderDriver)
                SDLVideo.resetHint(Hint.framebufferAcceleration)
            }
        }
        SDLVideo.setHint(Hint.renderScaleQuality, "linear")
        SDLVideo.setHint(Hint.bypassCompositor, "0")
    }

    /// Loads the window icon through SDL2_image; a missing or broken file only prints a warning.
    private func setIcon(path: String) {
        guard let surface = SDLSurface(contentsOfImageFile: path) else {
            FileHandle.standardError.write(Data("TransitionKitSDL: warning: window icon \(path) not loaded: \(SDLError.lastSDLMessage)\n".utf8))
            return
        }
        window.setIcon(surface)
    }

    /// The window title.
    public var title: String {
        get { window.title }
        set { window.title = newValue }
    }

    /// The window's content size in points.
    public var windowSize: CGSize { pointSize }

    /// Resizes the window's content area to `size` points. When that would not fit the display's
    /// usable area, the window is shown smaller (scaled, content and input alike) so it fits;
    /// its size in points stays `size`.
    public func setWindowSize(_ size: CGSize) { applyWindowSize(size) }

    /// Pixels per point: the renderer's output size over the window size.
    public var pixelScale: PixelScale { renderer.scale }

    /// Recomputes `pixelScale` from SDL (after a resize or a move to another display): the
    /// drawable's pixels over the content size in points. A resized window has a new surface
    /// (even back at the old size), so a damage-tracked frame kept in it is forgotten.
    func updatePixelScale() {
        renderer.retainedFrame.forget()
        let (drawableWidth, drawableHeight) = renderer.device.outputSize
        renderer.scale = PixelScale(
            x: drawableWidth > 0 && pointSize.width > 0 ? CGFloat(drawableWidth) / pointSize.width : 1,
            y: drawableHeight > 0 && pointSize.height > 0 ? CGFloat(drawableHeight) / pointSize.height : 1)
        renderer.updateOutputSize()
    }

    /// Asks the frame loop to stop after the current frame.
    public func requestQuit() { isQuitRequested = true }

    /// Takes every pending SDL event and returns the input among them, oldest first.
    /// A quit event (closing the window) sets `isQuitRequested`.
    public func pollEvents() -> [InputEvent] {
        var events: [InputEvent] = []
        lastPollTimestamps.removeAll(keepingCapacity: true)
        while let event = SDLEventQueue.poll() {
            switch translator.translate(event) {
            case .input(let input)?:
                if case .resize(let size) = input {
                    pointSize = size
                    updatePixelScale()
                }
                events.append(input)
                lastPollTimestamps.append(SDLEventQueue.timestamp(of: event))
            case .quit?:
                isQuitRequested = true
            case nil:
                break
            }
        }
        return events
    }

    /// Seconds of real time since the host was created.
    public var uptime: Double { seconds(since: startCounter) }

    /// Seconds from the counter value `start` until now.
    func seconds(since start: UInt64) -> Double {
        Double(SDLTime.counter &- start) / counterFrequency
    }
}

extension SDLHost {
    /// The version of the SDL library in use, like "2.26.5" (needs no initialisation).
    public nonisolated static var linkedSDLVersion: String {
        SDLVideo.linkedVersion
    }
}
