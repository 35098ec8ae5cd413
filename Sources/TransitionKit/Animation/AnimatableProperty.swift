import Foundation

/// The layer properties that animate, each stored as an `AnimationVector` while animating.
///
/// `entry` is the property table: each case has one entry giving Core Animation's key path,
/// where the value lives in `LayerValues` and its vector form. Model and presentation vectors
/// and `presentationValues()` go through it; copying a model (`init(layer:)`) and building a
/// presentation copy (`presentation()`) copy the whole `LayerValues`.
///
/// Adding an animatable property: add a case here, its storage (with its default) to
/// `LayerValues`, and its entry below; the compiler asks for the entry, and
/// `AnimatablePropertyTests` checks that it round-trips model -> vector -> presentation copy.
/// A public accessor on `CALayer` (or a view) sets the storage and calls `modelDidChange`.
package enum AnimatableProperty: Int, CaseIterable, Sendable {
    case position, bounds, transform, opacity, backgroundColor, cornerRadius, borderWidth
    case borderColor, shadowColor, shadowOpacity, shadowRadius, shadowOffset, blurRadius
    // MARK: the layer tree
    case anchorPoint, zPosition, contentsRect, sublayerTransform
    // MARK: shapes (CAShapeLayer, CAGradientLayer)
    case strokeStart, strokeEnd, lineWidth, fillColor, strokeColor, lineDashPhase, startPoint, endPoint
    // MARK: replicator (CAReplicatorLayer)
    case instanceTransform, instanceDelay, instanceColor
    case instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset

    /// One row of the property table.
    struct Entry {
        /// Core Animation's key path for the property (`CABasicAnimation(keyPath:)`).
        let keyPath: String
        /// The property's value in `values`, as a vector.
        let vector: (_ values: LayerValues) -> AnimationVector
        /// Writes `vector` as the property's value in `values`, clamped to its range.
        let store: (_ vector: AnimationVector, _ values: inout LayerValues) -> Void
        /// The vector component holding an angle, wrapped the short way in animation deltas.
        var angleComponent: Int?
        /// Components that must be zero at both ends for `angleComponent` to wrap (a rotation
        /// vector's other axes: only a rotation in the plane wraps).
        var planarComponents: [Int] = []
    }

    /// The property table: Core Animation's key path, storage and vector form of each property.
    ///
    /// Key paths are Core Animation's (Core Animation Programming Guide, "Animatable
    /// Properties", Table B-1). The blur has no public one (UIKit's effect view uses private
    /// layers): a `UIVisualEffectView` blurs what lies behind it, which Core Animation does with
    /// a filter in `backgroundFilters` (honoured on macOS only), and a named filter's input is
    /// reached as `filters.<name>.<input>` (`CIFilter.name` documentation), so the blur is
    /// `backgroundFilters.gaussianBlur.inputRadius` (`CIGaussianBlur`'s `inputRadius`).
    var entry: Entry {
        switch self {
        case .position:
            Entry(keyPath: "position", vector: { $0.position.animationVector },
                  store: { $1.position = CGPoint(animationVector: $0) })
        case .bounds:
            Entry(keyPath: "bounds", vector: { $0.bounds.animationVector },
                  store: { $1.bounds = CGRect(animationVector: $0) })
        case .transform:
            Entry(keyPath: "transform", vector: { $0.transform.animationVector },
                  store: { $1.transform = CATransform3D(animationVector: $0) }, angleComponent: 4,
                  planarComponents: [8, 9])
        case .opacity:
            Entry(keyPath: "opacity", vector: { $0.opacity.animationVector },
                  store: { $1.opacity = min(max($0[0], 0), 1) })
        case .backgroundColor:
            Entry(keyPath: "backgroundColor", vector: { $0.backgroundColor.animationVector },
                  store: { $1.backgroundColor = UIColor.animated($0, like: $1.backgroundColor) })
        case .cornerRadius:
            Entry(keyPath: "cornerRadius", vector: { $0.cornerRadius.animationVector },
                  store: { $1.cornerRadius = max(0, $0[0]) })
        case .borderWidth:
            Entry(keyPath: "borderWidth", vector: { $0.borderWidth.animationVector },
                  store: { $1.borderWidth = max(0, $0[0]) })
        case .borderColor:
            Entry(keyPath: "borderColor", vector: { $0.borderColor.animationVector },
                  store: { $1.borderColor = UIColor.animated($0, like: $1.borderColor) })
        case .shadowColor:
            Entry(keyPath: "shadowColor", vector: { $0.shadowColor.animationVector },
                  store: { $1.shadowColor = UIColor.animated($0, like: $1.shadowColor) })
        case .shadowOpacity:
            Entry(keyPath: "shadowOpacity", vector: { $0.shadowOpacity.animationVector },
                  store: { $1.shadowOpacity = min(max($0[0], 0), 1) })
        case .shadowRadius:
            Entry(keyPath: "shadowRadius", vector: { $0.shadowRadius.animationVector },
                  store: { $1.shadowRadius = max(0, $0[0]) })
        case .shadowOffset:
            Entry(keyPath: "shadowOffset", vector: { $0.shadowOffset.animationVector },
                  store: { $1.shadowOffset = CGSize(animationVector: $0) })
        case .blurRadius:
            Entry(keyPath: "backgroundFilters.gaussianBlur.inputRadius", vector: { $0.blurRadius.animationVector },
                  store: { $1.blurRadius = max(0, $0[0]) })
        // MARK: the layer tree
        case .anchorPoint:
            Entry(keyPath: "anchorPoint", vector: { $0.anchorPoint.animationVector },
                  store: { $1.anchorPoint = CGPoint(animationVector: $0) })
        case .zPosition:
            Entry(keyPath: "zPosition", vector: { $0.zPosition.animationVector },
                  store: { $1.zPosition = CGFloat(animationVector: $0) })
        case .contentsRect:
            Entry(keyPath: "contentsRect", vector: { $0.contentsRect.animationVector },
                  store: { $1.contentsRect = CGRect(animationVector: $0) })
        case .sublayerTransform:
            Entry(keyPath: "sublayerTransform", vector: { $0.sublayerTransform.animationVector },
                  store: { $1.sublayerTransform = CATransform3D(animationVector: $0) }, angleComponent: 4,
                  planarComponents: [8, 9])
        // MARK: shapes (CAShapeLayer, CAGradientLayer; key paths from their class references)
        case .strokeStart:
            Entry(keyPath: "strokeStart", vector: { $0.strokeStart.animationVector },
                  store: { $1.strokeStart = min(max($0[0], 0), 1) })
        case .strokeEnd:
            Entry(keyPath: "strokeEnd", vector: { $0.strokeEnd.animationVector },
                  store: { $1.strokeEnd = min(max($0[0], 0), 1) })
        case .lineWidth:
            Entry(keyPath: "lineWidth", vector: { $0.lineWidth.animationVector },
                  store: { $1.lineWidth = max(0, $0[0]) })
        case .fillColor:
            Entry(keyPath: "fillColor", vector: { $0.fillColor.animationVector },
                  store: { $1.fillColor = UIColor.animated($0, like: $1.fillColor) })
        case .strokeColor:
            Entry(keyPath: "strokeColor", vector: { $0.strokeColor.animationVector },
                  store: { $1.strokeColor = UIColor.animated($0, like: $1.strokeColor) })
        case .lineDashPhase:
            Entry(keyPath: "lineDashPhase", vector: { $0.lineDashPhase.animationVector },
                  store: { $1.lineDashPhase = CGFloat($0[0]) })
        case .startPoint:
            Entry(keyPath: "startPoint", vector: { $0.startPoint.animationVector },
                  store: { $1.startPoint = CGPoint(animationVector: $0) })
        case .endPoint:
            Entry(keyPath: "endPoint", vector: { $0.endPoint.animationVector },
                  store: { $1.endPoint = CGPoint(animationVector: $0) })
        // MARK: replicator (CAReplicatorLayer; all "Animatable" in its class reference)
        case .instanceTransform:
            Entry(keyPath: "instanceTransform", vector: { $0.instanceTransform.animationVector },
                  store: { $1.instanceTransform = CATransform3D(animationVector: $0) }, angleComponent: 4,
                  planarComponents: [8, 9])
        case .instanceDelay:
            Entry(keyPath: "instanceDelay", vector: { $0.instanceDelay.animationVector },
                  store: { $1.instanceDelay = CGFloat($0[0]) })
        case .instanceColor:
            Entry(keyPath: "instanceColor", vector: { $0.instanceColor.animationVector },
                  store: { $1.instanceColor = UIColor.animated($0, like: $1.instanceColor) })
        case .instanceRedOffset:
            Entry(keyPath: "instanceRedOffset", vector: { $0.instanceRedOffset.animationVector },
                  store: { $1.instanceRedOffset = CGFloat($0[0]) })
        case .instanceGreenOffset:
            Entry(keyPath: "instanceGreenOffset", vector: { $0.instanceGreenOffset.animationVector },
                  store: { $1.instanceGreenOffset = CGFloat($0[0]) })
        case .instanceBlueOffset:
            Entry(keyPath: "instanceBlueOffset", vector: { $0.instanceBlueOffset.animationVector },
                  store: { $1.instanceBlueOffset = CGFloat($0[0]) })
        case .instanceAlphaOffset:
            Entry(keyPath: "instanceAlphaOffset", vector: { $0.instanceAlphaOffset.animationVector },
                  store: { $1.instanceAlphaOffset = CGFloat($0[0]) })
        }
    }

    /// Core Animation's key path for the property; also its name in diagnostics.
    package var keyPath: String { entry.keyPath }
}

/// A property value as a vector of up to sixteen components (a 3D transform's decomposition
/// needs sixteen; the others use at most eight), so every animation is additive arithmetic on
/// the same type: presentation = model + sum of each animation's remaining offset.
package typealias AnimationVector = SIMD16<Double>

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
    package var animationVector: AnimationVector {
        let sx = (a * a + b * b).squareRoot()
        let angle = sx == 0 ? 0 : atan2(Double(b), Double(a))
        let cosine = cos(angle), sine = sin(angle)
        let shear = Double(c) * cosine + Double(d) * sine
        let sy = -Double(c) * sine + Double(d) * cosine
        return AnimationVector(Double(tx), Double(ty), Double(sx), sy, angle, shear, 0, 0)
    }

    package init(animationVector v: AnimationVector) {
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

extension UIColor {
    /// The colour a vector stands for when it replaces `current`: none while `current` is none
    /// and the vector is all zeros, else the vector's components.
    static func animated(_ vector: AnimationVector, like current: UIColor?) -> UIColor? {
        current == nil && vector == .zero ? nil : UIColor(animationVector: vector)
    }
}

/// The additive delta from `old` to `new` for `property`, with an angle wrapped to the short way.
func animationDelta(_ property: AnimatableProperty, from old: AnimationVector, to new: AnimationVector) -> AnimationVector {
    var delta = old - new
    let entry = property.entry
    if let component = entry.angleComponent, entry.planarComponents.allSatisfy({ old[$0] == 0 && new[$0] == 0 }) {
        var angle = delta[component].truncatingRemainder(dividingBy: 2 * .pi)
        if angle > .pi { angle -= 2 * .pi } else if angle < -.pi { angle += 2 * .pi }
        delta[component] = angle
    }
    return delta
}
