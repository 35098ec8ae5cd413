import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// Replays a fuzz script from a file: `FUZZ_SCRIPT=failure.txt swift test --skip-build --filter FuzzReplay`
/// (a failing `make fuzz` seed writes one). Without FUZZ_SCRIPT it does nothing.
@Suite("Fuzz replay")
@MainActor
struct FuzzReplayTests {
    @Test("The script in FUZZ_SCRIPT replays without violations")
    func replayFromEnvironment() throws {
        guard let path = ProcessInfo.processInfo.environment["FUZZ_SCRIPT"] else { return }
        let report = try FuzzRunner.replay(script: String(contentsOfFile: path, encoding: .utf8))
        #expect(report.passed, "\(report.violations)\nlast callbacks:\n\(report.callbackTail.joined(separator: "\n"))")
    }
}
