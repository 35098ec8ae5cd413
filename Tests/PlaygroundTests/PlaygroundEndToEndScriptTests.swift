import Foundation
import Testing
import TransitionKit
@testable import TransitionPlayground

/// The package's `assets/scripts/<scene>.txt`, if it exists.
func demoScriptPath(_ scene: String) -> String? {
    var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    for _ in 0..<4 {
        let candidate = directory.appendingPathComponent("assets/scripts/\(scene).txt").path
        if FileManager.default.fileExists(atPath: candidate) { return candidate }
        directory.deleteLastPathComponent()
    }
    return nil
}

/// A demo script replayed by the `playground` binary, checked through its trace and screenshot.
@MainActor
struct DemoRun {
    let scene: String
    let frames: [[String: Any]]
    let image: BitmapFile
    let screenshotList: DisplayList

    /// The scenes whose demo scripts the tests below replay. Their replay also verifies damage
    /// tracking frame by frame (`--verify-damage`), so the damage suite skips them.
    nonisolated static let scenes = ["photos", "lockscreen", "present", "interactive", "sheet", "navigation", "sheets", "tabs", "zoom"]

    /// Replays `assets/scripts/<scene>.txt` headless with a trace and a BMP screenshot, every frame
    /// also drawn whole and compared with the damage-tracked drawing, and the same script
    /// in-process to get the display list of the screenshot's frame.
    init(scene: String) throws {
        #expect(Self.scenes.contains(scene), "\(scene) is not in DemoRun.scenes: its damage tracking would go unchecked")
        self.scene = scene
        let script = try #require(demoScriptPath(scene))
        let trace = PlaygroundEndToEndTests.temporaryPath("\(scene).json")
        let shot = PlaygroundEndToEndTests.temporaryPath("\(scene).bmp")
        defer { for path in [trace, shot] { try? FileManager.default.removeItem(atPath: path) } }
        let outcome = try PlaygroundEndToEndTests.run(
            ["--headless", "--verify-damage", "--script", script, "--trace", trace, "--screenshot", shot])
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        let data = try #require(FileManager.default.contents(atPath: trace))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        frames = try #require(document["frames"] as? [[String: Any]])
        image = try BitmapFile(contentsOf: shot)

        let events = try ScriptParser(scenes: SceneCatalog.builtIn.descriptions, checksScreenshotPaths: false)
            .parse(String(decoding: try #require(FileManager.default.contents(atPath: script)), as: UTF8.self), file: script)
        let player = ScriptPlayer(events: events)
        let entry = try #require(SceneCatalog.builtIn.entries.first { $0.name == (player.preludeScene ?? SceneCatalog.builtIn.entries[0].name) })
        let made = entry.make()
        if let animator = player.preludeAnimator { made.animatorIndex = animator - 1 }
        let app = PlaygroundApp(scene: made, size: player.preludeSize ?? PlaygroundOptions.defaultSize)
        app.tools.hud.frameRate.framesPerSecond = 60
        app.recording.script = player
        var captured: DisplayList?
        while !app.isQuitRequested && captured == nil && app.frameIndex < 20_000 {
            let output = app.runFrameOutput()
            if !output.screenshotPaths.isEmpty { captured = output.displayList }
        }
        screenshotList = try #require(captured, "\(scene)'s script takes a screenshot")
    }

    /// The transitions that ended, in order: (kind, finished).
    var completions: [(kind: String, finished: Bool)] {
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

    /// The names of the controllers in the window on the last frame.
    var finalControllers: [String] {
        (frames.last?["controllers"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    }

    /// Checks the screenshot at up to `count` points where the frame's topmost command is an
    /// opaque fill well inside its rectangle, with nothing drawn over it.
    func checkPixels(count: Int = 2) {
        // The screenshot is the device's screen: the sidebar's commands (right of it) are not in it.
        let deviceWidth = CGFloat(image.width)
        let commands = screenshotList.flattenedCommands.filter { $0.windowBounds.minX < deviceWidth }
        var checked = 0
        let size = CGSize(width: deviceWidth, height: screenshotList.size.height)
        // Candidates: the centre of every command (topmost first), then a grid over the window.
        var candidates = commands.reversed().map { CGPoint(x: $0.windowBounds.midX.rounded(.down), y: $0.windowBounds.midY.rounded(.down)) }
        for y in stride(from: 40.0, to: Double(size.height), by: 37) {
            for x in stride(from: 30.0, to: Double(size.width), by: 53) { candidates.append(CGPoint(x: x, y: y)) }
        }
        for point in candidates where point.x >= 0 && point.y >= 0 && point.x < size.width && point.y < size.height {
            // The topmost command near the point (a margin for shadows and edges) must be an opaque fill.
            guard let top = commands.lastIndex(where: { $0.windowBounds.insetBy(dx: -6, dy: -6).contains(point) }) else { continue }
            let command = commands[top]
            let inset = min(12, max(2, min(command.windowBounds.width, command.windowBounds.height) / 3))
            guard case .fill = command.content, command.alpha >= 0.999, let color = command.fillColor, color.alpha >= 0.999,
                  command.shadow == nil, command.borderWidth == 0,
                  command.transform.b == 0, command.transform.c == 0, command.clip.map({ $0.insetBy(dx: 4, dy: 4).contains(point) }) ?? true,
                  command.windowBounds.insetBy(dx: inset, dy: inset).contains(point),
                  !commands[(top + 1)...].contains(where: { $0.windowBounds.insetBy(dx: -30, dy: -30).contains(point) })
            else { continue }
            guard let pixel = image.color(x: Int(point.x), y: Int(point.y)) else { continue }
            #expect(BitmapFile.isClose(pixel, color, tolerance: 6), "\(scene) at \(point): \(pixel) vs \(color)")
            checked += 1
            if checked == count { break }
        }
        #expect(checked == count, "\(scene): found \(checked) clear points to check")
    }
}

/// Each demo script in assets/scripts/ replayed by the binary: its trace shows the transitions
/// it drives finishing or cancelling, and its screenshot shows what the model drew.
@Suite("Demo scripts end to end", .serialized)
@MainActor
struct PlaygroundEndToEndScriptTests {
    @Test("photos: a click presents, 8 wheel notches dismiss, a click presents, an Alt-drag pinch dismisses")
    func photos() throws {
        let run = try DemoRun(scene: "photos")
        #expect(run.completions.map(\.kind) == ["presentation", "dismissal", "presentation", "dismissal"])
        #expect(!run.completions.contains { !$0.finished })
        #expect(run.finalControllers.count == 1, "only the grid is left: \(run.finalControllers)")
        run.checkPixels()
    }

    @Test("lockscreen: Enter and Esc, a pull that finishes, a grab that cancels, a held pull")
    func lockscreen() throws {
        let run = try DemoRun(scene: "lockscreen")
        #expect(run.completions.map(\.kind) == ["presentation", "dismissal", "presentation", "dismissal", "presentation", "presentation"])
        #expect(run.completions.map(\.finished) == [true, true, true, true, false, false])
        #expect(run.finalControllers.count == 1)
        // The screenshot is the device's screen alone, mid-pull: all of it behind the blur and
        // the translucent settings, so no opaque fill to check (the other scenes check theirs).
        #expect(run.image.width == 1024 && run.image.height == 768)
    }

    @Test("present: Enter presents B and Backspace dismisses it; every transition finishes")
    func present() throws {
        let run = try DemoRun(scene: "present")
        #expect(run.completions.contains { $0.kind == "presentation" && $0.finished })
        #expect(run.completions.contains { $0.kind == "dismissal" && $0.finished })
        run.checkPixels()
    }

    @Test("interactive: edge drags present and dismiss; a short drag cancels")
    func interactive() throws {
        let run = try DemoRun(scene: "interactive")
        #expect(run.completions.contains { $0.kind == "presentation" && $0.finished })
        #expect(run.completions.contains { $0.kind == "dismissal" })
        run.checkPixels()
    }

    @Test("sheet: the card presents over the dimming and is dismissed by a tap or a drag")
    func sheet() throws {
        let run = try DemoRun(scene: "sheet")
        #expect(run.completions.contains { $0.kind == "presentation" && $0.finished })
        #expect(run.completions.contains { $0.kind == "dismissal" })
        run.checkPixels()
    }

    @Test("navigation: Enter pushes, a drag from the left edge pops")
    func navigation() throws {
        let run = try DemoRun(scene: "navigation")
        #expect(run.completions.contains { $0.kind == "push" && $0.finished })
        #expect(run.completions.contains { $0.kind == "pop" && $0.finished })
        run.checkPixels()
    }

    @Test("Every demo script in assets/scripts/ names a registered scene and parses")
    func everyScriptParses() throws {
        let directory = try #require(demoScriptPath("photos").map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
            ?? demoScriptPath("lockscreen").map { URL(fileURLWithPath: $0).deletingLastPathComponent() })
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".txt") }
        #expect(!names.isEmpty)
        for name in names {
            let path = directory.appendingPathComponent(name).path
            let events = try ScriptParser(scenes: SceneCatalog.builtIn.descriptions, checksScreenshotPaths: false).parse(contentsOf: path)
            let scene = String(name.dropLast(4))
            #expect(ScriptPlayer(events: events).preludeScene == scene, "\(name) starts with `@0 scene \(scene)`")
            #expect(events.contains { if case .screenshot = $0.action { return true } else { return false } }, "\(name) takes a screenshot")
        }
    }
}

/// Command-line and script errors through the binary: exit code 2 and one line on stderr.
@Suite("playground end to end: errors, list, record")
struct PlaygroundEndToEndErrorTests {
    @Test("Every bad flag, value, scene or animator: exit 2, one line naming the choices", arguments: [
        (["--scene", "nowhere"], "unknown scene 'nowhere'; choose from: sample"),
        (["--animator", "99"], "has no animator '99'; choose 1-"),
        (["--animator", "wobbly"], "has no animator 'wobbly'"),
        (["--script", "/nonexistent/script.txt"], "--script cannot read"),
        (["--record", "/dev/null/r.txt"], "--record cannot write"),
        (["--trace", "/tmp/trace.txt"], "--trace expects a .json file"),
        (["--bench", "--scene", "sample"], "--bench cannot be combined with --scene"),
        (["--size", "10"], "--size expects WIDTHxHEIGHT"),
        (["--frames", "zero"], "--frames expects a whole number"),
        (["--scene"], "--scene needs a value"),
        (["--slow=1"], "--slow takes no value"),
        (["--wobble"], "unknown option '--wobble'; the options are --scene"),
    ])
    func badFlags(arguments: [String], message: String) throws {
        let outcome = try PlaygroundEndToEndTests.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.errorLines.count == 1, "stderr: \(outcome.standardError)")
        #expect(outcome.standardError.contains(message), "stderr: \(outcome.standardError)")
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test("A bad script line: exit 2 with FILE:LINE: reason, before anything runs", arguments: [
        ("@0 scene sample\n@1 key Return\n@0.5 key Q\n", 3, "before the previous event's"),
        ("# fine\n\n@1 explode\n", 3, "unknown event 'explode'"),
        ("@0 scene nowhere\n", 1, "unknown scene 'nowhere'; choose from: sample"),
        ("@0 scene sample\n@0 animator 8\n", 2, "scene 'sample' has no animator '8'"),
        ("@1 screenshot /dev/null/x.png\n", 1, "screenshot cannot write"),
        ("@1 down 1\n", 1, "down expects X Y"),
    ])
    func badScript(text: String, line: Int, reason: String) throws {
        let path = PlaygroundEndToEndTests.temporaryPath("bad.txt")
        let shot = PlaygroundEndToEndTests.temporaryPath("never.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let outcome = try PlaygroundEndToEndTests.run(["--headless", "--script", path])
        #expect(outcome.status == 2)
        #expect(outcome.errorLines == ["\(path):\(line): " + (outcome.errorLines.first.map { String($0.dropFirst("\(path):\(line): ".count)) } ?? "")])
        #expect(outcome.standardError.hasPrefix("\(path):\(line): ") && outcome.standardError.contains(reason), "stderr: \(outcome.standardError)")
        #expect(!FileManager.default.fileExists(atPath: shot))
    }

    @Test("--list names every scene with its animators; --help has examples")
    func list() throws {
        let outcome = try PlaygroundEndToEndTests.run(["--list"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("sample") && outcome.standardOutput.contains("animators: 1 spring"))
        let help = try PlaygroundEndToEndTests.run(["--help"])
        #expect(help.standardOutput.contains("--script FILE") && help.standardOutput.contains("playground --record my.txt"))
    }

    @Test("Screenshots, recordings and traces are written into directories that do not exist yet")
    func createsMissingDirectories() throws {
        let root = PlaygroundEndToEndTests.temporaryPath("out")
        let script = PlaygroundEndToEndTests.temporaryPath("in.txt")
        defer { for path in [root, script] { try? FileManager.default.removeItem(atPath: path) } }
        try Data("""
            @0 scene present
            @0.2 screenshot \(root)/shots/scripted.png
            @0.3 quit
            """.utf8).write(to: URL(fileURLWithPath: script))
        let scripted = try PlaygroundEndToEndTests.run(
            ["--headless", "--script", script, "--record", "\(root)/records/run.txt", "--trace", "\(root)/traces/run.json"])
        #expect(scripted.status == 0, "stderr: \(scripted.standardError)")
        let final = try PlaygroundEndToEndTests.run(["--headless", "--frames", "2", "--screenshot", "\(root)/final/deeper/last.png"])
        #expect(final.status == 0, "stderr: \(final.standardError)")
        for path in ["shots/scripted.png", "records/run.txt", "traces/run.json", "final/deeper/last.png"] {
            #expect(FileManager.default.fileExists(atPath: "\(root)/\(path)"), "\(path) was written")
        }
    }

    @Test("The demo scripts run as shipped from a fresh directory: their shots/ directory is created", arguments: ["interactive"])
    func demoScriptAsShipped(scene: String) throws {
        let directory = PlaygroundEndToEndTests.temporaryPath("cwd")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = try #require(demoScriptPath(scene))
        let outcome = try PlaygroundEndToEndTests.runTool(
            "/bin/sh", ["-c", "cd \"$1\" && exec \"$0\" --headless --script \"$2\"",
                        try PlaygroundEndToEndTests.executableURL().path, directory, script])
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        #expect(FileManager.default.fileExists(atPath: "\(directory)/shots/\(scene).png"))
    }

    @Test("--record while replaying writes a script that replays to the identical trace")
    func recordThenReplayThroughTheBinary() throws {
        let script = PlaygroundEndToEndTests.temporaryPath("in.txt")
        let recorded = PlaygroundEndToEndTests.temporaryPath("rec.txt")
        let first = PlaygroundEndToEndTests.temporaryPath("a.json"), second = PlaygroundEndToEndTests.temporaryPath("b.json")
        defer { for path in [script, recorded, first, second] { try? FileManager.default.removeItem(atPath: path) } }
        try Data("""
            @0 scene sample
            @0.2 down 100 600
            @0.25 move 200 500
            @0.3 move 300 400
            @0.35 up 320 380
            @0.5 key 3
            @0.6 wheel 0 -1 500 400
            @0.7 key Space
            @0.8 key period
            @0.9 key Space
            @1.0 key D
            @1.1 key Tab
            @1.3 key Tab shift
            @1.5 resize 900 700
            @1.6 key S
            @2.0 quit
            """.utf8).write(to: URL(fileURLWithPath: script))
        let a = try PlaygroundEndToEndTests.run(["--headless", "--slow", "--script", script, "--record", recorded, "--trace", first])
        #expect(a.status == 0, "stderr: \(a.standardError)")
        let text = try #require(FileManager.default.contents(atPath: recorded)).description
        #expect(!text.isEmpty)
        let b = try PlaygroundEndToEndTests.run(["--headless", "--script", recorded, "--trace", second])
        #expect(b.status == 0, "stderr: \(b.standardError)")
        let traceA = try #require(FileManager.default.contents(atPath: first))
        let traceB = try #require(FileManager.default.contents(atPath: second))
        #expect(traceA.count > 1000)
        #expect(traceA == traceB, "the recording replays to the same frames")
    }
}
