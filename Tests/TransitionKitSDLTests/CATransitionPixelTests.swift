import Foundation
import Testing
import TransitionKit
import TransitionKitSDL

extension SDLSuite {
    /// A CATransition push drawn by the SDL renderer (the PNG goes to the temporary directory).
    @Suite("CATransition pixels") @MainActor
    struct CATransitionPixelTests {
        @Test("Half-way through a push from the right: the old page on the left half, the new on the right")
        func pushHalfWay() throws {
            let clock = AnimationClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300), clock: clock)
            window.writesDiagnosticsToStandardError = false
            window.makeKeyAndVisible()
            let host = UIView(frame: CGRect(x: 50, y: 50, width: 300, height: 200))
            let old = UILabel(frame: host.bounds), new = UILabel(frame: host.bounds)
            old.backgroundColor = .red
            old.text = "Old"
            new.backgroundColor = .blue
            new.text = "New"
            window.backgroundColor = .white
            window.addSubview(host)
            host.addSubview(old)
            let push = CATransition()
            push.type = .push
            push.subtype = .fromRight
            push.duration = 1
            host.layer.add(push, forKey: kCATransition)
            old.removeFromSuperview()
            host.addSubview(new)
            clock.advance(by: 0.5)
            let sdl = try SDLTestSupport.makeHost(width: 400, height: 300)
            sdl.draw(window.displayList())
            let image = try sdl.captureFrame()
            try image.write(toFile: FileManager.default.temporaryDirectory.appendingPathComponent("catransition-push.png").path)
            let red = SDLTestSupport.pixelColor(.red), blue = SDLTestSupport.pixelColor(.blue)
            let white = SDLTestSupport.pixelColor(.white)
            #expect(try image.at(60, 60).isClose(to: red), "the old page's right half, now on the left")
            #expect(try image.at(190, 240).isClose(to: red))
            #expect(try image.at(210, 60).isClose(to: blue), "the new page's left half, now on the right")
            #expect(try image.at(340, 240).isClose(to: blue))
            #expect(try image.at(30, 150).isClose(to: white), "clipped to the host: nothing outside it")
            #expect(try image.at(370, 150).isClose(to: white))
        }
    }
}
