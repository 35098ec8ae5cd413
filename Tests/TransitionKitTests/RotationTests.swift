import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

@MainActor
final class SizeRecordingViewController: NamedViewController {
    var sizes: [CGSize] = []
    var alongsideRan = false
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        sizes.append(size)
        coordinator.animate(alongsideTransition: { _ in self.alongsideRan = true }, completion: nil)
    }
}

/// Records what the rotation's coordinator says and fades a badge alongside it, as iOS code does
/// in `viewWillTransition(to:with:)`.
@MainActor
final class RotationAnimatingViewController: NamedViewController {
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var durations: [TimeInterval] = []
    var animated: [Bool] = []
    var completionTimes: [TimeInterval] = []
    var targetTransforms: [CGAffineTransform] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
    }
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        durations.append(coordinator.transitionDuration)
        animated.append(coordinator.isAnimated)
        targetTransforms.append(coordinator.targetTransform)
        coordinator.animate(alongsideTransition: { _ in self.badge.alpha = 0 }, completion: { _ in
            self.completionTimes.append(self.view.window?.clock.now ?? -1)
        })
    }
}

@Suite("Rotation and resize")
@MainActor
struct RotationTests {
    @Test("Resizing sends viewWillTransition to the root, its children and presented controllers")
    func viewWillTransition() {
        let root = SizeRecordingViewController("Root"), presented = SizeRecordingViewController("Presented")
        presented.modalPresentationStyle = .fullScreen
        let harness = TransitionHarness(root: root)
        root.present(presented, animated: false)
        harness.window.send(.resize(CGSize(width: 600, height: 400)))
        #expect(root.sizes == [CGSize(width: 600, height: 400)])
        #expect(presented.sizes == [CGSize(width: 600, height: 400)] && root.alongsideRan)
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 600, height: 400))
        harness.settle()
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A rotation animates over 0.3 s (ease-in-out): layout and alongside animations together, completions at the end; a resize does not")
    func rotationAnimates() throws {
        // UIApplication.statusBarOrientationAnimationDuration: "The animation duration in seconds
        // for the status bar during a 90 degree orientation change" (Apple documentation), 0.3 s.
        // viewWillTransition(to:with:): "UIKit calls this method before changing the size of a
        // presented view controller's view"; alongside animations run with the size change.
        let root = RotationAnimatingViewController("Root")
        let harness = TransitionHarness(root: root, size: CGSize(width: 400, height: 600))
        let start = harness.clock.now
        harness.window.send(.rotate(CGSize(width: 600, height: 400)))
        #expect(root.durations == [0.3] && root.animated == [true])
        #expect(root.view.frame.size == CGSize(width: 600, height: 400), "model values change at once")
        harness.clock.advance(by: 0.15)
        let half = try #require(root.view.layer.presentation())
        #expect(abs(half.bounds.width - 500) < 0.01 && abs(half.bounds.height - 500) < 0.01, "\(half.bounds)")
        #expect(abs(try #require(root.badge.layer.presentation()).opacity - 0.5) < 0.001, "the alongside fade is half way too")
        #expect(root.completionTimes.isEmpty)
        harness.clock.advance(by: 0.15)
        #expect(try #require(root.view.layer.presentation()).bounds.size == CGSize(width: 600, height: 400))
        #expect(root.completionTimes.count == 1 && abs(root.completionTimes[0] - (start + 0.3)) < 1e-9)

        harness.window.send(.resize(CGSize(width: 500, height: 300)))
        #expect(root.durations == [0.3, 0] && root.animated == [true, false])
        #expect(try #require(root.view.layer.presentation()).bounds.size == CGSize(width: 500, height: 300), "a resize is immediate")
        #expect(harness.settle())
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Rotating during an interactive pop keeps every invariant")
    func rotateDuringInteractivePop() {
        let root = NamedViewController("Root"), second = NamedViewController("Second")
        let navigation = UINavigationController(rootViewController: root)
        let harness = TransitionHarness(root: navigation)
        navigation.pushViewController(second, animated: false)
        harness.settle()
        harness.window.send(.mouseDown(CGPoint(x: 5, y: 300)))
        for step in 1...5 { harness.window.send(.mouseMove(CGPoint(x: 5 + CGFloat(step) * 30, y: 300))); harness.run(0.05) }
        harness.window.send(.resize(CGSize(width: 600, height: 400)))   // R swaps width and height
        for step in 6...10 { harness.window.send(.mouseMove(CGPoint(x: 5 + CGFloat(step) * 30, y: 300))); harness.run(0.05) }
        harness.run(0.2)
        harness.window.send(.mouseUp(CGPoint(x: 305, y: 300)))
        harness.settle()
        #expect(navigation.view.frame.size == CGSize(width: 600, height: 400))
        #expect(navigation.topViewController?.view.frame.width == 600)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Rotating while a presentation animates keeps every invariant")
    func rotateDuringPresentation() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let harness = TransitionHarness(root: a)
        a.present(b, animated: true)
        harness.run(0.2)
        harness.window.send(.resize(CGSize(width: 600, height: 400)))
        harness.settle()
        #expect(b.view.frame.width == 600)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    // UIViewControllerTransitionCoordinatorContext.targetTransform: "A transform that indicates the
    // amount of rotation being applied to the views during a rotation"; for transitions without a
    // rotation it is CGAffineTransformIdentity (UIViewControllerTransitionCoordinator.h: "The
    // targetTransform is identity for transitions that do not involve an interface rotation").
    // The direction of a quarter turn is our choice (see SizeTransitionCoordinator).
    @Test("targetTransform: a quarter turn during a rotation, back the other way, identity for a resize")
    func targetTransform() {
        let root = RotationAnimatingViewController("Root")
        let harness = TransitionHarness(root: root, size: CGSize(width: 400, height: 600))
        harness.window.send(.rotate(CGSize(width: 600, height: 400)))
        harness.settle()
        harness.window.send(.rotate(CGSize(width: 400, height: 600)))
        harness.settle()
        harness.window.send(.resize(CGSize(width: 300, height: 500)))
        #expect(root.targetTransforms == [
            CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0),
            CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0),
            .identity,
        ], "\(root.targetTransforms)")
        #expect(root.targetTransforms[0].concatenating(root.targetTransforms[1]) == .identity)
    }

    @Test("targetTransform is identity during a presentation")
    func targetTransformOfPresentation() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let harness = TransitionHarness(root: a)
        a.present(b, animated: true)
        #expect(b.transitionCoordinator?.targetTransform == .identity)
        harness.settle()
    }
}
