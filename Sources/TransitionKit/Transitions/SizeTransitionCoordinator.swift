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
    /// The interface's rotation during this size change: identity for a resize, a quarter turn
    /// for a rotation (see `rotationTransform(from:to:)`).
    let targetTransform: CGAffineTransform

    init(containerView: UIView, duration: TimeInterval, targetTransform: CGAffineTransform = .identity) {
        self.containerView = containerView
        self.transitionDuration = duration
        self.targetTransform = targetTransform
    }

    /// The `targetTransform` of a rotation from `oldSize` to `newSize`. UIKit documents it as
    /// "the rotation of the interface" during the transition, identity when there is none
    /// (UIViewControllerTransitionCoordinatorContext.targetTransform), in practice +90, -90 or 180
    /// degrees. Which way a quarter turn goes depends on the device orientation, which the
    /// playground's rotate event does not carry (undocumented for us to match): portrait to
    /// landscape is taken as +90 degrees and landscape to portrait as -90, so a rotation and its
    /// return compose to identity. A rotation that keeps the aspect is identity. The values are
    /// exact (no cos(pi/2) rounding).
    static func rotationTransform(from oldSize: CGSize, to newSize: CGSize) -> CGAffineTransform {
        let wasPortrait = oldSize.height > oldSize.width, isPortrait = newSize.height > newSize.width
        let wasLandscape = oldSize.width > oldSize.height, isLandscape = newSize.width > newSize.height
        if wasPortrait && isLandscape { return CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0) }
        if wasLandscape && isPortrait { return CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0) }
        return .identity
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
