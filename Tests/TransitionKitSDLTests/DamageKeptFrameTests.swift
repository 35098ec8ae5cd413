import Foundation
import Testing
import TransitionKit
@testable import TransitionKitSDL

extension SDLSuite {
    /// Where damage tracking keeps its frame: on SDL's software renderer, the window itself (its
    /// surface survives a present); with the damage flash on, or where the window does not keep
    /// its pixels, a render target copied to the window. Every check compares with the same
    /// list drawn whole.
    @Suite("Damage-tracked frame kept in the window")
    @MainActor
    struct DamageKeptFrameTests {
        typealias Command = DisplayList.Command

        /// A background, a shadowed label card and a rounded card at `x` (in a window of `size`).
        private func frame(size: CGSize, cardAt x: CGFloat) -> DisplayList {
            DisplayList(size: size, clearColor: .darkGray, commands: [
                Command(rect: CGRect(x: 0, y: 0, width: size.width, height: 30), fillColor: .blue),
                Command(rect: CGRect(x: 0, y: 0, width: 90, height: 24), transform: CGAffineTransform(translationX: 8, y: 40),
                        content: .text(.init(string: "Kept", fontSize: 14, isBold: true, color: .white, alignment: .left))),
                Command(rect: CGRect(x: 0, y: 0, width: 30, height: 30), transform: CGAffineTransform(translationX: x, y: 70),
                        fillColor: .orange, cornerRadius: 8,
                        shadow: .init(color: .black, opacity: 0.7, radius: 3, offset: CGSize(width: 1, height: 2))),
            ])
        }

        /// `list` drawn whole in `host` (tracking off for one frame, then back on).
        private func whole(_ list: DisplayList, in host: SDLHost) throws -> PixelImage {
            host.renderer.tracksDamage = false
            host.draw(list)
            let image = try host.captureFrame()
            host.renderer.tracksDamage = true
            return image
        }

        @Test("The software renderer keeps the frame in the window: after presents, an unchanged frame draws nothing and shows the whole picture")
        func unchangedFrameAfterPresent() throws {
            let host = try SDLTestSupport.makeHost()
            #expect(host.renderer.keepsFrameInWindow)
            let list = frame(size: host.windowSize, cardAt: 40)
            let expected = try whole(list, in: host)
            host.draw(list)
            host.present()
            host.draw(list)
            #expect(host.renderer.lastDamage == .none)
            host.present()
            host.draw(list)
            #expect(host.renderer.lastDamage == .none)
            #expect(try host.captureFrame() == expected, "the window surface still holds the frame after two presents")
        }

        @Test("A card moving with a present after every frame equals a whole redraw, kept in the window and kept in a target",
              arguments: [true, false])
        func movingWithPresents(inWindow: Bool) throws {
            let host = try SDLTestSupport.makeHost()
            host.renderer.keepsFrameInWindow = inWindow
            host.renderer.verifiesDamage = true
            for step in 0..<30 {
                host.draw(frame(size: host.windowSize, cardAt: 10 + CGFloat(step) * 4.6))
                host.present()
            }
            #expect(host.renderer.verifiedFrames == 30)
            #expect(host.renderer.damageMismatches.isEmpty, "\(host.renderer.damageMismatches.prefix(3))")
            #expect(!host.renderer.lastDamage.isFull, "the last frame redrew only the card's places")
        }

        @Test("A resize (also there and back between two frames) gives the window a new surface: the next frame is drawn whole")
        func resize() throws {
            let host = try SDLTestSupport.makeHost()
            let original = host.windowSize
            host.draw(frame(size: original, cardAt: 40))
            host.present()
            host.setWindowSize(CGSize(width: 260, height: 170))
            _ = host.pollEvents()
            let larger = frame(size: host.windowSize, cardAt: 40)
            host.draw(larger)
            #expect(host.renderer.lastDamage.isFull)
            let largerShot = try host.captureFrame()
            host.present()
            #expect(try whole(larger, in: host) == largerShot)
            host.draw(larger)
            host.draw(larger)
            #expect(host.renderer.lastDamage == .none)
            host.present()
            host.setWindowSize(CGSize(width: 300, height: 200))
            host.setWindowSize(CGSize(width: 260, height: 170))
            _ = host.pollEvents()
            host.draw(larger)
            #expect(host.renderer.lastDamage.isFull, "the same size again, but a new surface")
            #expect(try host.captureFrame() == largerShot)
        }

        @Test("The damage flash is tinted over the window but never kept: the frames after it equal a whole redraw")
        func flashDoesNotLeak() throws {
            let host = try SDLTestSupport.makeHost()
            host.renderer.flashesDamage = true
            for step in 0..<5 {
                host.draw(frame(size: host.windowSize, cardAt: 20 + CGFloat(step) * 3))
                host.present()
            }
            let flashed = try host.captureFrame()
            let list = frame(size: host.windowSize, cardAt: 35)
            let expected = try whole(list, in: host)
            #expect(flashed != expected, "the flash shows")
            host.draw(list)
            host.present()
            host.renderer.flashesDamage = false
            host.draw(list)
            #expect(try host.captureFrame() == expected, "no tint left in the next frame")
            host.present()
            host.draw(list)
            #expect(host.renderer.lastDamage == .none)
            #expect(try host.captureFrame() == expected)
        }

        @Test("The raw loop drawing into the window makes the next damage-tracked frame whole")
        func drawnOutside() throws {
            let host = try SDLTestSupport.makeHost()
            let list = frame(size: host.windowSize, cardAt: 40)
            host.draw(list)
            let expected = try host.captureFrame()
            host.present()
            host.drawBaseline([BaselineRectangle(rect: CGRect(x: 0, y: 0, width: 50, height: 50), color: .red)], clearColor: .black)
            host.present()
            host.draw(list)
            #expect(host.renderer.lastDamage.isFull)
            #expect(try host.captureFrame() == expected)
        }
    }
}
