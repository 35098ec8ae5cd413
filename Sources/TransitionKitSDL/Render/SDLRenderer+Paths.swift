internal import CSDL2
import Foundation
import TransitionKit

/// Shapes (`CAShapeLayer`): the path is flattened to 0.1 px (in the command's coordinates, with
/// the tolerance divided by the transform's scale), the fill and the stroke outline (see
/// `StrokeOutline`, `StrokePieces`) are mapped to pixels and rasterised to anti-aliased coverage
/// (`CoverageRaster`: exact horizontal coverage, 16 samples vertically), and the coloured
/// coverage is drawn as one texture per part, kept while the same command is drawn again
/// unchanged in the following frames (`CoverageTextureCache`).
extension SDLRenderer {
    /// The flattening tolerance in pixels: a chord strays at most this far from its curve
    /// (0.25 px leaves a visible 0.05 px average inset on a circle's anti-aliased edge).
    static let flatteningTolerance: CGFloat = 0.1

    /// Draws one shape command: the fill, then the stroke (textures reused from the last frame
    /// when the command is unchanged, see `CoverageTextureCache`).
    func drawShape(_ shape: DisplayList.Shape, of command: DisplayList.Command, _ transform: PixelTransform) {
        drawCached(command) { self.shapeParts(shape, of: command, transform) }
    }

    /// The number of shape and gradient commands whose textures are kept for the next frame.
    package var cachedCoverageCommandCount: Int { coverageTextures.count }

    /// Draws the textures of `command`, from the cache or made by `make` (and cached).
    func drawCached(_ command: DisplayList.Command, make: () -> [CoverageTextureCache.Part]) {
        let parts: [CoverageTextureCache.Part]
        if let cached = coverageTextures.parts(for: command, clip: clipRect, output: outputSize, scale: scale) {
            parts = cached
        } else {
            parts = make()
            coverageTextures.store(parts, for: command, clip: clipRect, output: outputSize, scale: scale)
        }
        guard !parts.isEmpty else { return }
        flushGeometry()
        for part in parts {
            device.copy(part.texture, to: part.target)
        }
    }

    /// The textures of a shape's fill and stroke.
    private func shapeParts(_ shape: DisplayList.Shape, of command: DisplayList.Command, _ transform: PixelTransform) -> [CoverageTextureCache.Part] {
        var parts: [CoverageTextureCache.Part] = []
        let scale = CGFloat(max(transform.linearScale, 1e-6))
        let tolerance = Self.flatteningTolerance / scale
        let polylines = PathGeometry.flatten(shape.elements, tolerance: tolerance)
        guard !polylines.isEmpty else { return [] }
        if let fill = shape.fillColor, fill.alpha > 0 {
            let polygons = polylines.map { $0.points.map { pixelPoint(transform, $0) } }
            parts += paint(polygons: polygons, evenOdd: shape.fillRule == .evenOdd, with: .solid(rgba(fill, alpha: command.alpha)))
        }
        if let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0, shape.lineWidth.isFinite {
            // A wide stroke's ends and joins point along the chords, a chord's turn away from the
            // tangent, which its width magnifies: flattened finer, so that turn moves the outer
            // corner of an end by at most half a pixel (chord error <= 1 / (8 x half width) px
            // where the curve's radius is at least the half width, the clock wipe's case).
            let halfWidth = shape.lineWidth / 2 * scale
            let strokeTolerance = min(Self.flatteningTolerance, 1 / (8 * halfWidth)) / scale
            let strokePolylines = strokeTolerance < tolerance ? PathGeometry.flatten(shape.elements, tolerance: strokeTolerance) : polylines
            let pieces = StrokePieces.pieces(of: strokePolylines, strokeStart: shape.strokeStart, strokeEnd: shape.strokeEnd,
                                             dashes: shape.lineDashPattern, phase: shape.lineDashPhase)
            let outline = StrokeOutline(pieces: pieces, width: shape.lineWidth, cap: shape.lineCap, join: shape.lineJoin,
                                        miterLimit: shape.miterLimit, tolerance: tolerance)
            let polygons = outline.polygons.map { $0.map { pixelPoint(transform, $0) } }
            parts += paint(polygons: polygons, evenOdd: false, with: .solid(rgba(stroke, alpha: command.alpha)))
        }
        return parts
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

    /// What colours covered pixels.
    enum CoveragePaint {
        /// One colour (straight RGBA, 0...1).
        case solid(SIMD4<Float>)
        /// A gradient, at each pixel's centre mapped back to the command's coordinates, with the
        /// command's alpha.
        case gradient(GradientShading, InversePixelTransform, alpha: Float)
    }

    /// Rasterises `polygons` (pixels) inside the output and the clip, colours each covered pixel
    /// by `paint` times its coverage, and returns the result as a texture (none when nothing shows).
    func paint(polygons: [[CGPoint]], evenOdd: Bool, with paint: CoveragePaint) -> [CoverageTextureCache.Part] {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for polygon in polygons where polygon.count > 2 {
            for point in polygon where point.x.isFinite && point.y.isFinite {
                minX = min(minX, point.x); minY = min(minY, point.y); maxX = max(maxX, point.x); maxY = max(maxY, point.y)
            }
        }
        guard minX <= maxX, minY <= maxY else { return [] }
        var left = max(0, Int(minX.rounded(.down))), top = max(0, Int(minY.rounded(.down)))
        var right = min(outputSize.width, Int(maxX.rounded(.up))), bottom = min(outputSize.height, Int(maxY.rounded(.up)))
        if let clip = clipRect {
            left = max(left, Int(clip.x)); top = max(top, Int(clip.y))
            right = min(right, Int(clip.x + clip.w)); bottom = min(bottom, Int(clip.y + clip.h))
        }
        guard right > left, bottom > top else { return [] }
        let raster = CoverageRaster(polygons: polygons, evenOdd: evenOdd, box: (left, top, right - left, bottom - top))
        var pixels = [UInt8](repeating: 0, count: raster.width * raster.height * 4)
        let any = pixels.withUnsafeMutableBufferPointer { bytes in
            raster.coverage.withUnsafeBufferPointer { coverage in
                Self.shade(coverage: coverage, width: raster.width, height: raster.height, origin: (left, top), paint: paint, into: bytes)
            }
        }
        guard any, let texture = SDLTexture(device: device, format: .abgr8888, access: .static, width: raster.width, height: raster.height)
        else { return [] }
        texture.blendMode = .blend
        texture.update(nil, from: pixels, bytesPerRow: raster.width * 4)
        return [CoverageTextureCache.Part(
            texture: texture, target: RenderRect(x: Int32(left), y: Int32(top), w: Int32(raster.width), h: Int32(raster.height)))]
    }

    /// Writes straight RGBA bytes for every covered pixel; returns whether any is visible.
    private nonisolated static func shade(
        coverage: UnsafeBufferPointer<Float>, width: Int, height: Int, origin: (x: Int, y: Int), paint: CoveragePaint,
        into bytes: UnsafeMutableBufferPointer<UInt8>
    ) -> Bool {
        switch paint {
        case .solid(let color):
            let value = clampedComponents(color, .zero, SIMD4(repeating: 1)) * 255
            return shadeSolid(coverage: coverage, red: UInt8(value.x + 0.5), green: UInt8(value.y + 0.5), blue: UInt8(value.z + 0.5),
                              alpha: value.w, into: bytes)
        case .gradient(let shading, let inverse, let alpha):
            return shading.lookupTable.withUnsafeBufferPointer { table in
                shade(coverage: coverage, width: width, height: height, into: bytes) { column, row in
                    let local = inverse.apply(Float(origin.x + column) + 0.5, Float(origin.y + row) + 0.5)
                    var value = table[shading.lookupIndex(shading.parameter(at: local))]
                    value.w *= alpha
                    return value
                }
            }
        }
    }

    /// Writes one colour times coverage for every covered pixel, 32 bits at a time (no
    /// per-pixel vector arithmetic: a debug build's shapes the size of the window stay fast);
    /// returns whether any is visible.
    private nonisolated static func shadeSolid(
        coverage: UnsafeBufferPointer<Float>, red: UInt8, green: UInt8, blue: UInt8, alpha: Float,
        into bytes: UnsafeMutableBufferPointer<UInt8>
    ) -> Bool {
        // ABGR8888 is R, G, B, A in memory: each word is built little-endian to keep that order.
        let colour = UInt32(littleEndian: UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16)
        let alphaShift: UInt32 = 24
        var any = false
        bytes.withMemoryRebound(to: UInt32.self) { pixels in
            for index in 0..<coverage.count {
                let covered = coverage[index]
                guard covered > 0 else { continue }
                let alphaByte = UInt32(min(255, alpha * covered + 0.5))
                pixels[index] = colour | UInt32(littleEndian: alphaByte << alphaShift)
                any = any || alphaByte > 0
            }
        }
        return any
    }

    /// Writes `color(column, row)` (0...255 components) times coverage for every covered pixel.
    private nonisolated static func shade(
        coverage: UnsafeBufferPointer<Float>, width: Int, height: Int, into bytes: UnsafeMutableBufferPointer<UInt8>,
        color: (Int, Int) -> SIMD4<Float>
    ) -> Bool {
        var any = false
        for row in 0..<height {
            for column in 0..<width {
                let index = row * width + column
                let covered = coverage[index]
                guard covered > 0 else { continue }
                let value = color(column, row)
                let offset = index * 4
                let alphaByte = UInt8(min(255, value.w * covered + 0.5))
                bytes[offset] = UInt8(value.x + 0.5); bytes[offset + 1] = UInt8(value.y + 0.5)
                bytes[offset + 2] = UInt8(value.z + 0.5); bytes[offset + 3] = alphaByte
                any = any || alphaByte > 0
            }
        }
        return any
    }
}

/// `value` with each component clamped between `low` and `high`.
private func clampedComponents(_ value: SIMD4<Float>, _ low: SIMD4<Float>, _ high: SIMD4<Float>) -> SIMD4<Float> {
    value.replacing(with: low, where: value .< low).replacing(with: high, where: value .> high)
}
