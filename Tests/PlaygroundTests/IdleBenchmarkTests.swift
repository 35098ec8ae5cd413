import Foundation
import Testing
@testable import TransitionBenchmark

@Suite("Idle benchmark")
@MainActor
struct IdleBenchmarkTests {
    @Test("process CPU is utime + stime (fields 14 and 15), counted after the command name, which may hold spaces")
    func cpuSecondsFromStat() {
        let stat = "4242 (play ground) S 1 4242 4242 0 -1 4194304 500 0 0 0 250 50 0 0 20 0 3 0 100 0 0"
        #expect(IdleBenchmark.cpuSeconds(stat: stat, ticksPerSecond: 100) == 3)
        #expect(IdleBenchmark.cpuSeconds(stat: "4242 (x) S 1", ticksPerSecond: 100) == nil)
    }

    @Test("bench.json carries the targets of the idle, robustness and model figures")
    func targetsInReport() throws {
        let report = BenchmarkReport(size: .zero, videoDriver: "offscreen", renderer: "software", results: [])
        let json = String(decoding: try JSONEncoder().encode(report), as: UTF8.self)
        #expect(json.contains("\"idleCPUPercentOfCoreBelow\":1"))
        #expect(json.contains("\"modelMicrosecondsPerPropertyBelow\":0.5"))
        #expect(json.contains("\"robustnessIntervalP99MillisecondsBelow\":17.5"))
    }
}
