import TransitionKit

/// The navigation scene's tuning: each catalog animator's duration and damping (the panel, T).
extension NavigationScene {
    /// The values of `animator`'s parameters: tuned, or the catalog's.
    func tunedValues(of animator: NavigationSceneAnimator) -> TunedValues {
        tunings.values(of: animator, defaults: animator.parameters)
    }

    /// The chosen animator's parameters (tuned values once the panel changed them).
    var tunableParameters: [TunableParameter] {
        get { tunings.parameters(of: animator, defaults: animator.parameters) }
        set { tunings.set(newValue, for: animator, defaults: animator.parameters) }
    }

    /// The push animator's construction in Swift with the tuned values.
    var tunedAnimatorSource: String? { animator.swiftSource(tunedValues(of: animator)) }
}
