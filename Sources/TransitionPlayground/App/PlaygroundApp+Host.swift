import Foundation
import TransitionKit
import TransitionKitSDL

/// The SDL host drives the app: each frame `makeFrame(input:advancingClockBy:)`, then the host's
/// draw and present.
extension PlaygroundApp: SDLHostDelegate {
    package func host(_ host: SDLHost, makeFrameWith input: [InputEvent], advancingClockBy step: TimeInterval) -> DisplayList {
        noteStatistics(of: host)
        pollWatchStatus()
        let list = makeFrame(input: input, advancingClockBy: step)
        // After the input: F shows (and hides) the flash in the frame that reads it.
        host.renderer.flashesDamage = overlay.flashesRedrawnRegions
        if isQuitRequested { host.requestQuit() }
        let title = self.title
        if host.title != title { host.title = title }
        return list
    }

    /// The host's recent frame times (the debug graph) and, twice a second, its frame rate.
    private func noteStatistics(of host: SDLHost) {
        frameSamples = host.statistics.samples.suffix(DebugPanel.graphFrames).map { $0 }
        let awake = host.lastRestEnd.map { host.uptime - $0 } ?? .infinity
        restedRecently = awake < Self.rateWarmUp
        guard host.uptime - lastTitleRefresh >= Self.titleRefreshInterval else { return }
        lastTitleRefresh = host.uptime
        // Fixed-step frames step exactly one frame interval: show that rate, not the CPU's.
        framesPerSecond = host.configuration.isHeadless
            ? 1 / clock.frameInterval : host.statistics.framesPerSecond(over: min(1, awake))
    }

    /// Rests after this frame when nothing would change in the next (see `RestDecision`), and
    /// the damage flash has faded.
    package func nextFrame(after host: SDLHost) -> NextFrame {
        if host.renderer.isDamageFlashFading { return .draw }
        return restDecision(hasPendingInput: host.hasPendingEvents, exportsFrames: host.frameDrawnHandler != nil).nextFrame
    }

    /// The app's state for `RestDecision`, with the host's part: input waiting, frames exported.
    func restDecision(hasPendingInput: Bool, exportsFrames: Bool = false) -> RestDecision {
        RestDecision(
            sceneNeed: window.frameNeed, clockNow: clock.now, clockSpeed: clock.speed,
            hasPendingInput: hasPendingInput, modelChanged: window.modelChangeCount != modelChangesDrawn,
            needsEveryFrame: exportsFrames || recording.script != nil || !pendingReplay.isEmpty
                || overlay.isDebugVisible || compare != nil || watchStatusPath != nil)
    }

    /// Opens the host and runs `plan` until quit, the script's end, or `--frames`.
    static func run(_ plan: RunPlan) throws(SDLError) {
        let options = plan.options
        let host = try SDLHost(configuration: HostConfiguration(
            title: title(scene: plan.scene.name, animator: plan.scene.animatorName, framesPerSecond: nil),
            size: plan.size, isHeadless: options.isHeadless,
            iconPath: AssetLocator.path(of: "icon.png"), usesFixedTimeStep: plan.usesFixedTimeStep))
        host.renderer.tracksDamage = !options.drawsWholeFrames
        host.renderer.verifiesDamage = options.verifiesDamage
        let app = PlaygroundApp(
            scene: plan.scene, size: host.windowSize, slow: options.isSlow, catalog: plan.catalog, phoneInsets: options.safeAreaInsets)
        app.requestWindowSize = { [unowned host] size in host.setWindowSize(size) }
        let recording = app.recording
        recording.requestScreenshot = { [unowned host] path in host.requestScreenshot(toFile: path) }
        recording.script = plan.script
        recording.screenshotRedirect = plan.script != nil && plan.scriptTakesScreenshots ? options.screenshotPath : nil
        recording.recorder = plan.recorder
        recording.trace = plan.trace
        if options.isSlow { recording.record(.key(.letter("S"), []), at: 0) }
        if options.safeAreaInsets != nil { recording.record(.key(.letter("P"), []), at: 0) }
        defer { recording.finish(at: app.frameTime) }
        recording.continuesAfterScript = options.continuesAfterScript
        app.watchStatusPath = options.watchStatusPath
        if options.continuesAfterScript { app.fastForwardScript() }
        let exports = RunExports(options: options)
        if !exports.isEmpty {
            host.frameDrawnHandler = { [unowned app] host throws(SDLError) in try exports.frameDrawn(by: host, app: app) }
        }
        let finalShot = recording.screenshotRedirect == nil ? options.screenshotPath : nil
        // Images made while the app runs (in events, in frames) come from the assets folder.
        try UIImage.withLoader(SceneSession.imageLoader) { () throws(SDLError) in
            try host.run(delegate: app, frameLimit: plan.frameLimit, finalScreenshotPath: finalShot)
        }
        try exports.finish()
        if let first = host.renderer.damageMismatches.first {
            throw SDLError(message: "damage tracking differed from a whole redraw in \(host.renderer.damageMismatches.count) of "
                + "\(host.renderer.verifiedFrames) frames (first: frame \(first.frame), \(first.pixels) pixels in the pixel box \(first.box))")
        }
    }
}
