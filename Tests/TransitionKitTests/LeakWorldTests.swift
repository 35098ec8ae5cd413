import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

@Suite("Leaks: whole windows")
@MainActor
struct LeakWorldTests {
    @Test("A fuzz world (window, clock, controllers) is deallocated after a run", arguments: [UInt64(1), 2, 3, 4, 5])
    func worldReleased(seed: UInt64) {
        weak var window: UIWindow?
        weak var clock: AnimationClock?
        weak var root: UIViewController?
        do {
            let world = FuzzWorld()
            var generator = FuzzGenerator(seed: seed)
            for _ in 0..<150 { world.perform(generator.next(for: world)) }
            world.perform(.settle)
            window = world.window
            clock = world.clock
            root = world.window.rootViewController
        }
        #expect(window == nil && clock == nil && root == nil, "window \(window != nil), clock \(clock != nil), root \(root != nil)")
    }
}
