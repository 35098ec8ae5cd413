import Foundation

/// What drives the time of a set of animations: a timeline (for `UIView.animate` blocks and
/// transitions) or a `UIViewPropertyAnimator`.
@MainActor
protocol AnimationDriver: AnyObject {
    /// The clock this driver runs on.
    var clock: AnimationClock? { get }
    /// The driver's local time now, in seconds.
    var localTime: Double { get }
    /// The progress of `animation` now (0 = old value, 1 = new value).
    func progress(of animation: LayerAnimation) -> Double
    /// Whether `animation` has ended now, and at which end; nil while it runs or is paused.
    func end(of animation: LayerAnimation) -> LayerAnimation.End?
    /// Takes charge of a committed group (its animations' `begin` already set to the driver's
    /// local time plus the delay) on `clock`: ends its animations and completes it.
    func adopt(_ group: AnimationGroup, on clock: AnimationClock)
}
