import Foundation
import Testing
import TransitionKitTestSupport
@testable import TransitionKit

/// Presents a card by animating a constraint's constant with `layoutIfNeeded()` inside
/// `UIView.animate`, the Auto Layout animation pattern Apple documents ("Animating changes
/// to constraints": change the constraints, then call `layoutIfNeeded()` in the animation block).
@MainActor
final class ConstraintCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private(set) var topConstraint: NSLayoutConstraint?
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let card = transitionContext.view(forKey: .to) else { return }
        card.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(card)
        let top = card.topAnchor.constraint(equalTo: container.topAnchor, constant: container.bounds.height)
        topConstraint = top
        NSLayoutConstraint.activate([
            top, card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            card.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.5),
        ])
        container.layoutIfNeeded()
        top.constant = 100
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { container.layoutIfNeeded() }) { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled {
                top.constant = container.bounds.height
                container.layoutIfNeeded()
            }
            transitionContext.completeTransition(!cancelled)
        }
    }
}

@MainActor
final class ConstraintCardDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = ConstraintCardAnimator()
    let interactor = UIPercentDrivenInteractiveTransition()
    var interactive = true
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { animator }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interactive ? interactor : nil }
}

@Suite("Constraint animations")
@MainActor
struct ConstraintAnimationTests {
    @Test("A constant change laid out inside UIView.animate animates the frame")
    func constantChangeAnimates() {
        let (window, clock) = makeTestWindow()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 0)
        NSLayoutConstraint.activate([leading, box.topAnchor.constraint(equalTo: window.topAnchor),
                                     box.widthAnchor.constraint(equalToConstant: 40), box.heightAnchor.constraint(equalToConstant: 40)])
        window.layoutIfNeeded()
        #expect(box.frame.minX == 0)
        leading.constant = 200
        let widthConstraint = box.constraints.first { $0.firstAttribute == .width }!
        widthConstraint.constant = 80
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { window.layoutIfNeeded() })
        #expect(box.frame == CGRect(x: 200, y: 0, width: 80, height: 40), "the model frame is the end frame at once")
        clock.advance(by: 0.5)
        let presented = box.layer.presentation()!
        #expect(presented.frame == CGRect(x: 100, y: 0, width: 60, height: 40))
        clock.advance(by: 0.5)
        #expect(box.layer.presentation()!.frame == CGRect(x: 200, y: 0, width: 80, height: 40))
    }

    private func present(interactive: Bool) -> (TransitionHarness, NamedViewController, ConstraintCardDelegate) {
        let a = NamedViewController("A"), b = NamedViewController("B")
        let delegate = ConstraintCardDelegate()
        delegate.interactive = interactive
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        let harness = TransitionHarness(root: a)
        a.present(b, animated: true)
        return (harness, b, delegate)
    }

    @Test("Scrubbed by UIPercentDrivenInteractiveTransition, then cancelled: every frame is back where it started")
    func scrubAndCancel() {
        let (harness, b, delegate) = present(interactive: true)
        harness.run(0.1)
        let startFrame = CGRect(x: 20, y: 600, width: 360, height: 300)
        #expect(b.view.layer.presentation()!.frame == startFrame)
        delegate.interactor.update(0.25)
        #expect(b.view.layer.presentation()!.frame == CGRect(x: 20, y: 475, width: 360, height: 300))
        delegate.interactor.update(0.75)
        #expect(b.view.layer.presentation()!.frame == CGRect(x: 20, y: 225, width: 360, height: 300))
        delegate.interactor.update(0.5)
        #expect(b.view.layer.presentation()!.frame == CGRect(x: 20, y: 350, width: 360, height: 300))
        delegate.interactor.cancel()
        harness.settle()
        #expect(harness.log.contains("completeTransition(false)"))
        #expect(b.view.frame == startFrame, "the completion put the constant back")
        #expect(b.view.layer.presentation()!.frame == startFrame)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Grabbed mid-flight: the constraint-driven frame holds, then runs on to the end")
    func grabbedMidFlight() {
        let (harness, b, _) = present(interactive: false)
        harness.run(0.5)
        let window = harness.window
        #expect(window.scrubTransition(by: 0))
        let held = b.view.layer.presentation()!.frame
        #expect(held.minY > 100 && held.minY < 600)
        harness.run(0.5)
        #expect(b.view.layer.presentation()!.frame == held, "a grabbed transition stays where it was grabbed")
        window.resumeTransition()
        harness.settle()
        #expect(b.view.layer.presentation()!.frame == CGRect(x: 20, y: 100, width: 360, height: 300))
        #expect(harness.log.contains("completeTransition(true)"))
    }
}
