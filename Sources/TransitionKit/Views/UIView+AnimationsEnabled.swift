import Foundation

extension UIView {
    /// Whether changes made in animation blocks animate: false after `setAnimationsEnabled(false)`
    /// and inside `performWithoutAnimation`.
    public class var areAnimationsEnabled: Bool { AnimationContext.areAnimationsEnabled }

    /// Turns animations on or off for blocks submitted from now on. While off, animation blocks
    /// still run and their completions still run, but their changes apply at once; animations
    /// already running continue to their end (Apple documentation, `setAnimationsEnabled(_:)`).
    public class func setAnimationsEnabled(_ enabled: Bool) {
        AnimationContext.animationsEnabledSwitch = enabled
    }

    /// The duration of the animation block open now (inherited by nested blocks), 0 outside one
    /// or while animations are disabled (Apple documentation, `inheritedAnimationDuration`: "only
    /// returns a non-zero value if called within a UIView animation block").
    public class var inheritedAnimationDuration: TimeInterval {
        guard AnimationContext.areAnimationsEnabled else { return 0 }
        return AnimationContext.currentTransaction?.duration ?? 0
    }
}
