internal import CSDL2
import Foundation
import TransitionKit

/// Images: a cached texture per bitmap. An upright image without rounded corners is a scaled copy
/// (`SDL_RenderCopyF`, linearly filtered also on the software renderer, whose textured geometry
/// samples the nearest texel); any other is a textured polygon through the command's transform
/// (so rotated and rounded image views work); under perspective a `TexturedQuadGrid`. The polygon is the image's
/// destination rectangle, cut to the command's rounded rectangle when it has a corner radius
/// (an image view that clips with rounded corners): exact in the view's own coordinates, also
/// when rotated.
extension SDLRenderer {
    /// The polygon an image covers, in the command's coordinates: `destination` cut to `rect`
    /// rounded by `cornerRadius` (when positive). Convex, clockwise on screen.
    package nonisolated static func imagePolygon(
        destination: CGRect, rect: CGRect, cornerRadius: CGFloat, segmentsPerCorner: Int
    ) -> [CGPoint] {
        let corners = [
            CGPoint(x: destination.minX, y: destination.minY), CGPoint(x: destination.maxX, y: destination.minY),
            CGPoint(x: destination.maxX, y: destination.maxY), CGPoint(x: destination.minX, y: destination.maxY),
        ]
        guard cornerRadius > 0 else { return corners }
        var outline: [CGPoint] = []
        RoundedRectPath.outline(of: rect, radius: cornerRadius, inset: 0, segmentsPerCorner: segmentsPerCorner, into: &outline)
        // Cut the rounded outline by the destination's four edges (Sutherland-Hodgman).
        var polygon = outline
        let edges: [(CGPoint) -> CGFloat] = [
            { $0.x - destination.minX }, { destination.maxX - $0.x }, { $0.y - destination.minY }, { destination.maxY - $0.y },
        ]
        for inside in edges where !polygon.isEmpty {
            var cut: [CGPoint] = []
            var previous = polygon[polygon.count - 1]
            for point in polygon {
                let a = inside(previous), b = inside(point)
                if (a >= 0) != (b >= 0) {
                    let t = a / (a - b)
                    cut.append(CGPoint(x: previous.x + (point.x - previous.x) * t, y: previous.y + (point.y - previous.y) * t))
                }
                if b >= 0 { cut.append(point) }
                previous = point
            }
            polygon = cut
        }
        return polygon
    }

    /// The triangles of a fan over the convex `polygon` from its first point, three points each.
    nonisolated static func fan(of polygon: [CGPoint]) -> [CGPoint] {
        guard polygon.count >= 3 else { return [] }
        return (1..<(polygon.count - 1)).flatMap { [polygon[0], polygon[$0], polygon[$0 + 1]] }
    }

    /// Draws one image command.
    func drawImage(_ image: DisplayList.Command.Image, of command: DisplayList.Command, _ transform: PixelTransform) {
        let source = image.sourceRect, destination = image.destinationRect
        guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0,
              source.minX.isFinite, source.minY.isFinite, destination.minX.isFinite, destination.minY.isFinite
        else { return }
        let color = image.tintColor.map { sdlColor($0, alpha: command.alpha) }
            ?? RenderColor(r: 255, g: 255, b: 255, a: Self.byte(command.alpha))
        guard color.a > 0, let (texture, isOpaque) = imageTextures.texture(for: image.pixels, silhouette: image.tintColor != nil)
        else { return }
        // An opaque bitmap at full alpha is copied, not blended: the same pixels, and SDL's
        // software renderer then skips its blending passes (a full-screen photo: 2.6 -> 1.1 ms).
        let copies = isOpaque && color.a == 255 && color.r == 255 && color.g == 255 && color.b == 255
        if copies { texture.blendMode = .replace }
        defer { if copies { texture.blendMode = .blend } }
        if command.cornerRadius <= 0, transform.isAxisAligned, transform.a > 0, transform.d > 0 {
            // An upright rectangle: a scaled copy, filtered linearly on every renderer.
            texture.setModulation(color)
            defer { texture.setModulation(.white) }
            let sourcePixels = RenderRect(
                x: Int32(source.minX.rounded()), y: Int32(source.minY.rounded()),
                w: Int32(max(1, source.width.rounded())), h: Int32(max(1, source.height.rounded())))
            let origin = transform.apply(Float(destination.minX), Float(destination.minY))
            let end = transform.apply(Float(destination.maxX), Float(destination.maxY))
            let target = RenderFloatRect(x: origin.x, y: origin.y, w: end.x - origin.x, h: end.y - origin.y)
            device.copy(texture, from: sourcePixels, to: target)
            return
        }
        if transform.isProjective, command.cornerRadius <= 0 {
            // Perspective: a grid fine enough that the affine mapping of each cell shows no bend.
            let width = Float(image.pixels.width), height = Float(image.pixels.height)
            var vertices: [RenderVertex] = [], indices: [Int32] = []
            TexturedQuadGrid(rect: destination, transform: transform).build(
                rect: destination,
                texture: (Float(source.minX) / width, Float(source.minY) / height, Float(source.maxX) / width, Float(source.maxY) / height),
                color: color, transform: transform, vertices: &vertices, indices: &indices)
            device.geometry(vertices: vertices, indices: indices, texture: texture)
            return
        }
        let segments = RoundedRectPath.segmentsPerCorner(radiusInPixels: Float(command.cornerRadius) * transform.linearScale)
        let polygon = Self.imagePolygon(
            destination: destination, rect: command.rect, cornerRadius: command.cornerRadius, segmentsPerCorner: segments)
        guard polygon.count >= 3 else { return }
        let width = CGFloat(image.pixels.width), height = CGFloat(image.pixels.height)
        // Upright, the polygon is cut into slabs (see ConvexSlabs); turned, a fan (its triangles'
        // boxes do not tile the polygon either way).
        let triangles = transform.isAxisAligned ? ConvexSlabs.triangles(of: polygon) : Self.fan(of: polygon)
        guard !triangles.isEmpty else { return }
        let vertices = triangles.map { point in
            let u = (source.minX + (point.x - destination.minX) / destination.width * source.width) / width
            let v = (source.minY + (point.y - destination.minY) / destination.height * source.height) / height
            return RenderVertex(position: transform.apply(point), color: color, tex_coord: RenderPoint(x: Float(u), y: Float(v)))
        }
        device.geometry(vertices: vertices, indices: nil, texture: texture)
    }
}
