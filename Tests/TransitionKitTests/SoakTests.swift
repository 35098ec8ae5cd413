import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// A short soak in `swift test` (`make soak` runs 10,000 transitions in release and prints the figures).
@Suite("Soak")
@MainActor
struct SoakTests {
    @Test("150 random transition cycles in one window: no leak, no violation, bounded memory")
    func randomCycles() {
        let figures = SoakRunner.runRandom(cycles: 150, seed: 99, warmUp: 30)
        #expect(figures.violations.isEmpty, "\(figures.violations)")
        #expect(figures.leaked == 0)
        #expect(figures.transitions > 250, "\(figures)")
        // Loose in a shared debug test process; `make soak` holds it to 1 MB.
        #expect(figures.residentGrowth < 16 * 1_048_576, "\(figures)")
    }
}
