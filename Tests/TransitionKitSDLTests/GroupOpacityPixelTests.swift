import Foundation
import Testing
import TransitionKit
@testable import TransitionKitSDL

extension SDLSuite {
    /// Group opacity from a window to pixels: a fading view is one picture (CALayer+GroupOpacity),
    /// and in damage-tracked frames its picture is kept while only its alpha changes.
    @Suite("Group opacity pixels")
    @MainActor
    struct GroupOpacityPixelTests {
        /// A black 200 x 150 window with a white card holding a blue square that covers part of it.
        private func scene() -> (UIWindow, AnimationClock, UIView) {
            let clock = AnimationClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 150), clock: clock)
            window.writesDiagnosticsToStandardError = false
            window.backgroundColor = .black
            window.makeKeyAndVisible()
            let card = UIView(frame: CGRect(x: 20, y: 20, width: 160, height: 110))
            card.backgroundColor = .white
            let square = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
            square.backgroundColor = .blue
            card.addSubview(square)
            window.addSubview(card)
            return (window, clock, card)
        }

        @Test("At alpha 0.5 the square shows blue at half over black, not over the card's white at half")
        func squareIsNotBlendedWithTheCard() throws {
            let host = try SDLTestSupport.makeHost()
            let (window, _, card) = scene()
            card.alpha = 0.5
            host.draw(window.displayList())
            let grouped = try host.captureFrame()
            let square = try grouped.at(70, 70)
            #expect(square.isClose(to: PixelImage.Color(red: 0, green: 0, blue: 128), tolerance: 3), "\(square)")
            #expect(try grouped.at(150, 100).isClose(to: PixelImage.Color(red: 128, green: 128, blue: 128), tolerance: 3))
            card.layer.allowsGroupOpacity = false
            host.draw(window.displayList())
            let flat = try host.captureFrame().at(70, 70)
            #expect(flat.isClose(to: PixelImage.Color(red: 64, green: 64, blue: 191), tolerance: 3),
                    "each view at half: the white shows through the blue: \(flat)")
        }

        @Test("Separate cards of a fading clear container, composited one by one, give the pixels of one picture (to rounding)")
        func piecesMatchOnePicture() throws {
            let host = try SDLTestSupport.makeHost()
            let (window, _, card) = scene()
            let container = UIView(frame: window.bounds)
            let second = UIView(frame: CGRect(x: 130, y: 90, width: 50, height: 40))
            second.backgroundColor = UIColor.yellow.withAlphaComponent(0.7)
            second.layer.cornerRadius = 8
            let dot = UIView(frame: CGRect(x: 10, y: 10, width: 12, height: 12))
            dot.backgroundColor = .red
            second.addSubview(dot)
            card.frame = CGRect(x: 10, y: 10, width: 100, height: 120)
            container.addSubview(card)
            container.addSubview(second)
            window.addSubview(container)
            container.alpha = 0.6
            let split = window.displayList()
            let pictures = split.commands.compactMap { command -> DisplayList.Group? in
                if case .group(let group) = command.content { return group } else { return nil }
            }
            #expect(split.commands.count == 3 && pictures.count == 2, "the window's fill, then the two cards as two pictures")
            host.draw(split)
            let pieces = try host.captureFrame()
            // The same contents as one picture (the pieces share the container's space).
            let picture = DisplayList.Command(
                rect: split.commands[1].rect.union(split.commands[2].rect), alpha: 0.6,
                content: .group(DisplayList.Group(commands: pictures.flatMap(\.commands))))
            host.draw(DisplayList(size: split.size, clearColor: split.clearColor, commands: [split.commands[0], picture]))
            let one = try host.captureFrame()
            // The white card is opaque: it takes the RGB888 path (SDL's surface-alpha blitter),
            // which rounds differently from the general one by a unit or two.
            var largest = 0
            for (a, b) in zip(pieces.pixels, one.pixels) {
                for shift: UInt32 in [0, 8, 16] {
                    let channelA = Int((a >> shift) & 0xFF), channelB = Int((b >> shift) & 0xFF)
                    largest = max(largest, abs(channelA - channelB))
                }
            }
            #expect(largest <= 2, "the largest channel difference: \(largest)")
        }

        @Test("A card fading out over 20 frames is drawn once and then composited from its kept picture, pixel-equal")
        func fadingCardIsCached() throws {
            let host = try SDLTestSupport.makeHost()
            host.renderer.verifiesDamage = true
            let (window, clock, card) = scene()
            UIView.animate(withDuration: 20.0 / 60, delay: 0, options: .curveLinear) { card.alpha = 0 }
            for _ in 0..<20 {
                clock.advance(by: 1.0 / 60)
                host.draw(window.displayList())
            }
            #expect(host.renderer.groupCacheHits >= 18, "hits: \(host.renderer.groupCacheHits)")
            #expect(host.renderer.verifiedFrames == 20)
            #expect(host.renderer.damageMismatches.isEmpty, "\(host.renderer.damageMismatches.prefix(3))")
        }
    }
}

