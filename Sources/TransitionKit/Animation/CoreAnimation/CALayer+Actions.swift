import Foundation

/// Implicit actions: changing an animatable property of a standalone layer (one that backs no
/// view) that is in a window animates the change over the transaction's duration (0.25 s by
/// default) on its timing function (Core Animation's default curve when none is set), unless
/// `CATransaction.setDisableActions(true)`. A view's own layer animates only inside a
/// `UIView` animation block, as in UIKit (the view, its layer's delegate, returns no action
/// outside one). A layer not in a window runs no action: nothing of it is on screen.
extension CALayer {
    /// Actions by key, looked up before `defaultAction(forKey:)`; `NSNull` turns a key's off.
    public var actions: [String: CAAction]? {
        get { coreAnimation.actions }
        set { coreAnimation.actions = newValue }
    }

    /// `action(forKey:)`'s search: the delegate's answer, `actions`, then the class's default.
    func lookUpAction(forKey event: String) -> (any CAAction)? {
        if let action = delegate?.action(for: self, forKey: event) { return action is NSNull ? nil : action }
        if let action = actions?[event] { return action is NSNull ? nil : action }
        return type(of: self).defaultAction(forKey: event)
    }

    /// `defaultAction(forKey:)`'s answer: for an animatable key path, a basic animation over the
    /// current transaction's duration and timing function; nil for other keys.
    class func defaultKeyPathAction(forKey event: String) -> (any CAAction)? {
        guard AnimatableProperty.allCases.contains(where: { $0.entry.keyPath == event })
                || customAnimatableKeyPaths.contains(where: { $0.keyPath == event }) else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// Runs the implicit action of a model change outside a `UIView` animation block.
    @MainActor func runImplicitAction(_ property: AnimatableProperty, from old: AnimationVector, to new: AnimationVector) {
        guard owningView == nil, old != new, !CATransaction.disableActions(), nearestWindow != nil else { return }
        let key = property.entry.keyPath
        guard var action = action(forKey: key) else { return }
        if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
           let copy = basic.copy() as? CABasicAnimation {
            // From the value on screen before the change (Core Animation's "previous value").
            let saved = modelValues
            property.entry.store(old, &modelValues)
            let before = property.entry.vector(presentationValues())
            modelValues = saved
            let shape = AnimationValueShape.of(property)
            copy.fromValue = shape.value(of: before, prefersSize: shape == .pair && key.hasSuffix("Offset"))
            action = copy
        }
        action.run(forKey: key, object: self, arguments: nil)
    }

    /// Runs the implicit action of a change of a key path whose value is not a vector (a shape
    /// layer's `path`, a gradient's `colors` and `locations`), under the same rules as the
    /// vector ones: from the value on screen before the change to the new model value. A change
    /// from or to nil jumps (there is nothing to blend).
    func runImplicitCustomAction(_ keyPath: String, from old: Any?) {
        onMainThread(self, old) { layer, old in layer.runImplicitCustomActionOnMainThread(keyPath, from: old) }
    }

    /// `runImplicitCustomAction(_:from:)` on the engine's actor.
    @MainActor private func runImplicitCustomActionOnMainThread(_ keyPath: String, from old: Any?) {
        guard owningView == nil, !CATransaction.disableActions(), nearestWindow != nil, let old,
              let custom = type(of: self).customAnimatableKeyPaths.first(where: { $0.keyPath == keyPath }),
              custom.read(modelValues) != nil, var action = action(forKey: keyPath) else { return }
        if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
           let copy = basic.copy() as? CABasicAnimation {
            let saved = modelValues
            custom.write(old, &modelValues)
            let before = custom.read(presentationValues())
            modelValues = saved
            copy.fromValue = before
            action = copy
        }
        action.run(forKey: keyPath, object: self, arguments: nil)
    }
}
