/// The tuning panel's values for a scene whose animators are the cases of `Animator`, each with
/// its default parameters: what the panel changed, by animator.
struct AnimatorTunings<Animator: Hashable> {
    private var tuned: [Animator: [TunableParameter]] = [:]

    /// `animator`'s parameters: the tuned ones, or `defaults`.
    func parameters(of animator: Animator, defaults: [TunableParameter]) -> [TunableParameter] {
        tuned[animator] ?? defaults
    }

    /// `animator`'s values: tuned, or the defaults'.
    func values(of animator: Animator, defaults: [TunableParameter]) -> TunedValues {
        TunedValues(parameters(of: animator, defaults: defaults))
    }

    /// Makes `parameters` `animator`'s tuned values, unless they are not the same parameters as
    /// `defaults` (names and order), which is refused.
    mutating func set(_ parameters: [TunableParameter], for animator: Animator, defaults: [TunableParameter]) {
        guard parameters.map(\.name) == defaults.map(\.name) else { return }
        tuned[animator] = parameters
    }
}
