import Foundation

/// The values a layer shows at its clock's current time: the model plus every animation's
/// remaining offset.
struct PresentationValues {
    var position: CGPoint
    var bounds: CGRect
    var transform: CGAffineTransform
    var opacity: Double
    var backgroundColor: UIColor?
    var cornerRadius: CGFloat
    var borderWidth: CGFloat
    var borderColor: UIColor?
    var shadowColor: UIColor?
    var shadowOpacity: Double
    var shadowRadius: CGFloat
    var shadowOffset: CGSize
    var blurRadius: CGFloat
}

extension CALayer {
    /// A copy of this layer carrying the values on screen at the clock's current time.
    ///
    /// Unlike Core Animation, this is never nil: a layer with no animations returns a copy of
    /// its model values. The copy is detached (no view, no animations).
    public func presentation() -> Self? {
        let copy = Self(layer: self)
        let values = presentationValues()
        copy.storedPosition = values.position; copy.storedBounds = values.bounds
        copy.storedTransform = values.transform; copy.storedOpacity = values.opacity
        copy.storedBackgroundColor = values.backgroundColor; copy.storedCornerRadius = values.cornerRadius
        copy.storedBorderWidth = values.borderWidth; copy.storedBorderColor = values.borderColor
        copy.storedShadowColor = values.shadowColor; copy.storedShadowOpacity = values.shadowOpacity
        copy.storedShadowRadius = values.shadowRadius; copy.storedShadowOffset = values.shadowOffset
        return copy
    }

    /// The model layer (this layer itself), as in Core Animation.
    public func model() -> Self { self }

    /// Removes every animation: the layer snaps to its model values and the removed animations'
    /// completions run on the next frame with `finished == false`.
    public func removeAllAnimations() {
        let removed = animations
        animations.removeAll()
        for animation in removed { animation.cancel() }
    }

    /// Removes the animations of one property (snapping it to the model value).
    func removeAnimations(of property: AnimatableProperty) {
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
    func modelVector(_ property: AnimatableProperty) -> AnimationVector {
        switch property {
        case .position: return storedPosition.animationVector
        case .bounds: return storedBounds.animationVector
        case .transform: return storedTransform.animationVector
        case .opacity: return storedOpacity.animationVector
        case .backgroundColor: return storedBackgroundColor.animationVector
        case .cornerRadius: return storedCornerRadius.animationVector
        case .borderWidth: return storedBorderWidth.animationVector
        case .borderColor: return storedBorderColor.animationVector
        case .shadowColor: return storedShadowColor.animationVector
        case .shadowOpacity: return storedShadowOpacity.animationVector
        case .shadowRadius: return storedShadowRadius.animationVector
        case .shadowOffset: return storedShadowOffset.animationVector
        case .blurRadius: return blurRadiusModel.animationVector
        }
    }

    /// Writes a vector back as the model value of `property`, without animating.
    ///
    /// The engine does this for every animated layer of a set at once (an animation ending at
    /// its start, a property animator stopped or finished), and the subviews a size change
    /// autoresized carry their own animations of that change: so a new size only asks for
    /// layout and does not autoresize the subviews again (which moved them twice).
    func setModelVector(_ vector: AnimationVector, for property: AnimatableProperty) {
        switch property {
        case .position: storedPosition = CGPoint(animationVector: vector)
        case .bounds:
            let old = storedBounds.size
            storedBounds = CGRect(animationVector: vector)
            if old != storedBounds.size { delegate?.setNeedsLayout() }
        case .transform: storedTransform = CGAffineTransform(animationVector: vector)
        case .opacity: storedOpacity = min(max(vector[0], 0), 1)
        case .backgroundColor: storedBackgroundColor = Self.color(vector, like: storedBackgroundColor)
        case .cornerRadius: storedCornerRadius = max(0, vector[0])
        case .borderWidth: storedBorderWidth = max(0, vector[0])
        case .borderColor: storedBorderColor = Self.color(vector, like: storedBorderColor)
        case .shadowColor: storedShadowColor = Self.color(vector, like: storedShadowColor)
        case .shadowOpacity: storedShadowOpacity = min(max(vector[0], 0), 1)
        case .shadowRadius: storedShadowRadius = max(0, vector[0])
        case .shadowOffset: storedShadowOffset = CGSize(animationVector: vector)
        case .blurRadius: blurRadiusModel = max(0, vector[0])
        }
    }

    private static func color(_ vector: AnimationVector, like model: UIColor?) -> UIColor? {
        model == nil && vector == .zero ? nil : UIColor(animationVector: vector)
    }

    /// The blur radius a `UIVisualEffectView` shows; 0 for other layers.
    var blurRadiusModel: CGFloat {
        get { storedBlurRadius }
        set { storedBlurRadius = newValue }
    }

    /// The presentation value of one property.
    func presentationVector(_ property: AnimatableProperty) -> AnimationVector {
        var value = modelVector(property)
        for animation in animations where animation.property == property {
            value += animation.currentOffset()
        }
        return value
    }

    /// The values on screen now.
    func presentationValues() -> PresentationValues {
        var values = PresentationValues(
            position: storedPosition, bounds: storedBounds, transform: storedTransform,
            opacity: storedOpacity, backgroundColor: storedBackgroundColor, cornerRadius: storedCornerRadius,
            borderWidth: storedBorderWidth, borderColor: storedBorderColor, shadowColor: storedShadowColor,
            shadowOpacity: storedShadowOpacity, shadowRadius: storedShadowRadius,
            shadowOffset: storedShadowOffset, blurRadius: blurRadiusModel)
        guard !animations.isEmpty else { return values }
        // Sum each property's offsets in place (no allocation: this runs for every animated
        // layer on every frame).
        var position: AnimationVector?, bounds: AnimationVector?, transform: AnimationVector?
        var opacity: AnimationVector?, background: AnimationVector?, corner: AnimationVector?
        var borderWidth: AnimationVector?, borderColor: AnimationVector?, shadowColor: AnimationVector?
        var shadowOpacity: AnimationVector?, shadowRadius: AnimationVector?, shadowOffset: AnimationVector?
        var blur: AnimationVector?
        func add(_ offset: AnimationVector, to sum: inout AnimationVector?) { sum = (sum ?? .zero) + offset }
        for animation in animations {
            let offset = animation.currentOffset()
            switch animation.property {
            case .position: add(offset, to: &position)
            case .bounds: add(offset, to: &bounds)
            case .transform: add(offset, to: &transform)
            case .opacity: add(offset, to: &opacity)
            case .backgroundColor: add(offset, to: &background)
            case .cornerRadius: add(offset, to: &corner)
            case .borderWidth: add(offset, to: &borderWidth)
            case .borderColor: add(offset, to: &borderColor)
            case .shadowColor: add(offset, to: &shadowColor)
            case .shadowOpacity: add(offset, to: &shadowOpacity)
            case .shadowRadius: add(offset, to: &shadowRadius)
            case .shadowOffset: add(offset, to: &shadowOffset)
            case .blurRadius: add(offset, to: &blur)
            }
        }
        if let o = position { values.position = CGPoint(animationVector: storedPosition.animationVector + o) }
        if let o = bounds { values.bounds = CGRect(animationVector: storedBounds.animationVector + o) }
        if let o = transform {
            values.transform = CGAffineTransform(animationVector: storedTransform.animationVector + o)
        }
        if let o = opacity { values.opacity = min(max(storedOpacity + o[0], 0), 1) }
        if let o = background { values.backgroundColor = UIColor(animationVector: modelVector(.backgroundColor) + o) }
        if let o = corner { values.cornerRadius = max(0, storedCornerRadius + o[0]) }
        if let o = borderWidth { values.borderWidth = max(0, storedBorderWidth + o[0]) }
        if let o = borderColor { values.borderColor = UIColor(animationVector: modelVector(.borderColor) + o) }
        if let o = shadowColor { values.shadowColor = UIColor(animationVector: modelVector(.shadowColor) + o) }
        if let o = shadowOpacity { values.shadowOpacity = min(max(storedShadowOpacity + o[0], 0), 1) }
        if let o = shadowRadius { values.shadowRadius = max(0, storedShadowRadius + o[0]) }
        if let o = shadowOffset { values.shadowOffset = CGSize(animationVector: storedShadowOffset.animationVector + o) }
        if let o = blur { values.blurRadius = max(0, blurRadiusModel + o[0]) }
        return values
    }

    /// Records a model change: inside an animation block it becomes an additive animation from
    /// the old value (a value set to what it was is only noted, so the block's completion runs on
    /// this layer's window's clock). Outside one, running animations keep running on top of the
    /// new model value (as UIKit's additive animations do), so nothing jumps.
    func modelDidChange(_ property: AnimatableProperty, from old: AnimationVector, to new: AnimationVector) {
        guard let transaction = AnimationContext.currentTransaction else { return }
        guard old != new else {
            transaction.touch(self)
            return
        }
        transaction.record(layer: self, property: property, delta: animationDelta(property, from: old, to: new))
    }
}
