import Foundation
import TransitionKitSDL

/// The entry point's logic: parse, dispatch, and turn failures into exit codes.
@MainActor
enum PlaygroundMain {
    /// Success.
    static let exitSuccess: Int32 = 0
    /// A runtime failure (SDL could not open a window, a screenshot could not be written).
    static let exitFailure: Int32 = 1
    /// A bad command line or script.
    static let exitUsage: Int32 = 2

    /// Runs the playground with `arguments` (without the program name); returns the exit code.
    static func run(arguments: [String]) -> Int32 {
        let scenes = SceneCatalog.descriptions
        let command: PlaygroundCommand
        do {
            command = try CommandLineParser(scenes: scenes).parse(arguments)
        } catch {
            printError(error.description)
            return exitUsage
        }
        switch command {
        case .help:
            print(HelpText.usage(scenes: scenes))
        case .version:
            print(HelpText.versionLine)
        case .list:
            print(HelpText.list(scenes))
        case .run(let options):
            let plan: RunPlan
            do {
                plan = try RunPlan.make(options)
            } catch let error as ScriptError {
                printError(error.description)
                return exitUsage
            } catch {
                printError(String(describing: error))
                return exitUsage
            }
            do {
                try PlaygroundApp.run(plan)
            } catch {
                printError("playground: error: \(error.message)")
                return exitFailure
            }
        case .benchmark(let options):
            return runBenchmark(options)
        case .watch(let arguments):
            return WatchSupervisor.run(arguments: arguments)
        }
        return exitSuccess
    }

    private static func runBenchmark(_ options: PlaygroundOptions) -> Int32 {
        if let profile = Benchmark.profileRequest() {
            let seconds = Benchmark(size: options.size).profileModel(views: profile.views, frames: profile.frames)
            print(String(format: "animated model, %d views: %.3f ms per frame (mean of %d)", profile.views, seconds * 1000, profile.frames))
            return exitSuccess
        }
        do {
            let report = try Benchmark(size: options.size).run { print($0); fflush(nil) }
            print(report.table)
            try report.writeJSON(toFile: "bench.json")
            print("wrote bench.json")
        } catch let error as SDLError {
            printError("playground: error: \(error.message)")
            return exitFailure
        } catch {
            printError("playground: error: \(error)")
            return exitFailure
        }
        return exitSuccess
    }

    private static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
