import Foundation
import Testing
import TransitionKit
import TransitionKitSDL

extension SDLSuite {
    /// Configured buttons as drawn: the style's background inside the rounded corners, the
    /// window's background outside them.
    @Suite("UIButton.Configuration rendering")
    @MainActor
    struct UIButtonConfigurationRenderingTests {
        @Test("A filled capsule and a tinted button draw their backgrounds with rounded corners")
        func filledAndTinted() throws {
            let host = try SDLTestSupport.makeHost(width: 200, height: 150)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 150), clock: AnimationClock())
            window.writesDiagnosticsToStandardError = false
            window.backgroundColor = .white
            window.makeKeyAndVisible()
            var filled = UIButton.Configuration.filled()
            filled.title = "Filled"
            filled.cornerStyle = .capsule
            let capsule = UIButton(configuration: filled)
            capsule.frame = CGRect(x: 20, y: 20, width: 160, height: 44)
            var tinted = UIButton.Configuration.tinted()
            tinted.title = "Tinted"
            let tintedButton = UIButton(configuration: tinted)
            tintedButton.frame = CGRect(x: 20, y: 84, width: 160, height: 44)
            window.addSubview(capsule)
            window.addSubview(tintedButton)
            window.layoutIfNeeded()
            host.draw(window.displayList())
            let image = try host.captureFrame()
            let blue = SDLTestSupport.pixelColor(.systemBlue)
            #expect(try image.at(30, 42).isClose(to: blue), "inside the capsule's left end")
            #expect(try image.at(21, 21) == PixelImage.Color(red: 255, green: 255, blue: 255), "outside its 22 pt corner")
            // 15 % systemBlue over white: 255 - 0.15 * (255 - component).
            #expect(try image.at(30, 90).isClose(to: PixelImage.Color(red: 217, green: 235, blue: 255)))
        }
    }
}
