import Foundation
import TransitionKit

/// A transitioning delegate that hands out a fresh animator for each presentation and each
/// dismissal, from two closures (the seed's `CrossDissolveFirstViewController` delegate methods,
/// as an object). Held weakly by the presented controller: keep it alive.
@MainActor
final class AnimatorPairTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    private let presenting: @MainActor () -> (any UIViewControllerAnimatedTransitioning)?
    private let dismissing: @MainActor () -> (any UIViewControllerAnimatedTransitioning)?

    /// A delegate presenting with `presenting()` and dismissing with `dismissing()`.
    init(presenting: @escaping @MainActor () -> (any UIViewControllerAnimatedTransitioning)?,
         dismissing: @escaping @MainActor () -> (any UIViewControllerAnimatedTransitioning)?) {
        self.presenting = presenting
        self.dismissing = dismissing
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        self.presenting()
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        dismissing()
    }
}

/// A navigation-controller delegate that returns a push animator and a pop animator (the seed's
/// `FromViewController`: `if operation == .Push { return PushAnimator() }`, `.Pop` likewise).
/// Nil closures (or closures returning nil) leave the system slide.
@MainActor
final class AnimatorPairNavigationDelegate: UINavigationControllerDelegate {
    private let push: @MainActor () -> (any UIViewControllerAnimatedTransitioning)?
    private let pop: @MainActor () -> (any UIViewControllerAnimatedTransitioning)?
    /// Called after every push or pop completed (`didShow`).
    var didShow: (@MainActor (UIViewController) -> Void)?

    /// A delegate pushing with `push()` and popping with `pop()`.
    init(push: @escaping @MainActor () -> (any UIViewControllerAnimatedTransitioning)?,
         pop: @escaping @MainActor () -> (any UIViewControllerAnimatedTransitioning)?) {
        self.push = push
        self.pop = pop
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        switch operation {
        case .push: push()
        case .pop: pop()
        case .none: nil
        }
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        didShow?(viewController)
    }
}
