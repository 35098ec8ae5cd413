import Foundation
import Testing
import TransitionKit
@testable import TransitionPlayground

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
            xdotool search --sync --name 'TransitionKit Playground - sample - critically damped - ([0-9]+ fps|idle)$' >/dev/null
            xdotool key --window "$window" q
            wait "$pid"
            """
        let outcome = try PlaygroundEndToEndTests.runTool(
            "/usr/bin/timeout", ["60", "/usr/bin/xvfb-run", "-a", "-s", "-screen 0 1280x800x24",
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

/// The transition scenes in a real window under Xvfb, driven by xdotool. The shell waits on the
/// trace (`tail -f | grep`), never on a timer. Skipped, saying why, when xvfb-run or xdotool is
/// missing.
@Suite("playground in a real window: scenes", .serialized, .enabled(if: hasVirtualDisplay, "xvfb-run or xdotool is missing"))
struct RealWindowSceneTests {
    /// Runs `body` (shell commands) with `$0` = the playground, `$1` = a trace path, `$window` =
    /// the window id of a playground started with `arguments`; returns the trace's transitions.
    @MainActor
    private func drive(_ arguments: String, title: String, _ body: String) throws -> [(kind: String, finished: Bool)] {
        let executable = try PlaygroundEndToEndTests.executableURL().path
        let trace = PlaygroundEndToEndTests.temporaryPath("window.json")
        defer { try? FileManager.default.removeItem(atPath: trace) }
        let script = """
            set -e
            # Polls the trace (not tail -f | grep -m: tail only notices grep has ended at its next
            # write, and a window at rest writes nothing more).
            waitfor() { tries=0; until [ "$(grep -o "$3" "$1" | wc -l)" -ge "$2" ]; do
                tries=$((tries + 1)); [ "$tries" -le 600 ] || return 1; sleep 0.05; done; }
            "$0" \(arguments) --size 1024x768 --trace "$1" & pid=$!
            window=$(xdotool search --sync --name '\(title)')
            waitfor "$1" 1 '"frame":0,'
            # A still window rests after its first frame: a move wakes it, and frame 1
            # shows the loop polls the mapped window's input.
            xdotool mousemove --window "$window" 1 1
            waitfor "$1" 1 '"frame":1,'
            \(body)
            xdotool key --window "$window" q
            wait "$pid"
            """
        let outcome = try PlaygroundEndToEndTests.runTool(
            "/usr/bin/timeout", ["90", "/usr/bin/xvfb-run", "-a", "-s", "-screen 0 1280x800x24", "sh", "-c", script, executable, trace])
        #expect(outcome.status == 0, "Q closes the window cleanly; stderr: \(outcome.standardError)")
        let data = try #require(FileManager.default.contents(atPath: trace))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "the trace is complete JSON after Q")
        let frames = try #require(document["frames"] as? [[String: Any]])
        var kind = "?"
        var result: [(String, Bool)] = []
        for frame in frames {
            if let transition = frame["transition"] as? [String: Any], let name = transition["kind"] as? String { kind = name }
            for callback in frame["callbacks"] as? [String] ?? [] where callback.hasPrefix("completeTransition(") {
                result.append((kind, callback == "completeTransition(true)"))
            }
        }
        return result
    }

    @Test("photos: a click zooms a photo open; eight wheel notches towards the user dismiss it; key 2 names the second animator")
    @MainActor
    func photosWheelDismiss() throws {
        let second = NSRegularExpression.escapedPattern(for: try #require(PhotosScene().animatorNames.dropFirst().first))
        let completions = try drive("--scene photos", title: "TransitionKit Playground - photos - ", """
            xdotool mousemove --window "$window" 312 200 click 1
            waitfor "$1" 1 'completeTransition(true)'
            xdotool mousemove --window "$window" 512 384 click --repeat 8 --delay 15 5
            waitfor "$1" 2 'completeTransition(true)'
            xdotool key --window "$window" 2
            xdotool search --sync --name 'TransitionKit Playground - photos - \(second) - ' >/dev/null
            """)
        #expect(completions.map(\.kind) == ["presentation", "dismissal"])
        #expect(!completions.contains { !$0.finished })
    }

    @Test("R on a 1024x768 device on a 1280x800 display: the rotated window is scaled to fit the display; the points stay 768x1024")
    @MainActor
    func rotationFitsTheDisplay() throws {
        let geometry = PlaygroundEndToEndTests.temporaryPath("geometry.txt")
        defer { try? FileManager.default.removeItem(atPath: geometry) }
        _ = try drive("--scene sample", title: "TransitionKit Playground - sample - ", """
            xdotool key --window "$window" r
            waitfor "$1" 10 '"size":\\[768,1024\\]'
            xdotool getwindowgeometry "$window" > '\(geometry)'
            """)
        let text = try String(contentsOfFile: geometry, encoding: .utf8)
        let size = try #require(text.split(separator: "\n").first { $0.contains("Geometry:") }?
            .split(separator: " ").last?.split(separator: "x").compactMap { Int($0) }, "xdotool: \(text)")
        #expect(size == [913, 800], "768x1024 points and the 400 pt sidebar, scaled by 800/1024 to fit 800 pixels: \(text)")
    }

    @Test("navigation: Enter pushes; a drag from the left edge pops")
    @MainActor
    func navigationEdgePop() throws {
        let completions = try drive("--scene navigation", title: "TransitionKit Playground - navigation - ", """
            xdotool key --window "$window" Return
            waitfor "$1" 1 'completeTransition(true)'
            xdotool mousemove --window "$window" 3 400 mousedown 1
            for x in 20 60 120 200 300 420 560 700; do xdotool mousemove --window "$window" $x 400; done
            xdotool mouseup 1
            waitfor "$1" 2 'completeTransition(true)'
            """)
        #expect(completions.map(\.kind) == ["push", "pop"])
        #expect(!completions.contains { !$0.finished })
    }
}
