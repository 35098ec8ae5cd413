internal import CSDL2

/// An axis-aligned rounded rectangle in pixels.
struct PixelRoundedRect {
    var minX: Float, minY: Float, maxX: Float, maxY: Float
    /// The corner radius in pixels (at most half the shorter side).
    var radius: Float

    /// The share of pixel `(x, y)` the shape covers: a one-pixel ramp across the outline, from
    /// the signed distance of the pixel's centre to it (exact along straight edges).
    func coverage(_ x: Int, _ y: Int) -> Float {
        let halfWidth = (maxX - minX) / 2, halfHeight = (maxY - minY) / 2
        let qx = abs(Float(x) + 0.5 - (minX + halfWidth)) - (halfWidth - radius)
        let qy = abs(Float(y) + 0.5 - (minY + halfHeight)) - (halfHeight - radius)
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        let distance = outside + min(max(qx, qy), 0) - radius
        return min(max(0.5 - distance, 0), 1)
    }
}

extension GeometryBatch {
    /// Adds `shape` anti-aliased, as whole-pixel rectangles in `color` at each pixel's coverage.
    ///
    /// Vertex colours cannot do it on SDL's software renderer, which rounds vertex positions to
    /// whole pixels (a one-pixel feather ring then collapses into steps). Whole-pixel rectangles
    /// are exact on every renderer, and one-colour axis-aligned quads take the software
    /// renderer's rectangle path: along each row, runs of pixels with the same coverage become
    /// one rectangle each (partly covered pixels at the ends, one solid run between them), and
    /// the rows between the corners, which are all alike, one band of such runs.
    mutating func addAntialiasedRoundedRect(_ shape: PixelRoundedRect, color: RenderColor) {
        guard shape.maxX > shape.minX, shape.maxY > shape.minY,
              shape.minX.isFinite, shape.maxX.isFinite, shape.minY.isFinite, shape.maxY.isFinite,
              shape.maxX - shape.minX < 1e6, shape.maxY - shape.minY < 1e6 else { return }
        let top = Int(shape.minY.rounded(.down)), bottom = Int(shape.maxY.rounded(.up))
        // Rows whose centres lie between the corners' centres: the same runs in each.
        let bandTop = max(Int((shape.minY + shape.radius - 0.5).rounded(.up)), top)
        let bandBottom = min(Int((shape.maxY - shape.radius - 0.5).rounded(.down)), bottom - 1)
        var row = top
        while row < bottom {
            if row == bandTop && bandBottom >= bandTop {
                addCoverageRuns(shape, row: row, height: bandBottom - bandTop + 1, color: color)
                row = bandBottom + 1
            } else {
                addCoverageRuns(shape, row: row, height: 1, color: color)
                row += 1
            }
        }
    }

    /// Adds the runs of row `row` (its coverage pattern repeated over `height` rows).
    private mutating func addCoverageRuns(_ shape: PixelRoundedRect, row: Int, height: Int, color: RenderColor) {
        let first = Int(shape.minX.rounded(.down)), last = Int(shape.maxX.rounded(.up)) - 1
        // From the left: partly covered pixels, until the first fully covered one.
        var x = first, runStart = first, runAlpha: UInt8 = 0
        while x <= last {
            let coverage = shape.coverage(x, row)
            if coverage >= 1 { break }
            let alpha = Self.alpha(color.a, coverage)
            if alpha != runAlpha {
                addRun(from: runStart, to: x, row: row, height: height, color: color, alpha: runAlpha)
                runStart = x
                runAlpha = alpha
            }
            x += 1
        }
        addRun(from: runStart, to: x, row: row, height: height, color: color, alpha: runAlpha)
        let solidStart = x
        guard solidStart <= last else { return }
        // From the right, the same, down to the solid run.
        x = last
        var runEnd = last + 1
        runAlpha = 0
        while x > solidStart {
            let coverage = shape.coverage(x, row)
            if coverage >= 1 { break }
            let alpha = Self.alpha(color.a, coverage)
            if alpha != runAlpha {
                addRun(from: x + 1, to: runEnd, row: row, height: height, color: color, alpha: runAlpha)
                runEnd = x + 1
                runAlpha = alpha
            }
            x -= 1
        }
        addRun(from: x + 1, to: runEnd, row: row, height: height, color: color, alpha: runAlpha)
        addRun(from: solidStart, to: x + 1, row: row, height: height, color: color, alpha: color.a)
    }

    /// Adds the pixels `from..<to` of rows `row..<row + height` in `color` at `alpha` (nothing when
    /// empty or transparent).
    private mutating func addRun(from: Int, to: Int, row: Int, height: Int, color: RenderColor, alpha: UInt8) {
        guard to > from, alpha > 0 else { return }
        var runColor = color
        runColor.a = alpha
        let x0 = Float(from), x1 = Float(to), y0 = Float(row), y1 = Float(row + height)
        addQuad(RenderPoint(x: x0, y: y0), RenderPoint(x: x1, y: y0), RenderPoint(x: x1, y: y1), RenderPoint(x: x0, y: y1),
                color: runColor)
    }

    /// `alpha` scaled by `coverage`, rounded.
    private static func alpha(_ alpha: UInt8, _ coverage: Float) -> UInt8 {
        UInt8(min(max(Float(alpha) * coverage + 0.5, 0), 255))
    }
}
