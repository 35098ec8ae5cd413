import Foundation

/// What drives the time of a set of animations, seen from each animation: a timeline (for
/// `UIView.animate` blocks and transitions) or a `UIViewPropertyAnimator`. (Running a whole
/// transition's time from outside — percent, seek, pause, run to an end — is `ProgressDriver`.)
@MainActor
protocol AnimationDriver: AnyObject {
    /// The clock this driver runs on.
    var clock: AnimationClock? { get }
    /// The progress of `animation` now (0 = old value, 1 = new value).
    func progress(of animation: LayerAnimation) -> Double
    /// Whether `animation` has ended now, and at which end; nil while it runs or is paused.
    func end(of animation: LayerAnimation) -> LayerAnimation.End?
    /// Takes charge of a committed group on `clock`: places its animations on the driver's time
    /// line (beginning `delay` seconds from now on a timeline), ends them and completes the group.
    func adopt(_ group: AnimationGroup, delay: Double, on clock: AnimationClock)
}
