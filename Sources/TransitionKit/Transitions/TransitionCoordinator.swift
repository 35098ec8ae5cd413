import Foundation

/// The coordinator of one transition: alongside animations, their completions, and interaction
/// change notifications. It exists from the moment the transition is set up until its last callback.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    private let context: TransitionContext
    private var pendingAnimations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// Set once the animator has started: alongside animations then run at once.
    private var animationsStarted = false
    /// Set when the transition's last callback has run.
    private(set) var isFinished = false
    /// Set once the completions ran (inside `completeTransition`): later requests are refused,
    /// since their completion could never run.
    private var completionsRan = false

    init(context: TransitionContext) { self.context = context }

    var isAnimated: Bool { context.isAnimated }
    var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
    var initiallyInteractive: Bool { context.initiallyInteractive }
    var isInterruptible: Bool { true }
    var isInteractive: Bool { context.isInteractive }
    var isCancelled: Bool { context.transitionWasCancelled }
    var transitionDuration: TimeInterval { context.duration }
    var percentComplete: CGFloat { context.isInteractive ? context.currentPercent : context.percentComplete }
    var completionVelocity: CGFloat { context.completionVelocity }
    var completionCurve: UIView.AnimationCurve { context.completionCurve }
    var containerView: UIView { context.containerView }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        context.viewController(forKey: key)
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !isFinished, !completionsRan else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return false }
        if animationsStarted { runAlongside(animation) } else { pendingAnimations.append(animation) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard !isFinished else { return }
        interactionHandlers.append(handler)
    }

    // MARK: Engine

    /// Runs the queued alongside animations in the transition's animation context (called just
    /// after the animator's `animateTransition` returns).
    func startAlongsideAnimations() {
        animationsStarted = true
        let queued = pendingAnimations
        pendingAnimations.removeAll()
        for animation in queued { runAlongside(animation) }
    }

    private func runAlongside(_ animation: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        // Only an interruptible animator the engine already drives takes alongside animations:
        // asking for one here would call into the animator (which may build a new one per call);
        // otherwise they go on the transition's timeline, which follows the transition's progress.
        if let animator = context.knownInterruptibleAnimator {
            animator.addAnimationsIfSupported { animation(self) }
            return
        }
        let duration = max(context.duration, 0)
        let timing = context.completionCurve.timing
        context.collectingAnimations {
            let transaction = AnimationTransaction(
                duration: context.isAnimated ? duration : 0, delay: 0, timing: timing, options: [], completion: nil)
            AnimationContext.run(transaction) { animation(self) }
        }
    }

    /// Tells the interaction handlers that the transition became (non-)interactive.
    func interactionChanged() {
        for handler in interactionHandlers { handler(self) }
    }

    /// Runs the alongside completions (inside `completeTransition`).
    func runCompletions() {
        completionsRan = true
        let handlers = completions
        completions.removeAll()
        for handler in handlers { handler(self) }
    }

    /// Marks the end of the transition: no more alongside animations; handlers released.
    func markFinished() {
        isFinished = true
        pendingAnimations.removeAll()
        completions.removeAll()
        interactionHandlers.removeAll()
    }
}

extension UIViewImplicitlyAnimating {
    /// Adds animations through the protocol's optional member.
    func addAnimationsIfSupported(_ animation: @escaping () -> Void) {
        addAnimations(animation)
    }
}
