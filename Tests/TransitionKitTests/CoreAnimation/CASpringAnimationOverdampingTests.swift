import Foundation
import Testing
import TransitionKit

/// `allowsOverdamping`: off by default, damping above critical makes a critically damped spring.
@MainActor
struct CASpringAnimationOverdampingTests {
    private func spring(damping: CGFloat, allowsOverdamping: Bool = false) -> CASpringAnimation {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.damping = damping   // mass 1, stiffness 100: critical damping is 20
        spring.allowsOverdamping = allowsOverdamping
        return spring
    }

    @Test("By default an overdamped spring settles as the critically damped one; allowed, it is slower")
    func overdamping() {
        let critical = spring(damping: 20).settlingDuration
        #expect(spring(damping: 50).settlingDuration == critical)
        #expect(spring(damping: 50, allowsOverdamping: true).settlingDuration > critical * 1.5)
        #expect(spring(damping: 5, allowsOverdamping: true).settlingDuration == spring(damping: 5).settlingDuration)
        #expect(!CASpringAnimation().allowsOverdamping)
    }

    @Test("A negative perceptual bounce asks for overdamping; copies keep the flag")
    func perceptual() throws {
        #expect(CASpringAnimation(perceptualDuration: 0.5, bounce: -0.5).allowsOverdamping)
        #expect(!CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3).allowsOverdamping)
        let copy = try #require(spring(damping: 50, allowsOverdamping: true).copy() as? CASpringAnimation)
        #expect(copy.allowsOverdamping)
    }
}
