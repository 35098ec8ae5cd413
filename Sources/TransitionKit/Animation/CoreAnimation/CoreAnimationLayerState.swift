import Foundation

/// What Core Animation adds to a layer: its explicit animations (in the order added), its
/// time space (`CAMediaTiming`) and its actions dictionary.
struct CoreAnimationLayerState {
    /// The running explicit animations, oldest first.
    var animations: [ExplicitAnimation] = []
    /// The layer's time space.
    var timing = MediaTimingModel()
    /// The layer's `actions` dictionary.
    var actions: [String: CAAction]?
    /// Set on a running transition's container: the transition's timeline, whose time (as a
    /// media time) is the parent time of the container's layer (see `CALayer.localTime`).
    var transitionTimeline: AnimationTimeline?
}
