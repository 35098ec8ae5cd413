import Foundation

extension UIViewController {
    /// `additionalSafeAreaInsets` changed: the root view's insets are recomputed in the next
    /// layout pass (its superview lays out again, which publishes them). Insets that are not
    /// finite are refused with a Diagnostic and the old value kept.
    func additionalSafeAreaInsetsDidChange(from oldValue: UIEdgeInsets) {
        let insets = additionalSafeAreaInsets
        guard [insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite) else {
            additionalSafeAreaInsets = oldValue
            let diagnostic = Diagnostic(
                code: .invalidSafeAreaInsets,
                message: "additionalSafeAreaInsets \(insets) of \(type(of: self)) are not finite; they were ignored.")
            if let window = viewIfLoaded?.window ?? knownWindow { window.report(diagnostic) } else { AnimationContext.report(diagnostic) }
            return
        }
        guard insets != oldValue, let view = viewIfLoaded else { return }
        view.superview?.setNeedsLayout()
        view.setNeedsLayout()
    }
}
