internal import CSDL2
import Foundation
import TransitionKit

/// Shapes (`CAShapeLayer`): the path is flattened to 0.1 px (in the command's coordinates, with
/// the tolerance divided by the transform's scale), the fill and the stroke outline (see
/// `StrokeOutline`, `StrokePieces`) are mapped to pixels and rasterised to anti-aliased coverage
/// (`CoverageRaster`: exact horizontal coverage, 16 samples vertically), and the coloured
/// coverage is drawn as one texture per part, made for the frame and destroyed after drawing.
extension SDLRenderer {
    /// The flattening tolerance in pixels: a chord strays at most this far from its curve
    /// (0.25 px leaves a visible 0.05 px average inset on a circle's anti-aliased edge).
    static let flatteningTolerance: CGFloat = 0.1

    /// Draws one shape command: the fill, then the stroke.
    func drawShape(_ shape: DisplayList.Shape, of command: DisplayList.Command, _ transform: PixelTransform) {
        let scale = CGFloat(max(transform.linearScale, 1e-6))
        let tolerance = Self.flatteningTolerance / scale
        let polylines = PathGeometry.flatten(shape.elements, tolerance: tolerance)
        guard !polylines.isEmpty else { return }
        if let fill = shape.fillColor, fill.alpha > 0 {
            let polygons = polylines.map { $0.points.map { pixelPoint(transform, $0) } }
            paint(polygons: polygons, evenOdd: shape.fillRule == .evenOdd) { _, _ in
                self.rgba(fill, alpha: command.alpha)
            }
        }
        if let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0, shape.lineWidth.isFinite {
            let pieces = StrokePieces.pieces(of: polylines, strokeStart: shape.strokeStart, strokeEnd: shape.strokeEnd,
                                             dashes: shape.lineDashPattern, phase: shape.lineDashPhase)
            let outline = StrokeOutline(pieces: pieces, width: shape.lineWidth, cap: shape.lineCap, join: shape.lineJoin,
                                        miterLimit: shape.miterLimit, tolerance: tolerance)
            let polygons = outline.polygons.map { $0.map { pixelPoint(transform, $0) } }
            paint(polygons: polygons, evenOdd: false) { _, _ in self.rgba(stroke, alpha: command.alpha) }
        }
    }

    /// `point` (in the command's coordinates) in pixels.
    func pixelPoint(_ transform: PixelTransform, _ point: CGPoint) -> CGPoint {
        let mapped = transform.apply(point)
        return CGPoint(x: CGFloat(mapped.x), y: CGFloat(mapped.y))
    }

    /// Straight RGBA bytes of `color` with its alpha times `alpha`.
    func rgba(_ color: UIColor, alpha: CGFloat) -> SIMD4<Float> {
        SIMD4(Float(color.red), Float(color.green), Float(color.blue), Float(color.alpha * alpha))
    }

    /// Rasterises `polygons` (pixels) inside the output and the clip, colours each covered pixel
    /// by `color` (pixel x, y at its centre; straight RGBA 0...1) times its coverage, and draws
    /// the result as a texture.
    func paint(polygons: [[CGPoint]], evenOdd: Bool, color: (Float, Float) -> SIMD4<Float>) {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for polygon in polygons where polygon.count > 2 {
            for point in polygon where point.x.isFinite && point.y.isFinite {
                minX = min(minX, point.x); minY = min(minY, point.y); maxX = max(maxX, point.x); maxY = max(maxY, point.y)
            }
        }
        guard minX <= maxX, minY <= maxY else { return }
        var left = max(0, Int(minX.rounded(.down))), top = max(0, Int(minY.rounded(.down)))
        var right = min(outputSize.width, Int(maxX.rounded(.up))), bottom = min(outputSize.height, Int(maxY.rounded(.up)))
        if let clip = clipRect {
            left = max(left, Int(clip.x)); top = max(top, Int(clip.y))
            right = min(right, Int(clip.x + clip.w)); bottom = min(bottom, Int(clip.y + clip.h))
        }
        guard right > left, bottom > top else { return }
        let raster = CoverageRaster(polygons: polygons, evenOdd: evenOdd, box: (left, top, right - left, bottom - top))
        var pixels = [UInt8](repeating: 0, count: raster.width * raster.height * 4)
        var any = false
        for row in 0..<raster.height {
            for column in 0..<raster.width {
                let coverage = raster.coverage[row * raster.width + column]
                guard coverage > 0 else { continue }
                var value = color(Float(left + column) + 0.5, Float(top + row) + 0.5)
                value.w *= coverage
                let clamped = clampedComponents(value * 255 + 0.5, SIMD4(repeating: 0), SIMD4(repeating: 255))
                let offset = (row * raster.width + column) * 4
                pixels[offset] = UInt8(clamped.x); pixels[offset + 1] = UInt8(clamped.y)
                pixels[offset + 2] = UInt8(clamped.z); pixels[offset + 3] = UInt8(clamped.w)
                any = any || pixels[offset + 3] > 0
            }
        }
        guard any else { return }
        flushGeometry()
        guard let texture = SDL_CreateTexture(handle, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                              Int32(raster.width), Int32(raster.height)) else { return }
        defer { SDL_DestroyTexture(texture) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        pixels.withUnsafeBytes { bytes in
            _ = SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(raster.width * 4))
        }
        var target = SDL_Rect(x: Int32(left), y: Int32(top), w: Int32(raster.width), h: Int32(raster.height))
        SDL_RenderCopy(handle, texture, nil, &target)
    }
}

/// `value` with each component clamped between `low` and `high`.
private func clampedComponents(_ value: SIMD4<Float>, _ low: SIMD4<Float>, _ high: SIMD4<Float>) -> SIMD4<Float> {
    value.replacing(with: low, where: value .< low).replacing(with: high, where: value .> high)
}
