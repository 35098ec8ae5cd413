import Foundation
import TransitionKit
import TransitionPlayground
import TransitionKitSDL

/// Each scene's demo script (`assets/scripts/<scene>.txt`) replayed headless through the real
/// frame loop (`SDLHost.run`: poll, clock step, `makeFrame`, draw, present) on the software
/// renderer, with the host's own per-frame statistics: frame work = model + render.
/// Script screenshots are skipped (they would time PNG encoding, not frames).
@MainActor
struct SceneBenchmark {
    /// The target for every scene's frame work at p99, in seconds (docs/DESIGN.md, "Quality bars").
    nonisolated static let frameWorkTarget = 0.005
    /// Replays per scene (their frames are pooled).
    static let passes = 2

    /// One scene's figures.
    struct Result: Codable, Equatable {
        /// The scene's name.
        var scene: String
        /// Frames measured (all passes).
        var frames: Int
        /// Input, clock step, `makeFrame` (scene update, layout, display list, overlays).
        var model: BenchmarkReport.Percentiles
        /// Drawing the display list and presenting.
        var render: BenchmarkReport.Percentiles
        /// Model plus render, frame by frame.
        var frameWork: BenchmarkReport.Percentiles
        /// The slowest frame's work, in seconds.
        var maximum: Double
        /// Frames that drew a backdrop blur.
        var blurFrames: Int
        /// Whether frame work p99 is under the target.
        var meetsTarget: Bool { frameWork.p99 < SceneBenchmark.frameWorkTarget }
    }

    /// Forwards to the app and notes the frames with a backdrop blur.
    @MainActor
    private final class Delegate: SDLHostDelegate {
        let app: PlaygroundApp
        init(app: PlaygroundApp) { self.app = app }
        var frameInterval: TimeInterval { app.frameInterval }
        func makeFrame(_ input: FrameInput) -> FrameOutput { app.makeFrame(input) }
    }

    /// The scenes with a demo script, in catalogue order.
    static func scriptedScenes() -> [(scene: String, path: String)] {
        SceneCatalog.builtIn.entries.compactMap { entry in
            AssetLocator.path(of: "scripts/\(entry.name).txt").map { (entry.name, $0) }
        }
    }

    /// Replays every scene's script `passes` times; `progress` gets a line per scene.
    func run(progress: (String) -> Void) throws -> [Result] {
        var results: [Result] = []
        for (scene, path) in Self.scriptedScenes() {
            var samples: [FrameStatistics.Sample] = []
            var blurFrames = 0
            for _ in 0..<Self.passes {
                let run = try replay(path)
                samples += run.samples
                blurFrames += run.blurFrames
            }
            let work = samples.map { $0.modelTime + $0.renderTime }
            let result = Result(
                scene: scene, frames: samples.count, model: .init(samples.map(\.modelTime)),
                render: .init(samples.map(\.renderTime)), frameWork: .init(work), maximum: work.max() ?? 0,
                blurFrames: blurFrames)
            progress("  scene " + scene.padding(toLength: 12, withPad: " ", startingAt: 0) + String(format: "frame work %.2f / %.2f ms (p50 / p99), %d frames, %d with blur",
                            result.frameWork.p50 * 1000, result.frameWork.p99 * 1000,
                            result.frames, blurFrames))
            results.append(result)
        }
        return results
    }

    /// One headless replay of the script at `path`: the host's frame samples and blur count.
    private func replay(_ path: String) throws -> (samples: [FrameStatistics.Sample], blurFrames: Int) {
        var options = PlaygroundOptions.defaults
        options.isHeadless = true
        options.scriptPath = path
        options.screenshotPath = "/dev/null"  // screenshots are skipped; don't check their paths
        let plan = try RunPlan.make(options)
        let host = try SDLHost(configuration: HostConfiguration(
            title: "playground --bench", size: PlaygroundApp.windowSize(forDevice: plan.size), isHeadless: true, usesFixedTimeStep: true,
            statisticsCapacity: 1_000_000))
        let app = PlaygroundApp(scene: plan.scene, size: plan.size)
        app.recording.script = plan.script
        var blurFrames = 0, blurFlags: [Bool] = []
        host.frameTimingObserver = { timing in
            if timing.drewBackdropBlur { blurFrames += 1 }
            blurFlags.append(timing.drewBackdropBlur)
        }
        let delegate = Delegate(app: app)
        try host.run(delegate: delegate)
        if let directory = ProcessInfo.processInfo.environment["TK_BENCH_DUMP"] {
            // Per-frame figures for a closer look: frame, model ms, render ms, blur.
            let name = (path as NSString).lastPathComponent.replacingOccurrences(of: ".txt", with: ".csv")
            var csv = "frame,model_ms,render_ms,blur\n"
            for (index, sample) in host.statistics.samples.enumerated() {
                csv += String(format: "%d,%.3f,%.3f,%d\n", index, sample.modelTime * 1000, sample.renderTime * 1000,
                              index < blurFlags.count && blurFlags[index] ? 1 : 0)
            }
            try? csv.write(toFile: (directory as NSString).appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return (host.statistics.samples, blurFrames)
    }
}
