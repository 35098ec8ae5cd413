import Foundation

/// Grabbing a running transition with the mouse: press on the moving content pauses it, dragging
/// scrubs it, release finishes or cancels it from the projected position on a spring that keeps
/// the pointer's velocity (docs/DESIGN.md, "Transitions"; "Designing Fluid Interfaces"). While a transition runs
/// without interaction, other presses are ignored, as UIKit ignores touches then.
@MainActor
final class TransitionGrab {
    private unowned let director: TransitionDirector
    private weak var context: TransitionContext?
    private var startPercent: CGFloat = 0
    private var startPoint = CGPoint.zero
    /// Window points the tracked view moves per unit of progress.
    private var motionPerPercent = CGVector.zero
    /// The pointer's positions on the window clock, for its velocity over the last 100 ms.
    private var tracker = VelocityTracker()
    private var isSwallowingPress = false

    init(director: TransitionDirector) { self.director = director }

    private var window: UIWindow { director.window }
    private var now: TimeInterval { window.clock.now }

    /// The window's first look at a pointer event; returns whether it consumed it.
    func handle(_ event: InputEvent) -> Bool {
        switch event {
        case let .mouseDown(point, _):
            // A press while the grab holds one (a second button) stays with the grab: its release
            // comes to the grab, so the views must not begin a touch they never see end.
            if context != nil || isSwallowingPress { return true }
            // A transition with its own interaction controller (one that starts animating and
            // becomes interactive later, as seed 002's) handles interruption itself: its presses
            // reach the views, as in UIKit.
            guard let context = director.active, !context.isInteractive, !context.didComplete, context.isAnimated,
                  context.interactor == nil else {
                return false
            }
            // The back button stays live during a push or pop: a tap reverses or retargets it
            // (fluid navigation, `TransitionDirector+NavigationInterruption.swift`).
            if case let .navigation(ending)? = context.ending, !ending.navigation.navigationBar.isHidden,
               ending.navigation.navigationBar.backButtonContains(ending.navigation.navigationBar.convert(point, from: nil)) {
                return false
            }
            guard let tracked = movingView(at: point, in: context) else {
                isSwallowingPress = true   // a press elsewhere during a non-interactive transition
                return true
            }
            begin(context, tracking: tracked, at: point)
            return true
        case let .mouseMove(point):
            if let context { drag(context, to: point); return true }
            return isSwallowingPress
        case let .mouseUp(point):
            if let context { release(context, at: point); return true }
            defer { isSwallowingPress = false }
            return isSwallowingPress
        default:
            return false
        }
    }

    /// The transition's view under `point` (presentation frames) that the transition moves:
    /// the arriving view first, then the leaving one if it moves or fades.
    private func movingView(at point: CGPoint, in context: TransitionContext) -> UIView? {
        for view in [context.toView, context.fromView].compactMap({ $0 }) where view.window === window {
            guard view.presentationFrameInWindow.contains(point) else { continue }
            if view === context.toView || view.layer.hasAnimations { return view }
        }
        return nil
    }

    private func begin(_ context: TransitionContext, tracking view: UIView, at point: CGPoint) {
        context.pauseInteractiveTransition()
        self.context = context
        startPercent = context.currentPercent
        startPoint = point
        tracker.removeAll()
        tracker.add(point, at: now)
        motionPerPercent = measureMotion(of: view, in: context)
    }

    /// How far `view` moves on screen per unit of progress around the current point (sampled by
    /// scrubbing a little each way); a fade falls back to a vertical drag of the container's height.
    private func measureMotion(of view: UIView, in context: TransitionContext) -> CGVector {
        let here = context.currentPercent
        let step: CGFloat = here < 0.9 ? 0.05 : -0.05
        let before = view.presentationFrameInWindow
        context.updateInteractiveTransition(here + step)
        let after = view.presentationFrameInWindow
        context.updateInteractiveTransition(here)
        var motion = CGVector(dx: (after.midX - before.midX) / step, dy: (after.midY - before.midY) / step)
        let growth = ((after.width - before.width) + (after.height - before.height)) / step
        if hypot(motion.dx, motion.dy) < 20 {
            motion = abs(growth) > 20 ? CGVector(dx: 0, dy: -growth) : CGVector(dx: 0, dy: context.containerView.bounds.height)
        }
        return motion
    }

    private func percent(for point: CGPoint) -> CGFloat {
        let drag = CGVector(dx: point.x - startPoint.x, dy: point.y - startPoint.y)
        let lengthSquared = motionPerPercent.dx * motionPerPercent.dx + motionPerPercent.dy * motionPerPercent.dy
        guard lengthSquared > 0 else { return startPercent }
        return startPercent + (drag.dx * motionPerPercent.dx + drag.dy * motionPerPercent.dy) / lengthSquared
    }

    private func drag(_ context: TransitionContext, to point: CGPoint) {
        tracker.add(point, at: now)
        context.updateInteractiveTransition(min(max(percent(for: point), 0), 1))
    }

    private func release(_ context: TransitionContext, at point: CGPoint) {
        drag(context, to: point)
        self.context = nil
        let current = context.currentPercent
        var velocity: CGFloat = 0   // progress per second
        let pointsPerSecond = tracker.velocity
        let lengthSquared = motionPerPercent.dx * motionPerPercent.dx + motionPerPercent.dy * motionPerPercent.dy
        if lengthSquared > 0 {
            velocity = (pointsPerSecond.x * motionPerPercent.dx + pointsPerSecond.y * motionPerPercent.dy) / lengthSquared
        }
        let projected = current + UIScrollView.DecelerationRate.normal.projectedDistance(forVelocity: velocity)
        context.release(forward: projected >= 0.5, velocity: velocity, curve: .easeOut)
        tracker.removeAll()
    }
}

extension UIView {
    /// The bounding box of the view's presentation frame in window points.
    package var presentationFrameInWindow: CGRect {
        var transform = CGAffineTransform.identity
        var view: UIView? = self
        while let current = view {
            let values = current.layer.presentationValues()
            transform = transform.concatenating(CALayer.localTransform(values))
            view = current.superview
        }
        let values = layer.presentationValues()
        return values.bounds.applying(transform)
    }
}
