import CSDL2
import Foundation
import Testing
import TransitionKit
@testable import TransitionKitSDL

extension SDLSuite {
    /// `GeometryBatch` fills large opaque rectangles unblended (a plain fill instead of a
    /// multiply per channel and pixel); the pixels must be the ones SDL's blended geometry gives.
    @Suite("Opaque quads")
    @MainActor
    struct OpaqueQuadTests {
        private func point(_ x: Float, _ y: Float) -> SDL_FPoint { SDL_FPoint(x: x, y: y) }

        /// Opaque and translucent, large and small quads at fractional positions, overlapping, in
        /// both corner orders SDL's software renderer turns into rectangles.
        private func fill(_ batch: inout GeometryBatch) {
            let red = SDL_Color(r: 220, g: 30, b: 40, a: 255), blue = SDL_Color(r: 20, g: 60, b: 230, a: 128)
            let green = SDL_Color(r: 10, g: 200, b: 90, a: 255), white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
            batch.addQuad(point(10.3, 5.7), point(150.6, 5.7), point(150.6, 90.2), point(10.3, 90.2), color: red)
            batch.addQuad(point(40.5, 30.5), point(120.2, 30.5), point(120.2, 110.9), point(40.5, 110.9), color: blue)
            batch.addQuad(point(60.8, 20.1), point(72.4, 20.1), point(72.4, 31.6), point(60.8, 31.6), color: white)
            batch.addQuad(point(90.7, 140.4), point(90.7, 60.3), point(190.2, 60.3), point(190.2, 140.4), color: green)
            batch.addFan(centre: point(30, 120), outline: [point(5, 100), point(60, 110), point(40, 145)], color: white)
            batch.addQuad(point(0, 0), point(200, 0), point(200, 25.5), point(0, 25.5), color: green)
        }

        private func read(_ renderer: OpaquePointer) -> [UInt32] {
            var pixels = [UInt32](repeating: 0, count: 200 * 150)
            _ = pixels.withUnsafeMutableBytes { SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, 200 * 4) }
            return pixels
        }

        @Test("Filled unblended, the window and a transparent render target get the pixels of one blended SDL_RenderGeometry call",
              arguments: [false, true])
        func sameAsBlendedGeometry(intoTarget: Bool) throws {
            let host = try SDLTestSupport.makeHost(width: 200, height: 150)
            let device = host.renderer.device
            let renderer = device.handle
            let target = intoTarget
                ? SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 200, 150) : nil
            defer { if let target { SDL_DestroyTexture(target) } }
            SDL_SetRenderTarget(renderer, target)
            func clear() {
                SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
                SDL_SetRenderDrawColor(renderer, 90, 90, 90, intoTarget ? 0 : 255)
                SDL_RenderClear(renderer)
                SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
            }
            clear()
            var batch = GeometryBatch()
            fill(&batch)
            #expect(batch.opaqueStretchCount == 2, "the red quad and the green band; the others are translucent, small or in another corner order")
            let reference = batch
            batch.flush(to: device)
            let unblended = read(renderer)
            clear()
            let status = reference.vertices.withUnsafeBufferPointer { vertices in
                reference.indices.withUnsafeBufferPointer { indices in
                    SDL_RenderGeometry(renderer, nil, vertices.baseAddress, Int32(vertices.count), indices.baseAddress, Int32(indices.count))
                }
            }
            #expect(status == 0)
            let blended = read(renderer)
            SDL_SetRenderTarget(renderer, nil)
            #expect(unblended.count { $0 != 0 && $0 != 0xFF5A_5A5A } > 10_000, "something was drawn")
            let different = zip(unblended, blended).count { $0 != $1 }
            #expect(different == 0)
        }
    }
}
