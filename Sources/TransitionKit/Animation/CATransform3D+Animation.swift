import Foundation

/// How a 3D transform animates: decomposed into translation, scale, shear, rotation and
/// perspective, each interpolated on its own, then recomposed.
///
/// Core Animation interpolates `transform` by decomposing the matrices (the approach of
/// Graphics Gems II "unmatrix", which the CSS Transforms spec also uses: perspective, translation,
/// rotation, shear, scale) rather than entry by entry; a rotation about one axis with perspective
/// (the flip) therefore turns about that axis at a steady angle instead of squashing. Here the
/// rotation is a rotation vector (axis times angle) rather than a quaternion, because every
/// animation is additive arithmetic on vectors (`AnimationVector`); for rotations about one axis
/// (what `CATransform3DMakeRotation` makes, and what every flip is) both interpolate the angle
/// linearly, the same result. Between rotations about different axes the paths differ slightly.
///
/// Components: 0 tx, 1 ty, 2 sx, 3 sy, 4 rotation z, 5 shear xy (exactly
/// `CGAffineTransform`'s decomposition, so affine transforms animate as they always did),
/// 6 tz, 7 sz - 1, 8 rotation x, 9 rotation y, 10 shear xz, 11 shear yz, 12...14 perspective
/// x, y, z (`m34` ends up in 14), 15 perspective w - 1. An affine transform has zeros in 6...15.
extension CATransform3D: AnimatableValue {
    /// The components that are zero for every affine transform.
    static let spatialComponents = 6..<16

    package var animationVector: AnimationVector {
        if CATransform3DIsAffine(self) { return affinePart.animationVector }
        guard m44 != 0, m44.isFinite else { return affinePart.animationVector }
        let n = CATransform3D(entries: entries.map { $0 / m44 })
        // Perspective: M = A * P, A being M with its last column (0, 0, 0, 1).
        var a = n
        a.m14 = 0; a.m24 = 0; a.m34 = 0; a.m44 = 1
        var perspective: [Double] = [0, 0, 0, 1]
        if n.m14 != 0 || n.m24 != 0 || n.m34 != 0 || n.m44 != 1 {
            let column = [n.m14, n.m24, n.m34, n.m44].map(Double.init)
            if let inverse = a.inverse?.entries.map(Double.init) {
                perspective = (0..<4).map { row in (0..<4).reduce(0) { $0 + inverse[row * 4 + $1] * column[$1] } }
            } else {
                perspective = column
            }
        }
        let rows = [[n.m11, n.m12, n.m13], [n.m21, n.m22, n.m23], [n.m31, n.m32, n.m33]].map { $0.map(Double.init) }
        let (scale, shear, rotation) = Self.decomposeLinear(rows)
        var v = AnimationVector()
        v[0] = Double(n.m41); v[1] = Double(n.m42); v[2] = scale[0]; v[3] = scale[1]; v[4] = rotation[2]
        v[5] = shear[0]; v[6] = Double(n.m43); v[7] = scale[2] - 1; v[8] = rotation[0]; v[9] = rotation[1]
        v[10] = shear[1]; v[11] = shear[2]
        v[12] = perspective[0]; v[13] = perspective[1]; v[14] = perspective[2]; v[15] = perspective[3] - 1
        return v
    }

    package init(animationVector v: AnimationVector) {
        guard Self.spatialComponents.contains(where: { v[$0] != 0 }) else {
            self = CATransform3DMakeAffineTransform(CGAffineTransform(animationVector: v))
            return
        }
        let rotation = CATransform3DMakeRotation(
            CGFloat((v[8] * v[8] + v[9] * v[9] + v[4] * v[4]).squareRoot()), CGFloat(v[8]), CGFloat(v[9]), CGFloat(v[4]))
        let q = [[rotation.m11, rotation.m12, rotation.m13], [rotation.m21, rotation.m22, rotation.m23],
                 [rotation.m31, rotation.m32, rotation.m33]].map { $0.map(Double.init) }
        let lower = [[v[2], 0, 0], [v[5], v[3], 0], [v[10], v[11], v[7] + 1]]
        let l = (0..<3).map { r in (0..<3).map { c in (0..<3).reduce(0) { $0 + lower[r][$1] * q[$1][c] } } }
        var affine = CATransform3DIdentity
        affine.m11 = l[0][0]; affine.m12 = l[0][1]; affine.m13 = l[0][2]
        affine.m21 = l[1][0]; affine.m22 = l[1][1]; affine.m23 = l[1][2]
        affine.m31 = l[2][0]; affine.m32 = l[2][1]; affine.m33 = l[2][2]
        affine.m41 = v[0]; affine.m42 = v[1]; affine.m43 = v[6]
        var perspective = CATransform3DIdentity
        perspective.m14 = v[12]; perspective.m24 = v[13]; perspective.m34 = v[14]; perspective.m44 = v[15] + 1
        self = affine.multiplied(by: perspective)
    }

    /// Splits a linear map (rows, row vectors) into lower-triangular scale/shear times a rotation:
    /// rows = [[sx 0 0]; [shxy sy 0]; [shxz shyz sz]] * Q (Gram-Schmidt on the rows, as unmatrix).
    /// Returns the scales, the shears (xy, xz, yz) and Q as a rotation vector (x, y, z).
    private static func decomposeLinear(_ rows: [[Double]]) -> ([Double], [Double], [Double]) {
        func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
        func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
        let sx = length(rows[0])
        let q1 = sx > 0 ? rows[0].map { $0 / sx } : [1, 0, 0]
        let shxy = dot(rows[1], q1)
        let residual = (0..<3).map { rows[1][$0] - shxy * q1[$0] }
        let sy = length(residual)
        var q2 = sy > 0 ? residual.map { $0 / sy } : [-q1[1], q1[0], 0]
        if length(q2) == 0 { q2 = [0, 1, 0] }
        let q3 = [q1[1] * q2[2] - q1[2] * q2[1], q1[2] * q2[0] - q1[0] * q2[2], q1[0] * q2[1] - q1[1] * q2[0]]
        let shxz = dot(rows[2], q1), shyz = dot(rows[2], q2), sz = dot(rows[2], q3)
        return ([sx, sy, sz], [shxy, shxz, shyz], rotationVector([q1, q2, q3]))
    }

    /// The rotation vector (axis times angle, angle in 0...pi) of a rotation matrix in Core
    /// Animation's layout (`CATransform3DMakeRotation`).
    private static func rotationVector(_ q: [[Double]]) -> [Double] {
        let v = [(q[1][2] - q[2][1]) / 2, (q[2][0] - q[0][2]) / 2, (q[0][1] - q[1][0]) / 2]
        let cosine = (q[0][0] + q[1][1] + q[2][2] - 1) / 2
        let sine = (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot()
        let angle = atan2(sine, cosine)
        if sine > 1e-12 { return v.map { $0 / sine * angle } }
        if cosine > 0 { return [0, 0, 0] }
        // A half turn: the axis from the diagonal (q_ii = 2 a_i^2 - 1), signs from the symmetric part.
        var axis = (0..<3).map { (max(0, (q[$0][$0] + 1) / 2)).squareRoot() }
        let largest = axis.indices.max { axis[$0] < axis[$1] } ?? 2
        for index in 0..<3 where index != largest && q[largest][index] + q[index][largest] < 0 { axis[index] = -axis[index] }
        return axis.map { $0 * .pi }
    }
}

extension SIMD16 where Scalar == Double {
    /// A vector of eight components followed by eight zeros (the properties that need no more).
    package init(_ c0: Double, _ c1: Double, _ c2: Double, _ c3: Double, _ c4: Double, _ c5: Double, _ c6: Double, _ c7: Double) {
        self.init(c0, c1, c2, c3, c4, c5, c6, c7, 0, 0, 0, 0, 0, 0, 0, 0)
    }
}
