import TransitionKit

/// The views a layer-based catalog transition (reveal, clock wipe, `CATransition` push) works
/// on: the leaving view (handed out, or the from controller's), the arriving one when handed out
/// (placed at its final frame, not yet added), and their states to restore.
@MainActor
struct LayerTransitionViews {
    let fromView: UIView
    let toView: UIView?
    let found: FoundViewStates

    /// Nil when the transition has no leaving view (the animator then completes it, unfinished).
    init?(_ context: any UIViewControllerContextTransitioning) {
        guard let fromView = context.view(forKey: .from) ?? context.viewController(forKey: .from)?.view else { return nil }
        let toView = context.view(forKey: .to)
        self.fromView = fromView
        self.toView = toView
        found = FoundViewStates(fromView, toView)
        if let toView, let toViewController = context.viewController(forKey: .to) {
            let final = context.finalFrame(for: toViewController)
            if final != .zero { toView.frame = final }
        }
    }
}
