import Foundation
import TransitionPlayground
import TransitionKitSDL

/// The benchmark's results: a printed table and `bench.json`.
struct BenchmarkReport: Codable, Equatable {
    /// The median and 99th percentile of a series of frame times, in seconds.
    struct Percentiles: Codable, Equatable {
        /// Median.
        var p50: Double
        /// 99th percentile (nearest rank).
        var p99: Double
        /// The percentiles of `values`.
        init(_ values: [Double]) {
            p50 = FrameStatistics.percentile(50, of: values)
            p99 = FrameStatistics.percentile(99, of: values)
        }
        /// Percentiles from known values.
        init(p50: Double, p99: Double) { self.p50 = p50; self.p99 = p99 }
    }

    /// TransitionKit's per-frame times.
    struct OurTimes: Codable, Equatable {
        /// Clock, layout and display list.
        var model: Percentiles
        /// Drawing the display list and presenting.
        var render: Percentiles
        /// Model plus render, frame by frame.
        var total: Percentiles
    }

    /// One view count's measurements.
    struct Result: Codable, Equatable {
        /// Views drawn per frame.
        var views: Int
        /// Frames measured per path.
        var frames: Int
        /// TransitionKit's path.
        var ours: OurTimes
        /// The raw SDL loop (draw and present).
        var raw: Percentiles
        /// Render time over the raw loop's time, at p50: the cost of TransitionKit's renderer.
        var renderRatio: Double { raw.p50 > 0 ? ours.render.p50 / raw.p50 : 0 }
        /// Model plus render over the raw loop's time, at p50.
        var totalRatio: Double { raw.p50 > 0 ? ours.total.p50 / raw.p50 : 0 }
    }

    /// One view count of the animated workload: every view springs its frame and alpha.
    struct AnimatedResult: Codable, Equatable {
        /// Views animating in every frame.
        var views: Int
        /// Animated layer properties in every frame: 3 per view (position and bounds for the
        /// frame, opacity for alpha).
        var animatedProperties: Int
        /// Frames measured per path.
        var frames: Int
        /// The model's per-frame time: clock step plus display list.
        var model: Percentiles
        /// `clock.advance(by: 1/60)`: engine tick, completions (restarting springs), layout.
        var clockStep: Percentiles
        /// `window.displayList()`: every presentation value evaluated, commands built.
        var displayList: Percentiles
        /// Drawing the display list and presenting.
        var render: Percentiles
        /// The raw SDL loop drawing the same frame's rectangles (draw and present).
        var raw: Percentiles
        /// Model time per animated property per frame, in microseconds (not seconds).
        var microsecondsPerProperty: Percentiles
        /// Springs started during the run (the first ones plus every restart).
        var springsStarted: Int
        /// Model plus render over the raw loop's time, at p50.
        var totalRatio: Double { raw.p50 > 0 ? (model.p50 + render.p50) / raw.p50 : 0 }
    }

    /// The target for the animated workload: model time per animated property per frame, in
    /// microseconds.
    static let microsecondsPerPropertyTarget = 0.5

    /// The window size in points.
    var size: CGSize
    /// SDL's video driver.
    var videoDriver: String
    /// SDL's renderer.
    var renderer: String
    /// One result per view count, static views.
    var results: [Result]
    /// One result per view count, animated views.
    var animated: [AnimatedResult] = []
    /// Each scene's demo script replayed headless.
    var scenes: [SceneBenchmark.Result] = []
    /// The Auto Layout solver part (`SolverBenchmark`).
    var solver: [SolverBenchmark.Result] = []
    /// The groups part (`GroupBenchmark`).
    var groups: [GroupBenchmark.Result] = []
    /// The damage tracking part (`DamageBenchmark`).
    var damage: DamageBenchmark.Result?
    /// The collection view scrolling part (`ListBenchmark`).
    var lists: ListBenchmark.Result?
    /// The heaviest scene in a real window (under Xvfb), with input latency: SDL's default renderer.
    var window: WindowBenchmark.WindowResult?
    /// The same with OpenGL forced (for comparison; llvmpipe without a GPU).
    var comparisonWindow: WindowBenchmark.WindowResult?
    /// Launch to the first presented frame.
    var launch: WindowBenchmark.LaunchResult?
    /// Why the window and launch parts did not run, if they did not.
    /// The lock-screen window run with a busy process on the other core.
    var robustness: WindowBenchmark.WindowResult?
    /// Each scene at rest in a real window: process CPU.
    var idle: [IdleBenchmark.Result] = []
    /// Every figure's target, by name (the table says met or MISSED against them).
    var targets = Targets()
    var windowSkipped: String?
    /// The machine: processor, cores, load average at the start.
    var machine = BenchmarkReport.Machine.current()

    /// Where the numbers were measured.
    /// The targets of the rest, damage-tracking and model figures.
    struct Targets: Codable, Equatable {
        var modelMicrosecondsPerPropertyBelow = BenchmarkReport.microsecondsPerPropertyTarget
        var idleCPUPercentOfCoreBelow = IdleBenchmark.cpuPercentTarget
        var robustnessIntervalP99MillisecondsBelow = WindowBenchmark.intervalP99Target
        var robustnessIntervalsOverMilliseconds = WindowBenchmark.longFrame
        var robustnessIntervalsOverAllowed = 0
    }

    struct Machine: Codable, Equatable {
        var processor: String
        var cores: Int
        var loadAverageAtStart: String
        var date: String

        static func current() -> Machine {
            let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
            let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
                .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? "unknown"
            let load = ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "")
                .split(separator: " ").prefix(3).joined(separator: " ")
            let formatter = ISO8601DateFormatter()
            return Machine(processor: model ?? "unknown", cores: ProcessInfo.processInfo.activeProcessorCount,
                           loadAverageAtStart: load, date: formatter.string(from: Date()))
        }
    }

    /// The table printed by `playground --bench`, times in milliseconds per frame.
    var table: String {
        var lines = [
            "TransitionKit benchmark: \(Int(size.width))x\(Int(size.height)) points, \(videoDriver) + \(renderer) renderer; "
                + "\(machine.processor), \(machine.cores) cores, load \(machine.loadAverageAtStart)",
            "per-frame times in ms, p50 / p99; ratio = TransitionKit / raw SDL at p50",
            "",
            pad("views", 7) + pad("model", 16) + pad("render", 16) + pad("model+render", 16)
                + pad("raw SDL", 16) + pad("render ratio", 14) + "total ratio",
        ]
        for result in results {
            lines.append(
                pad("\(result.views)", 7) + pad(ms(result.ours.model), 16) + pad(ms(result.ours.render), 16)
                    + pad(ms(result.ours.total), 16) + pad(ms(result.raw), 16)
                    + pad(String(format: "%.2fx", result.renderRatio), 14) + String(format: "%.2fx", result.totalRatio))
        }
        guard !animated.isEmpty else { return (lines + solverLines + groupLines + damageLines + listLines + sceneLines).joined(separator: "\n") }
        lines += [
            "",
            "animated views: every view springs its frame and alpha in every frame; 3 animated properties per view",
            "(frame = position + bounds, alpha = opacity); model = clock step + display list; us/prop = model / properties",
            "",
            pad("views", 7) + pad("model", 16) + pad("clock step", 16) + pad("display list", 16)
                + pad("us/prop p50/p99", 17) + pad("render", 16) + pad("raw SDL", 16) + "total ratio",
        ]
        for result in animated {
            lines.append(
                pad("\(result.views)", 7) + pad(ms(result.model), 16) + pad(ms(result.clockStep), 16)
                    + pad(ms(result.displayList), 16)
                    + pad(String(format: "%.3f / %.3f", result.microsecondsPerProperty.p50, result.microsecondsPerProperty.p99), 17)
                    + pad(ms(result.render), 16) + pad(ms(result.raw), 16) + String(format: "%.2fx", result.totalRatio))
        }
        let worst = animated.map(\.microsecondsPerProperty.p50).max() ?? 0
        let target = Self.microsecondsPerPropertyTarget
        lines.append("")
        lines.append("target: under \(target) us per animated property per frame (p50): "
            + (worst < target ? "met" : "MISSED") + String(format: " (worst %.3f us)", worst))
        lines += solverLines + groupLines + damageLines + listLines + sceneLines
        return lines.joined(separator: "\n")
    }

    private var windowLines: [String] {
        var lines: [String] = []
        for (index, result) in [window, comparisonWindow].enumerated() {
            guard let window = result else { continue }
            let i = window.intervalMilliseconds, w = window.frameWorkMilliseconds, l = window.inputToPresentMilliseconds
            lines += [
                "",
                "real window\(index == 0 ? " (default renderer)" : " (OpenGL forced, for comparison)"): \(window.scene), \(String(format: "%.1f", window.seconds)) s, \(window.videoDriver) + \(window.renderer), deadline pacing at 60 Hz, xdotool input",
                String(format: "  frame interval   p50 %.2f ms  p99 %.2f ms  max %.2f ms  (%d frames, %d with blur; %d over 17.5 ms, %d over 33 ms)",
                       i.p50, i.p99, i.max, window.frames, window.blurFrames, window.framesOver17_5Milliseconds, window.framesOver33Milliseconds),
                String(format: "  frame work       p50 %.2f ms  p99 %.2f ms  max %.2f ms", w.p50, w.p99, w.max),
                String(format: "  input to present p50 %.2f ms  p99 %.2f ms  max %.2f ms  (%d events; SDL timestamp to the present that shows it)",
                       l.p50, l.p99, l.max, window.inputEvents),
                "  targets: interval p99 < 17.5 ms and none over 33 ms: " + (window.meetsIntervalTargets ? "met" : "MISSED")
                    + "; input within one frame (p99 <= 16.7 ms): " + (window.meetsLatencyTarget ? "met" : "MISSED"),
            ]
        }
        if let launch {
            let f = launch.firstPresentMilliseconds
            let phases = ["spawnToHost", "sdlInit", "window", "renderer", "firstFrame"].compactMap { name in
                launch.phaseMedianMilliseconds[name].map { String(format: "%@ %.1f", name, $0) }
            }.joined(separator: ", ")
            lines += [
                "",
                String(format: "launch to first present (%d launches, window): p50 %.1f ms  p99 %.1f ms  max %.1f ms; target < 300 ms: %@",
                       launch.runs, f.p50, f.p99, f.max, launch.meetsTarget ? "met" : "MISSED"),
                "  phase medians, ms: " + phases,
            ]
        }
        if let robustness {
            let i = robustness.intervalMilliseconds
            lines += ["", "robustness: \(robustness.scene) in a window with a busy process on the other core, \(robustness.renderer)",
                      String(format: "  frame interval p50 %.2f ms  p99 %.2f ms  max %.2f ms  (%d over 33 ms); target p99 < 17.5 ms, none over 33 ms: %@",
                             i.p50, i.p99, i.max, robustness.framesOver33Milliseconds, robustness.meetsIntervalTargets ? "met" : "MISSED")]
        }
        if !idle.isEmpty {
            lines += ["", "idle: each scene at rest in a window, process CPU over \(Int(IdleBenchmark.measuredSeconds)) s (target < 1 % of a core)"]
            lines += idle.map { "  " + pad($0.scene, 16) + String(format: "%6.2f %%  ", $0.cpuPercentOfCore) + ($0.meetsTarget ? "met" : "MISSED") }
        }
        if let windowSkipped { lines += ["", "window, launch, idle and robustness: skipped, \(windowSkipped)"] }
        return lines
    }

    private var sceneLines: [String] {
        guard !scenes.isEmpty else { return windowLines }
        var lines = [
            "",
            "scenes: each demo script (assets/scripts/<scene>.txt) replayed headless, \(videoDriver) + \(renderer) renderer;",
            "frame work = model (input, clock, scene, display list) + render (draw + present), ms p50 / p99",
            "",
            pad("scene", 13) + pad("frames", 8) + pad("model", 16) + pad("render", 16) + pad("frame work", 16)
                + pad("max", 9) + pad("blur frames", 13) + "p99 < 5 ms",
        ]
        for scene in scenes {
            lines.append(
                pad(scene.scene, 13) + pad("\(scene.frames)", 8) + pad(ms(scene.model), 16) + pad(ms(scene.render), 16)
                    + pad(ms(scene.frameWork), 16) + pad(String(format: "%.3f", scene.maximum * 1000), 9)
                    + pad("\(scene.blurFrames)", 13) + (scene.meetsTarget ? "met" : "MISSED"))
        }
        return lines + windowLines
    }

    private func ms(_ value: Percentiles) -> String { String(format: "%.3f / %.3f", value.p50 * 1000, value.p99 * 1000) }
    func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    /// Writes the report as JSON (with the ratios) to `path`.
    func writeJSON(toFile path: String) throws {
        struct Document: Encodable {
            var report: BenchmarkReport
            var ratios: [[String: Double]]
            var animatedRatios: [[String: Double]]
            var damageRatios: [[String: String]]
        }
        let ratios = results.map { ["views": Double($0.views), "renderRatio": $0.renderRatio, "totalRatio": $0.totalRatio] }
        let animatedRatios = animated.map {
            ["views": Double($0.views), "totalRatio": $0.totalRatio, "microsecondsPerPropertyP50": $0.microsecondsPerProperty.p50]
        }
        var damageRatios = (damage?.scenes ?? []).map {
            ["figure": "transitions CPU damage-tracked / whole redraw, \($0.scene)", "ratio": String(format: "%.3f", $0.ratio),
             "target": "<= \(DamageBenchmark.transitionRatioTarget)"]
        }
        if let one = damage?.oneMoving {
            damageRatios.append(["figure": "one of 1,000 static views moving / raw SDL all redrawn, p50",
                                 "ratio": String(format: "%.3f", one.ratio), "p99ratio": String(format: "%.3f", one.ratioP99),
                                 "target": "<= \(DamageBenchmark.oneMovingRatioTarget)"])
        }
        if let slide = damage?.slide {
            damageRatios.append(["figure": "a whole screen sliding, cached / drawn again, render p50",
                                 "ratio": String(format: "%.3f", slide.ratio), "p99ratio": String(format: "%.3f", slide.ratioP99),
                                 "target": "<= \(SlideBenchmark.ratioTarget)"])
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(Document(report: self, ratios: ratios, animatedRatios: animatedRatios, damageRatios: damageRatios)).write(to: URL(fileURLWithPath: path))
    }
}

/// A benchmark that could not run (a scene or script missing, a launch that reported nothing).
struct BenchmarkError: Error, CustomStringConvertible {
    /// What went wrong, as one line.
    var message: String
    /// The message.
    var description: String { message }
}
