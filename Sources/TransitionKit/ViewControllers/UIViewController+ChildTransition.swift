import Foundation

extension UIViewController {
    /// Swaps two child controllers' views, for a custom container: `toViewController`'s view is
    /// added to `fromViewController`'s view's superview, `animations` runs in an animation block
    /// of `duration` seconds while the views give way to each other in the transition style of
    /// `options` (e.g. `.transitionCrossDissolve`), and `fromViewController`'s view is removed when
    /// it ends. While this container is visible and forwards appearance methods, the children get
    /// their appearance callbacks (`fromViewController` disappears, `toViewController` appears,
    /// with `viewIsAppearing(_:)` once its view is in place); `completion` runs after
    /// `viewDidAppear`/`viewDidDisappear`, so it is where the container calls `removeFromParent()`
    /// and `didMove(toParent:)`.
    ///
    /// Apple documentation: "This method adds the second view controller's view to the view
    /// hierarchy and then performs the animations defined in your animations block. After the
    /// animation completes, it removes the first view controller's view from the view hierarchy.
    /// [...] This method is only intended to be called by an implementation of a custom container
    /// view controller." Both controllers must be children of the receiver: otherwise (or when the
    /// from view has no superview) the call is refused with a Diagnostic and nothing runs.
    public func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        guard fromViewController.parent === self, toViewController.parent === self,
              fromViewController !== toViewController, fromViewController.viewIfLoaded?.superview != nil else {
            report(Diagnostic(
                code: .invalidChildTransition,
                message: "transition(from:to:) on \(logName): both controllers must be distinct children of it and the "
                    + "from controller's view must be in a superview; the call was refused."))
            return
        }
        let forwardsAppearance = shouldAutomaticallyForwardAppearanceMethods && isVisibleOrAppearing
        let animated = duration > 0
        let fromView: UIView = fromViewController.view, toView: UIView = toViewController.view
        if forwardsAppearance {
            fromViewController.beginAppearanceTransition(false, animated: animated)
            toViewController.beginAppearanceTransition(true, animated: animated)
        }
        UIView.transition(from: fromView, to: toView, duration: duration, options: options) { finished in
            if forwardsAppearance {
                fromViewController.endAppearanceTransition()
                toViewController.endAppearanceTransition()
            }
            completion?(finished)
        }
        if let animations {
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations)
        }
        if forwardsAppearance { toViewController.sendViewIsAppearing(requiringWindow: true) }
    }
}

extension Diagnostic.Code {
    /// `transition(from:to:duration:options:animations:completion:)` was called with controllers
    /// that are not the receiver's children, or a from view outside any superview.
    public static let invalidChildTransition = Diagnostic.Code(rawValue: "containment.invalidChildTransition", severity: .error)
}
