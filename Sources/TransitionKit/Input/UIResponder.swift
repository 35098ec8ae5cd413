import Foundation

/// An object that can respond to touches: the base of `UIView` and `UIViewController`.
///
/// As in UIKit it is an `NSObject`, so views and controllers have `isEqual(_:)`, `hash`,
/// `description`, `==`/`!=` by identity, can be kept in a `Set`, and an `extension NSObject` in
/// user code applies to them. What Foundation on Linux cannot give: `@objc` members (the
/// Objective-C runtime is absent), so selectors and key-value observing of these objects are
/// not available.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() { super.init() }

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
