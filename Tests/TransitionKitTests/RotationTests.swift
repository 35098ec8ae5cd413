import Foundation
import Testing
import TransitionKitTestSupport
@testable import TransitionKit

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
}
