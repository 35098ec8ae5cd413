import Foundation
import TransitionKit

/// A small line chart drawn by its layer, the way custom-drawn layers are written on iOS: a
/// `CALayer` subclass whose `draw(in:)` paints with Core Graphics (a gradient under the line,
/// clipped to the area below it, then the stroked line and a dot on the last value), redrawn
/// when its bounds change (`needsDisplayOnBoundsChange`) or its values do (`setNeedsDisplay()`).
final class CoreAnimationSceneSparkline: CALayer {
    /// The values drawn left to right, scaled so the smallest touches the bottom and the largest the top.
    var values: [CGFloat] = [3, 5, 4, 7, 6, 9, 8, 11, 10, 13] {
        didSet { setNeedsDisplay() }
    }
    /// The line's and the dot's colour.
    var lineColor = UIColor(rgb: 0x0A84FF)

    override init() {
        super.init()
        needsDisplayOnBoundsChange = true
    }

    /// A presentation copy: the values and colour come along.
    override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CoreAnimationSceneSparkline else { return }
        values = other.values
        lineColor = other.lineColor
    }

    required init?(coder: NSCoder) { return nil }

    override func draw(in ctx: CGContext) {
        let plot = bounds.insetBy(dx: 4, dy: 4)
        guard values.count > 1, plot.width > 0, plot.height > 0,
              let low = values.min(), let high = values.max() else { return }
        let range = max(high - low, 1)
        let points = values.enumerated().map { index, value in
            CGPoint(x: plot.minX + plot.width * CGFloat(index) / CGFloat(values.count - 1),
                    y: plot.maxY - plot.height * (value - low) / range)
        }
        let line = CGMutablePath()
        line.addLines(between: points)

        // The area under the line, filled with the line's colour fading to nothing.
        ctx.saveGState()
        let area = line.mutableCopy() ?? CGMutablePath()
        area.addLine(to: CGPoint(x: plot.maxX, y: bounds.maxY))
        area.addLine(to: CGPoint(x: plot.minX, y: bounds.maxY))
        area.closeSubpath()
        ctx.addPath(area)
        ctx.clip()
        let colors = [lineColor.withAlphaComponent(0.35).cgColor, lineColor.withAlphaComponent(0).cgColor] as CFArray
        if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]) {
            ctx.drawLinearGradient(gradient, start: CGPoint(x: 0, y: plot.minY), end: CGPoint(x: 0, y: bounds.maxY), options: [])
        }
        ctx.restoreGState()

        // The line, then a dot on the latest value.
        ctx.addPath(line)
        ctx.setStrokeColor(lineColor.cgColor)
        ctx.setLineWidth(2.5)
        ctx.setLineJoin(.round)
        ctx.setLineCap(.round)
        ctx.strokePath()
        if let last = points.last {
            ctx.setFillColor(lineColor.cgColor)
            ctx.fillEllipse(in: CGRect(x: last.x - 4, y: last.y - 4, width: 8, height: 8))
        }
    }
}
