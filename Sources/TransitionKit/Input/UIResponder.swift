import Foundation

/// An object that can respond to touches: the base of `UIView` and `UIViewController`.
@preconcurrency @MainActor
open class UIResponder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain (a view's view controller or superview); nil here.
    open var next: UIResponder? { nil }

    /// One or more fingers touched down in this responder. The default forwards to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Fingers moved. The default forwards to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Fingers lifted. The default forwards to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// The touches were cancelled (a gesture recognizer took them). The default forwards to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
