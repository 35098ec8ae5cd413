import Foundation

/// Told when an animation starts and stops (Core Animation's `CAAnimationDelegate`). Both
/// methods are optional. An animation holds its delegate strongly, as in Core Animation.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation's active time began (after its `beginTime`).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran to its end, false when it was removed
    /// from its layer first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
