import Foundation

extension UIView {
    /// The gesture recognizers attached to the view (nil when there are none, as in UIKit).
    /// Setting it replaces them.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer` to the view (moving it from the view it was on).
    ///
    /// The view's touches, and those of its subviews, reach the recognizer before the view.
    ///
    /// ```swift
    /// view.addGestureRecognizer(UITapGestureRecognizer { _ in print("tapped") })
    /// ```
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self, attachedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) {
            return
        }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`; a gesture in progress is cancelled.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = attachedGestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        attachedGestureRecognizers.remove(at: index)
        if gestureRecognizer.isInProgress {
            gestureRecognizer.transition(to: .cancelled)
        } else if gestureRecognizer.isUndecided, gestureRecognizer.dispatcher != nil {
            gestureRecognizer.fail()
        }
        gestureRecognizer.dispatcher?.recognizerWasRemoved(gestureRecognizer)
        gestureRecognizer.view = nil
    }
}
