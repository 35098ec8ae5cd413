import Foundation

/// The coordinator passed to `viewWillTransition(to:with:)` when the window changes size: its
/// alongside animations run in the same animation block as the resize, and their completions
/// run when it ends.
@MainActor
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    /// How long a rotation animates (`InputEvent.rotate`): the duration of a 90 degree interface
    /// rotation, which UIKit gives as `UIApplication.statusBarOrientationAnimationDuration` ("The
    /// animation duration in seconds for the status bar during a 90 degree orientation change",
    /// Apple documentation), 0.3 s (tidev/titanium-sdk#14584: "which always returned 0.3
    /// seconds"). The exact `transitionDuration` of a modern iPhone's rotation coordinator is not
    /// documented.
    static let rotationDuration: TimeInterval = 0.3

    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    let containerView: UIView
    let transitionDuration: TimeInterval

    init(containerView: UIView, duration: TimeInterval) {
        self.containerView = containerView
        self.transitionDuration = duration
    }

    var isAnimated: Bool { transitionDuration > 0 }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var percentComplete: CGFloat { 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return animation != nil
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// Runs `change` and the alongside animations in one animation block; completions follow.
    func run(_ change: @escaping () -> Void) {
        let queued = animations
        animations.removeAll()
        UIView.animate(withDuration: transitionDuration, delay: 0, options: [], animations: {
            change()
            for animation in queued { animation(self) }
        }, completion: { _ in
            let handlers = self.completions
            self.completions.removeAll()
            for handler in handlers { handler(self) }
        })
    }
}
