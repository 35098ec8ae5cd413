import Foundation

/// The names of Core Animation's value functions.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    /// The function's string (`kCAValueFunctionRotateZ` is "rotateZ").
    public let rawValue: String
    /// Creates a name from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A rotation about x by one number (radians).
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// A rotation about y by one number (radians).
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// A rotation about z by one number (radians).
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// A scale by three numbers.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// A scale in x by one number.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// A scale in y by one number.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// A scale in z by one number.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// A translation by three numbers.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// A translation in x by one number.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// A translation in y by one number.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// A translation in z by one number.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}

/// Turns the numbers a property animation interpolates into a transform, so that
/// `CABasicAnimation(keyPath: "transform")` with `valueFunction = CAValueFunction(name: .rotateZ)`
/// animates from 0 to 4π through two full turns (a matrix interpolation would not turn at all).
open class CAValueFunction {
    /// The function's name.
    public let name: CAValueFunctionName

    /// The function named `name`; nil for a name Core Animation does not define.
    public init?(name: CAValueFunctionName) {
        let known: [CAValueFunctionName] = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                                            .translate, .translateX, .translateY, .translateZ]
        guard known.contains(name) else { return nil }
        self.name = name
    }

    /// Whether the function takes three numbers (an array) rather than one.
    private var takesThree: Bool { name == .scale || name == .translate }

    /// The input that gives the identity transform.
    var identityInput: AnimationVector {
        name == .scale ? AnimationVector(1, 1, 1, 0, 0, 0, 0, 0)
            : [.scaleX, .scaleY, .scaleZ].contains(name) ? 1.0.animationVector : .zero
    }

    /// `value` as the function's input: one number, or an array of three.
    func input(of value: Any) -> AnimationVector? {
        guard takesThree else { return AnimationValueShape.scalar.vector(of: value) }
        guard let array = value as? [Any], array.count == 3 else { return nil }
        let numbers = array.compactMap { AnimationValueShape.scalar.vector(of: $0)?[0] }
        return numbers.count == 3 ? AnimationVector(numbers[0], numbers[1], numbers[2], 0, 0, 0, 0, 0) : nil
    }

    /// The transform for an input vector.
    func transform(for input: AnimationVector) -> CATransform3D {
        let x = CGFloat(input[0]), y = CGFloat(input[1]), z = CGFloat(input[2])
        switch name {
        case .rotateX: return CATransform3DMakeRotation(x, 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(x, 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(x, 0, 0, 1)
        case .scale: return CATransform3DMakeScale(x, y, z)
        case .scaleX: return CATransform3DMakeScale(x, 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, x, 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, x)
        case .translate: return CATransform3DMakeTranslation(x, y, z)
        case .translateX: return CATransform3DMakeTranslation(x, 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, x, 0)
        default: return CATransform3DMakeTranslation(0, 0, x)
        }
    }
}
