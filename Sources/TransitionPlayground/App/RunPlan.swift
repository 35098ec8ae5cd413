import Foundation

/// Everything a run needs, resolved from the command line and the script before any window
/// opens (so every mistake is reported first, with exit code 2).
@MainActor
package struct RunPlan {
    /// The parsed options.
    var options: PlaygroundOptions
    /// The scenes Tab cycles through.
    var catalog: SceneCatalog
    /// The starting scene, with its animator chosen.
    package var scene: any Scene
    /// The window size (the script's prelude wins over `--size`).
    package var size: CGSize
    /// The script to replay.
    package var script: ScriptPlayer?
    /// Whether the script has `screenshot` lines (then `--screenshot` redirects them).
    var scriptTakesScreenshots = false
    /// The recorder (`--record`).
    var recorder: ScriptRecorder?
    /// The trace writer (`--trace`).
    var trace: TraceWriter?

    /// The frames to draw: `--frames`, else one headless without a script, else until quit.
    var frameLimit: Int? { options.effectiveFrameLimit }
    /// Whether frames step exactly 1/60 s even in a window.
    var usesFixedTimeStep: Bool { options.usesFixedTimeStep }

    /// Resolves `options`: reads and checks the script, picks the scene and animator, opens the
    /// record and trace files.
    /// - Throws: `ScriptError` for a bad script line, `CommandLineError` for anything else.
    package static func make(_ options: PlaygroundOptions, catalog: SceneCatalog = .builtIn) throws -> RunPlan {
        let scenes = catalog.descriptions
        var events: [ScriptEvent] = []
        if let path = options.scriptPath {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CommandLineError(message: "--script cannot read '\(path)'")
            }
            let parser = ScriptParser(
                scenes: scenes, initialScene: options.sceneName ?? scenes.first?.name,
                checksScreenshotPaths: options.screenshotPath == nil)
            events = try parser.parse(String(decoding: data, as: UTF8.self), file: path)
        }
        let player = options.scriptPath == nil ? nil : ScriptPlayer(events: events)
        let sceneName = player?.preludeScene ?? options.sceneName ?? scenes.first?.name ?? ""
        guard let entry = catalog.entries.first(where: { $0.name == sceneName }) else {
            throw CommandLineError(message: scenes.unknownSceneMessage(sceneName))
        }
        let scene = entry.make()
        if let number = player?.preludeAnimator {
            scene.animatorIndex = number - 1
        } else if let index = options.animatorIndex, player?.preludeScene == nil || player?.preludeScene == options.sceneName {
            scene.animatorIndex = index
        }
        let size = player?.preludeSize ?? options.size
        var plan = RunPlan(options: options, catalog: catalog, scene: scene, size: size, script: player)
        plan.scriptTakesScreenshots = events.contains { if case .screenshot = $0.action { return true } else { return false } }
        if let path = options.recordPath {
            let recorder = try ScriptRecorder(path: path, header: [
                "playground input script, recorded by playground \(HelpText.version)",
                "replay: playground --script \((path as NSString).lastPathComponent)",
            ])
            recorder.record(.scene(scene.name), at: 0)
            if !scene.animatorNames.isEmpty { recorder.record(.animator(scene.animatorIndex + 1), at: 0) }
            recorder.record(.resize(size), at: 0)
            plan.recorder = recorder
        }
        if let path = options.tracePath {
            plan.trace = try TraceWriter(path: path, frameInterval: 1.0 / 60)
        }
        return plan
    }
}
