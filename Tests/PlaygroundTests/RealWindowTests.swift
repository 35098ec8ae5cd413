import Foundation
import Testing
import TransitionKit
@testable import Playground

/// Whether a virtual display and xdotool are installed (`make deps` installs both).
private let hasVirtualDisplay = ["/usr/bin/xvfb-run", "/usr/bin/xdotool"].allSatisfy {
    FileManager.default.isExecutableFile(atPath: $0)
}

/// The playground in a real X11 window on Xvfb (default renderer, usually OpenGL on llvmpipe),
/// driven by xdotool. Skipped when xvfb-run or xdotool is missing.
@Suite("playground in a real window", .enabled(if: hasVirtualDisplay))
struct RealWindowTests {
    @Test("Under Xvfb the window opens with its title, shows the sample, key 2 changes the animator in the title, and Q quits it")
    @MainActor
    func windowOpensAndQuits() throws {
        let executable = try PlaygroundEndToEndTests.executableURL().path
        let shot = PlaygroundEndToEndTests.temporaryPath("window.bmp")
        defer { try? FileManager.default.removeItem(atPath: shot) }
        // 1. A windowed run that stops by itself after 5 frames, writing its last frame.
        // 2. A run that only ends when xdotool (waiting for the window, no sleeps) presses 2, waits
        //    for the title to name the second animator, then presses Q.
        let script = """
            set -e
            "$0" --frames 5 --size 640x480 --screenshot "$1"
            "$0" --size 640x480 & pid=$!
            window=$(xdotool search --sync --name 'TransitionKit Playground - sample - spring - ')
            xdotool key --window "$window" 2
            xdotool search --sync --name 'TransitionKit Playground - sample - critically damped - [0-9]+ fps' >/dev/null
            xdotool key --window "$window" q
            wait "$pid"
            """
        let outcome = try PlaygroundEndToEndTests.runTool(
            "/usr/bin/timeout", ["60", "/usr/bin/xvfb-run", "-a", "-s", "-screen 0 1024x768x24",
                                 "sh", "-c", script, executable, shot])
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")

        let image = try BitmapFile(contentsOf: shot)
        #expect(image.width == 640 && image.height == 480)
        let list = PlaygroundApp(scene: SampleScene(), size: CGSize(width: 640, height: 480)).window.displayList()
        let blue = try #require(list.commands.first { $0.fillColor == SampleScene.Card.shadow.color })
        let centre = CGPoint(x: blue.rect.midX, y: blue.rect.midY).applying(blue.transform)
        #expect(BitmapFile.isClose(try #require(image.color(x: Int(centre.x), y: Int(centre.y))), SampleScene.Card.shadow.color))
    }
}
