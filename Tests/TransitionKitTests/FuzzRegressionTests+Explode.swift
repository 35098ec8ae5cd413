import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// Found by the fuzzer once the ported animators joined it (seed 23): an interactive explode push
/// with a window resize mid-way. The snapshot tiles replayed captured commands whose clip no
/// longer met the tile's clip; the empty intersection (the null rect, at infinity) reached the
/// display list. Commands clipped away are now left out, as the window's own walk does.
@Suite("Fuzz regressions: ported animators")
@MainActor
struct FuzzRegressionExplodeTests {
    @Test("An interactive explode push through a resize leaves no non-finite clip in the display list")
    func explodePushThroughResize() throws {
        let report = try FuzzRunner.replay(script: """
            # seed 23, shrunk from 110 steps
            navanim kind=explodePercent
            push nav=1 a=1
            resize w=320 h=480
            """)
        #expect(report.passed, "\(report.violations)")
    }
}
