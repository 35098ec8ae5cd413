import Foundation
import Testing
import TransitionKit
import TransitionKitTesting

/// One timebase inside a transition: the explicit animations added in `animateTransition(using:)`
/// run on the transition's timeline, and `CACurrentMediaTime()`, `convertTime(_:from:)` and a
/// layer's `beginTime`, `timeOffset` and `speed` agree with it, so Core Animation's own recipes
/// work inside a transition.
///
/// Apple, Technical Q&A QA1673 "How to pause the animation of a layer tree": pause with
/// `let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil); layer.speed = 0;
/// layer.timeOffset = pausedTime`, resume with `let pausedTime = layer.timeOffset;
/// layer.speed = 1; layer.timeOffset = 0; layer.beginTime = 0; let timeSincePause =
/// layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime; layer.beginTime =
/// timeSincePause`. CAMediaTiming.beginTime: "the begin time of the receiver in relation to
/// its parent object"; CALayer.convertTime(_:from:): "Converts the time interval from the
/// specified layer's time space to the receiver's time space" (nil: the media time).
@MainActor
struct TransitionMediaTimeTests {
    /// Slides the pushed view in from the right with an explicit animation over one second and
    /// completes in the transaction's completion block, as Core Animation code is written.
    final class LayerPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var beginsAt: ((CALayer) -> CFTimeInterval)?
        var timesSeen: (mediaInLayer: CFTimeInterval, animationBegin: CFTimeInterval)?
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            guard let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to)
            else { return }
            let container = transitionContext.containerView
            toView.frame = transitionContext.finalFrame(for: to)
            container.addSubview(toView)
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = toView.layer.position.x + 400
            slide.toValue = toView.layer.position.x
            slide.duration = 1
            if let beginsAt { slide.beginTime = beginsAt(toView.layer) }
            CATransaction.begin()
            CATransaction.setCompletionBlock {
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            toView.layer.add(slide, forKey: "slide")
            CATransaction.commit()
            let begin = toView.layer.animation(forKey: "slide")?.beginTime ?? .nan
            timesSeen = (toView.layer.convertTime(CACurrentMediaTime(), from: nil), begin)
        }
    }

    /// Drives the transition by pausing and scrubbing the container's layer itself, with the
    /// recipe of QA1673, telling the context as it goes.
    final class LayerTimeInteractor: NSObject, UIViewControllerInteractiveTransitioning {
        let animator: LayerPushAnimator
        private var context: (any UIViewControllerContextTransitioning)?
        private var pausedTime: CFTimeInterval = 0

        init(animator: LayerPushAnimator) { self.animator = animator }

        func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
            context = transitionContext
            animator.animateTransition(using: transitionContext)
            let layer = transitionContext.containerView.layer
            pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = pausedTime
        }

        func update(_ percent: CGFloat) {
            guard let context else { return }
            context.updateInteractiveTransition(percent)
            context.containerView.layer.timeOffset = pausedTime + animator.transitionDuration(using: context) * percent
        }

        func finish() {
            guard let context else { return }
            context.finishInteractiveTransition()
            let layer = context.containerView.layer
            let pausedTime = layer.timeOffset
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
            layer.beginTime = timeSincePause
        }
    }

    final class Delegate: NSObject, UINavigationControllerDelegate {
        let animator = LayerPushAnimator()
        var interactor: (any UIViewControllerInteractiveTransitioning)?
        func navigationController(
            _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
        func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
    }

    private func push(_ delegate: Delegate) -> (TransitionTestHarness, UIViewController) {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.delegate = delegate
        let harness = TransitionTestHarness(rootViewController: navigation)
        harness.advance(frames: 1)
        let pushed = UIViewController()
        harness.push(pushed)
        return (harness, pushed)
    }

    /// How far the pushed view has slid in, 0...1.
    private func shown(_ pushed: UIViewController) -> Double {
        let layer = pushed.view.layer
        return 1 - Double(layer.presentation()!.position.x - layer.position.x) / 400
    }

    @Test func insideAnimateTransitionTheMediaTimeIsTheAnimationsTime() {
        let delegate = Delegate()
        _ = push(delegate)
        let seen = delegate.animator.timesSeen
        #expect(seen != nil && seen!.mediaInLayer == seen!.animationBegin)
    }

    @Test func aPercentDrivenPushReleasedAt60PercentRunsTheRestOverTheRemainingTime() {
        let delegate = Delegate()
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        let (harness, pushed) = push(delegate)
        interactor.update(0.6)
        #expect(abs(shown(pushed) - 0.6) < 1e-9)
        interactor.completionCurve = .linear
        interactor.finish()
        harness.advance(by: 0.2)
        #expect(abs(shown(pushed) - 0.8) < 1e-6)
        #expect(harness.isTransitionInProgress)
        harness.advance(by: 0.25)
        #expect(!harness.isTransitionInProgress && shown(pushed) == 1)
    }

    @Test func thePauseAndResumeRecipeScrubsAndResumesTheExplicitAnimation() {
        let delegate = Delegate()
        let interactor = LayerTimeInteractor(animator: delegate.animator)
        delegate.interactor = interactor
        let (harness, pushed) = push(delegate)
        harness.advance(by: 0.5)
        #expect(abs(shown(pushed)) < 1e-9)   // paused at its start
        // As a gesture's handler calls them: inside an event of the window's clock (the clock
        // CACurrentMediaTime() reads).
        harness.clock.perform { interactor.update(0.6) }
        #expect(abs(shown(pushed) - 0.6) < 1e-9)
        harness.advance(by: 0.3)
        #expect(abs(shown(pushed) - 0.6) < 1e-9)
        harness.clock.perform { interactor.finish() }
        harness.advance(by: 0.2)
        #expect(abs(shown(pushed) - 0.8) < 1e-6)
        #expect(harness.isTransitionInProgress)
        harness.advance(by: 0.25)
        #expect(!harness.isTransitionInProgress && shown(pushed) == 1)
        #expect(harness.window.diagnostics.isEmpty, "\(harness.window.diagnostics)")
    }

    @Test(arguments: [false, true])
    func aBeginTimeInTheFutureDelaysTheAnimationOnTheTransitionsTimeline(_ throughLayer: Bool) {
        let delegate = Delegate()
        delegate.animator.beginsAt = { layer in
            (throughLayer ? layer.convertTime(CACurrentMediaTime(), from: nil) : CACurrentMediaTime()) + 0.5
        }
        let (harness, pushed) = push(delegate)
        harness.advance(by: 0.25)
        #expect(shown(pushed) == 1)   // not begun: the model value shows
        harness.advance(by: 0.5)
        #expect(abs(shown(pushed) - 0.25) < 1e-6)
        #expect(harness.settle())
    }

    /// An explicit animation added (on the clock) to a layer in the container while the
    /// transition is paused stands still with it, as under an iOS container whose speed is 0,
    /// and keeps its place, with no jump, when the transition ends and the container's time is
    /// the media time again.
    @Test func anAnimationAddedInThePausedContainerKeepsItsPlaceWhenTheTransitionEnds() {
        let delegate = Delegate()
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.completionCurve = .linear
        delegate.interactor = interactor
        let (harness, pushed) = push(delegate)
        let marker = CALayer()
        pushed.view.layer.addSublayer(marker)
        interactor.update(0.5)
        harness.advance(by: 0.5)
        harness.clock.perform { marker.add(basicMove(duration: 4), forKey: "move") }
        harness.advance(by: 0.25)
        #expect(marker.presentation()!.position.x == 0)
        interactor.finish()
        var last = marker.presentation()!.position.x, largestStep: CGFloat = 0
        for _ in 0..<90 {
            harness.advance(frames: 1)
            let x = marker.presentation()!.position.x
            largestStep = max(largestStep, abs(x - last))
            last = x
        }
        #expect(!harness.isTransitionInProgress)
        #expect(largestStep < 0.5, "largest step \(largestStep)")
        #expect(last > 30 && last < 40)   // 1.5 s of its 4 s
    }

    private func basicMove(duration: CFTimeInterval) -> CABasicAnimation {
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = duration
        return move
    }
}
