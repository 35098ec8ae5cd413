import Foundation

/// A layer's transforms: its own about the anchor point, and the one it applies to its sublayers.
extension CALayer {
    /// The frame `values` give: the bounds placed by the anchor point, transform and position.
    static func frame(of values: LayerValues) -> CGRect {
        let bounds = values.bounds, anchor = values.anchorPoint
        let local = CGRect(x: -anchor.x * bounds.width, y: -anchor.y * bounds.height, width: bounds.width, height: bounds.height)
        let transform = values.transform.affinePart
        let box = transform.isIdentity ? local : local.applying(transform)
        return box.offsetBy(dx: values.position.x, dy: values.position.y)
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

    /// A transform applied to the sublayers, about the anchor point, before they are flattened
    /// into this layer (commonly only `m34`, giving every sublayer one shared perspective);
    /// animatable (key path "sublayerTransform").
    public var sublayerTransform: CATransform3D {
        get { modelValues.sublayerTransform }
        set {
            let old = modelValues.sublayerTransform
            if newValue.isFinite { modelValues.sublayerTransform = newValue } else {
                reportBadValue(property: .sublayerTransform, value: "\(newValue)")
            }
            modelDidChange(.sublayerTransform, from: old.animationVector, to: modelValues.sublayerTransform.animationVector)
        }
    }
}
