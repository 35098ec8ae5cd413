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

    /// Adds the inside of an axis-aligned rounded-rectangle outline (as `RoundedRectPath` makes it:
    /// four arcs of `segmentsPerCorner + 1` points, clockwise from the top-left arc) as three
    /// rectangles (a middle band and the strips between the top and bottom corners) and four
    /// small corner fans around the arc centres.
    ///
    /// It covers the same pixels as a fan from the middle, but SDL's software renderer draws a
    /// blended triangle through a temporary surface the size of its bounding box: a middle fan's
    /// triangles have bounding boxes of up to half the shape each, so a large card cost several
    /// times its area, while axis-aligned one-colour quads take its fast rectangle path.
    /// The band edges sit on whole pixels (the arcs' end points follow) so rectangles and fans meet
    /// without a seam.
    mutating func addAxisAlignedRoundedFill(outline: [SDL_FPoint], segmentsPerCorner: Int, color: SDL_Color) {
        let n = segmentsPerCorner + 1
        guard n >= 2, outline.count == 4 * n else {
            if outline.count >= 3 { addFan(centre: Self.centroid(of: outline), outline: outline, color: color) }
            return
        }
        // Arc centres (an axis-aligned map keeps x and y apart): TL, TR, BR, BL, snapped to pixels.
        let tl = SDL_FPoint(x: outline[n - 1].x.rounded(), y: outline[0].y.rounded())
        let tr = SDL_FPoint(x: outline[n].x.rounded(), y: outline[2 * n - 1].y.rounded())
        let br = SDL_FPoint(x: outline[3 * n - 1].x.rounded(), y: outline[2 * n].y.rounded())
        let bl = SDL_FPoint(x: outline[3 * n].x.rounded(), y: outline[4 * n - 1].y.rounded())
        // Outer edges on whole pixels too (nearest: the pixels whose centres are inside; an edge
        // through a centre keeps the pixel): SDL's software renderer truncates a rectangle's
        // position and size separately, which would open a row between the bands otherwise.
        let left = (outline[0].x - 0.001).rounded(), right = (outline[2 * n - 1].x + 0.001).rounded()
        let top = (outline[n - 1].y - 0.001).rounded(), bottom = (outline[3 * n - 1].y + 0.001).rounded()
        // Middle band, then the strips between the corners (degenerate ones cost nothing).
        addQuad(SDL_FPoint(x: left, y: tl.y), SDL_FPoint(x: right, y: tr.y),
                SDL_FPoint(x: right, y: br.y), SDL_FPoint(x: left, y: bl.y), color: color)
        addQuad(SDL_FPoint(x: tl.x, y: top), SDL_FPoint(x: tr.x, y: top), tr, tl, color: color)
        addQuad(bl, br, SDL_FPoint(x: br.x, y: bottom), SDL_FPoint(x: bl.x, y: bottom), color: color)
        // Corner fans; each arc's end points move onto the snapped band edges.
        let centres = [tl, tr, br, bl]
        for corner in 0..<4 {
            let centre = centres[corner]
            let first = corner * n, last = first + n - 1
            guard abs(outline[first].x - outline[last].x) > 0.01 || abs(outline[first].y - outline[last].y) > 0.01 else { continue }
            let base = Int32(vertices.count)
            addVertex(centre, color)
            for index in first...last {
                var point = outline[index]
                if index == first || index == last {
                    // The end on a horizontal band edge takes the centre's y and the band's outer x;
                    // the end on a vertical edge the centre's x and the band's outer y.
                    if abs(point.y - centre.y) < abs(point.x - centre.x) {
                        point.y = centre.y
                        point.x = point.x < centre.x ? left : right
                    } else {
                        point.x = centre.x
                        point.y = point.y < centre.y ? top : bottom
                    }
                }
                addVertex(point, color)
            }
            for i in 0..<Int32(n - 1) {
                indices.append(base); indices.append(base + 1 + i); indices.append(base + 2 + i)
            }
        }
    }

    private static func centroid(of points: [SDL_FPoint]) -> SDL_FPoint {
        var x: Float = 0, y: Float = 0
        for point in points { x += point.x; y += point.y }
        return SDL_FPoint(x: x / Float(points.count), y: y / Float(points.count))
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
