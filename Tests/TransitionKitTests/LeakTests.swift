import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// Every transition kind run repeatedly: removed controllers, their views and the coordinators are
/// deallocated (`make soak` runs each 1,000 times in release and checks RSS growth).
@Suite("Leaks")
@MainActor
struct LeakTests {
    @Test("Every transition kind, 8 times each: nothing removed stays alive, every invariant holds", arguments: SoakRunner.Kind.allCases)
    func everyKind(_ kind: SoakRunner.Kind) {
        let figures = SoakRunner.run(cycles: 8, warmUp: 1) { _ in kind }
        #expect(figures.violations.isEmpty, "\(figures.violations)")
        #expect(figures.leaked == 0)
        #expect(figures.transitions >= 8, "\(kind): \(figures)")
    }

    @Test("A scene-like tree built, run and torn down 20 times leaves no window, controller or view behind")
    func sceneEnterLeave() {
        let figures = SoakRunner.sceneEnterLeave(times: 20, warmUp: 2)
        #expect(figures.leaked == 0, "\(figures)")
    }

    @Test("The leak check can fail: a controller kept alive after it was popped is reported")
    func leakIsReported() {
        let world = FuzzWorld()
        world.perform(.push(nav: 0, animated: false))
        world.perform(.settle)
        let kept = world.navigationControllers()[0].topViewController
        world.perform(.pop(nav: 0, animated: true))
        world.perform(.settle)
        #expect(world.violations.contains { $0.contains("was removed but is still alive") })
        withExtendedLifetime(kept) {}
    }
}
