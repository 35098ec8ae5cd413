internal import CSDL2

/// Untextured triangles collected for one `SDL_RenderGeometry` call.
///
/// The renderer appends every fill, border and shadow of a run of commands that share a clip,
/// then draws them with a single call, or one call per stretch of opaque rectangles and of
/// everything else: large opaque axis-aligned quads are drawn without blending. SDL's software
/// renderer draws one-colour quads as rectangles, and a blended rectangle costs a multiply per
/// channel and pixel even at full opacity (`SDL_BlendFillRect`), while an unblended one is a
/// plain fill (`SDL_FillRect`); an opaque colour blended over anything gives that colour, so
/// the pixels are the same.
struct GeometryBatch {
    private(set) var vertices: [RenderVertex] = []
    private(set) var indices: [Int32] = []
    /// Consecutive stretches of `indices` (each ending at `end`) and whether they are opaque
    /// rectangles, drawn without blending; indices after the last stretch are blended.
    private var stretches: [(end: Int, isOpaque: Bool)] = []
    /// The smallest quad, in pixels, drawn without blending: smaller ones cost little blended,
    /// and each stretch is an `SDL_RenderGeometry` call of its own.
    static let opaqueQuadMinimumArea: Float = 4096

    /// The stretches of opaque rectangles so far (each drawn with one unblended fill call).
    var opaqueStretchCount: Int { stretches.count { $0.isOpaque } }

    /// Whether nothing has been added since the last `removeAll()`.
    var isEmpty: Bool { indices.isEmpty }

    /// Empties the batch, keeping its storage.
    mutating func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        stretches.removeAll(keepingCapacity: true)
    }

    /// Marks the indices up to `end` not yet in a stretch as one that `isOpaque` (or not).
    private mutating func markStretch(upTo end: Int, isOpaque: Bool) {
        guard end > (stretches.last?.end ?? 0) else { return }
        if let last = stretches.last, last.isOpaque == isOpaque {
            stretches[stretches.count - 1].end = end
        } else {
            stretches.append((end, isOpaque))
        }
    }

    /// Whether the quad is an opaque axis-aligned rectangle of at least `opaqueQuadMinimumArea`,
    /// its corners clockwise from the top-left: the order in which SDL's software renderer
    /// recognises a quad as a rectangle (`SDL_SW_RenderGeometryRaw`; in another order it draws
    /// the two triangles, whose edges can differ from the rectangle's).
    private static func isLargeOpaqueRectangle(_ p0: RenderPoint, _ p1: RenderPoint, _ p2: RenderPoint, _ p3: RenderPoint, _ color: RenderColor) -> Bool {
        guard color.a == 255, p0.y == p1.y, p1.x == p2.x, p2.y == p3.y, p3.x == p0.x, p0.x < p1.x, p0.y < p3.y else { return false }
        return (p1.x - p0.x) * (p3.y - p0.y) >= opaqueQuadMinimumArea
    }

    @inline(__always)
    private mutating func addVertex(_ position: RenderPoint, _ color: RenderColor) {
        vertices.append(RenderVertex(position: position, color: color, tex_coord: RenderPoint(x: 0, y: 0)))
    }

    /// Adds a convex quadrilateral (corners in order around it) in one colour.
    mutating func addQuad(_ p0: RenderPoint, _ p1: RenderPoint, _ p2: RenderPoint, _ p3: RenderPoint, color: RenderColor) {
        let isOpaque = Self.isLargeOpaqueRectangle(p0, p1, p2, p3, color)
        if isOpaque { markStretch(upTo: indices.count, isOpaque: false) }
        let base = Int32(vertices.count)
        addVertex(p0, color); addVertex(p1, color); addVertex(p2, color); addVertex(p3, color)
        indices.append(base); indices.append(base + 1); indices.append(base + 2)
        indices.append(base); indices.append(base + 2); indices.append(base + 3)
        if isOpaque { markStretch(upTo: indices.count, isOpaque: true) }
    }

    /// Adds a triangle fan from `centre` around the closed `outline`, in one colour.
    mutating func addFan(centre: RenderPoint, outline: [RenderPoint], color: RenderColor) {
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
    mutating func addAxisAlignedRoundedFill(outline: [RenderPoint], segmentsPerCorner: Int, color: RenderColor) {
        let n = segmentsPerCorner + 1
        guard n >= 2, outline.count == 4 * n else {
            if outline.count >= 3 { addFan(centre: Self.centroid(of: outline), outline: outline, color: color) }
            return
        }
        // Arc centres (an axis-aligned map keeps x and y apart): TL, TR, BR, BL, snapped to pixels.
        let tl = RenderPoint(x: outline[n - 1].x.rounded(), y: outline[0].y.rounded())
        let tr = RenderPoint(x: outline[n].x.rounded(), y: outline[2 * n - 1].y.rounded())
        let br = RenderPoint(x: outline[3 * n - 1].x.rounded(), y: outline[2 * n].y.rounded())
        let bl = RenderPoint(x: outline[3 * n].x.rounded(), y: outline[4 * n - 1].y.rounded())
        // Outer edges on whole pixels too (nearest: the pixels whose centres are inside; an edge
        // through a centre keeps the pixel): SDL's software renderer truncates a rectangle's
        // position and size separately, which would open a row between the bands otherwise.
        let left = (outline[0].x - 0.001).rounded(), right = (outline[2 * n - 1].x + 0.001).rounded()
        let top = (outline[n - 1].y - 0.001).rounded(), bottom = (outline[3 * n - 1].y + 0.001).rounded()
        // Middle band, then the strips between the corners (degenerate ones cost nothing).
        addQuad(RenderPoint(x: left, y: tl.y), RenderPoint(x: right, y: tr.y),
                RenderPoint(x: right, y: br.y), RenderPoint(x: left, y: bl.y), color: color)
        addQuad(RenderPoint(x: tl.x, y: top), RenderPoint(x: tr.x, y: top), tr, tl, color: color)
        addQuad(bl, br, RenderPoint(x: br.x, y: bottom), RenderPoint(x: bl.x, y: bottom), color: color)
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

    private static func centroid(of points: [RenderPoint]) -> RenderPoint {
        var x: Float = 0, y: Float = 0
        for point in points { x += point.x; y += point.y }
        return RenderPoint(x: x / Float(points.count), y: y / Float(points.count))
    }

    /// Adds the band between two closed outlines with the same number of points; colours are
    /// interpolated from `outerColor` to `innerColor` across it (a gradient when they differ).
    mutating func addRing(outer: [RenderPoint], outerColor: RenderColor, inner: [RenderPoint], innerColor: RenderColor) {
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

    /// Draws the batch and empties it: each stretch of opaque rectangles with
    /// `SDL_RenderFillRectsF` unblended (the rectangle SDL's software renderer makes of such a
    /// quad: from its top-left to its bottom-right corner), the rest with one
    /// `SDL_RenderGeometry` call per stretch. Returns false when SDL failed.
    @discardableResult
    @MainActor
    mutating func flush(to device: SDLRenderDevice) -> Bool {
        guard !isEmpty else { return true }
        markStretch(upTo: indices.count, isOpaque: false)
        var succeeded = true
        var start = 0
        vertices.withUnsafeBufferPointer { vertexBuffer in
            indices.withUnsafeBufferPointer { indexBuffer in
                for stretch in stretches {
                    let drawn = stretch.isOpaque
                        ? Self.fillOpaqueQuads(vertexBuffer, indexBuffer[start..<stretch.end], device)
                        : device.geometry(
                            vertices: vertexBuffer, indices: UnsafeBufferPointer(rebasing: indexBuffer[start..<stretch.end]), texture: nil)
                    if !drawn { succeeded = false }
                    start = stretch.end
                }
            }
        }
        removeAll()
        return succeeded
    }

    /// Fills the quads (six indices each, their first vertex at the first index) unblended, the
    /// renderer's draw colour and blend mode put back after.
    @MainActor
    private static func fillOpaqueQuads(_ vertices: UnsafeBufferPointer<RenderVertex>, _ quadIndices: Slice<UnsafeBufferPointer<Int32>>,
                                        _ device: SDLRenderDevice) -> Bool {
        let blendMode = device.drawBlendMode
        let drawColor = device.drawColor
        device.drawBlendMode = .replace
        var succeeded = true
        for quad in stride(from: quadIndices.startIndex, to: quadIndices.endIndex, by: 6) {
            let base = Int(quadIndices[quad])
            let corners = vertices[base..<(base + 4)]
            let minX = corners.map(\.position.x).min()!, maxX = corners.map(\.position.x).max()!
            let minY = corners.map(\.position.y).min()!, maxY = corners.map(\.position.y).max()!
            let color = vertices[base].color
            device.setDrawColor(red: color.r, green: color.g, blue: color.b, alpha: 255)
            if !device.fill(RenderFloatRect(x: minX, y: minY, w: maxX - minX, h: maxY - minY)) { succeeded = false }
        }
        device.drawColor = drawColor
        device.drawBlendMode = blendMode
        return succeeded
    }
}
