import TransitionKit

/// The present scene's tuning: each animator's duration and damping (the panel, T).
extension PresentScene {
    /// The values of `animator`'s parameters: tuned, or the seeds'.
    func tunedValues(of animator: PresentSceneAnimator) -> TunedValues {
        tunings.values(of: animator, defaults: animator.parameters)
    }

    /// The chosen animator's parameters (tuned values once the panel changed them).
    var tunableParameters: [TunableParameter] {
        get { tunings.parameters(of: animator, defaults: animator.parameters) }
        set { tunings.set(newValue, for: animator, defaults: animator.parameters) }
    }

    /// The chosen animator's construction in Swift with the tuned values.
    var tunedAnimatorSource: String? { animator.swiftSource(tunedValues(of: animator)) }
}
