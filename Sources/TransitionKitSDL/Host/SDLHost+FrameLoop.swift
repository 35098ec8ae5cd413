import Foundation
import TransitionKit

/// The frame loop: poll, make the frame (the delegate), draw, present, pace.
extension SDLHost {
    /// The longest real time one frame advances the clock by (after a stall or a breakpoint,
    /// animations jump at most this far).
    public static let maximumFrameStep: Double = 0.25

    /// Runs frames until the window closes, `requestQuit()` is called, or `frameLimit` frames
    /// have been drawn.
    ///
    /// Each frame: poll SDL events; the delegate makes the frame from that input and the real time
    /// since the previous frame (headless, or `usesFixedTimeStep`: exactly one frame interval, so
    /// runs are deterministic); draw its display list; take the screenshot if one is due and call
    /// `frameDrawnHandler` (before presenting); present; wait for the next 60 Hz deadline (not headless),
    /// or, when the delegate's `nextFrame(after:)` says the model is still, rest until an event
    /// or its deadline (real windows with real time steps only: see `mayRest`).
    ///
    /// - Parameters:
    ///   - frameLimit: the number of frames to draw; nil runs until quit.
    ///   - finalScreenshotPath: a PNG (or `.bmp`) file written from the last frame drawn.
    /// - Throws: `SDLError` when a screenshot cannot be written.
    public func run(delegate: any SDLHostDelegate, frameLimit: Int? = nil, finalScreenshotPath: String? = nil) throws(SDLError) {
        var pacer = FramePacer(
            framesPerSecond: configuration.framesPerSecond, now: SDLTime.counter,
            ticksPerSecond: SDLTime.counterFrequency)
        let paced = !configuration.isHeadless
        var recentWork: [UInt64] = []
        var previousFrameStart: UInt64?
        if frameTimingObserver != nil { _ = tickClock }  // calibrate before the first frame
        var framesDrawn = 0
        var rested = false
        while !isQuitRequested, frameLimit.map({ framesDrawn < $0 }) ?? true {
            if paced && framesDrawn > 0 {
                // Start `lead` before the present's deadline (see FramePacer).
                _ = pacer.advanceDeadline(now: SDLTime.counter)
                pacer.sleepUntilStart(lead: pacer.startLead(recentWork: recentWork))
            }
            let frameStart = SDLTime.counter
            let events = pollEvents()
            let step: Double
            if configuration.isHeadless || configuration.usesFixedTimeStep {
                step = previousFrameStart == nil ? 0 : delegate.clock.frameInterval
            } else {
                step = previousFrameStart.map { Double(frameStart &- $0) / counterFrequency } ?? 0
            }
            previousFrameStart = frameStart
            let list = delegate.host(self, makeFrameWith: events, advancingClockBy: min(step, Self.maximumFrameStep))
            let modelEnd = SDLTime.counter

            displayListRenderer.draw(list)
            framesDrawn += 1
            frameIndex += 1
            let isLastFrame = isQuitRequested || frameLimit.map { framesDrawn >= $0 } ?? false
            if let path = pendingScreenshotPath ?? (isLastFrame ? finalScreenshotPath : nil) {
                pendingScreenshotPath = nil
                try captureFrame().write(toFile: path)
            }
            try frameDrawnHandler?(self)
            var presentStart = SDLTime.counter
            var renderWork = presentStart &- modelEnd
            if paced {
                // Finish the rendering now (OpenGL defers it to the swap), then present on time.
                finishRendering()
                let finished = SDLTime.counter
                recentWork.append(finished &- frameStart)
                renderWork = finished &- modelEnd
                if recentWork.count > 30 { recentWork.removeFirst() }
                if framesDrawn > 1 { pacer.waitForDeadline() } else { _ = pacer.advanceDeadline(now: finished &- pacer.intervalTicks) }
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
                    startTicks: tickClock.ticks(atCounter: frameStart), presentTicks: tickClock.ticks(atCounter: renderEnd),
                    inputTimestamps: lastPollTimestamps, drewBackdropBlur: renderer.drewBackdropBlurInLastFrame,
                    followsRest: rested))
            }
            // Render time: drawing, finishing and presenting, without the wait for the deadline.
            statistics.record(FrameStatistics.Sample(
                modelTime: Double(modelEnd &- frameStart) / counterFrequency,
                renderTime: Double(renderWork &+ (renderEnd &- presentStart)) / counterFrequency,
                startTime: Double(frameStart &- startCounter) / counterFrequency))
            // At rest (nothing moves, no input): wait for an event or the next deadline.
            let next = paced && mayRest(frameLimit: frameLimit) ? delegate.nextFrame(after: self) : .draw
            rested = next != .draw
            if rested { rest(next, pacer: &pacer, lead: pacer.startLead(recentWork: recentWork)) }
        }
    }

    /// Waits for the renderer's queued work: `glFinish` with an OpenGL renderer (whose drawing
    /// otherwise happens inside the swap, at a varying cost), a flush otherwise.
    func finishRendering() {
        renderer.device.flush()
        if let glFinish { glFinish() }
    }

    /// Asks for a screenshot of the next frame `run` draws, written before it is presented.
    public func requestScreenshot(toFile path: String) { pendingScreenshotPath = path }

    /// Draws `list` without presenting it (for tests and one-off captures).
    public func draw(_ list: DisplayList) { displayListRenderer.draw(list) }

    /// Shows what was drawn.
    public func present() { renderer.device.present() }

    /// Reads back the whole drawable; call after drawing and before presenting.
    public func captureFrame() throws(SDLError) -> PixelImage {
        try displayListRenderer.readPixels()
    }
}
