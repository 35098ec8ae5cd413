import Foundation
import Testing
import TransitionKit
@testable import TransitionKitSDL

extension SDLSuite {
    /// Damage tracking and cached groups through SDL's software renderer: every frame is checked
    /// against the same list drawn whole (`verifiesDamage`), pixel for pixel.
    @Suite("Damage rendering")
    @MainActor
    struct DamageRenderingTests {
        typealias Command = DisplayList.Command

        /// A frame: a background, a row of shadowed rounded cards, a label, a rounded-clip group
        /// and a blur far from them; the card `moving` placed at `x`.
        private func frame(size: CGSize, movingTo x: CGFloat, rasterizedAt rasterX: CGFloat? = nil) -> DisplayList {
            var commands = [Command(rect: CGRect(origin: .zero, size: size), fillColor: .darkGray)]
            for index in 0..<5 {
                commands.append(Command(
                    rect: CGRect(x: 0, y: 0, width: 30, height: 20), transform: CGAffineTransform(translationX: 10 + CGFloat(index) * 36, y: 10),
                    fillColor: .orange, cornerRadius: 6, borderWidth: 1, borderColor: .white,
                    shadow: .init(color: .black, opacity: 0.6, radius: 3, offset: CGSize(width: 0, height: 2))))
            }
            commands.append(Command(
                rect: CGRect(x: 0, y: 0, width: 120, height: 20), transform: CGAffineTransform(translationX: 10, y: 40),
                content: .text(.init(string: "Damage", fontSize: 14, isBold: true, color: .white, alignment: .left))))
            let inner = [Command(rect: CGRect(x: 0, y: 0, width: 60, height: 40), fillColor: .blue),
                         Command(rect: CGRect(x: 30, y: 0, width: 30, height: 40), fillColor: .green)]
            commands.append(Command(
                rect: CGRect(x: 0, y: 0, width: 60, height: 40), transform: CGAffineTransform(translationX: 60, y: 70),
                content: .group(DisplayList.Group(commands: inner, mask: [Command(rect: CGRect(x: 0, y: 0, width: 60, height: 40), fillColor: .white, cornerRadius: 10)]))))
            if let rasterX {
                commands.append(Command(
                    rect: CGRect(x: 0, y: 0, width: 60, height: 40), transform: CGAffineTransform(translationX: rasterX, y: 100), alpha: 0.8,
                    content: .group(DisplayList.Group(commands: inner, rasterizationScale: 1))))
            }
            commands.append(Command(
                rect: CGRect(x: 0, y: 0, width: 24, height: 24), transform: CGAffineTransform(translationX: x, y: 75),
                fillColor: .red, cornerRadius: 12, shadow: .init(color: .black, opacity: 0.8, radius: 4, offset: CGSize(width: 2, height: 3))))
            return DisplayList(size: size, commands: commands)
        }

        @Test("A card moving over shadows, text and a rounded clip: every damage-tracked frame equals a whole redraw")
        func movingCard() throws {
            let host = try SDLTestSupport.makeHost()
            host.renderer.verifiesDamage = true
            for step in 0..<40 { host.draw(frame(size: host.windowSize, movingTo: 20 + CGFloat(step) * 3.3)) }
            #expect(host.renderer.verifiedFrames == 40)
            #expect(host.renderer.damageMismatches.isEmpty, "\(host.renderer.damageMismatches.prefix(3))")
        }

        @Test("Only the moving card's old and new places are redrawn; an unchanged frame redraws nothing")
        func damageRegions() throws {
            let host = try SDLTestSupport.makeHost()
            host.draw(frame(size: host.windowSize, movingTo: 20))
            #expect(host.renderer.lastDamage.isFull, "the first frame is drawn whole")
            host.draw(frame(size: host.windowSize, movingTo: 30))
            // The card at 20 (24 x 24 at y 75) with its shadow (offset 2, 3; spread 2 x 4 + 1 = 9): 13...55 x 69...111,
            // 2 pixels of margin: 11...57 x 67...113; at 30: 21...67 x 67...113. They overlap: one rectangle, which
            // reaches the rounded-clip group (60...120 x 70...110, with margin 58...122 x 68...112): it joins whole.
            #expect(host.renderer.lastDamage == FrameDamage(isFull: false, rects: [PixelRect(x: 11, y: 67, width: 111, height: 46)]))
            host.draw(frame(size: host.windowSize, movingTo: 30))
            #expect(host.renderer.lastDamage == .none)
        }

        @Test("A rasterized group sliding by fractions of a pixel is composited from its kept texture, pixel-equal")
        func rasterizedGroupSlides() throws {
            let host = try SDLTestSupport.makeHost()
            host.renderer.verifiesDamage = true
            for step in 0..<20 {
                host.draw(frame(size: host.windowSize, movingTo: 150, rasterizedAt: 5 + CGFloat(step) * 2.7))
            }
            #expect(host.renderer.groupCacheHits >= 19, "drawn once, then composited from the texture")
            #expect(host.renderer.damageMismatches.isEmpty, "\(host.renderer.damageMismatches.prefix(3))")
        }

        @Test("A group whose texels are coarser than pixels (rasterized at 0.25 or 0.5) sliding: its padding texels are in its damage",
              arguments: [0.25, 0.5])
        func coarseGroupSlides(rasterizationScale: CGFloat) throws {
            let host = try SDLTestSupport.makeHost()
            host.renderer.verifiesDamage = true
            let inner = [Command(rect: CGRect(x: 0, y: 0, width: 60, height: 40), fillColor: .white)]
            for step in 0..<20 {
                let slid = Command(
                    rect: CGRect(x: 0, y: 0, width: 60, height: 40),
                    transform: CGAffineTransform(translationX: 20 + CGFloat(step) * 3.3, y: 30 + CGFloat(step) * 2.1),
                    content: .group(DisplayList.Group(commands: inner, rasterizationScale: rasterizationScale)))
                host.draw(DisplayList(size: host.windowSize, commands: [Command(rect: CGRect(origin: .zero, size: host.windowSize), fillColor: .black), slid]))
            }
            #expect(host.renderer.verifiedFrames == 20)
            #expect(host.renderer.damageMismatches.isEmpty, "\(host.renderer.damageMismatches.prefix(3))")
        }

        @Test("A new size or tracking turned off draws whole; drawing whole still shows the same picture")
        func wholeFrames() throws {
            let host = try SDLTestSupport.makeHost()
            host.draw(frame(size: host.windowSize, movingTo: 20))
            let tracked = try host.captureFrame()
            host.renderer.tracksDamage = false
            host.draw(frame(size: host.windowSize, movingTo: 20))
            #expect(try host.captureFrame() == tracked)
            host.renderer.tracksDamage = true
            host.draw(frame(size: host.windowSize, movingTo: 20))
            #expect(host.renderer.lastDamage.isFull, "turning tracking back on starts from a whole frame")
        }
    }
}
