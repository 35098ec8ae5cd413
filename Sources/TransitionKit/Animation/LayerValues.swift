import Foundation

/// The values of a layer's animatable properties: the model values a layer stores, or the
/// values on screen at the clock's current time.
///
/// This is where each animatable property's storage is declared, once; `AnimatableProperty.entry`
/// reads and writes it as a vector. Copying a layer's model (`init(layer:)`) and building a
/// presentation copy (`presentation()`) copy the whole value, so no property can be left out.
///
/// The properties every layer draws with are stored here; the rarely set ones (the border and
/// shadow colours, the contents rect, the sublayer transform, shapes, gradients, replicators) are
/// declared in `RareLayerValues` and kept behind one immutable reference, read and written as if
/// stored here (`values.fillColor`). So a copy, made for every drawn layer on every frame, is a
/// few hundred bytes and two retains.
@dynamicMemberLookup
struct LayerValues {
    /// The centre in the superlayer's coordinates.
    var position = CGPoint.zero
    /// The layer's own coordinate space: origin (the scroll offset) and size.
    var bounds = CGRect.zero
    /// The transform about the centre (the anchor point), in three dimensions.
    var transform = CATransform3DIdentity
    /// Opacity, 0...1.
    var opacity: Double = 1
    /// The background colour; nil draws no background.
    var backgroundColor: UIColor?
    /// The corner radius in points, at least 0.
    var cornerRadius: CGFloat = 0
    /// The border width in points, at least 0.
    var borderWidth: CGFloat = 0
    /// The shadow's opacity, 0...1 (0: no shadow).
    var shadowOpacity: Double = 0
    /// The shadow's blur radius in points, at least 0.
    var shadowRadius: CGFloat = 3
    /// The shadow's offset in points.
    var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur a `UIVisualEffectView` shows (0 for other layers), at least 0.
    var blurRadius: CGFloat = 0
    // MARK: the layer tree
    /// The point of the bounds, in unit coordinates, that `position` places and transforms turn about.
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The order among siblings: higher draws in front (ties keep the sublayer order).
    var zPosition: CGFloat = 0
    /// The rarely set properties, shared between copies until one of them is written.
    private var rare = RareLayerValuesBox(RareLayerValues())

    /// A rarely set property (declared in `RareLayerValues`), read as if stored here.
    subscript<Value>(dynamicMember keyPath: KeyPath<RareLayerValues, Value>) -> Value {
        rare.values[keyPath: keyPath]
    }

    /// A rarely set property (declared in `RareLayerValues`), read and written as if stored here.
    /// A write gives this value a box of its own; copies made before keep theirs.
    subscript<Value>(dynamicMember keyPath: WritableKeyPath<RareLayerValues, Value>) -> Value {
        get { rare.values[keyPath: keyPath] }
        set {
            var values = rare.values
            values[keyPath: keyPath] = newValue
            rare = RareLayerValuesBox(values)
        }
    }
}

/// The rarely set part of `LayerValues`: its storage is declared here, once, and read and
/// written through `LayerValues` as if stored there.
struct RareLayerValues {
    /// The border colour.
    var borderColor: UIColor? = .black
    /// The shadow colour.
    var shadowColor: UIColor? = .black
    /// The part of `contents` shown, in unit coordinates of the image.
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The transform applied to the sublayers about the anchor point (perspective, usually).
    var sublayerTransform = CATransform3DIdentity
    /// The anchor point's place on the z axis, in points (0 by default).
    var anchorPointZ: CGFloat = 0
    /// The stretchable middle of `contents`, in unit coordinates (all of it by default).
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    // MARK: shapes (CAShapeLayer, CAGradientLayer; defaults are Core Animation's)
    /// Where a shape layer's stroke starts along the path, 0...1.
    var strokeStart: CGFloat = 0
    /// Where a shape layer's stroke ends along the path, 0...1.
    var strokeEnd: CGFloat = 1
    /// A shape layer's stroke width, at least 0.
    var lineWidth: CGFloat = 1
    /// A shape layer's fill colour (opaque black).
    var fillColor: UIColor? = .black
    /// A shape layer's stroke colour (none).
    var strokeColor: UIColor?
    /// How far into the dash pattern a shape layer's stroke starts.
    var lineDashPhase: CGFloat = 0
    /// A gradient layer's start point, in unit coordinates.
    var startPoint = CGPoint(x: 0.5, y: 0)
    /// A gradient layer's end point, in unit coordinates.
    var endPoint = CGPoint(x: 0.5, y: 1)
    /// A shape layer's path (not a vector: animated through a custom key path, see `CGPath.animationValue`).
    var path: CGPath?
    /// A gradient layer's colours (not a vector).
    var gradientColors: [UIColor]?
    /// A gradient layer's stop locations (not a vector).
    var gradientLocations: [CGFloat]?
    // MARK: replicator (CAReplicatorLayer; defaults are Core Animation's)
    /// The transform from one replicated instance to the next, about the anchor point.
    var instanceTransform = CATransform3DIdentity
    /// The time, in seconds, by which each instance's animations lag the previous instance's.
    var instanceDelay: CGFloat = 0
    /// The colour multiplying the first instance's colours (opaque white).
    var instanceColor: UIColor? = .white
    /// Added to the instance colour's red component for each instance after the first.
    var instanceRedOffset: CGFloat = 0
    /// Added to the instance colour's green component for each instance after the first.
    var instanceGreenOffset: CGFloat = 0
    /// Added to the instance colour's blue component for each instance after the first.
    var instanceBlueOffset: CGFloat = 0
    /// Added to the instance colour's alpha component for each instance after the first.
    var instanceAlphaOffset: CGFloat = 0
}

/// Holds a `RareLayerValues` behind one reference. Never changed once made (a write makes a new
/// box), so copies share it and reading needs no exclusivity check.
final class RareLayerValuesBox {
    /// The values.
    let values: RareLayerValues

    init(_ values: RareLayerValues) { self.values = values }
}

extension LayerValues {
    /// The anchor point in bounds coordinates (what `position` places).
    var anchorInBounds: CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }
}

/// The values a layer shows at its clock's current time: the model plus every animation's
/// remaining offset (see `CALayer.presentationValues()`).
typealias PresentationValues = LayerValues
