import Foundation
import Testing
import TransitionCatalog
import TransitionKitTestSupport
import TransitionKit

@Suite("ScaleAndFadeAnimator (seed 001)")
@MainActor
struct ScaleAndFadeAnimatorTests {
    @Test("The delegate calls set isPresenting and return the animator itself")
    func delegateSetsState() {
        let animator = ScaleAndFadeAnimator()
        let a = NamedViewController("A"), b = NamedViewController("B")
        #expect(animator.animationController(forDismissed: b) === animator && !animator.isPresenting)
        #expect(animator.animationController(forPresented: b, presenting: a, source: a) === animator && animator.isPresenting)
        #expect(animator.transitionDuration(using: nil) == 0.3)
    }

    @Test("Present: scale 0 and alpha 0 at the start, the seed's spring to identity; dismiss: shrinks to nothing and is removed")
    func presentAndDismiss() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let scaleAndFade = ScaleAndFadeAnimator()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = scaleAndFade
        let harness = TransitionHarness(root: a)
        harness.clearLog()
        a.present(b, animated: true) { harness.note("completion") }
        let start = harness.clock.now
        #expect(b.view.onScreen.affineTransform() == CGAffineTransform(scaleX: 0, y: 0))
        #expect(b.view.onScreen.opacity == 0)
        #expect(b.view.frame == a.view.frame, "toView.frame = fromView.frame (here also finalFrame(for:))")
        harness.clock.advance(by: 0.1)
        let progress = springProgress(damping: 0.8, velocity: 0.3, duration: 0.3, at: harness.clock.now - start)
        #expect(isClose(b.view.onScreen.affineTransform().a, progress, 1e-6))
        #expect(isClose(CGFloat(b.view.onScreen.opacity), progress, 1e-6))
        harness.settle()
        #expect(harness.essentialLog == ExpectedLog.customPresent("B"))
        #expect(b.view.transform == .identity && b.view.alpha == 1)

        harness.clearLog()
        b.dismiss(animated: true) { harness.note("completion") }
        #expect(!scaleAndFade.isPresenting)
        let dismissStart = harness.clock.now
        harness.clock.advance(by: 0.15)
        let shrink = springProgress(damping: 0.8, velocity: 0.3, duration: 0.3, at: harness.clock.now - dismissStart)
        #expect(isClose(b.view.onScreen.affineTransform().a, 1 + (0.001 - 1) * shrink, 1e-6))
        #expect(isClose(b.view.onScreen.affineTransform().d, 1 + (0.0001 - 1) * shrink, 1e-6))
        #expect(b.view.transform == ScaleAndFadeAnimator.dismissedTransform)
        harness.settle()
        #expect(harness.essentialLog == ExpectedLog.customDismiss("B"))
        #expect(b.view.superview == nil && a.presentedViewController == nil)
        #expect(b.view.transform == .identity && b.view.alpha == 1, "ready to be presented again")
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("The same controller presents again after a dismissal")
    func presentTwice() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let scaleAndFade = ScaleAndFadeAnimator()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = scaleAndFade
        let harness = TransitionHarness(root: a)
        for _ in 0..<2 {
            a.present(b, animated: true)
            #expect(b.view.onScreen.affineTransform() == CGAffineTransform(scaleX: 0, y: 0))
            harness.settle()
            #expect(b.view.frame == harness.window.bounds && b.view.window === harness.window)
            b.dismiss(animated: true)
            harness.settle()
        }
        #expect(harness.log.filter { $0 == "animationEnded(true)" }.count == 4)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("The display list draws the view scaled about its centre")
    func displayList() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        b.view.backgroundColor = .systemBlue
        let scaleAndFade = ScaleAndFadeAnimator()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = scaleAndFade
        let harness = TransitionHarness(root: a)
        a.present(b, animated: true)
        let start = harness.clock.now
        #expect(!harness.window.displayList().flattenedCommands.contains { $0.fillColor == .systemBlue }, "invisible at the start")
        harness.clock.advance(by: 0.05)
        let scale = springProgress(damping: 0.8, velocity: 0.3, duration: 0.3, at: harness.clock.now - start)
        let early = harness.window.displayList().flattenedCommands.first { $0.fillColor == .systemBlue }
        let expected = CGRect(x: 200 - 200 * scale, y: 300 - 300 * scale, width: 400 * scale, height: 600 * scale)
        #expect(early.map { isClose($0.windowBounds, expected, 1e-6) && isClose($0.alpha, scale, 1e-6) } == true,
                "\(String(describing: early)) vs \(expected)")
        harness.settle()
        let atEnd = harness.window.displayList().flattenedCommands.first { $0.fillColor == .systemBlue }
        #expect(atEnd?.alpha == 1 && atEnd.map { isClose($0.windowBounds, harness.window.bounds) } == true)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Push and pop when the navigation delegate sets isPresenting")
    func navigation() {
        let (harness, navigation, root) = makeNavigationHarness()
        let scaleAndFade = ScaleAndFadeAnimator()
        let delegate = NavigationAnimatorDelegate { operation in
            scaleAndFade.isPresenting = operation == .push
            return scaleAndFade
        }
        navigation.delegate = delegate
        let second = NamedViewController("Second")
        harness.clearLog()
        navigation.pushViewController(second, animated: true)
        #expect(second.view.onScreen.affineTransform().a == 0)
        harness.settle()
        #expect(harness.callbacks == ExpectedLog.navigation(from: "Root", to: "Second"))
        harness.clearLog()
        navigation.popViewController(animated: true)
        harness.settle()
        #expect(harness.callbacks == ExpectedLog.navigation(from: "Second", to: "Root"))
        #expect(root.view.window === harness.window && root.view.transform == .identity)
        #expect(second.view.superview == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("No leaks: the presented controller goes after the dismissal; the animator only lives in its owner")
    func noLeaks() {
        let a = NamedViewController("A")
        let harness = TransitionHarness(root: a)
        weak var weakB: NamedViewController?
        weak var weakAnimator: ScaleAndFadeAnimator?
        do {
            let b = NamedViewController("B")
            let scaleAndFade = ScaleAndFadeAnimator()
            weakB = b
            weakAnimator = scaleAndFade
            b.modalPresentationStyle = .custom
            b.transitioningDelegate = scaleAndFade
            a.present(b, animated: true)
            harness.settle()
            b.dismiss(animated: true)
            harness.settle()
        }
        #expect(weakB == nil && weakAnimator == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
