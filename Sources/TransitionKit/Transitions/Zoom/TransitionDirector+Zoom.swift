import Foundation

extension TransitionDirector {
    /// The zoom animator for a push or pop, when the controller pushed (or popped) prefers the
    /// zoom and the transition is animated; nil otherwise. A pushed zoomed controller gets its
    /// interactive dismissal gestures here, animated or not.
    func zoomAnimator(
        for operation: UINavigationController.Operation, from oldTop: UIViewController, to newTop: UIViewController,
        animated: Bool
    ) -> ZoomTransitionAnimator? {
        let (zoomed, source) = operation == .push ? (newTop, oldTop) : (oldTop, newTop)
        return zoomAnimator(zoomed: zoomed, source: source, isArriving: operation == .push, animated: animated)
    }

    /// The zoom animator for a presentation or dismissal of `zoomed` (see the push variant).
    func zoomAnimator(zoomed: UIViewController, source: UIViewController, isArriving: Bool, animated: Bool) -> ZoomTransitionAnimator? {
        guard let transition = zoomed.preferredTransition, transition.zoom != nil else { return nil }
        if isArriving { ZoomDismissalGesture.install(for: transition, on: zoomed) }
        guard animated else { return nil }
        return ZoomTransitionAnimator(transition: transition, zoomed: zoomed, source: source, isArriving: isArriving)
    }
}

extension UIViewController {
    /// The presentation style a presentation of this controller uses: a zoom covers the full
    /// screen when the style would otherwise be a sheet (`.automatic`, `.pageSheet`, `.formSheet`);
    /// UIKit's documentation does not say, the zoom ends full screen on iPhone.
    /// A presentation that adapted (`UIAdaptivePresentationControllerDelegate`) keeps its adapted style.
    var transitionPresentationStyle: UIModalPresentationStyle {
        if let adapted = presentationRecord?.adaptedStyle { return adapted }
        let style = modalPresentationStyle.resolved
        guard preferredTransition?.zoom != nil, style == .pageSheet || style == .formSheet else { return style }
        return .fullScreen
    }

    /// The modal transition style for the system animator: the preferred transition's when it
    /// is one of the four system transitions, else `modalTransitionStyle`.
    var preferredModalTransitionStyle: UIModalTransitionStyle {
        preferredTransition?.modalTransitionStyle ?? modalTransitionStyle
    }
}
