import Foundation
import TransitionKit
import TransitionKitSDL

/// The SDL host drives the app with values: each frame a `FrameInput` in, a `FrameOutput` out.
extension PlaygroundApp: SDLHostDelegate {
    /// The fixed step of headless and scripted runs: the scene clock's frame interval.
    package var frameInterval: TimeInterval { clock.frameInterval }

    /// The output of the frame just made, drawing `list`: the title, the damage flash, the
    /// window size and screenshots the frame asked for, whether to quit, when the next frame is
    /// needed, and what a recorder needs (the device's part of the window, the moment).
    func output(drawing list: DisplayList) -> FrameOutput {
        var output = FrameOutput(displayList: list)
        output.title = title
        output.flashesDamage = tools.damageFlash.isOn
        output.quits = session.isQuitRequested
        output.nextFrame = restDecision().nextFrame
        output.windowSize = session.requestedWindowSize
        session.requestedWindowSize = nil
        output.screenshotPaths = recording.takeScreenshotRequests()
        output.captureRect = recording.capturesTools ? nil : CGRect(origin: .zero, size: session.deviceSize)
        output.moment = FrameOutput.Moment(
            runTime: frameTime, animationTime: clock.now, transition: window.transitionState,
            caption: "\(scene.name) · \(scene.animatorName)")
        return output
    }

    /// The app's state for `RestDecision` (the host adds its own: input waiting, a fading flash, a recorder).
    func restDecision(hasPendingInput: Bool = false) -> RestDecision {
        RestDecision(
            sceneNeed: window.frameNeed, clockNow: clock.now, clockSpeed: clock.speed,
            hasPendingInput: hasPendingInput, modelChanged: window.modelChangeCount != session.modelChangesDrawn,
            needsEveryFrame: recording.script != nil || !session.pendingReplay.isEmpty || tools.needEveryFrame)
    }

    /// The most frames a replay fast-forwards (an hour at 60 fps), so a bad script cannot hang the start.
    static let fastForwardFrameLimit = 216_000

    /// Runs the script's frames at once, without drawing, until the script ends (`--replay`):
    /// the window then opens at the moment the recording stopped.
    func fastForwardScript() {
        while recording.script != nil && !isQuitRequested && frameIndex < Self.fastForwardFrameLimit { runFrame() }
    }

    /// Opens the host and runs `plan` until quit, the script's end, or `--frames`.
    static func run(_ plan: RunPlan) throws(SDLError) {
        let options = plan.options
        // A headless run captures the device alone unless asked for the tools: it draws no sidebar.
        let showsSidebar = !options.isHeadless || options.capturesTools
        let host = try SDLHost(configuration: HostConfiguration(
            title: title(scene: plan.scene.name, animator: plan.scene.animatorName, framesPerSecond: nil),
            size: showsSidebar ? Sidebar.windowSize(forDevice: plan.size) : plan.size, isHeadless: options.isHeadless,
            iconPath: AssetLocator.path(of: "icon.png"), usesFixedTimeStep: plan.usesFixedTimeStep))
        host.renderer.tracksDamage = !options.drawsWholeFrames
        host.renderer.verifiesDamage = options.verifiesDamage
        let app = PlaygroundApp(
            scene: plan.scene, size: showsSidebar ? Sidebar.deviceSize(forWindow: host.windowSize) : host.windowSize, slow: options.isSlow, catalog: plan.catalog, phoneInsets: options.safeAreaInsets)
        app.session.hostShowsSidebar = showsSidebar
        defer { app.session.endRun() }
        let recording = app.recording
        recording.script = plan.script
        recording.screenshotRedirect = plan.script != nil && plan.scriptTakesScreenshots ? options.screenshotPath : nil
        recording.recorder = plan.recorder
        recording.trace = plan.trace
        if options.isSlow { recording.record(.key(.letter("S"), []), at: 0) }
        if options.safeAreaInsets != nil { recording.record(.key(.letter("P"), []), at: 0) }
        defer { recording.finish(at: app.frameTime) }
        recording.continuesAfterScript = options.continuesAfterScript
        recording.capturesTools = options.capturesTools
        app.tools.watch.statusPath = options.watchStatusPath
        if options.continuesAfterScript { app.fastForwardScript() }
        let exports = RunExports(options: options)
        if !exports.isEmpty { host.frameRecorder = exports }
        let finalShot = recording.screenshotRedirect == nil ? options.screenshotPath : nil
        // Images made while the app runs (in events, in frames) come from the assets folder.
        // Text is measured with SDL2_ttf, the fonts the renderer draws with.
        try SDLTextMeasurer.bind { () throws(SDLError) in
            try UIImage.withLoader(SceneSession.imageLoader) { () throws(SDLError) in
                try host.run(delegate: app, frameLimit: plan.frameLimit, finalScreenshotPath: finalShot)
            }
        }
        try exports.finish()
        if let first = host.renderer.damageMismatches.first {
            throw SDLError(message: "damage tracking differed from a whole redraw in \(host.renderer.damageMismatches.count) of "
                + "\(host.renderer.verifiedFrames) frames (first: frame \(first.frame), \(first.pixels) pixels in the pixel box \(first.box))")
        }
    }
}
