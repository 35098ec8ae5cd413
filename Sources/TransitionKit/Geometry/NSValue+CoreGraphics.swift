import Foundation

/// UIKit's `NSValue` boxes for geometry (`NSValue(cgRect:)`, `cgRectValue`, ...), which
/// Foundation on Linux lacks: keyboard notifications carry their frames in them, as on iOS.
///
/// A point, size or rectangle is stored as Foundation's own point, size or rect value, so
/// `NSValue(cgRect: r).rectValue == r` and two boxes of one rectangle are equal. A transform
/// or inset box holds the numbers as an array of doubles (`objCType` "[6d]" for a
/// `CGAffineTransform`, "[16d]" for a `CATransform3D`, "[4d]" for `UIEdgeInsets`, "[2d]" for a
/// `CGVector`). Reading a box as another kind than it holds returns the zero value (iOS leaves
/// it undefined).
extension NSValue {
    /// A box holding `point`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A box holding `size`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A box holding `rect`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A box holding `vector` (dx, dy).
    public convenience init(cgVector vector: CGVector) {
        self.init(doubles: [vector.dx, vector.dy].map(Double.init))
    }
    /// A box holding `transform` (a, b, c, d, tx, ty).
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(doubles: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(Double.init))
    }
    /// A box holding `transform` (m11 ... m44, row by row).
    public convenience init(caTransform3D transform: CATransform3D) {
        let t = transform
        self.init(doubles: [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map(Double.init))
    }
    /// A box holding `insets` (top, left, bottom, right).
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(doubles: [insets.top, insets.left, insets.bottom, insets.right].map(Double.init))
    }

    /// The point in the box (`.zero` when it holds no point).
    public var cgPointValue: CGPoint { isKind("{CGPoint") ? pointValue : .zero }
    /// The size in the box (`.zero` when it holds no size).
    public var cgSizeValue: CGSize { isKind("{CGSize") ? sizeValue : .zero }
    /// The rectangle in the box (`.zero` when it holds no rectangle).
    public var cgRectValue: CGRect { isKind("{CGRect") ? rectValue : .zero }
    /// The vector in the box (zero when it holds no vector).
    public var cgVectorValue: CGVector {
        guard let v = doubles(count: 2) else { return CGVector(dx: 0, dy: 0) }
        return CGVector(dx: v[0], dy: v[1])
    }
    /// The affine transform in the box (all zero when it holds none).
    public var cgAffineTransformValue: CGAffineTransform {
        guard let v = doubles(count: 6) else { return CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }
        return CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    }
    /// The 3D transform in the box (all zero when it holds none).
    public var caTransform3DValue: CATransform3D {
        let v = (doubles(count: 16) ?? Array(repeating: 0, count: 16)).map { CGFloat($0) }
        return CATransform3D(m11: v[0], m12: v[1], m13: v[2], m14: v[3], m21: v[4], m22: v[5], m23: v[6], m24: v[7],
                             m31: v[8], m32: v[9], m33: v[10], m34: v[11], m41: v[12], m42: v[13], m43: v[14], m44: v[15])
    }
    /// The insets in the box (`.zero` when it holds none).
    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard let v = doubles(count: 4) else { return .zero }
        return UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }

    private convenience init(doubles: [Double]) {
        self.init(bytes: doubles, objCType: "[\(doubles.count)d]")
    }

    private func isKind(_ prefix: String) -> Bool { String(cString: objCType).hasPrefix(prefix) }

    private func doubles(count: Int) -> [CGFloat]? {
        guard String(cString: objCType) == "[\(count)d]" else { return nil }
        var values = [Double](repeating: 0, count: count)
        values.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return values.map { CGFloat($0) }
    }
}
