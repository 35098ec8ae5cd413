import Foundation

/// Painting a path into the current graphics context (`UIGraphicsGetCurrentContext()`): a view's
/// `draw(_:)`, an image renderer's block. Without a current context these do nothing, as in UIKit.
extension UIBezierPath {
    /// Fills the path with the context's fill colour (`UIColor.setFill()`), by its fill rule.
    public func fill() { fill(alpha: 1) }

    /// Strokes the path with the context's stroke colour (`UIColor.setStroke()`) in the path's
    /// line width, cap, join, miter limit and dash.
    public func stroke() { stroke(alpha: 1) }

    /// Fills the path at `alpha` (0...1); `blendMode` is stored by the context, which paints `.normal`.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) { fill(alpha: alpha) }

    /// Strokes the path at `alpha` (0...1); `blendMode` is stored by the context, which paints `.normal`.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) { stroke(alpha: alpha) }

    /// Cuts the current context's clip by the path (by its fill rule): later painting shows only inside it.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Sets the dash pattern `stroke()` uses: `count` lengths from `pattern`, alternating painted
    /// and unpainted, starting `phase` into it; nil or a count of 0 strokes solid.
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else { dashPattern = []; dashPhase = 0; return }
        dashPattern = (0..<count).map { pattern[$0] }
        dashPhase = phase
    }

    /// Copies the dash pattern into `pattern` (when given; room for `count` lengths), its length
    /// into `count` and its phase into `phase`.
    public func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                            phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (index, length) in dashPattern.enumerated() { pattern[index] = length } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    private func fill(alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(alpha)
        context.beginPath()
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    private func stroke(alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(alpha)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.beginPath()
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }
}
