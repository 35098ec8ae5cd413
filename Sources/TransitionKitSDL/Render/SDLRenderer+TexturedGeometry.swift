internal import CSDL2
import Foundation
import TransitionKit

/// Textured triangles that SDL 2.26's software renderer draws without reading past its buffers.
///
/// Its textured-triangle blitter crashes (a bad read, found by the fuzzer's pixel check: seed 981)
/// on large triangles that map about one texel or more to a pixel: a window-sized group turned by
/// a twentieth of a degree, composited from its texture, or the same quad axis-aligned from a
/// 1,088 x 768 texture. Quads half that size, or magnified twice, draw fine. A turned group's
/// triangles are therefore cut, by their edges' midpoints, until each box is at most
/// `maximumTriangleSide` pixels on the software renderer (the crashing quad drew fine cut to 512;
/// 384 leaves room). The mapping is affine per triangle, so the pieces map the same texels.
///
/// Only group composites take this path. Images keep their triangles: cut ones left seams (a
/// zooming photo showed dark lines where pieces met, as SDL's rasterizer leaves pixels between
/// some pieces), and no image has crashed. Text quads are short, and damage rectangles clip them,
/// which SDL does not do pixel for pixel the same way on cut triangles.
extension SDLRenderer {
    /// The largest box side, in pixels, of a textured triangle handed to the software renderer.
    nonisolated static let maximumTriangleSide: Float = 384

    /// `SDL_RenderGeometry` with `texture`: the triangles of `indices` (or consecutive triples of
    /// `vertices` when nil), cut small on the software renderer (see the extension's comment).
    func renderTexturedGeometry(_ texture: SDLTexture?, _ vertices: [RenderVertex], _ indices: [Int32]?) {
        guard isSoftwareRenderer else {
            device.geometry(vertices: vertices, indices: indices, texture: texture)
            return
        }
        let small = Self.cutSmall(vertices, indices, maximumSide: Self.maximumTriangleSide)
        guard !small.isEmpty else { return }
        device.geometry(vertices: small, indices: nil, texture: texture)
    }

    /// The triangles of `vertices` (by `indices`, or in consecutive triples) as a flat list of
    /// vertex triples, each cut into four by its edges' midpoints until its box is at most
    /// `maximumSide` on both axes. Triangles with a non-finite corner are left out.
    nonisolated static func cutSmall(_ vertices: [RenderVertex], _ indices: [Int32]?, maximumSide: Float) -> [RenderVertex] {
        var result: [RenderVertex] = []
        let order = indices.map { $0.map(Int.init) } ?? Array(vertices.indices)
        var stack: [(RenderVertex, RenderVertex, RenderVertex, Int)] = []
        var corner = 0
        while corner + 2 < order.count {
            let (a, b, c) = (order[corner], order[corner + 1], order[corner + 2])
            corner += 3
            guard vertices.indices.contains(a), vertices.indices.contains(b), vertices.indices.contains(c) else { continue }
            stack.append((vertices[a], vertices[b], vertices[c], 0))
            while let (p, q, r, depth) = stack.popLast() {
                let xs = [p.position.x, q.position.x, r.position.x], ys = [p.position.y, q.position.y, r.position.y]
                guard (xs + ys).allSatisfy(\.isFinite) else { continue }
                let width = xs.max()! - xs.min()!, height = ys.max()! - ys.min()!
                if (width <= maximumSide && height <= maximumSide) || depth >= 12 {
                    result += [p, q, r]
                    continue
                }
                let pq = midpoint(p, q), qr = midpoint(q, r), rp = midpoint(r, p)
                stack += [(p, pq, rp, depth + 1), (pq, q, qr, depth + 1), (rp, qr, r, depth + 1), (pq, qr, rp, depth + 1)]
            }
        }
        return result
    }

    /// The vertex halfway between `a` and `b`: position, texture coordinate and colour.
    private nonisolated static func midpoint(_ a: RenderVertex, _ b: RenderVertex) -> RenderVertex {
        func half(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Int(x) + Int(y) + 1) / 2) }
        return RenderVertex(
            position: RenderPoint(x: (a.position.x + b.position.x) / 2, y: (a.position.y + b.position.y) / 2),
            color: RenderColor(r: half(a.color.r, b.color.r), g: half(a.color.g, b.color.g),
                             b: half(a.color.b, b.color.b), a: half(a.color.a, b.color.a)),
            tex_coord: RenderPoint(x: (a.tex_coord.x + b.tex_coord.x) / 2, y: (a.tex_coord.y + b.tex_coord.y) / 2))
    }
}
