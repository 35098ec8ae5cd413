internal import CSDL2
import Foundation

/// A textured rectangle under a perspective transform, as a grid of cells.
///
/// SDL maps a texture affinely across each triangle, while perspective maps it projectively, so
/// one quad shows the texture bent along its diagonal. Each cell of the grid is affine on its
/// own; the grid is fine enough when the affine error inside every cell is small. The error
/// measured is, for each cell edge, the distance between where the edge's middle really
/// projects and the middle of its projected end points (the texture's middle lands there under
/// affine mapping); columns and rows are doubled separately (a flip about y bends only along x)
/// until it is under `tolerance` pixels, up to `maximumCells` per side.
package struct TexturedQuadGrid {
    /// Cells across and down.
    package var columns: Int, rows: Int

    /// The largest affine error allowed, in pixels.
    package static let tolerance: Float = 0.5
    /// The most cells per side.
    package static let maximumCells = 32

    /// The grid for `rect` (in the transform's source coordinates) under `transform`: 1 x 1
    /// when the transform is affine.
    package init(rect: CGRect, transform: PixelTransform) {
        columns = 1; rows = 1
        guard transform.isProjective else { return }
        while columns < Self.maximumCells,
              Self.error(rect, transform, columns: columns, alongX: true) > Self.tolerance { columns *= 2 }
        while rows < Self.maximumCells,
              Self.error(rect, transform, columns: rows, alongX: false) > Self.tolerance { rows *= 2 }
    }

    /// The worst midpoint error of the `columns` cells across (`alongX`) or down, measured on the
    /// rectangle's two edges in that direction (the projective error is largest on the border).
    package static func error(_ rect: CGRect, _ transform: PixelTransform, columns: Int, alongX: Bool) -> Float {
        var worst: Float = 0
        let x0 = Float(rect.minX), y0 = Float(rect.minY), w = Float(rect.width), h = Float(rect.height)
        for index in 0..<columns {
            let a = Float(index) / Float(columns), b = Float(index + 1) / Float(columns), m = (a + b) / 2
            for side: Float in [0, 1] {
                let start, end, middle: RenderPoint
                if alongX {
                    let y = y0 + side * h
                    start = transform.apply(x0 + a * w, y); end = transform.apply(x0 + b * w, y)
                    middle = transform.apply(x0 + m * w, y)
                } else {
                    let x = x0 + side * w
                    start = transform.apply(x, y0 + a * h); end = transform.apply(x, y0 + b * h)
                    middle = transform.apply(x, y0 + m * h)
                }
                let dx = middle.x - (start.x + end.x) / 2, dy = middle.y - (start.y + end.y) / 2
                worst = max(worst, (dx * dx + dy * dy).squareRoot())
            }
        }
        return worst.isFinite ? worst : .infinity
    }

    /// Writes the grid's vertices (`rect` mapped by `transform`, texture coordinates spanning
    /// `texture`, in `color`) and triangle indices, replacing the arrays' contents.
    func build(
        rect: CGRect, texture: (u0: Float, v0: Float, u1: Float, v1: Float), color: RenderColor, transform: PixelTransform,
        vertices: inout [RenderVertex], indices: inout [Int32]
    ) {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        let x0 = Float(rect.minX), y0 = Float(rect.minY), w = Float(rect.width), h = Float(rect.height)
        for row in 0...rows {
            let fy = Float(row) / Float(rows)
            for column in 0...columns {
                let fx = Float(column) / Float(columns)
                vertices.append(RenderVertex(
                    position: transform.apply(x0 + fx * w, y0 + fy * h), color: color,
                    tex_coord: RenderPoint(x: texture.u0 + fx * (texture.u1 - texture.u0), y: texture.v0 + fy * (texture.v1 - texture.v0))))
            }
        }
        for row in 0..<rows {
            for column in 0..<columns {
                let topLeft = Int32(row * (columns + 1) + column), bottomLeft = topLeft + Int32(columns + 1)
                indices.append(topLeft); indices.append(topLeft + 1); indices.append(bottomLeft + 1)
                indices.append(topLeft); indices.append(bottomLeft + 1); indices.append(bottomLeft)
            }
        }
    }
}
