import Foundation

/// Choosing the colour the current graphics context paints with.
extension UIColor {
    /// Makes the colour the current context's fill and stroke colour.
    public func set() { setFill(); setStroke() }

    /// Makes the colour the current context's fill colour (`UIRectFill`, `UIBezierPath.fill()`).
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(self) }

    /// Makes the colour the current context's stroke colour (`UIBezierPath.stroke()`).
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(self) }
}
