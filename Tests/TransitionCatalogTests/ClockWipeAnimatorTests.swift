import Foundation
import Testing
import TransitionCatalog
import TransitionKit
import TransitionKitTesting

/// The clock wipe: a `CAShapeLayer` mask stroking a circle of radius r/2 with a line r wide (the
/// stroke covers the disc of radius r), its `strokeEnd` animated from 0 to 1, starting at 12
/// o'clock and going clockwise. Apple, CAShapeLayer `strokeEnd`: "The relative location at which
/// to stop stroking the path. Animatable."; `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`
/// measures angles from the positive x-axis, clockwise on screen.
@Suite("ClockWipeAnimator")
@MainActor
struct ClockWipeAnimatorTests {
    /// The centre of a 200 x 300 window and the radius reaching its corners.
    static let center = CGPoint(x: 100, y: 150)
    static let radius: CGFloat = hypot(100, 150)

    private func stage(_ style: UIModalPresentationStyle = .fullScreen)
        -> (TransitionTestHarness, NamedViewController, NamedViewController, AnimatorDelegate) {
        let a = NamedViewController("A"), b = NamedViewController("B")
        a.view.backgroundColor = .systemOrange
        b.view.backgroundColor = .systemBlue
        let delegate = AnimatorDelegate { ClockWipeAnimator() }
        b.modalPresentationStyle = style
        b.transitioningDelegate = delegate
        return (TransitionTestHarness(rootViewController: a, windowSize: CGSize(width: 200, height: 300)), a, b, delegate)
    }

    /// The mask's values on screen now.
    private func onScreenMask(_ view: UIView) -> CAShapeLayer? { view.layer.mask?.presentation() as? CAShapeLayer }

    private func isNear(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test("The mask: a circle of radius r/2 from 12 o'clock clockwise round to 12 again, stroked r wide, nothing filled")
    func maskGeometry() throws {
        let mask = ClockWipeAnimator.makeMask(for: CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(mask.lineWidth == Self.radius && mask.fillColor == nil && mask.strokeColor == UIColor.black)
        let elements = try #require(mask.path?.displayListElements)
        let half = Self.radius / 2
        guard case let .move(to: start) = elements.first else { Issue.record("starts with a move"); return }
        #expect(isNear(start, CGPoint(x: 100, y: 150 - half)), "12 o'clock")
        let ends = elements.compactMap { element -> CGPoint? in
            if case let .curve(to: end, control1: _, control2: _) = element { return end }
            return nil
        }
        let expected = [CGPoint(x: 100 + half, y: 150), CGPoint(x: 100, y: 150 + half), CGPoint(x: 100 - half, y: 150),
                        CGPoint(x: 100, y: 150 - half)]
        #expect(ends.count == 4)
        #expect(zip(ends, expected).allSatisfy { isNear($0, $1) }, "3, 6, 9, then 12 o'clock: clockwise on screen")
    }

    @Test("Presenting: B's mask strokes from 0 to 1 in 0.6 s, linearly; then the mask is gone")
    func presents() throws {
        let (harness, _, b, delegate) = stage()
        harness.clearCallbackLog()
        harness.present(b)
        let mask = try #require(b.view.layer.mask as? CAShapeLayer)
        let sweep = try #require(mask.animation(forKey: ClockWipeAnimator.animationKey) as? CABasicAnimation)
        #expect(sweep.keyPath == "strokeEnd" && sweep.duration == 0.6)
        #expect(delegate.handedOut.first?.transitionDuration(using: nil) == 0.6)
        #expect(mask.strokeEnd == 1, "the model value is the end, set before the animation")
        #expect(onScreenMask(b.view)?.strokeEnd == 0)
        for step in 1...3 {
            harness.clock.advance(by: 0.15)
            #expect(abs((onScreenMask(b.view)?.strokeEnd ?? -1) - CGFloat(step) / 4) < 1e-9, "at \(step)/4")
        }
        #expect(harness.settle())
        #expect(b.view.layer.mask == nil)
        assertCallbackOrder(harness.essentialCallbackLog, ExpectedLog.fullScreenPresent("A", "B"))
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Dismissing: A comes back on top, wiped in the same way over B")
    func dismisses() throws {
        let (harness, a, b, delegate) = stage()
        _ = delegate
        harness.present(b)
        #expect(harness.settle())
        harness.clearCallbackLog()
        harness.dismiss()
        let container = try #require(b.view.superview)
        #expect(container.subviews.last === a.view)
        harness.clock.advance(by: 0.3)
        #expect(abs((onScreenMask(a.view)?.strokeEnd ?? -1) - 0.5) < 1e-9)
        #expect(b.view.layer.mask == nil)
        #expect(harness.settle())
        #expect(a.view.layer.mask == nil && a.view.window === harness.window)
        assertCallbackOrder(harness.essentialCallbackLog, ExpectedLog.fullScreenDismiss("A", "B"))
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A custom presentation's dismissal hands out no incoming view: B is wiped away by strokeStart")
    func customDismissal() throws {
        let (harness, a, b, delegate) = stage(.custom)
        _ = delegate
        harness.present(b)
        #expect(harness.settle())
        harness.dismiss()
        harness.clock.advance(by: 0.15)
        let mask = try #require(onScreenMask(b.view))
        #expect(abs(mask.strokeStart - 0.25) < 1e-9 && mask.strokeEnd == 1)
        #expect(a.view.layer.mask == nil)
        #expect(harness.settle())
        #expect(b.view.layer.mask == nil && b.presentingViewController == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Scrubbed: strokeEnd is exactly the percent; cancelled, the hand runs back, A leaves and no mask is left")
    func scrubbedAndCancelled() throws {
        let (harness, a, b, delegate) = stage()
        harness.present(b)
        #expect(harness.settle())
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        harness.dismiss()
        harness.advance(frames: 1)
        for percent in [0.2, 0.7] {
            interactor.update(percent)
            harness.advance(by: 0.2)
            #expect(abs((onScreenMask(a.view)?.strokeEnd ?? -1) - percent) < 1e-9, "at \(percent)")
        }
        interactor.cancel()
        harness.advance(frames: 2)
        let back = try #require(onScreenMask(a.view)?.strokeEnd)
        #expect(back < 0.7 && back > 0, "running back")
        #expect(harness.settle())
        #expect(a.view.layer.mask == nil && b.view.layer.mask == nil)
        #expect(a.view.superview == nil && b.presentingViewController === a && b.view.window === harness.window)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Filmstrip of the wipe (0, 25, 50, 75, 100 %): B sweeps in clockwise from 12 o'clock")
    func filmstrip() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        a.view.backgroundColor = .systemOrange
        b.view.backgroundColor = .systemBlue
        let delegate = AnimatorDelegate { ClockWipeAnimator() }
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        let harness = TransitionTestHarness(rootViewController: a, windowSize: CGSize(width: 120, height: 180))
        assertTransitionSnapshot(of: harness, named: "clock-wipe") { harness.present(b) }
        #expect(harness.settle())
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
