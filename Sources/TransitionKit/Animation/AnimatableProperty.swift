import Foundation

/// The layer properties that animate, each stored as an `AnimationVector` while animating.
enum AnimatableProperty: Int, CaseIterable, Sendable {
    case position, bounds, transform, opacity, backgroundColor, cornerRadius, borderWidth
    case borderColor, shadowColor, shadowOpacity, shadowRadius, shadowOffset, blurRadius

    /// A name for diagnostics and traces.
    var name: String {
        switch self {
        case .position: "position"
        case .bounds: "bounds"
        case .transform: "transform"
        case .opacity: "opacity"
        case .backgroundColor: "backgroundColor"
        case .cornerRadius: "cornerRadius"
        case .borderWidth: "borderWidth"
        case .borderColor: "borderColor"
        case .shadowColor: "shadowColor"
        case .shadowOpacity: "shadowOpacity"
        case .shadowRadius: "shadowRadius"
        case .shadowOffset: "shadowOffset"
        case .blurRadius: "blurRadius"
        }
    }
}

/// A property value as a vector of up to eight components, so every animation is additive
/// arithmetic on the same type: presentation = model + sum of each animation's remaining offset.
typealias AnimationVector = SIMD8<Double>

/// A value that converts to and from an `AnimationVector`.
protocol AnimatableValue {
    var animationVector: AnimationVector { get }
    init(animationVector: AnimationVector)
}

extension AnimationVector {
    /// Whether every component is finite.
    var isFinite: Bool {
        for index in indices where !self[index].isFinite { return false }
        return true
    }
}

extension Double: AnimatableValue {
    var animationVector: AnimationVector { AnimationVector(self, 0, 0, 0, 0, 0, 0, 0) }
    init(animationVector v: AnimationVector) { self = v[0] }
}

extension CGFloat: AnimatableValue {
    var animationVector: AnimationVector { AnimationVector(Double(self), 0, 0, 0, 0, 0, 0, 0) }
    init(animationVector v: AnimationVector) { self = CGFloat(v[0]) }
}

extension CGPoint: AnimatableValue {
    var animationVector: AnimationVector { AnimationVector(Double(x), Double(y), 0, 0, 0, 0, 0, 0) }
    init(animationVector v: AnimationVector) { self.init(x: v[0], y: v[1]) }
}

extension CGSize: AnimatableValue {
    var animationVector: AnimationVector { AnimationVector(Double(width), Double(height), 0, 0, 0, 0, 0, 0) }
    init(animationVector v: AnimationVector) { self.init(width: v[0], height: v[1]) }
}

extension CGRect: AnimatableValue {
    var animationVector: AnimationVector {
        AnimationVector(Double(origin.x), Double(origin.y), Double(size.width), Double(size.height), 0, 0, 0, 0)
    }
    init(animationVector v: AnimationVector) { self.init(x: v[0], y: v[1], width: v[2], height: v[3]) }
}

extension CGAffineTransform: AnimatableValue {
    /// Decomposed as translation, scale, rotation and shear so rotations interpolate by angle:
    /// `[a c; b d] = R(angle) * [sx shear; 0 sy]`. Components: tx, ty, sx, sy, angle, shear.
    var animationVector: AnimationVector {
        let sx = (a * a + b * b).squareRoot()
        let angle = sx == 0 ? 0 : atan2(Double(b), Double(a))
        let cosine = cos(angle), sine = sin(angle)
        let shear = Double(c) * cosine + Double(d) * sine
        let sy = -Double(c) * sine + Double(d) * cosine
        return AnimationVector(Double(tx), Double(ty), Double(sx), sy, angle, shear, 0, 0)
    }

    init(animationVector v: AnimationVector) {
        let cosine = cos(v[4]), sine = sin(v[4])
        self.init(
            a: v[2] * cosine, b: v[2] * sine,
            c: v[5] * cosine - v[3] * sine, d: v[5] * sine + v[3] * cosine,
            tx: v[0], ty: v[1])
    }
}

extension UIColor {
    /// Components r, g, b, a.
    var animationVector: AnimationVector {
        AnimationVector(Double(red), Double(green), Double(blue), Double(alpha), 0, 0, 0, 0)
    }
    /// A colour from clamped components.
    convenience init(animationVector v: AnimationVector) {
        self.init(red: v[0], green: v[1], blue: v[2], alpha: v[3])
    }
}

extension Optional where Wrapped == UIColor {
    /// A missing colour animates as transparent black... unless the other end has a colour, in
    /// which case the caller uses that colour at alpha 0 (see `CALayer.colorVectors`).
    var animationVector: AnimationVector { self?.animationVector ?? AnimationVector(0, 0, 0, 0, 0, 0, 0, 0) }
}

/// The additive delta from `old` to `new` for `property`, with rotation wrapped to the short way.
func animationDelta(_ property: AnimatableProperty, from old: AnimationVector, to new: AnimationVector) -> AnimationVector {
    var delta = old - new
    if property == .transform {
        var angle = delta[4].truncatingRemainder(dividingBy: 2 * .pi)
        if angle > .pi { angle -= 2 * .pi } else if angle < -.pi { angle += 2 * .pi }
        delta[4] = angle
    }
    return delta
}
