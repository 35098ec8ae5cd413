import Foundation
import TransitionKit
import TransitionKitSDL
import TransitionPlayground

/// `playground --bench`: the benchmark table (or one model profile when `TK_BENCH_PROFILE` asks
/// for it), printed and written to bench.json.
@MainActor
public enum BenchmarkMain {
    /// Runs the benchmark for a window of `size` points; returns the process exit code.
    public static func run(size: CGSize) -> Int32 {
        if let profile = Benchmark.profileRequest() {
            let seconds = Benchmark(size: size).profileModel(views: profile.views, frames: profile.frames)
            print(String(format: "animated model, %d views: %.3f ms per frame (mean of %d)", profile.views, seconds * 1000, profile.frames))
            return PlaygroundMain.exitSuccess
        }
        do {
            let report = try Benchmark(size: size).run { print($0); fflush(nil) }
            print(report.table)
            try report.writeJSON(toFile: "bench.json")
            print("wrote bench.json")
        } catch let error as SDLError {
            PlaygroundMain.printError("playground: error: \(error.message)")
            return PlaygroundMain.exitFailure
        } catch {
            PlaygroundMain.printError("playground: error: \(error)")
            return PlaygroundMain.exitFailure
        }
        return PlaygroundMain.exitSuccess
    }
}
