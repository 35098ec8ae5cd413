import Foundation

extension CALayer {
    /// A copy of this layer carrying the values on screen at the clock's current time.
    ///
    /// Unlike Core Animation, this is never nil: a layer with no animations returns a copy of
    /// its model values. The copy is detached (no view, no animations).
    public func presentation() -> Self? {
        let copy = Self(instantiatingFrom: self)
        copy.modelValues = onMainThread(self) { layer in layer.presentationValues() }
        return copy
    }

    /// The model layer (this layer itself), as in Core Animation.
    public func model() -> Self { self }

    /// Copies `other`'s model values and stored settings (`init(layer:)`), not its tree,
    /// animations or delegate.
    func copyModelValues(from other: CALayer) {
        modelValues = other.modelValues
        masksToBounds = other.masksToBounds; isHidden = other.isHidden
        isDoubleSided = other.isDoubleSided; shadowPath = other.shadowPath; maskedCorners = other.maskedCorners; cornerCurve = other.cornerCurve
        name = other.name; contents = other.contents; contentsGravity = other.contentsGravity
        contentsScale = other.contentsScale
        shouldRasterize = other.shouldRasterize; storedRasterizationScale = other.storedRasterizationScale
        allowsGroupOpacity = other.allowsGroupOpacity; renderingOptions = other.renderingOptions
        needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
    }

    /// Removes every animation: the layer snaps to its model values and the removed animations'
    /// completions run on the next frame with `finished == false`.
    public func removeAllAnimations() {
        onMainThread(self) { layer in
            let removed = layer.animations
            layer.animations.removeAll()
            for animation in removed { animation.cancel() }
            layer.removeAllExplicitAnimations()
        }
    }

    /// Removes the animations of one property (snapping it to the model value).
    @MainActor func removeAnimations(of property: AnimatableProperty) {
        guard animations.contains(where: { $0.property == property }) else { return }
        var removed: [LayerAnimation] = []
        animations.removeAll { animation in
            guard animation.property == property else { return false }
            removed.append(animation)
            return true
        }
        for animation in removed { animation.cancel() }
    }

    /// The model value of `property` as a vector.
    package func modelVector(_ property: AnimatableProperty) -> AnimationVector {
        property.entry.vector(modelValues)
    }

    /// Writes a vector back as the model value of `property`, without animating.
    ///
    /// The engine does this for every animated layer of a set at once (an animation ending at
    /// its start, a property animator stopped or finished), and the subviews a size change
    /// autoresized carry their own animations of that change: so a new size only asks for
    /// layout and does not autoresize the subviews again (which moved them twice).
    @MainActor package func setModelVector(_ vector: AnimationVector, for property: AnimatableProperty) {
        let oldSize = modelValues.bounds.size
        property.entry.store(vector, &modelValues)
        if modelValues.bounds.size != oldSize { owningView?.setNeedsLayout() }
    }

    /// The presentation value of one property.
    @MainActor package func presentationVector(_ property: AnimatableProperty) -> AnimationVector {
        if !coreAnimation.animations.isEmpty { return property.entry.vector(presentationValues()) }
        var value = modelVector(property)
        for animation in animations where animation.property == property {
            animation.addOffset(to: &value)
        }
        return value
    }

    /// The values on screen now: for each animated property, the model vector plus the sum of
    /// its animations' offsets, converted back once (so clamps and the transform's
    /// decomposition apply to the sum).
    @MainActor func presentationValues() -> PresentationValues {
        var values = modelValues
        applyAnimations(to: &values)
        return values
    }

    /// Turns `values`, this layer's model values, into its presentation values in place (the
    /// display list starts from its own copy of the model: one copy per layer and frame, not two).
    @MainActor func applyAnimations(to values: inout LayerValues) {
        // No allocation: this runs for every animated layer on every frame. The first animation
        // of each property sums the offsets of that property's later animations.
        let animations = self.animations
        for index in animations.indices {
            let property = animations[index].property
            // Plain loops, no closures: a closure formed here is main-actor isolated and pays
            // a run-time executor check on every call.
            var isFirstOfProperty = true
            for earlier in 0..<index where animations[earlier].property == property {
                isFirstOfProperty = false
                break
            }
            if !isFirstOfProperty { continue }
            var offset = AnimationVector.zero
            for later in index..<animations.count where animations[later].property == property {
                animations[later].addOffset(to: &offset)
            }
            let entry = property.entry
            entry.store(entry.vector(values) + offset, &values)
        }
        if !coreAnimation.animations.isEmpty { applyExplicitAnimations(to: &values) }
    }

    /// Records a model change: inside an animation block it becomes an additive animation from
    /// the old value (a value set to what it was is only noted, so the block's completion runs on
    /// this layer's window's clock). Outside one, running animations keep running on top of the
    /// new model value (as UIKit's additive animations do), so nothing jumps.
    package func modelDidChange(_ property: AnimatableProperty, from old: AnimationVector, to new: AnimationVector) {
        onMainThread(self) { layer in layer.recordModelChange(property, from: old, to: new) }
    }

    /// `modelDidChange(_:from:to:)` on the engine's actor.
    @MainActor private func recordModelChange(_ property: AnimatableProperty, from old: AnimationVector, to new: AnimationVector) {
        if old != new {
            noteModelChange()
            if type(of: self).needsDisplay(forKey: property.entry.keyPath) { setNeedsDisplay() }
        }
        guard let transaction = AnimationContext.currentTransaction else {
            runImplicitAction(property, from: old, to: new)
            return
        }
        guard old != new else {
            transaction.touch(self)
            return
        }
        transaction.record(layer: self, property: property, delta: animationDelta(property, from: old, to: new))
    }
}
