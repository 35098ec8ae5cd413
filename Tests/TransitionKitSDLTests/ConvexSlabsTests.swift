import Foundation
import Testing
import TransitionKit
@testable import TransitionKitSDL

/// `ConvexSlabs`: a convex polygon cut into horizontal slabs whose triangles tile it once.
@Suite("Convex slabs")
struct ConvexSlabsTests {
    private func area(_ triangles: [CGPoint]) -> CGFloat {
        stride(from: 0, to: triangles.count, by: 3).reduce(0) { sum, index in
            let a = triangles[index], b = triangles[index + 1], c = triangles[index + 2]
            return sum + abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) / 2
        }
    }

    private func boxArea(_ triangles: [CGPoint]) -> CGFloat {
        stride(from: 0, to: triangles.count, by: 3).reduce(0) { sum, index in
            let points = triangles[index..<(index + 3)]
            let xs = points.map(\.x), ys = points.map(\.y)
            return sum + (xs.max()! - xs.min()!) * (ys.max()! - ys.min()!)
        }
    }

    @Test("A rounded rectangle: the triangles cover its area exactly, and their boxes add up to twice its box (two a slab), not ten times")
    func roundedRectangle() {
        let rect = CGRect(x: 0, y: 0, width: 1024, height: 768)
        let polygon = SDLRenderer.imagePolygon(destination: rect, rect: rect, cornerRadius: 12, segmentsPerCorner: 8)
        let slabs = ConvexSlabs.triangles(of: polygon)
        let fan = SDLRenderer.fan(of: polygon)
        #expect(abs(area(slabs) - area(fan)) < 1e-6, "the same polygon")
        #expect(abs(area(slabs) - (1024 * 768 - (4 - .pi) * 144)) < 40, "a rounded rectangle's area, to the arcs' chords")
        #expect(boxArea(slabs) < 1024 * 768 * 2.01, "\(boxArea(slabs))")
        #expect(boxArea(fan) > 1024 * 768 * 9, "the fan's boxes: \(boxArea(fan))")
    }

    @Test("A square, a triangle with a flat top, and too few points")
    func simpleShapes() {
        let square = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)]
        #expect(ConvexSlabs.triangles(of: square).count == 6)
        #expect(area(ConvexSlabs.triangles(of: square)) == 100)
        let triangle = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 5, y: 10)]
        #expect(ConvexSlabs.triangles(of: triangle).count == 3, "the bottom edge has no length: one triangle")
        #expect(area(ConvexSlabs.triangles(of: triangle)) == 50)
        #expect(ConvexSlabs.triangles(of: Array(square.prefix(2))).isEmpty)
    }
}
