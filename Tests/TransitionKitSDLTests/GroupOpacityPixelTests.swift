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
