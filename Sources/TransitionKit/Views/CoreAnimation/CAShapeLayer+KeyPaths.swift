import Foundation

extension CAShapeLayer {
    /// `path` as an explicit animation's key path: a `CGPath` (a `UIBezierPath`'s `cgPath`),
    /// interpolated point by point between paths with the same elements, else switching halfway
    /// (see `CGPath.animationValue(from:to:fraction:)`).
    static var shapeKeyPaths: [CustomAnimatableKeyPath] {
        [CustomAnimatableKeyPath(
            keyPath: "path",
            read: { $0.path },
            write: { value, values in values.path = value as? CGPath },
            accepts: { $0 is CGPath },
            interpolate: { from, to, fraction in
                guard let from = from as? CGPath, let to = to as? CGPath else { return nil }
                return from.interpolated(to: to, fraction: CGFloat(fraction))
            })]
    }
}

extension CAGradientLayer {
    /// `colors` and `locations` as explicit animations' key paths: colours mixed one by one and
    /// stops moved one by one when the counts match, else switching halfway.
    static var gradientKeyPaths: [CustomAnimatableKeyPath] {
        [
            CustomAnimatableKeyPath(
                keyPath: "colors",
                read: { $0.gradientColors },
                write: { value, values in values.gradientColors = Self.colors(from: value) },
                accepts: { Self.colors(from: $0) != nil },
                interpolate: { from, to, fraction in
                    guard let from = Self.colors(from: from), let to = Self.colors(from: to), from.count == to.count else { return nil }
                    return animationColors(from: from, to: to, fraction: CGFloat(fraction))
                }),
            CustomAnimatableKeyPath(
                keyPath: "locations",
                read: { $0.gradientLocations },
                write: { value, values in values.gradientLocations = Self.locations(from: value) },
                accepts: { Self.locations(from: $0) != nil },
                interpolate: { from, to, fraction in
                    guard let from = Self.locations(from: from), let to = Self.locations(from: to), from.count == to.count else { return nil }
                    return animationLocations(from: from, to: to, fraction: CGFloat(fraction))
                }),
        ]
    }

    /// The colours in an animation value: an array of `CGColor`s (`UIColor`s here).
    private static func colors(from value: Any) -> [UIColor]? {
        guard let array = value as? [Any] else { return nil }
        let colors = array.compactMap { $0 as? UIColor }
        return colors.count == array.count ? colors : nil
    }

    /// The stop locations in an animation value: `NSNumber`s or floating-point numbers.
    private static func locations(from value: Any) -> [CGFloat]? {
        if let numbers = value as? [NSNumber] { return numbers.map { CGFloat($0.doubleValue) } }
        if let numbers = value as? [CGFloat] { return numbers }
        if let numbers = value as? [Double] { return numbers.map { CGFloat($0) } }
        return nil
    }
}
