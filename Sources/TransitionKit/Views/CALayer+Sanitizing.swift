import Foundation

// The checks that keep a layer's model values finite: a NaN or infinite value is refused with a
// Diagnostic and the old value kept.
extension Diagnostic.Code {
    /// A property was set to NaN or infinity; the change was ignored.
    public static let nonFiniteValue = Diagnostic.Code(rawValue: "value.nonFinite", severity: .error)
}

extension CGRect {
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension CGPoint {
    func sanitized(or fallback: CGPoint, in layer: CALayer, property: AnimatableProperty) -> CGPoint {
        if x.isFinite && y.isFinite { return self }
        layer.reportBadValue(property: property, value: "\(self)")
        return fallback
    }
}

extension CGRect {
    func sanitized(or fallback: CGRect, in layer: CALayer, property: AnimatableProperty) -> CGRect {
        if isFiniteRect { return CGRect(origin: origin, size: CGSize(width: abs(width), height: abs(height))) }
        layer.reportBadValue(property: property, value: "\(self)")
        return fallback
    }
}

extension CGAffineTransform {
    func sanitized(or fallback: CGAffineTransform, in layer: CALayer) -> CGAffineTransform {
        if [a, b, c, d, tx, ty].allSatisfy(\.isFinite) { return self }
        layer.reportBadValue(property: .transform, value: "\(self)")
        return fallback
    }
}
