import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// The one velocity estimate (`VelocityTracker`) and the one flick projection
/// (`UIScrollView.DecelerationRate.projectedDistance(forVelocity:)`) that scroll views, page
/// sheets, pans and grabbed transitions share.
@Suite("Velocity tracker and flick projection")
@MainActor
struct VelocityProjectionTests {
    // "Designing Fluid Interfaces" (WWDC18 session 803), reference §4.3: the distance travelled
    // after decelerating to zero velocity at a constant rate is (v / 1000) * r / (1 - r).
    @Test("The projection is v/1000 * r/(1-r) at both UIKit rates, either way",
          arguments: [(UIScrollView.DecelerationRate.normal, 1000.0), (.normal, -2400), (.fast, 500), (.fast, 0)]
            as [(UIScrollView.DecelerationRate, CGFloat)])
    func projection(rate: UIScrollView.DecelerationRate, velocity: CGFloat) {
        let r = rate.rawValue
        #expect(rate.projectedDistance(forVelocity: velocity) == velocity / 1000 * r / (1 - r))
    }

    @Test("At the normal rate a flick of 1000 pt/s travels 499 pt; at the fast rate 99 pt")
    func projectionValues() {
        #expect(isClose(UIScrollView.DecelerationRate.normal.projectedDistance(forVelocity: 1000), 499, 1e-9))
        #expect(isClose(UIScrollView.DecelerationRate.fast.projectedDistance(forVelocity: 1000), 99, 1e-9))
    }

    @Test("Only the samples of the last 100 ms before the newest count")
    func window() {
        var tracker = VelocityTracker()
        tracker.add(CGPoint(x: 0, y: 0), at: 0)
        tracker.add(CGPoint(x: 500, y: 0), at: 0.5)   // a jump long before: outside the window
        tracker.add(CGPoint(x: 510, y: 5), at: 0.55)
        tracker.add(CGPoint(x: 520, y: 10), at: 0.6)
        #expect(isClose(tracker.velocity.x, 200, 1e-6) && isClose(tracker.velocity.y, 100, 1e-6))
        #expect(tracker.samples.count == 3, "the sample at 0 s was dropped")
    }

    @Test("A pointer that rested longer than 100 ms, or a single sample, has no velocity")
    func rest() {
        var tracker = VelocityTracker()
        tracker.add(CGPoint(x: 0, y: 0), at: 0)
        #expect(tracker.velocity == .zero)
        tracker.add(CGPoint(x: 50, y: 0), at: 0.05)
        #expect(isClose(tracker.velocity.x, 1000, 1e-6))
        tracker.add(CGPoint(x: 50, y: 0), at: 0.2)
        #expect(tracker.velocity == .zero)
    }

    @Test("Even motion sampled every frame gives its speed, whatever the repeated last sample")
    func evenMotion() {
        var tracker = VelocityTracker()
        for frame in 0...12 { tracker.add(CGPoint(x: 0, y: -CGFloat(frame) * 20), at: Double(frame) / 60) }
        tracker.add(CGPoint(x: 0, y: -240), at: 12.0 / 60)   // a release where the last move was
        #expect(isClose(tracker.velocity.y, -1200, 1e-6) && tracker.velocity.x == 0)
    }
}
