import Foundation

/// A layer's defaults by Core Animation key (`defaultValue(forKey:)`), and the size of its corner
/// curves (`cornerCurveExpansionFactor(_:)`).
extension CALayer {
    /// The defaults of the properties that are not animatable vectors, by Core Animation key
    /// (constant: `unsafe` only because `Any` is not `Sendable`).
    nonisolated(unsafe) private static let plainDefaults: [String: Any] = [
        "masksToBounds": false, "hidden": false, "doubleSided": true, "opaque": false,
        "geometryFlipped": false, "shouldRasterize": false, "allowsGroupOpacity": true,
        "allowsEdgeAntialiasing": false, "needsDisplayOnBoundsChange": false, "drawsAsynchronously": false,
        "rasterizationScale": CGFloat(1), "contentsScale": CGFloat(1), "anchorPointZ": CGFloat(0),
        "minificationFilterBias": Float(0), "contentsCenter": CGRect(x: 0, y: 0, width: 1, height: 1),
        "contentsGravity": CALayerContentsGravity.resize, "contentsFormat": CALayerContentsFormat.RGBA8Uint,
        "minificationFilter": CALayerContentsFilter.linear, "magnificationFilter": CALayerContentsFilter.linear,
        "cornerCurve": CALayerCornerCurve.circular, "maskedCorners": CACornerMask.all,
        "edgeAntialiasingMask": CAEdgeAntialiasingMask.all,
    ]

    /// The key paths whose values are `Float` (`CFTimeInterval` for `instanceDelay`; the other
    /// numbers are `CGFloat`).
    private static let floatKeys: Set<String> = [
        "opacity", "shadowOpacity", "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset",
    ]

    /// `defaultValue(forKey:)`'s answer: a fresh layer's value for an animatable key path or one
    /// of the other properties Core Animation keys by name, as the property's type (`Float`,
    /// `CGFloat`, `Bool`, `CGPoint`, `CATransform3D`, `CALayerContentsGravity`...; colours as
    /// `CGColor`, nil for no colour); nil for other keys.
    static func layerDefaultValue(forKey key: String) -> Any? {
        if let value = plainDefaults[key] { return value }
        guard key != "blurRadius", let property = AnimatableProperty.allCases.first(where: { $0.entry.keyPath == key }) else {
            return nil
        }
        let values = LayerValues()
        switch property {
        case .backgroundColor: return values.backgroundColor
        case .borderColor: return values.borderColor
        case .shadowColor: return values.shadowColor
        case .fillColor: return values.fillColor
        case .strokeColor: return values.strokeColor
        case .instanceColor: return values.instanceColor
        default: break
        }
        let vector = property.entry.vector(values)
        let shape = AnimationValueShape.of(property)
        if shape == .scalar {
            if floatKeys.contains(key) { return Float(vector[0]) }
            return key == "instanceDelay" ? CFTimeInterval(vector[0]) as Any : CGFloat(vector[0])
        }
        return shape.value(of: vector, prefersSize: shape == .pair && key.hasSuffix("Offset"))
    }

    /// How far a rounded corner of `curve` reaches along each edge, as a multiple of the corner
    /// radius: 1 for both curves here, where `.continuous` corners are drawn as quarter circles
    /// (on iOS the continuous curve starts further from the corner, and its factor is above 1).
    public class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat { 1 }
}
