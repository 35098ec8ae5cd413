import Foundation
import Testing
import TransitionCatalog
import TransitionKit
import TransitionKitTesting

/// The circular reveal: a `CAShapeLayer` mask whose `path` a `CABasicAnimation` takes from a
/// small circle at the origin to one reaching the farthest corner (and back for a dismissal).
/// Apple, CAShapeLayer `path`: "Paths will interpolate as a linear blend of the 'on-line'
/// points; 'off-line' points may be interpolated non-linearly (to preserve continuity of the
/// curve's derivative). If the two paths have a different number of control points or segments,
/// the results are undefined." Both circles here have the same elements, so every radius in
/// between is a circle.
@Suite("CircularRevealAnimator")
@MainActor
struct CircularRevealAnimatorTests {
    /// The origin the tests reveal from: near the bottom-left corner of a 200 x 300 window.
    static let origin = CGPoint(x: 50, y: 250)
    /// The radius reaching the farthest corner from the origin, (200, 0).
    static let coveringRadius: CGFloat = hypot(150, 250)

    /// A (orange) presenting B (blue) full screen through a reveal from `origin`.
    private func stage(origin: CGPoint? = Self.origin) -> (TransitionTestHarness, NamedViewController, NamedViewController, AnimatorDelegate) {
        let a = NamedViewController("A"), b = NamedViewController("B")
        a.view.backgroundColor = .systemOrange
        b.view.backgroundColor = .systemBlue
        let delegate = AnimatorDelegate { CircularRevealAnimator(origin: origin) }
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        return (TransitionTestHarness(rootViewController: a, windowSize: CGSize(width: 200, height: 300)), a, b, delegate)
    }

    /// The circle of `radius` around `center` as the box of its path.
    private func box(_ center: CGPoint, _ radius: CGFloat) -> CGRect {
        CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    }

    /// The box of the mask's path on screen now.
    private func maskBox(_ view: UIView) -> CGRect? {
        (view.layer.mask?.presentation() as? CAShapeLayer)?.path?.boundingBox
    }

    @Test("Presenting: the mask's path grows from a 1-pt circle at the origin to the covering circle, on ease-in-ease-out")
    func presents() throws {
        let (harness, a, b, delegate) = stage()
        _ = a
        harness.clearCallbackLog()
        harness.present(b)
        let mask = try #require(b.view.layer.mask as? CAShapeLayer)
        let reveal = try #require(mask.animation(forKey: CircularRevealAnimator.animationKey) as? CABasicAnimation)
        #expect(reveal.keyPath == "path" && reveal.duration == 0.5)
        #expect(delegate.handedOut.first?.transitionDuration(using: nil) == 0.5)
        #expect(mask.path == CircularRevealAnimator.circle(center: Self.origin, radius: Self.coveringRadius),
                "the model value is the end state, set before the animation was added")
        #expect(try isClose(#require(maskBox(b.view)), box(Self.origin, 1), 1e-9))
        for fraction in [0.25, 0.5, 0.75] {
            harness.clock.advance(by: 0.5 / 4)
            let radius = 1 + (Self.coveringRadius - 1) * caEaseInEaseOutProgress(fraction)
            #expect(try isClose(#require(maskBox(b.view)), box(Self.origin, radius), 1e-9), "at \(fraction)")
        }
        #expect(harness.settle())
        #expect(b.view.layer.mask == nil, "the mask is removed at the end")
        assertCallbackOrder(harness.essentialCallbackLog, ExpectedLog.fullScreenPresent("A", "B"))
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Dismissing: B's circle shrinks back to the origin over A, put beneath it")
    func dismisses() throws {
        let (harness, a, b, delegate) = stage()
        _ = delegate
        harness.present(b)
        #expect(harness.settle())
        harness.clearCallbackLog()
        harness.dismiss()
        let container = try #require(b.view.superview)
        #expect(container.subviews.firstIndex { $0 === a.view }! < container.subviews.firstIndex { $0 === b.view }!)
        harness.clock.advance(by: 0.25)
        let radius = Self.coveringRadius + (1 - Self.coveringRadius) * caEaseInEaseOutProgress(0.5)
        #expect(try isClose(#require(maskBox(b.view)), box(Self.origin, radius), 1e-9))
        #expect(harness.settle())
        #expect(b.view.layer.mask == nil && a.view.window === harness.window)
        assertCallbackOrder(harness.essentialCallbackLog, ExpectedLog.fullScreenDismiss("A", "B"))
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Without an origin the circle grows from the centre of the view, to its corners")
    func fromTheCentre() throws {
        let (harness, _, b, delegate) = stage(origin: nil)
        _ = delegate
        harness.present(b)
        harness.clock.advance(by: 0.25)
        let radius = 1 + (hypot(100, 150) as CGFloat - 1) * caEaseInEaseOutProgress(0.5)
        #expect(try isClose(#require(maskBox(b.view)), box(CGPoint(x: 100, y: 150), radius), 1e-9))
        #expect(harness.settle())
    }

    @Test("Bad input: an origin that is not finite grows from the centre, a negative or NaN start radius is 1 pt")
    func badInput() throws {
        #expect(CircularRevealAnimator(startRadius: -4).startRadius == 1 && CircularRevealAnimator(startRadius: .nan).startRadius == 1)
        let (harness, _, b, delegate) = stage(origin: CGPoint(x: CGFloat.nan, y: 10))
        _ = delegate
        harness.present(b)
        #expect(try isClose(#require(maskBox(b.view)), box(CGPoint(x: 100, y: 150), 1), 1e-9))
        #expect(harness.settle())
        #expect(b.view.layer.mask == nil && harness.window.diagnostics.isEmpty)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Scrubbed by a percent-driven interaction: the radius at exactly the percent; cancelled, it runs back and leaves no mask")
    func scrubbedAndCancelled() throws {
        let (harness, a, b, delegate) = stage()
        harness.present(b)
        #expect(harness.settle())
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        harness.dismiss()
        harness.advance(frames: 1)
        for percent in [0.3, 0.6] {
            interactor.update(percent)
            harness.advance(by: 0.2)   // held: time passes, the circle stays
            let radius = Self.coveringRadius + (1 - Self.coveringRadius) * caEaseInEaseOutProgress(percent)
            #expect(try isClose(#require(maskBox(b.view)), box(Self.origin, radius), 1e-9), "at \(percent)")
        }
        interactor.cancel()
        harness.advance(frames: 2)
        let back = try #require(maskBox(b.view))
        #expect(back.width > 2 * (Self.coveringRadius + (1 - Self.coveringRadius) * caEaseInEaseOutProgress(0.6)), "running back: growing again")
        #expect(harness.settle())
        #expect(b.view.layer.mask == nil, "no mask left behind")
        #expect(b.presentingViewController === a && b.view.window === harness.window && b.view.frame == harness.window.bounds)
        #expect(a.view.superview == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Push and pop through a navigation delegate")
    func pushAndPop() throws {
        let (harness, navigation, root) = makeNavigationHarness()
        let delegate = NavigationAnimatorDelegate { _ in CircularRevealAnimator() }
        navigation.delegate = delegate
        let second = NamedViewController("Second")
        harness.clearCallbackLog()
        navigation.pushViewController(second, animated: true)
        #expect(second.view.layer.mask is CAShapeLayer)
        #expect(harness.settle())
        #expect(harness.callbacks == ExpectedLog.navigation(from: "Root", to: "Second"))
        harness.clearCallbackLog()
        navigation.popViewController(animated: true)
        harness.clock.advance(by: 0.1)
        #expect(second.view.layer.mask is CAShapeLayer && root.view.layer.mask == nil, "the leaving page is masked")
        #expect(harness.settle())
        #expect(harness.callbacks == ExpectedLog.navigation(from: "Second", to: "Root"))
        #expect(second.view.layer.mask == nil && root.view.layer.mask == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Filmstrip of the reveal from near the bottom-left corner (0, 25, 50, 75, 100 %)")
    func filmstrip() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        a.view.backgroundColor = .systemOrange
        b.view.backgroundColor = .systemBlue
        let delegate = AnimatorDelegate { CircularRevealAnimator(origin: CGPoint(x: 30, y: 150)) }
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        let harness = TransitionTestHarness(rootViewController: a, windowSize: CGSize(width: 120, height: 180))
        assertTransitionSnapshot(of: harness, named: "circular-reveal") { harness.present(b) }
        #expect(harness.settle())
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
