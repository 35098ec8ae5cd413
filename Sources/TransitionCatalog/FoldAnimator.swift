import Foundation
import TransitionKit

/// Folds the outgoing screen open like a pair of doors: its two halves, as snapshots, turn
/// away about their outer edges in perspective and darken as they turn, while the incoming
/// screen grows from 92 % beneath them (iOS code builds this from
/// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)` halves, `anchorPoint` at the
/// hinge and `CATransform3DRotate` with `m34`).
///
/// - Duration 0.7 s, ease-in-out. Each half turns 90° (edge-on at the end); its shade goes
///   from clear to 60 % black.
/// - The outgoing view is hidden while its halves fold and shown again at the end; a cancel
///   folds the halves shut and puts every view back as found.
///
/// ```swift
/// navigationController.delegate = self   // returns FoldAnimator() for push and pop
/// ```
@preconcurrency @MainActor
public final class FoldAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The duration of the fold, in seconds.
    public let duration: TimeInterval

    /// Creates a fold lasting `duration` seconds (0.7 by default).
    public init(duration: TimeInterval = 0.7) {
        self.duration = duration
        super.init()
    }

    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from) ?? transitionContext.viewController(forKey: .from)?.view
        else {
            transitionContext.completeTransition(false)
            return
        }
        let toView = transitionContext.view(forKey: .to)
        let found = FoundViewStates(fromView, toView)
        if let toView, let toViewController = transitionContext.viewController(forKey: .to) {
            let final = transitionContext.finalFrame(for: toViewController)
            if final != .zero { toView.frame = final }
            container.insertSubview(toView, at: 0)
            toView.transform = CGAffineTransform(scaleX: 0.92, y: 0.92)
        }
        let halves = Self.halves(of: fromView, in: container)
        fromView.alpha = 0

        UIView.animate(withDuration: duration, delay: 0, options: .curveEaseInOut, animations: {
            for (half, shade, angle) in halves {
                half.layer.transform = CardFlipAnimator.turned(angle, width: container.bounds.width)
                shade.alpha = 0.6
            }
            toView?.transform = .identity
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            for (half, _, _) in halves { half.removeFromSuperview() }
            fromView.alpha = 1
            found.restore(leaving: fromView, cancelled: cancelled)
            if cancelled { toView?.removeFromSuperview() }
            transitionContext.completeTransition(!cancelled)
        })
    }

    /// The two halves of `view` as snapshots over it in `container`, each hinged on its outer
    /// edge (`anchorPoint` 0 or 1 across), with a clear shade on top and the angle it turns to.
    private static func halves(of view: UIView, in container: UIView) -> [(UIView, UIView, CGFloat)] {
        let bounds = view.bounds
        let width = (bounds.width / 2).rounded()
        let parts: [(CGRect, CGFloat, CGFloat)] = [
            (CGRect(x: bounds.minX, y: bounds.minY, width: width, height: bounds.height), 0, .pi / 2),
            (CGRect(x: bounds.minX + width, y: bounds.minY, width: bounds.width - width, height: bounds.height), 1, -.pi / 2),
        ]
        return parts.compactMap { rect, anchorX, angle in
            guard let half = view.resizableSnapshotView(from: rect, afterScreenUpdates: false, withCapInsets: .zero) else {
                return nil
            }
            let frame = view.convert(rect, to: container)
            container.addSubview(half)
            half.frame = frame
            half.layer.anchorPoint = CGPoint(x: anchorX, y: 0.5)
            half.layer.position = CGPoint(x: anchorX == 0 ? frame.minX : frame.maxX, y: frame.midY)
            let shade = UIView(frame: half.bounds)
            shade.backgroundColor = .black
            shade.alpha = 0
            half.addSubview(shade)
            return (half, shade, angle)
        }
    }
}
