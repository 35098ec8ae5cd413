import Foundation
import TransitionKit
import TransitionPlayground

/// `TK_BENCH_PARTS=solver`: the Auto Layout solver's cost, through UIKit's API. A chain of views
/// in a window, each with four constraints (leading to the previous view's trailing + 2, top,
/// width, height), so 100 constraints are 25 views and 1,000 are 250:
/// - build: make the views, activate the constraints and `layoutIfNeeded()` (add + solve + apply);
/// - constant: change the first view's leading constant and `layoutIfNeeded()` (incremental
///   re-solve; every view in the chain moves, so all frames are applied again).
@MainActor
struct SolverBenchmark {
    /// The constraint counts measured.
    static let constraintCounts = [100, 1_000]
    /// Builds measured per count, and constant changes measured per build.
    static let builds = 30, changesPerBuild = 20

    /// One count's figures, in seconds.
    struct Result: Codable, Equatable {
        /// Constraints in the chain.
        var constraints: Int
        /// Activating all of them and laying out once.
        var build: BenchmarkReport.Percentiles
        /// One constant change and `layoutIfNeeded()`.
        var constantChange: BenchmarkReport.Percentiles
    }

    func run(progress: (String) -> Void) -> [Result] {
        Self.constraintCounts.map { count in
            var builds: [Double] = [], changes: [Double] = []
            for _ in 0..<Self.builds {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600), clock: AnimationClock())
                window.writesDiagnosticsToStandardError = false
                let start = Date()
                let first = Self.buildChain(in: window, views: count / 4)
                window.layoutIfNeeded()
                builds.append(Date().timeIntervalSince(start))
                for change in 0..<Self.changesPerBuild {
                    let changeStart = Date()
                    first.constant = CGFloat(change % 2 == 0 ? 10 : 0)
                    window.layoutIfNeeded()
                    changes.append(Date().timeIntervalSince(changeStart))
                }
            }
            let result = Result(constraints: count, build: .init(builds), constantChange: .init(changes))
            progress(String(format: "  solver %5d constraints: build %.3f / %.3f ms, constant change %.3f / %.3f ms (p50 / p99)",
                            count, result.build.p50 * 1000, result.build.p99 * 1000,
                            result.constantChange.p50 * 1000, result.constantChange.p99 * 1000))
            return result
        }
    }

    /// Adds the chain; returns the first view's leading constraint.
    private static func buildChain(in window: UIWindow, views: Int) -> NSLayoutConstraint {
        var constraints: [NSLayoutConstraint] = []
        var previous: UIView?
        var first: NSLayoutConstraint?
        for _ in 0..<views {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            let leading = previous.map { view.leadingAnchor.constraint(equalTo: $0.trailingAnchor, constant: 2) }
                ?? view.leadingAnchor.constraint(equalTo: window.leadingAnchor)
            first = first ?? leading
            constraints += [leading, view.topAnchor.constraint(equalTo: window.topAnchor),
                            view.widthAnchor.constraint(equalToConstant: 1), view.heightAnchor.constraint(equalToConstant: 1)]
            previous = view
        }
        NSLayoutConstraint.activate(constraints)
        return first!
    }
}

extension BenchmarkReport {
    /// The solver part's lines for the table.
    var solverLines: [String] {
        guard !solver.isEmpty else { return [] }
        var lines = ["", "Auto Layout solver (a chain of views, 4 constraints each), ms p50 / p99",
                     "constraints   activate + layoutIfNeeded   one constant change + layoutIfNeeded"]
        for result in solver {
            let build = String(format: "%.3f / %.3f", result.build.p50 * 1000, result.build.p99 * 1000)
            let change = String(format: "%.3f / %.3f", result.constantChange.p50 * 1000, result.constantChange.p99 * 1000)
            lines.append("\(result.constraints)".padding(toLength: 14, withPad: " ", startingAt: 0)
                         + build.padding(toLength: 28, withPad: " ", startingAt: 0) + change)
        }
        return lines
    }
}
