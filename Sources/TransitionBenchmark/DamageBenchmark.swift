import Foundation
import TransitionKit
import TransitionPlayground
import TransitionKitSDL

/// `TK_BENCH_PARTS=damage`: what damage tracking saves, headless on the software renderer, each
/// comparison in one run with its two sides alternating (so both see the same machine load).
///
/// - Transitions: each scene's demo script replayed through the real frame loop, damage-tracked
///   and drawn whole (`tracksDamage` off), two passes each, alternating; process CPU time per
///   second of script time (frames / 60), and the host's render time per frame. Target: the
///   damage-tracked CPU at most half the whole redraw's.
/// - One of 1,000 static views moving a point a frame: model (clock, display list) + render
///   (draw + present) damage-tracked, against the raw SDL loop drawing all 1,000 rectangles
///   and presenting, in alternating blocks. Target: at most 0.2x at p50.
/// - A whole screen sliding (`SlideBenchmark`): cached (`shouldRasterize`) against drawn again.
@MainActor
struct DamageBenchmark {
    /// The transitions' target: damage-tracked CPU per second over the whole redraw's.
    nonisolated static let transitionRatioTarget = 0.5
    /// The one-of-1,000 target: frame work over the raw loop's, at p50.
    nonisolated static let oneMovingRatioTarget = 0.2
    /// Replays per scene and way.
    static let passes = 2
    /// Frames before measuring, and frames measured, for the one-of-1,000 workload.
    static let warmUpFrames = 30, measuredFrames = 300
    /// Frames per block of the one-of-1,000 workload (the two sides alternate in blocks).
    static let blockFrames = 30

    /// One scene's demo script both ways.
    struct SceneResult: Codable, Equatable {
        /// The scene's name.
        var scene: String
        /// Frames per replay.
        var frames: Int
        /// Process CPU seconds per second of script time, damage-tracked.
        var trackedCPUPerSecond: Double
        /// The same, drawn whole.
        var wholeCPUPerSecond: Double
        /// Render (draw + present) per frame, damage-tracked, in seconds.
        var trackedRender: BenchmarkReport.Percentiles
        /// Render per frame drawn whole.
        var wholeRender: BenchmarkReport.Percentiles
        /// The share of the damage-tracked frames whose damage was the whole window (a cross
        /// dissolve, a screen sliding, a blur under damage): drawn whole in both ways.
        var trackedFullFrameShare = 0.0
        /// The share of the damage-tracked render time spent in those frames.
        var trackedFullRenderShare = 0.0
        /// Damage-tracked CPU over whole-redraw CPU.
        var ratio: Double { wholeCPUPerSecond > 0 ? trackedCPUPerSecond / wholeCPUPerSecond : 0 }
        /// Whether `ratio` meets the target.
        var meetsTarget: Bool { ratio <= DamageBenchmark.transitionRatioTarget }
    }

    /// One of 1,000 views moving against the raw loop.
    struct OneMovingResult: Codable, Equatable {
        /// Views drawn.
        var views: Int
        /// Model + render per frame, damage-tracked, in seconds.
        var frameWork: BenchmarkReport.Percentiles
        /// The raw SDL loop drawing every view, per frame.
        var raw: BenchmarkReport.Percentiles
        /// Frame work over raw at p50.
        var ratio: Double { raw.p50 > 0 ? frameWork.p50 / raw.p50 : 0 }
        /// Frame work over raw at p99.
        var ratioP99: Double { raw.p99 > 0 ? frameWork.p99 / raw.p99 : 0 }
        /// Whether `ratio` meets the target.
        var meetsTarget: Bool { ratio <= DamageBenchmark.oneMovingRatioTarget }
    }

    /// Both parts' figures.
    struct Result: Codable, Equatable {
        /// Each scene's demo script.
        var scenes: [SceneResult]
        /// One of 1,000 moving.
        var oneMoving: OneMovingResult
        /// A whole screen sliding, cached against drawn again.
        var slide: SlideBenchmark.Result?
    }

    /// Runs both parts on `size` points; `progress` gets a line per measurement.
    func run(size: CGSize, progress: (String) -> Void) throws -> Result {
        var scenes: [SceneResult] = []
        for (scene, path) in SceneBenchmark.scriptedScenes() {
            var tracked: [FrameStatistics.Sample] = [], whole: [FrameStatistics.Sample] = []
            var trackedCPU = 0.0, wholeCPU = 0.0, frames = 0
            var fullFrames: [Bool] = []
            for _ in 0..<Self.passes {
                let a = try replay(path, tracksDamage: true)
                let b = try replay(path, tracksDamage: false)
                tracked += a.samples; whole += b.samples
                trackedCPU += a.cpu; wholeCPU += b.cpu
                fullFrames += a.fullFrames
                frames = a.samples.count
            }
            let seconds = Double(max(frames, 1) * Self.passes) / 60
            let trackedTotal = tracked.reduce(0) { $0 + $1.renderTime }
            let fullTotal = zip(tracked, fullFrames).reduce(0) { $0 + ($1.1 ? $1.0.renderTime : 0) }
            let result = SceneResult(
                scene: scene, frames: frames, trackedCPUPerSecond: trackedCPU / seconds, wholeCPUPerSecond: wholeCPU / seconds,
                trackedRender: .init(tracked.map(\.renderTime)), wholeRender: .init(whole.map(\.renderTime)),
                trackedFullFrameShare: Double(fullFrames.count { $0 }) / Double(max(1, fullFrames.count)),
                trackedFullRenderShare: trackedTotal > 0 ? fullTotal / trackedTotal : 0)
            progress(String(format: "  damage %@ CPU %.1f %% vs %.1f %% of a core (ratio %.2fx), render %.3f / %.3f vs %.3f / %.3f ms; "
                            + "whole-window damage in %.0f %% of the frames, %.0f %% of the tracked render time",
                            scene.padding(toLength: 13, withPad: " ", startingAt: 0), result.trackedCPUPerSecond * 100,
                            result.wholeCPUPerSecond * 100, result.ratio, result.trackedRender.p50 * 1000,
                            result.trackedRender.p99 * 1000, result.wholeRender.p50 * 1000, result.wholeRender.p99 * 1000,
                            result.trackedFullFrameShare * 100, result.trackedFullRenderShare * 100))
            scenes.append(result)
        }
        let oneMoving = try measureOneMoving(size: size)
        progress(String(format: "  damage one of %d moving: %.3f / %.3f ms vs raw SDL %.3f / %.3f ms (ratio %.2fx / %.2fx)",
                        oneMoving.views, oneMoving.frameWork.p50 * 1000, oneMoving.frameWork.p99 * 1000,
                        oneMoving.raw.p50 * 1000, oneMoving.raw.p99 * 1000, oneMoving.ratio, oneMoving.ratioP99))
        let slide = try SlideBenchmark().run(size: size)
        progress(String(format: "  damage screen sliding: cached %.3f / %.3f ms vs drawn again %.3f / %.3f ms (ratio %.2fx / %.2fx)",
                        slide.cached.p50 * 1000, slide.cached.p99 * 1000, slide.drawn.p50 * 1000, slide.drawn.p99 * 1000,
                        slide.ratio, slide.ratioP99))
        return Result(scenes: scenes, oneMoving: oneMoving, slide: slide)
    }

    /// Process CPU time so far, in seconds.
    static func processCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// One headless replay of the script at `path`: the host's samples, the CPU it took, and
    /// which frames were drawn whole for whole-window damage (damage-tracked only).
    private func replay(_ path: String, tracksDamage: Bool) throws -> (samples: [FrameStatistics.Sample], cpu: Double, fullFrames: [Bool]) {
        var options = PlaygroundOptions.defaults
        options.isHeadless = true
        options.scriptPath = path
        options.screenshotPath = "/dev/null"
        let plan = try RunPlan.make(options)
        let host = try SDLHost(configuration: HostConfiguration(
            title: "playground --bench", size: PlaygroundApp.windowSize(forDevice: plan.size), isHeadless: true, usesFixedTimeStep: true,
            statisticsCapacity: 1_000_000))
        host.renderer.tracksDamage = tracksDamage
        let app = PlaygroundApp(scene: plan.scene, size: plan.size)
        app.recording.script = plan.script
        let counter = FullFrameCounter(renderer: host.renderer)
        if tracksDamage { host.frameRecorder = counter }
        let start = Self.processCPUTime()
        try host.run(delegate: app)
        return (host.statistics.samples, Self.processCPUTime() - start, counter.fullFrames)
    }

    /// Notes, for each frame drawn, whether the renderer redrew it whole.
    @MainActor
    private final class FullFrameCounter: FrameRecorder {
        let renderer: SDLRenderer
        var fullFrames: [Bool] = []
        init(renderer: SDLRenderer) { self.renderer = renderer }
        func record(_ output: FrameOutput, capture: FrameCapture) throws(SDLError) { fullFrames.append(renderer.lastDamage.isFull) }
    }

    /// One of 1,000 static views moving a point a frame, damage-tracked, against the raw loop.
    ///
    /// The two run in alternating blocks of `blockFrames` frames on the one window: the raw loop
    /// overwrites the frame damage tracking keeps in the window (software renderer), so the first
    /// damage-tracked frame after each raw block is drawn whole and not counted.
    private func measureOneMoving(size: CGSize) throws -> OneMovingResult {
        let host = try SDLHost(configuration: HostConfiguration(title: "playground --bench", size: size, isHeadless: true))
        let clock = AnimationClock()
        let scene = BenchmarkScene(count: 1_000, size: size, clock: clock)
        guard let moving = scene.window.rootViewController?.view.subviews[500] else { throw SDLError(message: "no view to move") }
        let origin = moving.frame.origin
        var work: [Double] = [], raw: [Double] = []
        var step = 0
        for block in 0..<((Self.warmUpFrames + Self.measuredFrames) / Self.blockFrames) {
            let counted = block * Self.blockFrames >= Self.warmUpFrames
            for frame in 0...Self.blockFrames {
                let t0 = host.uptime
                moving.frame.origin = CGPoint(x: origin.x + CGFloat(step % 200), y: origin.y)
                step += 1
                clock.advance(by: clock.frameInterval)
                host.draw(scene.window.displayList())
                host.present()
                if counted && frame > 0 { work.append(host.uptime - t0) }
                _ = host.pollEvents()
            }
            for _ in 0..<Self.blockFrames {
                let t0 = host.uptime
                host.drawBaseline(scene.rectangles, clearColor: .black)
                host.present()
                if counted { raw.append(host.uptime - t0) }
                _ = host.pollEvents()
            }
        }
        return OneMovingResult(views: 1_000, frameWork: .init(work), raw: .init(raw))
    }
}

extension BenchmarkReport {
    /// The damage part's lines for the table.
    var damageLines: [String] {
        guard let damage else { return [] }
        var lines = ["", "damage tracking (headless, software renderer): each demo script damage-tracked vs drawn whole, alternating;",
                     "CPU = process CPU per second of script time (% of a core); render = draw + present per frame, ms p50 / p99",
                     "whole-window = frames whose damage was the whole window (drawn whole both ways): share of frames / of tracked render time",
                     "scene        CPU tracked  CPU whole  ratio   render tracked     render whole       whole-window  ratio <= 0.5"]
        for scene in damage.scenes {
            lines.append(pad(scene.scene, 13) + pad(String(format: "%.1f %%", scene.trackedCPUPerSecond * 100), 13)
                + pad(String(format: "%.1f %%", scene.wholeCPUPerSecond * 100), 11) + pad(String(format: "%.2fx", scene.ratio), 8)
                + pad(String(format: "%.3f / %.3f", scene.trackedRender.p50 * 1000, scene.trackedRender.p99 * 1000), 19)
                + pad(String(format: "%.3f / %.3f", scene.wholeRender.p50 * 1000, scene.wholeRender.p99 * 1000), 19)
                + pad(String(format: "%.0f / %.0f %%", scene.trackedFullFrameShare * 100, scene.trackedFullRenderShare * 100), 14)
                + (scene.meetsTarget ? "met" : "MISSED"))
        }
        let one = damage.oneMoving
        lines.append(String(format: "one of %d static views moving: model + render %.3f / %.3f ms vs raw SDL (all redrawn) %.3f / %.3f ms; "
                            + "ratio %.2fx / %.2fx (p50 / p99); target <= 0.2x at p50: %@",
                            one.views, one.frameWork.p50 * 1000, one.frameWork.p99 * 1000, one.raw.p50 * 1000, one.raw.p99 * 1000,
                            one.ratio, one.ratioP99, one.meetsTarget ? "met" : "MISSED"))
        if let slide = damage.slide {
            lines.append(String(format: "a whole screen sliding: cached (shouldRasterize) %.3f / %.3f ms vs drawn again %.3f / %.3f ms "
                                + "(render, p50 / p99); ratio %.2fx / %.2fx; target <= 0.5x at p50: %@",
                                slide.cached.p50 * 1000, slide.cached.p99 * 1000, slide.drawn.p50 * 1000, slide.drawn.p99 * 1000,
                                slide.ratio, slide.ratioP99, slide.meetsTarget ? "met" : "MISSED"))
        }
        return lines
    }
}
