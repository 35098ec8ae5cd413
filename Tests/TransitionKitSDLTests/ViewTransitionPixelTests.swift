import Foundation
import Testing
import TransitionKit
import TransitionKitSDL

extension SDLSuite {
    /// `UIView.transition(from:to:...)` mid-way, drawn by the renderer: the flip and curl
    /// approximations (README, "Differences from UIKit") put the views' pixels where expected.
    @Suite("View transition pixels")
    @MainActor
    struct ViewTransitionPixelTests {
        /// A 200 x 150 window with a red view at (50, 35, 100, 80) and a blue one to replace it.
        private func scene() -> (UIWindow, AnimationClock, UIView, UIView) {
            let clock = AnimationClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 150), clock: clock)
            window.writesDiagnosticsToStandardError = false
            window.backgroundColor = .black
            window.makeKeyAndVisible()
            let from = UIView(frame: CGRect(x: 50, y: 35, width: 100, height: 80))
            from.backgroundColor = .red
            window.addSubview(from)
            let to = UIView(frame: from.frame)
            to.backgroundColor = .blue
            return (window, clock, from, to)
        }

        private func render(_ window: UIWindow, _ host: SDLHost) throws -> PixelImage {
            try SDLTestSupport.render(window.displayList().commands, in: host)
        }

        @Test("Flip from left: half-width red at a quarter, half-width blue at three quarters")
        func flipMidway() throws {
            let host = try SDLTestSupport.makeHost()
            let (window, clock, from, to) = scene()
            let red = SDLTestSupport.pixelColor(.red), blue = SDLTestSupport.pixelColor(.blue)
            UIView.transition(from: from, to: to, duration: 1, options: [.transitionFlipFromLeft, .curveLinear])
            clock.advance(by: 0.25)
            var image = try render(window, host)
            #expect(try image.at(100, 75).isClose(to: red) && image.at(77, 75).isClose(to: red))
            #expect(try !image.at(72, 75).isClose(to: red) && !image.at(128, 75).isClose(to: red), "x 75...125 only")
            clock.advance(by: 0.5)
            image = try render(window, host)
            #expect(try image.at(100, 75).isClose(to: blue) && image.at(123, 75).isClose(to: blue))
            #expect(try !image.at(72, 75).isClose(to: blue) && !image.at(128, 75).isClose(to: blue))
            #expect(try !image.at(100, 75).isClose(to: red))
        }

        @Test("Curl up: at half time the red view covers only the top half of its frame, blue beneath")
        func curlMidway() throws {
            let host = try SDLTestSupport.makeHost()
            let (window, clock, from, to) = scene()
            let red = SDLTestSupport.pixelColor(.red), blue = SDLTestSupport.pixelColor(.blue)
            UIView.transition(from: from, to: to, duration: 1, options: [.transitionCurlUp, .curveLinear])
            clock.advance(by: 0.5)
            let image = try render(window, host)
            #expect(try image.at(100, 40).isClose(to: red) && image.at(100, 72).isClose(to: red), "y 35...75")
            #expect(try image.at(100, 78).isClose(to: blue) && image.at(100, 110).isClose(to: blue))
        }
    }
}
