import Foundation

/// The visual properties behind a `UIView`: geometry, opacity, colour, corners, border, shadow.
///
/// Every property here holds the *model* value. Setting one inside an animation block (or a
/// `UIViewPropertyAnimator`) sets the model value at once and animates what is on screen:
/// `presentation()` returns a copy carrying the values at the clock's current time. Animations
/// are additive, so a second animation of the same property starts from where the first one
/// is now, at its velocity. The anchor point is always the centre.
@preconcurrency @MainActor
open class CALayer {
    /// The view this layer draws, if any (UIKit's layer delegate).
    public internal(set) weak var delegate: UIView?

    /// The layer this one is a sublayer of (a view's layer: its superview's layer), if any.
    public internal(set) weak var superlayer: CALayer?

    /// The sublayers, back to front (storage of `sublayers`; see `CALayer+Sublayers.swift`).
    var sublayerList: [CALayer] = []

    /// A layer whose alpha masks this layer and its sublayers (in this layer's coordinates); nil
    /// for none. The mask is not a sublayer: it has no superlayer and draws only as a mask.
    public var mask: CALayer?

    /// A name for the layer, for finding it again and for debugging (Core Animation's `name`).
    public var name: String?

    /// Running animations of this layer, oldest first.
    package var animations: [LayerAnimation] = []

    /// The model values of the animatable properties (see `AnimatableProperty.entry`).
    var modelValues = LayerValues()

    // MARK: caanim
    /// Explicit animations, the layer's time space and its actions (see `CoreAnimationLayerState`).
    var coreAnimation = CoreAnimationLayerState()

    /// The key paths of this layer class whose values are not vectors (none for a plain layer;
    /// see `CustomAnimatableKeyPath`).
    class var customAnimatableKeyPaths: [CustomAnimatableKeyPath] { [] }

    /// Creates a layer with UIKit's defaults (opaque, no background, shadow off).
    public required init() {}

    /// Creates a copy of `layer`'s model values (Core Animation's `init(layer:)`).
    public required init(layer: Any) {
        guard let other = layer as? CALayer else { return }
        copyModelValues(from: other)
    }

    /// Appends this layer's own draw commands (not its sublayers'). `base` carries the geometry,
    /// alpha and clip and draws the background, border and shadow; a view's layer draws what its
    /// view draws. Subclasses (shape, gradient and text layers) append their content after
    /// calling this.
    func appendLayerContent(base: DisplayList.Command, values: PresentationValues, into commands: inout [DisplayList.Command]) {
        if let delegate {
            delegate.appendContent(base: base, values: values, into: &commands)
        } else if base.fillColor != nil || base.borderWidth > 0 || base.shadow != nil {
            commands.append(base)
        }
    }

    func copyModelValues(from other: CALayer) {
        modelValues = other.modelValues
        masksToBounds = other.masksToBounds; isHidden = other.isHidden
        isDoubleSided = other.isDoubleSided; sublayerTransform = other.sublayerTransform
    }

    /// The centre of the layer in its superlayer's coordinates (the view's `center`).
    public var position: CGPoint {
        get { modelValues.position }
        set {
            let old = modelValues.position
            modelValues.position = newValue.sanitized(or: old, in: self, property: .position)
            modelDidChange(.position, from: old.animationVector, to: modelValues.position.animationVector)
        }
    }

    /// The layer's own coordinate space: origin (the scroll offset) and size.
    public var bounds: CGRect {
        get { modelValues.bounds }
        set {
            let old = modelValues.bounds
            modelValues.bounds = newValue.sanitized(or: old, in: self, property: .bounds)
            modelDidChange(.bounds, from: old.animationVector, to: modelValues.bounds.animationVector)
            if old.size != modelValues.bounds.size { delegate?.boundsSizeDidChange(from: old.size) }
        }
    }

    /// The frame in the superlayer's coordinates: the bounding box of the transformed bounds.
    /// Setting it sets `position` and `bounds.size` (with a transform applied, the result is
    /// undefined in UIKit; here the size is set untransformed).
    public var frame: CGRect {
        get { Self.frame(position: modelValues.position, bounds: modelValues.bounds, transform: modelValues.transform.affinePart) }
        set {
            guard newValue.isFiniteRect else {
                reportBadValue(property: .bounds, value: "\(newValue)")
                return
            }
            let standard = newValue.standardized
            position = CGPoint(x: standard.midX, y: standard.midY)
            bounds = CGRect(origin: modelValues.bounds.origin, size: standard.size)
        }
    }

    static func frame(position: CGPoint, bounds: CGRect, transform: CGAffineTransform) -> CGRect {
        let local = CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
        let box = transform.isIdentity ? local : local.applying(transform)
        return box.offsetBy(dx: position.x, dy: position.y)
    }

    /// The transform about the centre (the anchor point), animatable (key path "transform").
    /// `m34 = -1/d` adds perspective seen from `d` points in front of the layer. The frame and
    /// `convert` use its affine part; drawing and hit testing use all of it.
    public var transform: CATransform3D {
        get { modelValues.transform }
        set {
            let old = modelValues.transform
            if newValue.isFinite {
                modelValues.transform = newValue
            } else {
                reportBadValue(property: .transform, value: "\(newValue)")
            }
            modelDidChange(.transform, from: old.animationVector, to: modelValues.transform.animationVector)
        }
    }

    /// The affine part of `transform` (the view's `transform`; CATransform3DGetAffineTransform).
    public func affineTransform() -> CGAffineTransform { modelValues.transform.affinePart }

    /// Sets `transform` to the affine transform `transform` (CATransform3DMakeAffineTransform).
    public func setAffineTransform(_ transform: CGAffineTransform) {
        let old = modelValues.transform
        let affine = transform.sanitized(or: old.affinePart, in: self)
        self.transform = affine == transform ? CATransform3DMakeAffineTransform(affine) : old
    }

    /// A transform applied to the sublayers, about the centre, before they are flattened into
    /// this layer (commonly only `m34`, giving every sublayer one shared perspective). Not
    /// animatable here.
    public var sublayerTransform = CATransform3DIdentity

    /// Whether the layer draws when it faces away from the viewer (true by default). When false,
    /// a layer turned away (by a rotation or a mirroring transform) is not drawn, nor its sublayers.
    public var isDoubleSided = true

    /// Opacity, 0...1 (the view's `alpha`).
    public var opacity: Float {
        get { Float(modelValues.opacity) }
        set { setOpacity(Double(newValue)) }
    }

    func setOpacity(_ value: Double) {
        let old = modelValues.opacity
        modelValues.opacity = value.isFinite ? min(max(value, 0), 1) : old
        if !value.isFinite { reportBadValue(property: .opacity, value: "\(value)") }
        modelDidChange(.opacity, from: old.animationVector, to: modelValues.opacity.animationVector)
    }

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

    /// Whether sublayers are clipped to the bounds (the view's `clipsToBounds`).
    public var masksToBounds = false

    /// Whether the layer (and everything in it) is hidden.
    public var isHidden = false

    private func setScalar(
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

    private func setColor(_ storage: WritableKeyPath<LayerValues, UIColor?>, _ value: UIColor?, _ property: AnimatableProperty) {
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

    func reportBadValue(property: AnimatableProperty, value: String) {
        let message = "\(property.keyPath) = \(value) is not a finite value; the change was ignored."
        delegate?.window?.report(Diagnostic(code: .nonFiniteValue, message: message))
            ?? AnimationContext.report(Diagnostic(code: .nonFiniteValue, message: message))
    }
}

extension Diagnostic.Code {
    /// A property was set to NaN or infinity; the change was ignored.
    public static let nonFiniteValue = Diagnostic.Code(rawValue: "value.nonFinite")
}

extension CGRect {
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension CGPoint {
    @MainActor
    func sanitized(or fallback: CGPoint, in layer: CALayer, property: AnimatableProperty) -> CGPoint {
        if x.isFinite && y.isFinite { return self }
        layer.reportBadValue(property: property, value: "\(self)")
        return fallback
    }
}

extension CGRect {
    @MainActor
    func sanitized(or fallback: CGRect, in layer: CALayer, property: AnimatableProperty) -> CGRect {
        if isFiniteRect { return CGRect(origin: origin, size: CGSize(width: abs(width), height: abs(height))) }
        layer.reportBadValue(property: property, value: "\(self)")
        return fallback
    }
}

extension CGAffineTransform {
    @MainActor
    func sanitized(or fallback: CGAffineTransform, in layer: CALayer) -> CGAffineTransform {
        if [a, b, c, d, tx, ty].allSatisfy(\.isFinite) { return self }
        layer.reportBadValue(property: .transform, value: "\(self)")
        return fallback
    }
}
