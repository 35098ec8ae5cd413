import Foundation
import TransitionKit
import TransitionPlayground
import TransitionKitSDL

/// The measurements that need a real window (under Xvfb: `make bench` runs `xvfb-run`):
/// - 10 s of the lock screen in a window with the default renderer (OpenGL on llvmpipe under
///   Xvfb) and the host's deadline pacing, driven by `xdotool` (the settings with their
///   full-screen backdrop blur presented by key and by pulling the widgets, dismissed, twice):
///   the intervals between presents, and for every input event its latency from SDL's
///   timestamp to the present of the frame that applied it;
/// - launch time: `playground --scene lockscreen --frames 1` started `launchRuns` times, from
///   just before the spawn to its first `SDL_RenderPresent` (`TRANSITIONKIT_REPORT_LAUNCH`).
@MainActor
struct WindowBenchmark {
    /// The scene measured: the heaviest (the only one with a full-screen backdrop blur, which
    /// reads the whole frame back every frame on the old path).
    static let scene = ProcessInfo.processInfo.environment["TK_BENCH_SCENE"] ?? "lockscreen"
    /// How long the window runs, in seconds.
    static let duration = 10.0
    /// Targets: interval p99, the longest acceptable interval, latency p99 (one frame), launch p50.
    nonisolated static let intervalP99Target = 17.5, longFrame = 33.0, latencyTarget = 1000.0 / 60, launchTarget = 300.0
    /// Launches measured (after one that is not).
    static let launchRuns = 10

    /// Milliseconds: median, 99th percentile (nearest rank), maximum.
    struct Milliseconds: Codable, Equatable {
        var p50: Double, p99: Double, max: Double
        init(_ values: [Double]) {
            p50 = FrameStatistics.percentile(50, of: values)
            p99 = FrameStatistics.percentile(99, of: values)
            max = values.max() ?? 0
        }
    }

    /// The real-window run.
    struct WindowResult: Codable, Equatable {
        var scene: String
        var videoDriver: String
        var renderer: String
        var seconds: Double
        var frames: Int
        /// Frames that drew the backdrop blur.
        var blurFrames: Int
        /// Between consecutive presents.
        var intervalMilliseconds: Milliseconds
        var framesOver17_5Milliseconds: Int
        var framesOver33Milliseconds: Int
        /// Model + render of each frame (the rest of an interval is pacing).
        var frameWorkMilliseconds: Milliseconds
        /// Input events applied (xdotool: moves, buttons, keys).
        var inputEvents: Int
        /// SDL event timestamp to the end of the present of the frame that applied the event
        /// (events applied in the first frame, the launch, left out). SDL stamps events in whole
        /// milliseconds when it pumps them, at the frame's start.
        var inputToPresentMilliseconds: Milliseconds
        var meetsIntervalTargets: Bool {
            intervalMilliseconds.p99 < WindowBenchmark.intervalP99Target && framesOver33Milliseconds == 0
        }
        var meetsLatencyTarget: Bool { inputToPresentMilliseconds.p99 <= WindowBenchmark.latencyTarget }
    }

    /// The launch runs.
    struct LaunchResult: Codable, Equatable {
        var runs: Int
        /// Spawn to the first present.
        var firstPresentMilliseconds: Milliseconds
        /// Medians of the phases: spawn to the host's creation (exec, loading, runtime, app
        /// setup), SDL_Init(video), the window, the renderer, then the first frame to its present.
        var phaseMedianMilliseconds: [String: Double]
        var meetsTarget: Bool { firstPresentMilliseconds.p50 < WindowBenchmark.launchTarget }
    }

    /// Why the window parts cannot run here, or nil when they can.
    static func unavailableReason(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if (environment["DISPLAY"] ?? "").isEmpty { return "no DISPLAY (run under xvfb-run: make bench does)" }
        return nil
    }

    // MARK: Window

    /// Forwards to the app, and quits after `duration` seconds.
    @MainActor
    private final class Delegate: SDLHostDelegate {
        let app: PlaygroundApp
        let end: Double
        init(app: PlaygroundApp, end: Double) { self.app = app; self.end = end }
        var frameInterval: TimeInterval { app.frameInterval }
        func makeFrame(_ input: FrameInput) -> FrameOutput {
            var output = app.makeFrame(input)
            if input.uptime >= end { output.quits = true }
            return output
        }
    }

    /// The xdotool commands of one 5 s round: the pointer into the window, Enter (the settings
    /// fall in with the blur), Esc, a pull of the widgets (moves every 25 ms) that presents
    /// them interactively, Esc.
    static func xdotoolRound() -> [String] {
        var commands = ["mousemove", "--window", "%1", "512", "400", "sleep", "0.3",
                        "key", "Return", "sleep", "1.2", "key", "Escape", "sleep", "0.8", "mousedown", "1"]
        for _ in 0..<20 { commands += ["sleep", "0.025", "mousemove_relative", "0", "15"] }
        commands += ["sleep", "0.35", "mouseup", "1", "sleep", "1.0", "key", "Escape", "sleep", "0.8"]
        return commands
    }

    /// Runs the lock screen in a window for `duration` seconds under xdotool input, with SDL's
    /// default renderer (nil) or `renderDriver`.
    func runWindow(size: CGSize, renderDriver: String? = nil) throws -> WindowResult {
        guard let entry = SceneCatalog.builtIn.entries.first(where: { $0.name == Self.scene }) else {
            throw BenchmarkError(message: "no scene \(Self.scene)")
        }
        let host = try SDLHost(configuration: HostConfiguration(
            title: PlaygroundApp.title(scene: Self.scene, animator: "", framesPerSecond: nil),
            size: PlaygroundApp.windowSize(forDevice: size),
            isHeadless: false, statisticsCapacity: 100_000, renderDriver: renderDriver))
        // TK_BENCH_BLUR=readback: the old blur (SDL_RenderReadPixels + CPU), for comparison.
        host.renderer.blursOnRenderer = ProcessInfo.processInfo.environment["TK_BENCH_BLUR"] != "readback"
        let app = PlaygroundApp(scene: entry.make(), size: size)
        var timings: [FrameTiming] = []
        host.frameTimingObserver = { timings.append($0) }

        let xdotool = Process()
        xdotool.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        xdotool.arguments = ["xdotool", "search", "--sync", "--name", PlaygroundApp.titlePrefix]
            + Self.xdotoolRound() + Self.xdotoolRound()
        xdotool.standardOutput = FileHandle.nullDevice
        try xdotool.run()
        let delegate = Delegate(app: app, end: host.uptime + Self.duration)
        try host.run(delegate: delegate)
        if xdotool.isRunning { xdotool.terminate() }
        xdotool.waitUntilExit()

        // An interval that ends a rest (the loop drew nothing while the scene was still) is idle time, not pacing.
        let intervals = zip(timings.dropFirst(), timings).filter { !$0.0.followsRest }.map { $0.presentTicks - $1.presentTicks }
        // The first frame is the launch (measured on its own): its events are left out.
        let latencies = timings.dropFirst().flatMap { timing in timing.inputTimestamps.map { timing.presentTicks - Double($0) } }
        if ProcessInfo.processInfo.environment["TK_BENCH_VERBOSE"] != nil {
            let samples = host.statistics.samples
            for index in 1..<timings.count where timings[index].presentTicks - timings[index - 1].presentTicks > 17.5 {
                let work = { (i: Int) in i < samples.count ? (samples[i].modelTime + samples[i].renderTime) * 1000 : 0 }
                print(String(format: "late frame %d: interval %.2f ms, work %.2f ms (previous %.2f), blur %@", index,
                             timings[index].presentTicks - timings[index - 1].presentTicks, work(index), work(index - 1),
                             timings[index].drewBackdropBlur ? "yes" : "no"))
            }
            for (index, timing) in timings.enumerated() where !timing.inputTimestamps.isEmpty {
                print(String(format: "frame %d: start %.1f, present %.1f (SDL ticks); input to present, ms:", index, timing.startTicks, timing.presentTicks),
                      timing.inputTimestamps.map { String(format: "%.1f", timing.presentTicks - Double($0)) })
            }
        }
        let work = host.statistics.samples.map { ($0.modelTime + $0.renderTime) * 1000 }
        return WindowResult(
            scene: Self.scene, videoDriver: host.videoDriverName, renderer: host.rendererName,
            seconds: ((timings.last?.presentTicks ?? 0) - (timings.first?.presentTicks ?? 0)) / 1000, frames: timings.count,
            blurFrames: timings.filter(\.drewBackdropBlur).count, intervalMilliseconds: Milliseconds(intervals),
            framesOver17_5Milliseconds: intervals.filter { $0 > 17.5 }.count,
            framesOver33Milliseconds: intervals.filter { $0 > Self.longFrame }.count,
            frameWorkMilliseconds: Milliseconds(work), inputEvents: latencies.count,
            inputToPresentMilliseconds: Milliseconds(latencies))
    }

    // MARK: Launch

    /// Starts `playground --scene lockscreen --frames 1` in a window `launchRuns` (+1) times.
    func runLaunches() throws -> LaunchResult {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        var totals: [Double] = []
        var phases: [String: [Double]] = [:]
        for run in 0...Self.launchRuns {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["--scene", Self.scene, "--frames", "1"]
            var environment = ProcessInfo.processInfo.environment
            environment["TRANSITIONKIT_REPORT_LAUNCH"] = "1"
            environment["TK_BENCH_PARTS"] = nil
            process.environment = environment
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            let start = Self.monotonicNanoseconds()
            try process.run()
            let output = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard run > 0 else { continue }  // the first launch warms the caches
            guard let moments = Self.launchMoments(in: String(decoding: output, as: UTF8.self)),
                  let present = moments["present"] else {
                throw BenchmarkError(message: "the launched playground reported no first present (exit \(process.terminationStatus))")
            }
            totals.append(Double(present &- start) / 1e6)
            var previous = start
            for name in ["host", "sdl", "window", "renderer", "present"] {
                guard let moment = moments[name] else { continue }
                phases[name, default: []].append(Double(moment &- previous) / 1e6)
                previous = moment
            }
        }
        let names = ["host": "spawnToHost", "sdl": "sdlInit", "window": "window", "renderer": "renderer", "present": "firstFrame"]
        return LaunchResult(
            runs: totals.count, firstPresentMilliseconds: Milliseconds(totals),
            phaseMedianMilliseconds: Dictionary(uniqueKeysWithValues: phases.map { (names[$0.key] ?? $0.key, FrameStatistics.percentile(50, of: $0.value)) }))
    }

    /// The moments of a `transitionkit-launch` line, by name.
    static func launchMoments(in text: String) -> [String: UInt64]? {
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("transitionkit-launch ") }) else { return nil }
        var moments: [String: UInt64] = [:]
        for field in line.split(separator: " ").dropFirst() {
            let parts = field.split(separator: "=")
            if parts.count == 2, let value = UInt64(parts[1]) { moments[String(parts[0])] = value }
        }
        return moments
    }

    /// `CLOCK_MONOTONIC` in nanoseconds (the clock the launched host reports in).
    static func monotonicNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }
}
