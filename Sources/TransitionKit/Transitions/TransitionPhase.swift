import Foundation

/// What a transition does to the controllers: the kind `UIWindow.transitionState` reports (a
/// Linux addition for debugging tools; UIKit has no public equivalent).
public enum TransitionKind: String, Sendable, CaseIterable {
    /// A modal presentation (`present(_:animated:completion:)`).
    case presentation
    /// A modal dismissal (`dismiss(animated:completion:)`).
    case dismissal
    /// A navigation controller showing a controller that was not in its stack.
    case push
    /// A navigation controller going back to a controller of its stack.
    case pop
    /// A tab bar controller switching tabs with its delegate's animator.
    case tab
}

/// Where a running transition is (a Linux addition for debugging tools; the phases follow the
/// states `UIViewControllerContextTransitioning` exposes: `isInteractive`,
/// `transitionWasCancelled`, and the end that `completeTransition(_:)` marks).
///
/// ```
///   animating ──pause──▶ interactive ──finish──▶ finishing ◀──finish/cancel──▶ cancelling
///       │                    ▲   └──────cancel──────────────────────────────────▲
///       │                    └────────────pause (a new grab) ◀── finishing, cancelling
///       ├──finish / cancel without interaction──▶ finishing / cancelling
///       └──completeTransition, from every phase but completed──▶ completed
///
///   from \ to    interactive  finishing  cancelling  completed
///   animating         yes         yes        yes         yes
///   interactive       no          yes        yes         yes
///   finishing         yes         yes        yes         yes
///   cancelling        yes         yes        yes         yes
///   completed         no          no         no          no
/// ```
///
/// Nothing goes back to `animating`, and nothing leaves `completed`. `TransitionContext` owns
/// the only change of phase; an illegal move is refused with a Diagnostic and changes nothing.
public enum TransitionPhase: String, Sendable, CaseIterable {
    /// Running on its own, never held by an interaction.
    case animating
    /// Held by a gesture, a grab or a scrub: its progress follows the interaction.
    case interactive
    /// The interaction ended and the rest runs on to the end.
    case finishing
    /// The interaction was cancelled and the rest runs back to the start.
    case cancelling
    /// The animator called `completeTransition(_:)`; the completion steps run.
    case completed

    /// Whether a transition in this phase may move to `next`: the legal moves, in one place.
    public func allowsMove(to next: TransitionPhase) -> Bool {
        switch (self, next) {
        case (.completed, _), (_, .animating):
            return false
        case (.interactive, .interactive):
            return false   // already held
        case (.animating, .interactive), (.finishing, .interactive), (.cancelling, .interactive),
             (.animating, .finishing), (.interactive, .finishing), (.finishing, .finishing), (.cancelling, .finishing),
             (.animating, .cancelling), (.interactive, .cancelling), (.finishing, .cancelling), (.cancelling, .cancelling),
             (.animating, .completed), (.interactive, .completed), (.finishing, .completed), (.cancelling, .completed):
            return true
        }
    }
}
