import Foundation

/// An affine transform taken apart into scale, shear, rotation and translation (iOS 16).
///
/// The transform they make applies, in order, the scale, the horizontal shear, the rotation and
/// then the translation: `CGAffineTransform(components)` and `transform.decomposed()` are inverses.
public struct CGAffineTransformComponents: Equatable, Hashable, Sendable {
    /// The scale along x and y, applied first. A transform that flips has a negative height.
    public var scale: CGSize
    /// The shear along x (x moves by `horizontalShear * y`), applied after the scale.
    public var horizontalShear: CGFloat
    /// The rotation in radians, applied after the shear (positive is clockwise on screen, y down).
    public var rotation: CGFloat
    /// The translation in points, applied last.
    public var translation: CGVector

    /// Creates components with unit scale and no shear, rotation or translation.
    public init() {
        self.init(scale: CGSize(width: 1, height: 1), horizontalShear: 0, rotation: 0, translation: .zero)
    }

    /// Creates components from their four parts.
    public init(scale: CGSize, horizontalShear: CGFloat, rotation: CGFloat, translation: CGVector) {
        self.scale = scale; self.horizontalShear = horizontalShear; self.rotation = rotation; self.translation = translation
    }
}

extension CGAffineTransform {
    /// Creates the transform that applies `components`' scale, shear, rotation and translation,
    /// in that order.
    public init(_ components: CGAffineTransformComponents) {
        let sx = components.scale.width, sy = components.scale.height, shear = components.horizontalShear
        let cosine = CGFloat(cos(Double(components.rotation))), sine = CGFloat(sin(Double(components.rotation)))
        self.init(
            a: sx * cosine, b: sx * sine,
            c: sy * (shear * cosine - sine), d: sy * (shear * sine + cosine),
            tx: components.translation.dx, ty: components.translation.dy)
    }

    /// Creates a transform from its six entries, in Core Graphics' order `a, b, c, d, tx, ty`.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// This transform as scale, horizontal shear, rotation and translation.
    ///
    /// The x scale is never negative; a transform that flips (a negative determinant) gets a
    /// negative y scale. A transform that collapses x (`a` and `b` both 0) has rotation 0.
    public func decomposed() -> CGAffineTransformComponents {
        let sx = (a * a + b * b).squareRoot()
        let rotation = sx == 0 ? 0 : CGFloat(atan2(Double(b), Double(a)))
        let cosine = CGFloat(cos(Double(rotation))), sine = CGFloat(sin(Double(rotation)))
        let sy = d * cosine - c * sine
        let shear = sy == 0 ? 0 : (c * cosine + d * sine) / sy
        return CGAffineTransformComponents(
            scale: CGSize(width: sx, height: sy), horizontalShear: shear, rotation: rotation,
            translation: CGVector(dx: tx, dy: ty))
    }
}
