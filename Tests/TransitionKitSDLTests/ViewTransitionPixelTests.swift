import Foundation
import Testing
import TransitionKit
import TransitionKitSDL

extension SDLSuite {
    /// `UIView.transition(from:to:...)` mid-way, drawn by the renderer: the perspective flip and
    /// the curl approximation (README, "Differences from UIKit") put the views' pixels where expected.
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
            try SDLTestSupport.render(window.displayList().flattenedCommands, in: host)
        }

        /// The flip's geometry: the 100 x 80 view turned by 45 degrees about its vertical axis
        /// through (100, 75), eye 200 points in front (`UIView.flipEyeDistanceInSides` = 2): the
        /// near edge's corners at x = 100 -/+ 35.36 / 0.823 = 57.0 / 143.0 with y = 75 -/+ 48.6,
        /// the far edge's at x = 100 +/- 35.36 / 1.177 = 130.0 / 70.0 with y = 75 -/+ 34.0: a trapezoid.
        @Test("Flip from left at 25 % and 75 %: a trapezoid, the near edge taller than the far edge")
        func flipMidway() throws {
            let host = try SDLTestSupport.makeHost()
            let (window, clock, from, to) = scene()
            let red = SDLTestSupport.pixelColor(.red), blue = SDLTestSupport.pixelColor(.blue)
            UIView.transition(from: from, to: to, duration: 1, options: [.transitionFlipFromLeft, .curveLinear])
            clock.advance(by: 0.25)
            var image = try render(window, host)
            // The red view, its left side come forward: x 57...130, tall on the left, short on the right.
            #expect(try image.at(100, 75).isClose(to: red) && image.at(60, 75).isClose(to: red))
            #expect(try image.at(60, 30).isClose(to: red) && image.at(60, 120).isClose(to: red), "near edge: y 26...124")
            #expect(try image.at(125, 45).isClose(to: red) && image.at(125, 105).isClose(to: red))
            #expect(try !image.at(125, 37).isClose(to: red) && !image.at(125, 113).isClose(to: red), "far edge: y 41...109")
            #expect(try !image.at(54, 75).isClose(to: red) && !image.at(134, 75).isClose(to: red), "x 57...130 only")
            clock.advance(by: 0.5)
            image = try render(window, host)
            // The blue view coming round, its right side still forward: x 70...143.
            #expect(try image.at(100, 75).isClose(to: blue) && image.at(140, 30).isClose(to: blue) && image.at(140, 120).isClose(to: blue))
            #expect(try image.at(75, 45).isClose(to: blue) && !image.at(75, 37).isClose(to: blue) && !image.at(75, 113).isClose(to: blue))
            #expect(try !image.at(66, 75).isClose(to: blue) && !image.at(146, 75).isClose(to: blue))
            #expect(try !image.at(100, 75).isClose(to: red) && !image.at(60, 30).isClose(to: red))
        }

        /// CALayer documentation, `isDoubleSided`: "When the value of this property is false, the
        /// layer hides its content when it faces away from the viewer."
        @Test("A layer turned away draws its mirror image when double-sided, nothing when not")
        func backFaceCulling() throws {
            let host = try SDLTestSupport.makeHost()
            let (window, _, from, _) = scene()
            let red = SDLTestSupport.pixelColor(.red)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 200
            from.transform3D = CATransform3DRotate(perspective, 3 * .pi / 4, 0, 1, 0)
            #expect(try render(window, host).at(100, 75).isClose(to: red))
            from.layer.isDoubleSided = false
            #expect(try !render(window, host).at(100, 75).isClose(to: red))
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
