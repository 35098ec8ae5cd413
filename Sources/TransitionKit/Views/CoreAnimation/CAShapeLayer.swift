import Foundation

/// A layer that draws a path, filled and stroked (Core Animation's `CAShapeLayer`).
///
/// Defaults are Core Animation's: opaque black fill, no stroke, line width 1, butt caps, miter
/// joins with limit 10, non-zero fill rule, stroke from 0 to 1. `strokeStart`, `strokeEnd`,
/// `lineWidth`, `fillColor`, `strokeColor` and `lineDashPhase` animate through the property
/// table; `path` animates between paths with the same elements (see `CGPath.animationValue`).
/// The path is in the layer's coordinates (bounds) and is not clipped to them.
open class CAShapeLayer: CALayer {
    /// How the inside of the path is decided (`.nonZero` by default).
    public var fillRule: CAShapeLayerFillRule = .nonZero
    /// The caps of open subpaths (`.butt` by default).
    public var lineCap: CAShapeLayerLineCap = .butt
    /// The joins between segments (`.miter` by default).
    public var lineJoin: CAShapeLayerLineJoin = .miter
    /// The longest miter, as a multiple of the line width, before a miter join is bevelled (10).
    public var miterLimit: CGFloat = 10 {
        didSet { if !miterLimit.isFinite { reportBadValue(property: .lineWidth, value: "miterLimit \(miterLimit)"); miterLimit = oldValue } }
    }
    /// Dash lengths in points, alternating painted and unpainted; nil (the default) for a solid line.
    public var lineDashPattern: [NSNumber]?

    /// Creates a shape layer with Core Animation's defaults.
    public override init() { super.init() }

    /// The key paths whose values are not vectors (see `CAShapeLayer+KeyPaths.swift`).
    override class var customAnimatableKeyPaths: [CustomAnimatableKeyPath] { shapeKeyPaths }

    /// Creates a copy of `layer`'s model values and shape attributes (Core Animation's `init(layer:)`).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        fillRule = other.fillRule; lineCap = other.lineCap; lineJoin = other.lineJoin
        miterLimit = other.miterLimit; lineDashPattern = other.lineDashPattern
    }

    /// Not archived on Linux; returns nil (written so subclasses compile as on iOS).
    public required init?(coder: NSCoder) { return nil }

    /// The path to draw, in the layer's coordinates; nil draws nothing. A copy is kept, so
    /// changing a `CGMutablePath` afterwards does not change the layer (as in Core Animation).
    public var path: CGPath? {
        get { modelValues.path }
        set {
            let old = modelValues.path
            modelValues.path = newValue?.copy()
            runImplicitCustomAction("path", from: old)
        }
    }

    /// The fill colour (opaque black by default); nil fills nothing.
    public var fillColor: CGColor? {
        get { modelValues.fillColor }
        set { setContentColor(\.fillColor, newValue, .fillColor) }
    }

    /// The stroke colour (nil by default: no stroke).
    public var strokeColor: CGColor? {
        get { modelValues.strokeColor }
        set { setContentColor(\.strokeColor, newValue, .strokeColor) }
    }

    /// The stroke width in points (1 by default; clamped at 0).
    public var lineWidth: CGFloat {
        get { modelValues.lineWidth }
        set { setContentScalar(\.lineWidth, newValue, .lineWidth, range: 0...CGFloat.greatestFiniteMagnitude) }
    }

    /// How far into the dash pattern the stroke starts, in points (0 by default).
    public var lineDashPhase: CGFloat {
        get { modelValues.lineDashPhase }
        set { setContentScalar(\.lineDashPhase, newValue, .lineDashPhase) }
    }

    /// Where the stroke starts along the path's length, 0...1 (0 by default; clamped).
    public var strokeStart: CGFloat {
        get { modelValues.strokeStart }
        set { setContentScalar(\.strokeStart, newValue, .strokeStart, range: 0...1) }
    }

    /// Where the stroke ends along the path's length, 0...1 (1 by default; clamped). Nothing is
    /// stroked when it is not beyond `strokeStart`.
    public var strokeEnd: CGFloat {
        get { modelValues.strokeEnd }
        set { setContentScalar(\.strokeEnd, newValue, .strokeEnd, range: 0...1) }
    }

    /// The shape as the display list carries it, from `values` (presentation values when drawing).
    func shape(from values: PresentationValues) -> DisplayList.Shape? {
        guard let path = values.path, !path.isEmpty else { return nil }
        let dashes = (lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
        let usableDashes = dashes.allSatisfy { $0.isFinite && $0 >= 0 } && dashes.contains { $0 > 0 } ? dashes : []
        return DisplayList.Shape(
            elements: path.displayListElements, fillColor: values.fillColor,
            fillRule: fillRule == .evenOdd ? .evenOdd : .nonZero, strokeColor: values.strokeColor,
            lineWidth: values.lineWidth, lineCap: lineCap == .round ? .round : lineCap == .square ? .square : .butt,
            lineJoin: lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter, miterLimit: miterLimit,
            lineDashPattern: usableDashes, lineDashPhase: values.lineDashPhase,
            strokeStart: values.strokeStart, strokeEnd: values.strokeEnd)
    }

    @MainActor override func appendLayerContent(base: DisplayList.Command, values: PresentationValues, into commands: inout [DisplayList.Command]) {
        guard let shape = shape(from: values) else {
            super.appendLayerContent(base: base, values: values, into: &commands)
            return
        }
        let parts = Self.layering(base: base, content: .shape(shape), keepsCorners: false)
        super.appendLayerContent(base: parts.background, values: values, into: &commands)
        commands += parts.above
    }
}
