import Foundation

/// Something a layer runs when one of its properties changes (Core Animation's `CAAction`):
/// an animation adds itself to the layer for the key; `NSNull` in `actions` means "no action".
public protocol CAAction: AnyObject {
    /// Runs the action for `event` (a key path) on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension CAAnimation: CAAction {
    /// Adds the animation to the layer `anObject` for the key `event`.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}

extension NSNull: CAAction {
    /// Does nothing (an `NSNull` in a layer's `actions` turns that key's action off).
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
