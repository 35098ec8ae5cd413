import Foundation
import TransitionKit

/// The frame loop: pace, collect input, make the frame (the delegate), draw, record, present, rest.
extension SDLHost {
    /// The longest real time one frame advances the clock by (after a stall or a breakpoint,
    /// animations jump at most this far).
    public static let maximumFrameStep: Double = 0.25

    /// Runs frames until the window closes, the delegate's output quits, or `frameLimit` frames
    /// have been drawn.
    ///
    /// Each frame is the loop's steps, in order: pace (wait for the next 60 Hz deadline, not
    /// headless), collect the input (SDL's events and the time step: headless, or
    /// `usesFixedTimeStep`, exactly one frame interval, so runs are deterministic), make the frame
    /// (the delegate, from a `FrameInput`), apply its output (title, window size, quit), draw its
    /// display list, record (screenshots, then `frameRecorder`, before presenting), present, and
    /// rest when the output says nothing will change until input or a deadline (real windows with
    /// real time steps only: see `mayRest`).
    ///
    /// - Parameters:
    ///   - frameLimit: the number of frames to draw; nil runs until quit.
    ///   - finalScreenshotPath: a PNG (or `.bmp`) file written from the last frame drawn.
    /// - Throws: `SDLError` when a screenshot cannot be written or the recorder fails.
    public func run(delegate: any SDLHostDelegate, frameLimit: Int? = nil, finalScreenshotPath: String? = nil) throws(SDLError) {
        var loop = FrameLoopState(
            pacer: FramePacer(
                framesPerSecond: configuration.framesPerSecond, now: SDLTime.counter,
                ticksPerSecond: SDLTime.counterFrequency),
            isPaced: !configuration.isHeadless)
        if frameTimingObserver != nil { _ = tickClock }  // calibrate before the first frame
        while !isQuitRequested, frameLimit.map({ loop.framesDrawn < $0 }) ?? true {
            pace(&loop)
            let input = collectInput(&loop, frameInterval: delegate.frameInterval)
            let output = delegate.makeFrame(input)
            loop.modelEnd = SDLTime.counter
            apply(output)
            draw(output.displayList)
            loop.framesDrawn += 1
            frameIndex += 1
            let isLastFrame = isQuitRequested || frameLimit.map { loop.framesDrawn >= $0 } ?? false
            try record(output, finalScreenshotPath: isLastFrame ? finalScreenshotPath : nil)
            presentOnTime(&loop)
            let next = loop.isPaced && mayRest(frameLimit: frameLimit) ? nextFrame(after: output) : .draw
            loop.rested = next != .draw
            if loop.rested { rest(next, pacer: &loop.pacer, lead: loop.pacer.startLead(recentWork: loop.recentWork)) }
        }
    }

    /// What the frame loop carries from one frame to the next.
    struct FrameLoopState {
        /// The 60 Hz schedule.
        var pacer: FramePacer
        /// Whether frames are paced to real time (a window, not headless).
        let isPaced: Bool
        /// The recent frames' work in ticks (the pacer's lead).
        var recentWork: [UInt64] = []
        /// When the previous frame started, nil before the first.
        var previousFrameStart: UInt64?
        /// When this frame started, and when its model was made.
        var frameStart: UInt64 = 0, modelEnd: UInt64 = 0
        /// The frames drawn so far by this `run`.
        var framesDrawn = 0
        /// Whether the loop rested after the previous frame.
        var rested = false
    }

    /// Pace: starts `lead` before the present's deadline (see `FramePacer`), after the first frame.
    private func pace(_ loop: inout FrameLoopState) {
        guard loop.isPaced && loop.framesDrawn > 0 else { return }
        _ = loop.pacer.advanceDeadline(now: SDLTime.counter)
        loop.pacer.sleepUntilStart(lead: loop.pacer.startLead(recentWork: loop.recentWork))
    }

    /// Collect the input: SDL's events and the time step, as the delegate's `FrameInput`.
    private func collectInput(_ loop: inout FrameLoopState, frameInterval: TimeInterval) -> FrameInput {
        let frameStart = SDLTime.counter
        let events = pollEvents()
        let isFixedStep = configuration.isHeadless || configuration.usesFixedTimeStep
        let step: Double
        if isFixedStep {
            step = loop.previousFrameStart == nil ? 0 : frameInterval
        } else {
            step = loop.previousFrameStart.map { Double(frameStart &- $0) / counterFrequency } ?? 0
        }
        loop.previousFrameStart = frameStart
        loop.frameStart = frameStart
        let now = uptime
        return FrameInput(
            events: events, step: min(step, Self.maximumFrameStep), statistics: statistics, uptime: now,
            secondsSinceRest: lastRestEnd.map { now - $0 } ?? .infinity, isFixedStep: isFixedStep)
    }

    /// Apply the output: the title, the damage flash, the window size, the quit.
    private func apply(_ output: FrameOutput) {
        if let title = output.title, title != self.title { self.title = title }
        renderer.flashesDamage = output.flashesDamage
        if let size = output.windowSize, size != windowSize { setWindowSize(size) }
        if output.quits { requestQuit() }
    }

    /// Record: the screenshots the output asks for (and `finalScreenshotPath`), then the recorder.
    private func record(_ output: FrameOutput, finalScreenshotPath: String?) throws(SDLError) {
        let paths = output.screenshotPaths + (finalScreenshotPath.map { [$0] } ?? [])
        if !paths.isEmpty {
            let image = try captureFrame(keeping: output.captureRect)
            for path in paths { try image.write(toFile: path) }
        }
        try frameRecorder?.record(output, capture: FrameCapture { [unowned self] () throws(SDLError) in
            try captureFrame(keeping: output.captureRect)
        })
    }

    /// Present: finishes the rendering and presents on the deadline (paced), then notes the
    /// frame's timings.
    private func presentOnTime(_ loop: inout FrameLoopState) {
        var presentStart = SDLTime.counter
        var renderWork = presentStart &- loop.modelEnd
        if loop.isPaced {
            // Finish the rendering now (OpenGL defers it to the swap), then present on time.
            finishRendering()
            let finished = SDLTime.counter
            loop.recentWork.append(finished &- loop.frameStart)
            renderWork = finished &- loop.modelEnd
            if loop.recentWork.count > 30 { loop.recentWork.removeFirst() }
            if loop.framesDrawn > 1 {
                loop.pacer.waitForDeadline()
            } else {
                _ = loop.pacer.advanceDeadline(now: finished &- loop.pacer.intervalTicks)
            }
            presentStart = SDLTime.counter
        }
        renderer.device.present()
        let renderEnd = SDLTime.counter
        if !launchMoments.isEmpty {
            launchMoments.append(("present", LaunchReport.monotonicNanoseconds()))
            LaunchReport.write(launchMoments)
            launchMoments = []
        }
        if let frameTimingObserver {
            frameTimingObserver(FrameTiming(
                startTicks: tickClock.ticks(atCounter: loop.frameStart), presentTicks: tickClock.ticks(atCounter: renderEnd),
                inputTimestamps: lastPollTimestamps, drewBackdropBlur: renderer.drewBackdropBlurInLastFrame,
                followsRest: loop.rested))
        }
        // Render time: drawing, finishing and presenting, without the wait for the deadline.
        statistics.record(FrameStatistics.Sample(
            modelTime: Double(loop.modelEnd &- loop.frameStart) / counterFrequency,
            renderTime: Double(renderWork &+ (renderEnd &- presentStart)) / counterFrequency,
            startTime: Double(loop.frameStart &- startCounter) / counterFrequency))
    }

    /// Waits for the renderer's queued work: `glFinish` with an OpenGL renderer (whose drawing
    /// otherwise happens inside the swap, at a varying cost), a flush otherwise.
    func finishRendering() {
        renderer.device.flush()
        if let glFinish { glFinish() }
    }

    /// Draws `list` without presenting it (for tests and one-off captures).
    public func draw(_ list: DisplayList) { displayListRenderer.draw(list) }

    /// Shows what was drawn.
    public func present() { renderer.device.present() }

    /// Reads back the drawable's pixels inside `rect` (points; nil for the whole drawable); call
    /// after drawing and before presenting.
    public func captureFrame(keeping rect: CGRect?) throws(SDLError) -> PixelImage {
        let image = try captureFrame()
        guard let rect else { return image }
        let pixels = pixelScale.pixelRect(covering: rect)
        return image.cropped(x: pixels.x, y: pixels.y, width: pixels.width, height: pixels.height)
    }

    /// Reads back the whole drawable; call after drawing and before presenting.
    public func captureFrame() throws(SDLError) -> PixelImage {
        try displayListRenderer.readPixels()
    }
}
