import Foundation

/// The string key `CATransition` animations are usually added for.
public let kCATransition = "transition"

extension CALayer {
    /// Adds a copy of `anim` for `key` (replacing an animation with the same key), beginning now
    /// unless its `beginTime` says otherwise. A `CATransition` is stored under `kCATransition`
    /// whatever `key` says, nil included, so it replaces the layer's running transition (Apple:
    /// "The special key kCATransition is automatically used for transition animations"). The copy runs on the layer's time: its window's
    /// clock through the layer tree's time spaces, or, when added while a transition collects its
    /// animations (inside `animateTransition(using:)`), on that transition's timeline. A bad key
    /// path or value type is refused with a Diagnostic naming it.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        onMainThread(self, anim) { layer, anim in layer.addOnMainThread(anim, forKey: key) }
    }

    /// `add(_:forKey:)` on the engine's actor.
    @MainActor private func addOnMainThread(_ anim: CAAnimation, forKey key: String?) {
        if let problem = anim.validationProblem(for: self) {
            reportAnimationProblem("\(problem); the animation was ignored.")
            return
        }
        guard let copy = anim.copy() as? CAAnimation else { return }
        var key = key
        if let transition = copy as? CATransition {
            key = kCATransition
            freezeRendering(for: transition)
        }
        if let key { removeAnimation(forKey: key) }
        let source: ExplicitAnimation.TimeSource
        if let timeline = AnimationContext.ambientTimeline {
            source = .timeline(timeline)
        } else {
            // No window and no event, frame or transition: `AnimationClock.main` (see its rule).
            source = .clock(timingWindow?.clock ?? AnimationContext.ambientClock ?? AnimationClock.main)
        }
        let running = ExplicitAnimation(key: key, animation: copy, layer: self, source: source)
        coreAnimation.animations.append(running)
        CATransaction.noteAdded(running)
        running.clock?.engine.addFrameHandler(owner: running) { running.tick() }
    }

    /// The animation added for `key`, if it is still on the layer (the copy: do not change it).
    public func animation(forKey key: String) -> CAAnimation? {
        onMainThread(self) { layer in layer.coreAnimation.animations.last { $0.key == key }?.animation }
    }

    /// The keys of the explicit animations on the layer, in the order they were added.
    public func animationKeys() -> [String]? {
        let keys = coreAnimation.animations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation added for `key`; its delegate is told it stopped unfinished.
    public func removeAnimation(forKey key: String) {
        onMainThread(self) { layer in
            for running in layer.coreAnimation.animations where running.key == key { layer.removeExplicitAnimation(running) }
        }
    }

    /// Removes one explicit animation before its end.
    @MainActor func removeExplicitAnimation(_ running: ExplicitAnimation) {
        coreAnimation.animations.removeAll { $0 === running }
        running.cancel()
    }

    /// Removes every explicit animation (part of `removeAllAnimations()`).
    @MainActor func removeAllExplicitAnimations() {
        let removed = coreAnimation.animations
        coreAnimation.animations.removeAll()
        for running in removed { running.cancel() }
    }

    /// Applies the explicit animations, in the order added, on top of `values`.
    @MainActor func applyExplicitAnimations(to values: inout LayerValues) {
        for running in coreAnimation.animations { running.apply(to: &values, of: self) }
    }

    /// The window this layer draws in: its view's, or the nearest ancestor view's.
    @MainActor var nearestWindow: UIWindow? {
        var current: CALayer? = self
        while let layer = current {
            if let view = layer.owningView { return view.window }
            current = layer.superlayer
        }
        return nil
    }

    /// The window whose clock times this layer and which hears of its problems: its view's (or
    /// the nearest ancestor view's), else the window of its layer tree, a mask's being the tree
    /// of the layer it masks. Nil in no window: then `AnimationClock.main`'s rule applies.
    @MainActor var timingWindow: UIWindow? { nearestWindow ?? treeWindow }

    func reportAnimationProblem(_ message: String) {
        let diagnostic = Diagnostic(code: .badAnimation, message: message)
        reportLayerProblem(diagnostic)
    }
}
