import Foundation
import TransitionKitSDL

/// What `playground --bench` runs, given the window size in points; returns the exit code.
package typealias BenchmarkRunner = @MainActor (_ size: CGSize) -> Int32

/// The entry point's logic: parse, dispatch, and turn failures into exit codes.
@MainActor
package enum PlaygroundMain {
    /// Success.
    package static let exitSuccess: Int32 = 0
    /// A runtime failure (SDL could not open a window, a screenshot could not be written).
    package static let exitFailure: Int32 = 1
    /// A bad command line or script.
    static let exitUsage: Int32 = 2

    /// Runs the playground on `catalog`'s scenes with `arguments` (without the program name);
    /// returns the exit code.
    /// `benchmark` runs `--bench` (the `playground` executable passes the benchmark target's);
    /// without one, `--bench` is answered with one line and a usage exit.
    static func run(arguments: [String], catalog: SceneCatalog = .builtIn, benchmark: BenchmarkRunner? = nil) -> Int32 {
        let scenes = catalog.descriptions
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
                plan = try RunPlan.make(options, catalog: catalog)
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
            guard let benchmark else {
                printError("playground: error: --bench is only in this package's own playground executable (make bench)")
                return exitUsage
            }
            return benchmark(options.size)
        case .watch(let arguments):
            return WatchSupervisor.run(arguments: arguments)
        }
        return exitSuccess
    }

    /// Writes one line to standard error.
    package static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
