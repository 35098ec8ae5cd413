import Foundation

extension CAGradientLayer {
    /// The value of an animation of `colors` from `from` to `to` at `fraction`: each colour
    /// mixed component by component (straight RGBA) when both have the same number of colours,
    /// else `from` before 0.5 and `to` from 0.5 on (Core Animation does not document that case).
    package static func animationColors(from: [UIColor]?, to: [UIColor]?, fraction: CGFloat) -> [UIColor]? {
        guard let from, let to, from.count == to.count else { return fraction < 0.5 ? from : to }
        let t = Double(fraction)
        return zip(from, to).map { a, b in UIColor(animationVector: a.animationVector + (b.animationVector - a.animationVector) * t) }
    }

    /// The value of an animation of `locations` from `from` to `to` at `fraction`: mixed stop by
    /// stop when both have the same count, else `from` before 0.5 and `to` from 0.5 on.
    package static func animationLocations(from: [CGFloat]?, to: [CGFloat]?, fraction: CGFloat) -> [CGFloat]? {
        guard let from, let to, from.count == to.count else { return fraction < 0.5 ? from : to }
        return zip(from, to).map { a, b in a + (b - a) * fraction }
    }
}
