import Foundation
import TransitionKit

/// The hint every scene shows while a gesture drives a transition: "NN % · release: finish" or
/// "NN % · release: cancel", from how far the transition looks and what a release now would do.
/// The overlay shows it at the bottom of the window (`Scene.interactionHint`).
@MainActor
enum InteractionHint {
    /// "NN % · release: finish" / "… cancel" for `percent` (0...1).
    static func text(percent: CGFloat, finishes: Bool) -> String {
        let value = percent.isFinite ? min(max(percent, 0), 1) : 0
        return "\(Int((value * 100).rounded())) % · release: \(finishes ? "finish" : "cancel")"
    }

    /// The hint for the transition in `window` while it is interactive, for gestures that finish
    /// from half way (edge pans, the navigation pop, the sheet's drag, a grabbed transition):
    /// its `percentComplete`, finishing at 0.5 or more. Nil when none runs interactively.
    static func halfWay(in window: UIWindow?) -> String? {
        guard let state = window?.transitionState, state.isInteractive else { return nil }
        return text(percent: state.percentComplete, finishes: state.percentComplete >= 0.5)
    }
}
