import Foundation

extension UIView {
    /// The animations the system provides for `perform(_:on:options:animations:completion:)`.
    public enum SystemAnimation: UInt, Sendable {
        /// Fades the views out, then removes them from their superviews.
        case delete = 0
    }

    /// How long a system animation lasts when it inherits no duration, in seconds (Apple does
    /// not document it; chosen).
    static let systemAnimationDuration: TimeInterval = 0.3

    /// Runs the system animation `animation` on `views`, with `parallelAnimations` alongside on
    /// the same timing: `.delete` fades each view to alpha 0 over 0.3 s (or the enclosing
    /// block's duration, which it inherits as `animate` does) on the curve of `options`, then
    /// removes the views from their superviews, puts their alpha back (so a view can be shown
    /// again) and calls `completion` with whether the animations finished. The fade, its
    /// length and the restored alpha are choices: Apple documents only that the views are
    /// removed when the animation completes.
    public class func perform(
        _ animation: UIView.SystemAnimation, on views: [UIView], options: UIView.AnimationOptions = [],
        animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let alphas = views.map(\.alpha)
        animate(withDuration: systemAnimationDuration, delay: 0, options: options, animations: {
            switch animation {
            case .delete:
                for view in views { view.alpha = 0 }
            }
            parallelAnimations?()
        }, completion: { finished in
            switch animation {
            case .delete:
                for (view, alpha) in zip(views, alphas) {
                    view.removeFromSuperview()
                    performWithoutAnimation { view.alpha = alpha }
                }
            }
            completion?(finished)
        })
    }
}
