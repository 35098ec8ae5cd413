import CSDL2
import Foundation
import Testing
import TransitionKit
@testable import TransitionKitSDL

/// `SDLRenderer.cutSmall`: textured triangles cut by their midpoints for SDL's software renderer.
@Suite("Textured geometry")
struct TexturedGeometryTests {
    private func vertex(_ x: Float, _ y: Float, _ u: Float, _ v: Float) -> SDL_Vertex {
        SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: SDL_Color(r: 255, g: 255, b: 255, a: 255), tex_coord: SDL_FPoint(x: u, y: v))
    }

    private func area(_ triangles: [SDL_Vertex]) -> Float {
        stride(from: 0, to: triangles.count, by: 3).reduce(0) { sum, index in
            let a = triangles[index].position, b = triangles[index + 1].position, c = triangles[index + 2].position
            return sum + abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) / 2
        }
    }

    @Test("A window-sized quad: the same area in triangles at most 128 pixels a side, texture coordinates mapped affinely")
    func windowSizedQuad() {
        let quad = [vertex(0, 0, 0, 0), vertex(1024, 0, 1, 0), vertex(0, 768, 0, 1), vertex(1024, 768, 1, 1)]
        let small = SDLRenderer.cutSmall(quad, [0, 1, 2, 1, 3, 2], maximumSide: 128)
        #expect(small.count % 3 == 0 && small.count > 6)
        #expect(abs(area(small) - 1024 * 768) < 0.5)
        for index in stride(from: 0, to: small.count, by: 3) {
            let xs = small[index..<(index + 3)].map(\.position.x), ys = small[index..<(index + 3)].map(\.position.y)
            #expect(xs.max()! - xs.min()! <= 128 && ys.max()! - ys.min()! <= 128)
        }
        #expect(small.allSatisfy { abs($0.tex_coord.x - $0.position.x / 1024) < 1e-6 && abs($0.tex_coord.y - $0.position.y / 768) < 1e-6 })
    }

    @Test("Small triangles pass unchanged; bad indices and non-finite corners are left out")
    func smallAndBad() {
        let triangle = [vertex(0, 0, 0, 0), vertex(10, 0, 1, 0), vertex(0, 10, 0, 1)]
        #expect(SDLRenderer.cutSmall(triangle, nil, maximumSide: 128).map(\.position.x) == [0, 10, 0])
        #expect(SDLRenderer.cutSmall(triangle, [0, 1, 7], maximumSide: 128).isEmpty)
        let broken = [vertex(0, 0, 0, 0), vertex(.nan, 0, 1, 0), vertex(0, 10, 0, 1)]
        #expect(SDLRenderer.cutSmall(broken, nil, maximumSide: 128).isEmpty)
    }
}
