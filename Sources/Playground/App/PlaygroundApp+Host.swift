import Foundation
import TransitionKit
import TransitionKitSDL

/// The SDL host drives the app: input in `host(_:didReceive:)`, the frame in `displayList(for:)`.
extension PlaygroundApp: SDLHostDelegate {
    func host(_ host: SDLHost, didReceive events: [InputEvent]) {
        receive(events)
        frameSamples = host.statistics.samples.suffix(DebugPanel.graphFrames).map { $0 }
        if host.uptime - lastTitleRefresh >= Self.titleRefreshInterval {
            lastTitleRefresh = host.uptime
            // Fixed-step frames step exactly one frame interval: show that rate, not the CPU's.
            framesPerSecond = host.configuration.isHeadless
                ? 1 / clock.frameInterval : host.statistics.framesPerSecond(over: 1)
        }
    }

    func displayList(for host: SDLHost) -> DisplayList {
        let list = makeFrame()
        if isQuitRequested { host.requestQuit() }
        let title = self.title
        if host.title != title { host.title = title }
        return list
    }

    /// Opens the host and runs `plan` until quit, the script's end, or `--frames`.
    static func run(_ plan: RunPlan) throws(SDLError) {
        let options = plan.options
        let host = try SDLHost(configuration: HostConfiguration(
            title: title(scene: plan.scene.name, animator: plan.scene.animatorName, framesPerSecond: 0),
            size: plan.size, isHeadless: options.isHeadless,
            iconPath: AssetLocator.path(of: "icon.png"), usesFixedTimeStep: plan.usesFixedTimeStep))
        let app = PlaygroundApp(scene: plan.scene, size: host.windowSize, slow: options.isSlow)
        app.requestWindowSize = { [unowned host] size in host.setWindowSize(size) }
        app.requestScreenshot = { [unowned host] path in host.requestScreenshot(toFile: path) }
        app.script = plan.script
        app.screenshotRedirect = plan.script != nil && plan.scriptTakesScreenshots ? options.screenshotPath : nil
        app.recorder = plan.recorder
        app.trace = plan.trace
        if options.isSlow { plan.recorder?.record(.key("S", []), at: 0) }
        defer {
            app.recorder?.finish(at: app.frameTime)
            app.trace?.close()
        }
        let exports = RunExports(options: options)
        if !exports.isEmpty {
            host.frameDrawnHandler = { [unowned app] host throws(SDLError) in try exports.frameDrawn(by: host, app: app) }
        }
        let finalShot = app.screenshotRedirect == nil ? options.screenshotPath : nil
        try host.run(delegate: app, frameLimit: plan.frameLimit, finalScreenshotPath: finalShot)
        try exports.finish()
    }
}
