import Foundation
import Testing
import TransitionCatalog
import TransitionKit
import TransitionKitTesting

/// The CATransition push: one `CATransition` (type push, 0.35 s, ease-in-ease-out) added to the
/// container's layer for `kCATransition`, completed from `animationDidStop(_:finished:)`.
/// Apple, CATransition class reference: "the type property specifies the transition type";
/// push: "the new layer pushes out the old"; the subtype gives the direction it comes from.
@Suite("CATransitionPushAnimator")
@MainActor
struct CATransitionPushAnimatorTests {
    /// A (orange) and B (blue) in a 200 x 300 pt window; B is presented full screen by the push
    /// (and dismissed by it, under `interactor` when one is given).
    private func stage() -> (TransitionTestHarness, NamedViewController, NamedViewController, AnimatorDelegate) {
        let a = NamedViewController("A"), b = NamedViewController("B")
        a.view.backgroundColor = .systemOrange
        b.view.backgroundColor = .systemBlue
        let delegate = AnimatorDelegate { CATransitionPushAnimator() }
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        return (TransitionTestHarness(rootViewController: a, windowSize: CGSize(width: 200, height: 300)), a, b, delegate)
    }

    /// The left edge of the topmost command filled with `color`, in window points (nil: not
    /// drawn). A dismissal's frozen rendering also holds A, under B, where the engine put it.
    private func left(of color: UIColor, in harness: TransitionTestHarness) -> CGFloat? {
        harness.window.displayList().flattenedCommands.last { $0.fillColor == color }?.windowBounds.minX
    }

    /// Whether `value` is `expected` within 1e-4 pt.
    private func isNear(_ value: CGFloat?, _ expected: CGFloat) -> Bool {
        value.map { abs($0 - expected) < 1e-4 } ?? false
    }

    @Test("Presenting: a push from the right on the container's layer; both pages move by the ease-in-ease-out curve")
    func presents() throws {
        let (harness, a, b, delegate) = stage()
        harness.clearCallbackLog()
        harness.present(b)
        let container = try #require(b.view.superview)
        let transition = try #require(container.layer.animation(forKey: kCATransition) as? CATransition)
        #expect(transition.type == .push && transition.subtype == .fromRight && transition.duration == 0.35)
        #expect(delegate.handedOut.first?.transitionDuration(using: nil) == 0.35)
        #expect(isNear(left(of: .systemOrange, in: harness), 0) && isNear(left(of: .systemBlue, in: harness), 200))
        harness.clock.advance(by: 0.35 / 4)
        let quarter = easeInOutProgress(0.25)
        #expect(isNear(left(of: .systemOrange, in: harness), -200 * quarter))
        #expect(isNear(left(of: .systemBlue, in: harness), 200 * (1 - quarter)))
        harness.clock.advance(by: 0.35 / 4)
        #expect(isNear(left(of: .systemOrange, in: harness), -100) && isNear(left(of: .systemBlue, in: harness), 100))
        #expect(harness.settle())
        assertCallbackOrder(harness.essentialCallbackLog, ExpectedLog.fullScreenPresent("A", "B"))
        #expect(container.layer.animationKeys() == nil)
        #expect(!a.view.isHidden, "the page that left is shown again for the next time")
        #expect(b.view.frame == harness.window.bounds)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Dismissing: a push from the left; B leaves to the right as A comes in")
    func dismisses() {
        let (harness, a, b, delegate) = stage()
        _ = delegate
        harness.present(b)
        #expect(harness.settle())
        harness.clearCallbackLog()
        harness.dismiss()
        harness.clock.advance(by: 0.35 * 3 / 4)
        let progress = easeInOutProgress(0.75)
        #expect(isNear(left(of: .systemBlue, in: harness), 200 * progress))
        #expect(isNear(left(of: .systemOrange, in: harness), -200 * (1 - progress)))
        #expect(harness.settle())
        assertCallbackOrder(harness.essentialCallbackLog, ExpectedLog.fullScreenDismiss("A", "B"))
        #expect(a.view.frame == harness.window.bounds && !b.view.isHidden)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A custom presentation: the presenter stays shown where it is; only B slides in and out over it")
    func customPresentation() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        a.view.backgroundColor = .systemOrange
        b.view.backgroundColor = .systemBlue
        let delegate = AnimatorDelegate { CATransitionPushAnimator() }
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        let harness = TransitionTestHarness(rootViewController: a, windowSize: CGSize(width: 200, height: 300))
        harness.present(b)
        harness.clock.advance(by: 0.175)
        #expect(!a.view.isHidden && isNear(left(of: .systemOrange, in: harness), 0), "A does not move")
        #expect(isNear(left(of: .systemBlue, in: harness), 100))
        #expect(harness.settle())
        harness.dismiss()
        harness.clock.advance(by: 0.175)
        #expect(!a.view.isHidden && b.view.isHidden, "B's frozen rendering slides out")
        #expect(isNear(left(of: .systemBlue, in: harness), 100) && isNear(left(of: .systemOrange, in: harness), 0))
        #expect(harness.settle())
        #expect(!b.view.isHidden && b.presentingViewController == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Push and pop through a navigation delegate complete from the animation's delegate")
    func pushAndPop() {
        let (harness, navigation, root) = makeNavigationHarness()
        let delegate = NavigationAnimatorDelegate { _ in CATransitionPushAnimator() }
        navigation.delegate = delegate
        let second = NamedViewController("Second")
        harness.clearCallbackLog()
        navigation.pushViewController(second, animated: true)
        harness.clock.advance(by: 0.175)
        #expect(root.view.isHidden, "the live tree shows the new page; the old one is the frozen rendering")
        #expect(harness.settle())
        #expect(harness.callbacks == ExpectedLog.navigation(from: "Root", to: "Second"))
        harness.clearCallbackLog()
        navigation.popViewController(animated: true)
        #expect(harness.settle())
        #expect(harness.callbacks == ExpectedLog.navigation(from: "Second", to: "Root"))
        #expect(!root.view.isHidden && !second.view.isHidden)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Scrubbed by a percent-driven interaction, then cancelled: the push runs back and everything is as found")
    func scrubbedAndCancelled() throws {
        let (harness, a, b, delegate) = stage()
        harness.present(b)
        #expect(harness.settle())
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        harness.dismiss()
        harness.advance(frames: 1)
        interactor.update(0.25)
        let quarter = easeInOutProgress(0.25)
        #expect(isNear(left(of: .systemBlue, in: harness), 200 * quarter), "the CATransition is on the transition's timeline")
        #expect(isNear(left(of: .systemOrange, in: harness), -200 * (1 - quarter)))
        harness.advance(by: 0.5)
        #expect(isNear(left(of: .systemBlue, in: harness), 200 * quarter), "held while the interaction holds")
        let container = try #require(a.view.superview)
        interactor.cancel()
        #expect(harness.settle())
        #expect(b.presentingViewController === a && b.view.window === harness.window)
        #expect(!b.view.isHidden && b.view.frame == harness.window.bounds)
        #expect(a.view.superview == nil, "the page that was coming in left the container")
        #expect(container.layer.animationKeys() == nil)
        #expect(isNear(left(of: .systemBlue, in: harness), 0) && left(of: .systemOrange, in: harness) == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
