import TransitionKit

/// The navigation scene's tuning: each catalog animator's duration and damping (the panel, T).
extension NavigationScene {
    /// The values of `animator`'s parameters: tuned, or the catalog's.
    func tunedValues(of animator: NavigationSceneAnimator) -> TunedValues {
        TunedValues(tuned[animator] ?? animator.parameters)
    }

    /// The chosen animator's parameters (tuned values once the panel changed them).
    var tunableParameters: [TunableParameter] {
        get { tuned[animator] ?? animator.parameters }
        set {
            guard newValue.map(\.name) == animator.parameters.map(\.name) else { return }
            tuned[animator] = newValue
        }
    }

    /// The push animator's construction in Swift with the tuned values.
    var tunedAnimatorSource: String? { animator.swiftSource(tunedValues(of: animator)) }
}
