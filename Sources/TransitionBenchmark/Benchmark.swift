import Foundation
import TransitionKit
import TransitionPlayground
import TransitionKitSDL

/// `playground --bench`: TransitionKit's path against a raw SDL loop, in the same run, on the
/// same headless software renderer.
///
/// Two workloads, each for 100, 1,000 and 10,000 views; frames alternate between the two paths
/// so both see the same machine load:
/// - static views (`BenchmarkScene`): TransitionKit is `clock.advance` + `window.displayList()`
///   (model), then `SDLRenderer.draw` + present (render); raw is the same rectangles and colours
///   drawn with one `SDL_RenderGeometry` + present.
/// - animated views (`AnimatedBenchmarkScene`): every view springs its frame and alpha in every
///   frame. The model is split into the clock step (`clock.advance`: engine tick, completions,
///   the restarted springs, layout) and the display list (every presentation value evaluated);
///   raw draws the rectangles of that frame's display list.
@MainActor
struct Benchmark {
    /// The view counts measured.
    static let viewCounts = [100, 1_000, 10_000]
    /// Frames drawn before measuring (animated: enough for the first springs to restart).
    static let warmUpFrames = 5, animatedWarmUpFrames = 40
    /// Real time to spend measuring each view count (both paths together), in seconds.
    static let measuringTime = 3.0
    /// The most frames measured per view count.
    static let maximumFrames = 300

    /// The window size in points.
    let size: CGSize

    /// For profilers (`valgrind --tool=callgrind`): with `TK_BENCH_PROFILE=VIEWS[:FRAMES]` in the
    /// environment, `playground --bench` only runs the animated model (clock step + display
    /// list, no SDL) for FRAMES frames (120 by default) after the warm-up, and prints its time.
    static func profileRequest(environment: [String: String] = ProcessInfo.processInfo.environment) -> (views: Int, frames: Int)? {
        guard let value = environment["TK_BENCH_PROFILE"] else { return nil }
        let parts = value.split(separator: ":").compactMap { Int($0) }
        guard let views = parts.first, views > 0 else { return nil }
        return (views, parts.count > 1 ? max(1, parts[1]) : 120)
    }

    /// Runs the animated model only (see `profileRequest`); returns the mean model time per frame.
    func profileModel(views: Int, frames: Int) -> Double {
        let clock = AnimationClock()
        let scene = AnimatedBenchmarkScene(count: views, size: size, clock: clock)
        for _ in 0..<Self.animatedWarmUpFrames {
            clock.advance(by: clock.frameInterval)
            _ = scene.window.displayList()
        }
        let start = Date()
        for _ in 0..<frames {
            clock.advance(by: clock.frameInterval)
            _ = scene.window.displayList()
        }
        return Date().timeIntervalSince(start) / Double(frames)
    }

    /// The parts of the benchmark: `TK_BENCH_PARTS` (comma-separated: tables, scenes, solver,
    /// groups, damage, lists, window, launch, idle, robustness) chooses some; all by default.
    /// window, launch, idle and robustness need a display (`xvfb-run`).
    static func requestedParts(environment: [String: String] = ProcessInfo.processInfo.environment) -> Set<String> {
        let all: Set<String> = ["tables", "scenes", "solver", "groups", "damage", "lists", "window", "launch", "idle", "robustness"]
        guard let value = environment["TK_BENCH_PARTS"], !value.isEmpty else { return all }
        return Set(value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }).intersection(all)
    }

    /// Runs the requested parts; `progress` receives a line as each measurement finishes.
    func run(parts: Set<String> = Benchmark.requestedParts(), progress: (String) -> Void) throws -> BenchmarkReport {
        var report = BenchmarkReport(size: size, videoDriver: "offscreen", renderer: "software", results: [])
        if parts.contains("tables") { try runTables(into: &report, progress: progress) }  // its host is gone after
        if parts.contains("scenes") { report.scenes = try SceneBenchmark().run(progress: progress) }
        if parts.contains("solver") { report.solver = SolverBenchmark().run(progress: progress) }
        if parts.contains("groups") { report.groups = try GroupBenchmark().run(size: size, progress: progress) }
        if parts.contains("damage") { report.damage = try DamageBenchmark().run(size: size, progress: progress) }
        if parts.contains("lists") { report.lists = try ListBenchmark(size: size).run(progress: progress) }
        if !parts.isDisjoint(with: ["window", "launch", "idle", "robustness"]) {
            if let reason = WindowBenchmark.unavailableReason() {
                report.windowSkipped = reason
                progress("  window and launch: skipped, \(reason)")
                return report
            }
        }
        if parts.contains("window") {
            // The default renderer (SDL's software renderer when OpenGL is llvmpipe, as under
            // Xvfb), then OpenGL forced, for comparison. Each host is gone before the next opens.
            for driver in [nil, "opengl"] as [String?] {
                let window = try WindowBenchmark().runWindow(size: size, renderDriver: driver)
                progress(String(format: "  window %@ (%@): intervals %.2f / %.2f ms (p50 / p99), %d over 33 ms; input to present %.2f / %.2f ms",
                                window.scene, window.renderer, window.intervalMilliseconds.p50, window.intervalMilliseconds.p99,
                                window.framesOver33Milliseconds, window.inputToPresentMilliseconds.p50, window.inputToPresentMilliseconds.p99))
                if driver == nil { report.window = window } else { report.comparisonWindow = window }
            }
        }
        if parts.contains("robustness") {
            let window = try IdleBenchmark().runRobustness(size: size)
            progress(String(format: "  robustness (lockscreen, a busy process beside it): intervals %.2f / %.2f ms (p50 / p99), %d over 33 ms",
                            window.intervalMilliseconds.p50, window.intervalMilliseconds.p99, window.framesOver33Milliseconds))
            report.robustness = window
        }
        if parts.contains("idle") { report.idle = try IdleBenchmark().runIdle(progress: progress) }
        if parts.contains("launch") {
            let launch = try WindowBenchmark().runLaunches()
            progress(String(format: "  launch to first present: %.1f / %.1f ms (p50 / p99 of %d)",
                            launch.firstPresentMilliseconds.p50, launch.firstPresentMilliseconds.p99, launch.runs))
            report.launch = launch
        }
        return report
    }

    /// The static and animated tables, on one headless host.
    private func runTables(into report: inout BenchmarkReport, progress: (String) -> Void) throws {
        let host = try SDLHost(configuration: HostConfiguration(title: "playground --bench", size: size, isHeadless: true))
        host.renderer.tracksDamage = false  // the renderer redrawing everything, as the raw loop does
        report.videoDriver = host.videoDriverName
        report.renderer = host.rendererName
        for count in Self.viewCounts {
            let result = measure(count: count, host: host)
            progress(String(format: "  %6d static views: TransitionKit %.2f ms, raw SDL %.2f ms (p50 per frame)",
                            count, result.ours.total.p50 * 1000, result.raw.p50 * 1000))
            report.results.append(result)
        }
        for count in Self.viewCounts {
            let result = measureAnimated(count: count, host: host)
            progress(String(format: "  %6d animated views: model %.3f ms (%.3f us per property), render %.2f ms, raw SDL %.2f ms (p50 per frame)",
                            count, result.model.p50 * 1000, result.microsecondsPerProperty.p50,
                            result.render.p50 * 1000, result.raw.p50 * 1000))
            report.animated.append(result)
        }
    }

    private func measure(count: Int, host: SDLHost) -> BenchmarkReport.Result {
        let clock = AnimationClock()
        let scene = BenchmarkScene(count: count, size: size, clock: clock)
        var model: [Double] = [], render: [Double] = [], raw: [Double] = []
        let start = Date()
        var frame = 0
        while frame < Self.warmUpFrames + 10 || (Date().timeIntervalSince(start) < Self.measuringTime && frame < Self.maximumFrames) {
            let t0 = host.uptime
            clock.advance(by: clock.frameInterval)
            let list = scene.window.displayList()
            let t1 = host.uptime
            host.draw(list)
            host.present()
            let t2 = host.uptime
            host.drawBaseline(scene.rectangles, clearColor: .black)
            host.present()
            let t3 = host.uptime
            _ = host.pollEvents()
            if frame >= Self.warmUpFrames {
                model.append(t1 - t0); render.append(t2 - t1); raw.append(t3 - t2)
            }
            frame += 1
        }
        let total = zip(model, render).map { $0 + $1 }
        return BenchmarkReport.Result(
            views: count, frames: model.count,
            ours: .init(model: .init(model), render: .init(render), total: .init(total)),
            raw: .init(raw))
    }

    private func measureAnimated(count: Int, host: SDLHost) -> BenchmarkReport.AnimatedResult {
        let clock = AnimationClock()
        let scene = AnimatedBenchmarkScene(count: count, size: size, clock: clock)
        var step: [Double] = [], list: [Double] = [], render: [Double] = [], raw: [Double] = []
        let start = Date()
        var frame = 0
        while frame < Self.animatedWarmUpFrames + 10
            || (Date().timeIntervalSince(start) < Self.measuringTime && frame < Self.maximumFrames) {
            let t0 = host.uptime
            clock.advance(by: clock.frameInterval)
            let t1 = host.uptime
            let displayList = scene.window.displayList()
            let t2 = host.uptime
            host.draw(displayList)
            host.present()
            let t3 = host.uptime
            let rectangles = AnimatedBenchmarkScene.rectangles(of: displayList)  // not timed
            let t4 = host.uptime
            host.drawBaseline(rectangles, clearColor: .black)
            host.present()
            let t5 = host.uptime
            _ = host.pollEvents()
            if frame >= Self.animatedWarmUpFrames {
                step.append(t1 - t0); list.append(t2 - t1); render.append(t3 - t2); raw.append(t5 - t4)
            }
            frame += 1
        }
        let model = zip(step, list).map { $0 + $1 }
        let properties = Double(count * AnimatedBenchmarkScene.propertiesPerView)
        return BenchmarkReport.AnimatedResult(
            views: count, animatedProperties: count * AnimatedBenchmarkScene.propertiesPerView, frames: model.count,
            model: .init(model), clockStep: .init(step), displayList: .init(list), render: .init(render),
            raw: .init(raw),
            microsecondsPerProperty: .init(model.map { $0 * 1e6 / properties }),
            springsStarted: scene.animationsStarted)
    }
}
