import Foundation
import TransitionKit
import TransitionPlayground
import TransitionKitSDL

/// Issue 18's real-window figures beside `WindowBenchmark`'s:
/// - idle: each scene started in its own window (`playground --scene NAME`), left alone for
///   `settleSeconds`, then its process CPU time (utime + stime from `/proc/PID/stat`) over
///   `measuredSeconds`, as a percentage of one core. Target: under 1 %.
/// - robustness: `WindowBenchmark`'s lock-screen run while a busy process spins on the other
///   core (`taskset -c 1` when there is one). Targets: interval p99 under 17.5 ms, none over 33 ms.
@MainActor
struct IdleBenchmark {
    /// Seconds a scene runs before it is measured (launch, first layout, the first frames).
    static let settleSeconds = 3.0
    /// Seconds of CPU time measured per scene.
    nonisolated static let measuredSeconds = 5.0
    /// Target: idle CPU below this percentage of one core.
    nonisolated static let cpuPercentTarget = 1.0

    /// One scene at rest.
    struct Result: Codable, Equatable {
        var scene: String
        /// Process CPU time per second of real time, in percent of one core.
        var cpuPercentOfCore: Double
        var targetPercent = IdleBenchmark.cpuPercentTarget
        var meetsTarget: Bool { cpuPercentOfCore < targetPercent }
    }

    /// The built-in scenes, each at rest in its own window.
    func runIdle(progress: (String) -> Void) throws -> [Result] {
        var results: [Result] = []
        for scene in SceneCatalog.builtIn.entries.map(\.name) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Self.executable)
            process.arguments = ["--scene", scene]
            var environment = ProcessInfo.processInfo.environment
            environment["TK_BENCH_PARTS"] = nil
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: Self.settleSeconds)
            let start = Self.cpuSeconds(of: process.processIdentifier), startTime = Date()
            Thread.sleep(forTimeInterval: Self.measuredSeconds)
            let end = Self.cpuSeconds(of: process.processIdentifier), elapsed = Date().timeIntervalSince(startTime)
            process.terminate()
            process.waitUntilExit()
            guard let start, let end else { throw BenchmarkError(message: "idle: could not read /proc for scene \(scene)") }
            let result = Result(scene: scene, cpuPercentOfCore: (end - start) / elapsed * 100)
            progress(String(format: "  idle %@: %.2f %% of a core", scene, result.cpuPercentOfCore))
            results.append(result)
        }
        return results
    }

    /// The lock-screen window run with a busy process spinning beside it.
    func runRobustness(size: CGSize) throws -> WindowBenchmark.WindowResult {
        let busy = Process()
        busy.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let spin = ["sh", "-c", "while :; do :; done"]
        busy.arguments = FileManager.default.isExecutableFile(atPath: "/usr/bin/taskset") && ProcessInfo.processInfo.activeProcessorCount > 1
            ? ["taskset", "-c", "1"] + spin : spin
        try busy.run()
        defer { busy.terminate(); busy.waitUntilExit() }
        return try WindowBenchmark().runWindow(size: size)
    }

    /// This executable's path.
    static var executable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// A process's CPU time (user + system) in seconds, from `/proc/PID/stat`; nil when unreadable.
    static func cpuSeconds(of pid: Int32) -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return nil }
        return cpuSeconds(stat: stat, ticksPerSecond: Double(sysconf(Int32(_SC_CLK_TCK))))
    }

    /// User + system seconds from a `/proc/PID/stat` line: fields 14 and 15, counted after the
    /// command name's closing parenthesis (the name may hold spaces).
    static func cpuSeconds(stat: String, ticksPerSecond: Double) -> Double? {
        guard let close = stat.lastIndex(of: ")"), ticksPerSecond > 0 else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // fields[0] is field 3 (state): utime is field 14, stime field 15.
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / ticksPerSecond
    }
}
