import Foundation

extension SystemAnimator {
    /// The horizontal flip's duration. UIKit does not document it; 0.75 s on an ease-in-out
    /// curve is the commonly measured value (undocumented, chosen here).
    static let flipDuration: TimeInterval = 0.75

    /// Sets up `UIModalTransitionStyle.flipHorizontal` and returns the block that runs it.
    ///
    /// Apple documentation, `UIModalTransitionStyle.flipHorizontal`: "When the view controller is
    /// presented, the current view initiates a horizontal 3D flip from right-to-left, resulting in
    /// the revealing of the new view as if it were on the back of the previous view. On dismissal,
    /// the flip occurs from left-to-right, returning to the original view." So presenting turns
    /// as `transitionFlipFromRight` does and dismissing as `transitionFlipFromLeft`: the from view
    /// turns edge-on in the first half, the to view turns on from edge-on in the second (both
    /// about their vertical axis, in perspective: `UIView.flipTransform`), as keyframes of the
    /// transition's one property animator, so the flip scrubs and reverses like every system
    /// transition.
    func prepareFlip(_ context: any UIViewControllerContextTransitioning) -> () -> Void {
        let container = context.containerView
        guard let toView = context.view(forKey: .to), let toController = context.viewController(forKey: .to) else { return {} }
        let fromView = context.view(forKey: .from)
        toView.frame = context.finalFrame(for: toController)
        if toView.superview == nil {
            if let fromView, fromView.superview === container {
                container.insertSubview(toView, aboveSubview: fromView)
            } else {
                container.addSubview(toView)
            }
        }
        // Right-to-left when presenting: the right side moves toward the front (a negative turn
        // about y); left-to-right when dismissing.
        let turn: CGFloat = isArriving ? -.pi / 2 : .pi / 2
        let fromBase = fromView?.transform3D ?? CATransform3DIdentity, toBase = toView.transform3D
        if let fromView { fromView.transform3D = UIView.flipTransform(fromView, base: fromBase, angle: 0, axis: .vertical) }
        toView.transform3D = UIView.flipTransform(toView, base: toBase, angle: -turn, axis: .vertical)
        cleanUp = {
            fromView?.transform3D = fromBase
            toView.transform3D = toBase
        }
        return {
            UIView.animateKeyframes(withDuration: Self.flipDuration, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    if let fromView { fromView.transform3D = UIView.flipTransform(fromView, base: fromBase, angle: turn, axis: .vertical) }
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    toView.transform3D = UIView.flipTransform(toView, base: toBase, angle: 0, axis: .vertical)
                }
            })
        }
    }
}
