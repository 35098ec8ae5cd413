internal import CSDL2

/// Untextured triangles collected for one `SDL_RenderGeometry` call.
///
/// The renderer appends every fill, border and shadow of a run of commands that share a clip,
/// then draws them with a single call.
struct GeometryBatch {
    private(set) var vertices: [SDL_Vertex] = []
    private(set) var indices: [Int32] = []

    /// Whether nothing has been added since the last `removeAll()`.
    var isEmpty: Bool { indices.isEmpty }

    /// Empties the batch, keeping its storage.
    mutating func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }

    @inline(__always)
    private mutating func addVertex(_ position: SDL_FPoint, _ color: SDL_Color) {
        vertices.append(SDL_Vertex(position: position, color: color, tex_coord: SDL_FPoint(x: 0, y: 0)))
    }

    /// Adds a convex quadrilateral (corners in order around it) in one colour.
    mutating func addQuad(_ p0: SDL_FPoint, _ p1: SDL_FPoint, _ p2: SDL_FPoint, _ p3: SDL_FPoint, color: SDL_Color) {
        let base = Int32(vertices.count)
        addVertex(p0, color); addVertex(p1, color); addVertex(p2, color); addVertex(p3, color)
        indices.append(base); indices.append(base + 1); indices.append(base + 2)
        indices.append(base); indices.append(base + 2); indices.append(base + 3)
    }

    /// Adds a triangle fan from `centre` around the closed `outline`, in one colour.
    mutating func addFan(centre: SDL_FPoint, outline: [SDL_FPoint], color: SDL_Color) {
        guard outline.count >= 3 else { return }
        let base = Int32(vertices.count)
        addVertex(centre, color)
        for point in outline { addVertex(point, color) }
        let count = Int32(outline.count)
        for i in 0..<count {
            indices.append(base)
            indices.append(base + 1 + i)
            indices.append(base + 1 + (i + 1) % count)
        }
    }

    /// Adds the band between two closed outlines with the same number of points; colours are
    /// interpolated from `outerColor` to `innerColor` across it (a gradient when they differ).
    mutating func addRing(outer: [SDL_FPoint], outerColor: SDL_Color, inner: [SDL_FPoint], innerColor: SDL_Color) {
        guard outer.count == inner.count, outer.count >= 3 else { return }
        let base = Int32(vertices.count)
        for point in outer { addVertex(point, outerColor) }
        for point in inner { addVertex(point, innerColor) }
        let count = Int32(outer.count)
        for i in 0..<count {
            let next = (i + 1) % count
            let o0 = base + i, o1 = base + next, i0 = base + count + i, i1 = base + count + next
            indices.append(o0); indices.append(o1); indices.append(i1)
            indices.append(o0); indices.append(i1); indices.append(i0)
        }
    }

    /// Draws the batch with one `SDL_RenderGeometry` call and empties it. Returns false when SDL failed.
    @discardableResult
    mutating func flush(to renderer: OpaquePointer) -> Bool {
        guard !isEmpty else { return true }
        let result = vertices.withUnsafeBufferPointer { vertexBuffer in
            indices.withUnsafeBufferPointer { indexBuffer in
                SDL_RenderGeometry(
                    renderer, nil, vertexBuffer.baseAddress, Int32(vertexBuffer.count),
                    indexBuffer.baseAddress, Int32(indexBuffer.count))
            }
        }
        removeAll()
        return result == 0
    }
}
