import Foundation

/// The shape of a value an explicit animation can animate, and how a value given as `Any`
/// (`fromValue`, `values`) becomes a vector of that shape.
enum AnimationValueShape: Equatable {
    /// One number: `NSNumber`, `Double`, `CGFloat`, `Float`, `Int`.
    case scalar
    /// Two numbers: `CGPoint` or `CGSize` (also `NSValue` wrapping one).
    case pair
    /// `CGRect` (also `NSValue` wrapping one).
    case rect
    /// `CGColor`/`UIColor`.
    case color
    /// `CATransform3D` (or `CGAffineTransform`), animated by its decomposition.
    case transform

    /// The vector of `value` when it has this shape; nil when it does not.
    func vector(of value: Any) -> AnimationVector? {
        switch self {
        case .scalar:
            if let number = value as? NSNumber { return Double(truncating: number).animationVector }
            switch value {
            case let number as Double: return number.animationVector
            case let number as CGFloat: return Double(number).animationVector
            case let number as Float: return Double(number).animationVector
            case let number as Int: return Double(number).animationVector
            default: return nil
            }
        case .pair:
            switch value {
            case let point as CGPoint: return point.animationVector
            case let size as CGSize: return size.animationVector
            case let wrapped as NSValue:
                let type = String(cString: wrapped.objCType)
                if type.hasPrefix("{CGPoint") { return wrapped.pointValue.animationVector }
                if type.hasPrefix("{CGSize") { return wrapped.sizeValue.animationVector }
                return nil
            default: return nil
            }
        case .rect:
            if let rect = value as? CGRect { return rect.animationVector }
            if let wrapped = value as? NSValue, String(cString: wrapped.objCType).hasPrefix("{CGRect") {
                return wrapped.rectValue.animationVector
            }
            return nil
        case .color:
            return (value as? UIColor)?.animationVector
        case .transform:
            if let transform = value as? CATransform3D { return transform.animationVector }
            if let affine = value as? CGAffineTransform { return affine.animationVector }
            return nil
        }
    }

    /// A value of this shape for `vector` (what an implicit action puts in `fromValue`);
    /// `prefersSize` picks `CGSize` over `CGPoint` for a pair.
    func value(of vector: AnimationVector, prefersSize: Bool) -> Any {
        switch self {
        case .scalar: return vector[0]
        case .pair: return prefersSize ? CGSize(animationVector: vector) as Any : CGPoint(animationVector: vector)
        case .rect: return CGRect(animationVector: vector)
        case .color: return UIColor(animationVector: vector)
        case .transform: return CATransform3D(animationVector: vector)
        }
    }

    /// The shape of a table property, found by storing probe vectors and reading them back (so
    /// properties added to the table on any branch need no entry here): a transform keeps its
    /// z translation (component 6), a colour clamps components above 1, and the others keep
    /// one, two or four leading components.
    static func of(_ property: AnimatableProperty) -> AnimationValueShape {
        shapes[property] ?? .scalar
    }

    /// Every table property's shape, found once (a pure function of the table, so shared by the
    /// whole process).
    private static let shapes: [AnimatableProperty: AnimationValueShape] = Dictionary(
        uniqueKeysWithValues: AnimatableProperty.allCases.map { ($0, probe($0)) })

    /// The shape of `property`, from probe vectors stored and read back.
    private static func probe(_ property: AnimatableProperty) -> AnimationValueShape {
        let entry = property.entry
        func roundTrip(_ probe: AnimationVector) -> AnimationVector {
            var values = LayerValues()
            entry.store(probe, &values)
            return entry.vector(values)
        }
        var transformProbe = CATransform3DIdentity.animationVector
        transformProbe[6] = 0.5
        let shape: AnimationValueShape
        if abs(roundTrip(transformProbe)[6] - 0.5) < 1e-9 {
            shape = .transform
        } else {
            let small = AnimationVector(0.25, 0.375, 0.5, 0.625, 0, 0, 0, 0)
            let kept = roundTrip(small)
            let count = (0..<4).prefix { abs(kept[$0] - small[$0]) < 1e-9 }.count
            switch count {
            case 4: shape = roundTrip(AnimationVector(2, 2, 2, 2, 0, 0, 0, 0))[0] == 2 ? .rect : .color
            case 2, 3: shape = .pair
            default: shape = .scalar
            }
        }
        return shape
    }
}
