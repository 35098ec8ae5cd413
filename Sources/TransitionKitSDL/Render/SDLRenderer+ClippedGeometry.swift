internal import CSDL2
import Foundation

extension SDLRenderer {
    /// Draws textured triangles cut to the current output (the window or the render target),
    /// with a margin of a pixel, their texture coordinates kept on the texture's texels.
    ///
    /// SDL 2.26's software renderer samples a texture at `floor(u * width)` without clamping, so
    /// a coordinate of 1 (or a rounding error past it) reads the row or texel after the pixels:
    /// a flip of a screen-sized group crashed there (valgrind: invalid reads in
    /// `SDL_RenderGeometry`). Coordinates are clamped to the centres of the edge texels, and
    /// triangles reaching outside the output are cut to it (texture coordinates interpolated
    /// linearly along the cut edges, as SDL maps a triangle's texture linearly across it).
    func renderClippedGeometry(_ texture: OpaquePointer?, _ vertices: [SDL_Vertex], _ indices: [Int32]) {
        var vertices = vertices
        if let texture {
            var width: Int32 = 0, height: Int32 = 0
            SDL_QueryTexture(texture, nil, nil, &width, &height)
            let maxU = width > 0 ? 1 - 0.5 / Float(width) : 1, maxV = height > 0 ? 1 - 0.5 / Float(height) : 1
            let minU = width > 0 ? 0.5 / Float(width) : 0, minV = height > 0 ? 0.5 / Float(height) : 0
            for index in vertices.indices {
                vertices[index].tex_coord.x = min(max(vertices[index].tex_coord.x, minU), maxU)
                vertices[index].tex_coord.y = min(max(vertices[index].tex_coord.y, minV), maxV)
            }
        }
        let bounds = (minX: Float(-1), minY: Float(-1), maxX: Float(outputSize.width + 1), maxY: Float(outputSize.height + 1))
        let inside = !Self.hasThinTriangle(vertices, indices) && vertices.allSatisfy { vertex in
            vertex.position.x >= bounds.minX && vertex.position.x <= bounds.maxX
                && vertex.position.y >= bounds.minY && vertex.position.y <= bounds.maxY
        }
        if inside {
            SDL_RenderGeometry(handle, texture, vertices, Int32(vertices.count), indices, Int32(indices.count))
            return
        }
        var clipped: [SDL_Vertex] = []
        var clippedIndices: [Int32] = []
        var triangle = 0
        while triangle + 2 < indices.count {
            var polygon = [vertices[Int(indices[triangle])], vertices[Int(indices[triangle + 1])], vertices[Int(indices[triangle + 2])]]
            polygon = Self.clip(polygon, keep: { $0.position.x >= bounds.minX }, at: { Self.fraction($0.position.x, $1.position.x, bounds.minX) })
            polygon = Self.clip(polygon, keep: { $0.position.x <= bounds.maxX }, at: { Self.fraction($0.position.x, $1.position.x, bounds.maxX) })
            polygon = Self.clip(polygon, keep: { $0.position.y >= bounds.minY }, at: { Self.fraction($0.position.y, $1.position.y, bounds.minY) })
            polygon = Self.clip(polygon, keep: { $0.position.y <= bounds.maxY }, at: { Self.fraction($0.position.y, $1.position.y, bounds.maxY) })
            if polygon.count >= 3, !Self.isThin(polygon) {
                let base = Int32(clipped.count)
                clipped += polygon
                for corner in 1..<(polygon.count - 1) { clippedIndices += [base, base + Int32(corner), base + Int32(corner) + 1] }
            }
            triangle += 3
        }
        guard !clippedIndices.isEmpty else { return }
        SDL_RenderGeometry(handle, texture, clipped, Int32(clipped.count), clippedIndices, Int32(clippedIndices.count))
    }

    /// Whether a polygon (a convex fan) covers less than a quarter of a pixel: SDL's software
    /// rasteriser misreads textures on such slivers (an edge-on flip's columns), and they show nothing.
    private static func isThin(_ polygon: [SDL_Vertex]) -> Bool {
        var twiceArea: Float = 0
        for index in polygon.indices {
            let a = polygon[index].position, b = polygon[(index + 1) % polygon.count].position
            twiceArea += a.x * b.y - b.x * a.y
        }
        return abs(twiceArea) < 0.5
    }

    /// Whether any triangle of the list is a sliver (see `isThin`).
    private static func hasThinTriangle(_ vertices: [SDL_Vertex], _ indices: [Int32]) -> Bool {
        stride(from: 0, to: indices.count - 2, by: 3).contains { start in
            isThin([vertices[Int(indices[start])], vertices[Int(indices[start + 1])], vertices[Int(indices[start + 2])]])
        }
    }

    /// Where along a to b the coordinate reaches `edge`, 0...1.
    private static func fraction(_ a: Float, _ b: Float, _ edge: Float) -> Float {
        b == a ? 0 : (edge - a) / (b - a)
    }

    /// One Sutherland-Hodgman step: the polygon cut to the side `keep` accepts.
    private static func clip(
        _ polygon: [SDL_Vertex], keep: (SDL_Vertex) -> Bool, at crossing: (SDL_Vertex, SDL_Vertex) -> Float
    ) -> [SDL_Vertex] {
        guard !polygon.isEmpty else { return [] }
        var result: [SDL_Vertex] = []
        for index in polygon.indices {
            let current = polygon[index], next = polygon[(index + 1) % polygon.count]
            let currentIn = keep(current), nextIn = keep(next)
            if currentIn { result.append(current) }
            if currentIn != nextIn { result.append(mix(current, next, crossing(current, next))) }
        }
        return result
    }

    /// The vertex `t` of the way from a to b (position, colour and texture coordinate).
    private static func mix(_ a: SDL_Vertex, _ b: SDL_Vertex, _ t: Float) -> SDL_Vertex {
        func lerp(_ x: Float, _ y: Float) -> Float { x + (y - x) * t }
        func lerp8(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8(max(0, min(255, lerp(Float(x), Float(y)).rounded()))) }
        return SDL_Vertex(
            position: SDL_FPoint(x: lerp(a.position.x, b.position.x), y: lerp(a.position.y, b.position.y)),
            color: SDL_Color(r: lerp8(a.color.r, b.color.r), g: lerp8(a.color.g, b.color.g),
                             b: lerp8(a.color.b, b.color.b), a: lerp8(a.color.a, b.color.a)),
            tex_coord: SDL_FPoint(x: lerp(a.tex_coord.x, b.tex_coord.x), y: lerp(a.tex_coord.y, b.tex_coord.y)))
    }
}
