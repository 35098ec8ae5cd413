import Foundation
import TransitionKit
import TransitionKitSDL
import TransitionKitTestSupport

// Long fuzz and soak runs of TransitionKit, headless (build it in release):
//   TransitionFuzz fuzz [--seeds N] [--first S] [--steps K] [--verify-damage-every M] [--print-steps 1]
//                                                             random steps, invariants after every frame; every
//                                                             M-th seed also draws each frame headless damage-tracked
//                                                             and whole and fails on a differing pixel; --print-steps 1
//                                                             writes each step to stderr before it runs (a crash
//                                                             cannot be shrunk: those lines replay up to it)
//   TransitionFuzz soak [--transitions N]                       random transitions; RSS and leaks
//   TransitionFuzz leaks [--times N]                            every transition kind N times; scenes entered and left
// A failing fuzz seed writes fuzz-failure-SEED.txt (a shrunk replayable script) and exits 1.

func print(_ line: String) { FileHandle.standardOutput.write((line + "\n").data(using: .utf8)!) }

func usage() -> Never {
    FileHandle.standardError.write("usage: TransitionFuzz fuzz [--seeds N] [--first S] [--steps K] [--verify-damage-every M] [--print-steps 1] | soak [--transitions N] | leaks [--times N]\n".data(using: .utf8)!)
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard let mode = arguments.first else { usage() }
arguments.removeFirst()
var options: [String: Int] = [:]
while !arguments.isEmpty {
    let key = arguments.removeFirst()
    guard key.hasPrefix("--"), let value = arguments.first.flatMap({ Int($0) }), value >= 0 else { usage() }
    arguments.removeFirst()
    options[String(key.dropFirst(2))] = value
}
func mb(_ bytes: Int) -> String { String(format: "%.2f MB", Double(bytes) / 1_048_576) }

let status: Int32 = MainActor.assumeIsolated {
    switch mode {
    case "fuzz":
        let seeds = options["seeds"] ?? 1000, first = options["first"] ?? 1, steps = options["steps"] ?? 300
        let start = Date()
        var total = FuzzStats()
        let verifyEvery = options["verify-damage-every"] ?? 0
        var verifiedSeeds = 0
        for seed in first..<(first + seeds) {
            // Every `verifyEvery`-th seed draws its frames headless, damage-tracked and whole, compared.
            var host: SDLHost?
            if verifyEvery > 0, (seed - first) % verifyEvery == 0 {
                host = try? SDLHost(configuration: HostConfiguration(size: FuzzWorld.defaultSize, isHeadless: true))
                host?.renderer.verifiesDamage = true
                verifiedSeeds += 1
            }
            let printsSteps = options["print-steps"] == 1
            if printsSteps { FileHandle.standardError.write("# seed \(seed)\n".data(using: .utf8)!) }
            let report = FuzzRunner.run(
                seed: UInt64(seed), steps: steps, frameObserver: host.map { host in { window in
                    if host.windowSize != window.bounds.size { host.setWindowSize(window.bounds.size) }
                    host.draw(window.displayList())
                } },
                stepObserver: printsSteps ? { FileHandle.standardError.write(FuzzScript.text([$0]).data(using: .utf8)!) } : nil)
            total.add(report.stats)
            if let host, let first = host.renderer.damageMismatches.first {
                print("seed \(seed): damage tracking differed from a whole redraw in \(host.renderer.damageMismatches.count) of "
                    + "\(host.renderer.verifiedFrames) frames (first: frame \(first.frame), \(first.pixels) pixels in \(first.box))")
                return 1
            }
            if !report.passed {
                print(report.failureDescription)
                let shrunk = FuzzRunner.shrink(report.actions)
                let path = "fuzz-failure-\(seed).txt"
                let text = FuzzScript.text(shrunk, header: "seed \(seed), shrunk from \(report.actions.count) steps\n"
                    + report.violations.joined(separator: "\n"))
                try? text.write(toFile: path, atomically: true, encoding: .utf8)
                print("shrunk to \(shrunk.count) steps, written to \(path); replay with FUZZ_SCRIPT=\(path) swift test --filter FuzzReplay")
                return 1
            }
            if (seed - first + 1) % 100 == 0 { print("\(seed - first + 1) seeds ok (\(String(format: "%.1f", Date().timeIntervalSince(start))) s)") }
        }
        let seconds = Date().timeIntervalSince(start)
        print("fuzz: \(seeds) seeds (\(first)...\(first + seeds - 1)) x \(steps) steps: no violations"
            + (verifyEvery > 0 ? "; \(verifiedSeeds) seeds drawn damage-tracked and whole, no pixel differed" : ""))
        print("  steps \(total.steps), frames \(total.frames), requests \(total.requests), rest checks \(total.restChecks), "
            + "settles \(total.settles), completions \(total.completions), alongside completions \(total.alongsideCompletions)")
        print("  time \(String(format: "%.1f", seconds)) s; RSS \(mb(residentMemoryBytes()))")
        print("  transitions finished \(total.finishedTransitions), cancelled \(total.cancelledTransitions)")
        print("  animators asked for: " + total.animatorsAsked.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        print("  diagnostics: " + total.diagnostics.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        return 0
    case "soak":
        let cycles = options["transitions"] ?? 10_000
        // A cycle runs 1 to 4 transitions; run until `cycles` transitions are reached (approximately).
        let figures = SoakRunner.runRandom(cycles: max(1, cycles / 2), seed: 2024)
        print("soak: \(figures)")
        figures.violations.prefix(5).forEach { print("  - \($0)") }
        return figures.violations.isEmpty && figures.leaked == 0 && figures.residentGrowth < 1_048_576 ? 0 : 1
    case "leaks":
        let times = options["times"] ?? 1000
        var failed = false
        for kind in SoakRunner.Kind.allCases {
            let figures = SoakRunner.run(cycles: times, warmUp: 50) { _ in kind }
            print("\(kind.rawValue): \(figures)")
            if !figures.violations.isEmpty || figures.leaked > 0 || figures.residentGrowth >= 1_048_576 { failed = true }
            figures.violations.prefix(3).forEach { print("  - \($0)") }
        }
        let scenes = SoakRunner.sceneEnterLeave(times: times)
        print("scene built, run and torn down: \(scenes)")
        if scenes.leaked > 0 || scenes.residentGrowth >= 1_048_576 { failed = true }
        return failed ? 1 : 0
    default:
        usage()
    }
}
exit(status)
