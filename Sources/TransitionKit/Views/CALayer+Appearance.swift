import Foundation

/// A layer's look: background, corners, border and shadow (all animatable).
extension CALayer {
    /// The background colour; nil draws no background.
    public var backgroundColor: CGColor? {
        get { modelValues.backgroundColor }
        set { setColor(\.backgroundColor, newValue, .backgroundColor) }
    }

    /// The corner radius in points (clamped at 0).
    public var cornerRadius: CGFloat {
        get { modelValues.cornerRadius }
        set { setScalar(\.cornerRadius, newValue, .cornerRadius, minimum: 0) }
    }

    /// The border width in points (clamped at 0).
    public var borderWidth: CGFloat {
        get { modelValues.borderWidth }
        set { setScalar(\.borderWidth, newValue, .borderWidth, minimum: 0) }
    }

    /// The border colour.
    public var borderColor: CGColor? {
        get { modelValues.borderColor }
        set { setColor(\.borderColor, newValue, .borderColor) }
    }

    /// The shadow colour (black by default).
    public var shadowColor: CGColor? {
        get { modelValues.shadowColor }
        set { setColor(\.shadowColor, newValue, .shadowColor) }
    }

    /// The shadow's opacity, 0...1 (0 by default: no shadow).
    public var shadowOpacity: Float {
        get { Float(modelValues.shadowOpacity) }
        set {
            let old = modelValues.shadowOpacity, value = Double(newValue)
            modelValues.shadowOpacity = value.isFinite ? min(max(value, 0), 1) : old
            if !value.isFinite { reportBadValue(property: .shadowOpacity, value: "\(value)") }
            modelDidChange(.shadowOpacity, from: old.animationVector, to: modelValues.shadowOpacity.animationVector)
        }
    }

    /// The shadow's blur radius in points (3 by default).
    public var shadowRadius: CGFloat {
        get { modelValues.shadowRadius }
        set { setScalar(\.shadowRadius, newValue, .shadowRadius, minimum: 0) }
    }

    /// The shadow's offset in points ((0, -3) by default, as in Core Animation).
    public var shadowOffset: CGSize {
        get { modelValues.shadowOffset }
        set {
            let old = modelValues.shadowOffset
            modelValues.shadowOffset = newValue.width.isFinite && newValue.height.isFinite ? newValue : old
            if modelValues.shadowOffset != newValue { reportBadValue(property: .shadowOffset, value: "\(newValue)") }
            modelDidChange(.shadowOffset, from: old.animationVector, to: modelValues.shadowOffset.animationVector)
        }
    }

    fileprivate func setScalar(
        _ storage: WritableKeyPath<LayerValues, CGFloat>, _ value: CGFloat, _ property: AnimatableProperty, minimum: CGFloat
    ) {
        let old = modelValues[keyPath: storage]
        if value.isFinite {
            modelValues[keyPath: storage] = max(value, minimum)
        } else {
            reportBadValue(property: property, value: "\(value)")
        }
        modelDidChange(property, from: old.animationVector, to: modelValues[keyPath: storage].animationVector)
    }

    fileprivate func setColor(_ storage: WritableKeyPath<LayerValues, UIColor?>, _ value: UIColor?, _ property: AnimatableProperty) {
        let old = modelValues[keyPath: storage]
        modelValues[keyPath: storage] = value
        let (from, to) = Self.colorVectors(old, value)
        modelDidChange(property, from: from, to: to)
    }

    /// The vectors for a colour change; a missing colour animates as the other colour at alpha 0.
    static func colorVectors(_ old: UIColor?, _ new: UIColor?) -> (AnimationVector, AnimationVector) {
        switch (old, new) {
        case let (old?, new?): return (old.animationVector, new.animationVector)
        case let (nil, new?): return (new.withAlphaComponent(0).animationVector, new.animationVector)
        case let (old?, nil): return (old.animationVector, old.withAlphaComponent(0).animationVector)
        case (nil, nil): return (.zero, .zero)
        }
    }
}
