import Foundation
import Testing
import TransitionKit
@testable import TransitionPlayground

@Suite("Script replay and recording")
@MainActor
struct ScriptReplayTests {
    private func events(_ text: String) throws -> [ScriptEvent] {
        try ScriptParser(scenes: SceneCatalog.builtIn.descriptions + [AppDriver.testDescription]).parse(text, file: "t.txt")
    }

    @Test("Events apply at the first frame whose time is at least theirs; the prelude picks the start")
    func dueTimes() throws {
        var player = ScriptPlayer(events: try events("""
            @0 scene sample
            @0 animator 3
            @0 resize 640 480
            @0 key D
            @0.02 key H
            @0.0333 key S
            @1 wait
            """))
        #expect(player.preludeScene == "sample" && player.preludeAnimator == 3 && player.preludeSize == CGSize(width: 640, height: 480))
        #expect(player.takeEvents(dueAt: 0).map(\.action) == [.key(.letter("D"), [])])
        #expect(player.takeEvents(dueAt: 1.0 / 60).isEmpty, "0.02 is after frame 1 (0.0167)")
        #expect(player.takeEvents(dueAt: 2.0 / 60).map(\.action) == [.key(.letter("H"), []), .key(.letter("S"), [])],
                "frame 2 (0.0333...) takes 0.02 and 0.0333")
        #expect(!player.isFinished(at: 0.99))
        #expect(player.takeEvents(dueAt: 1).map(\.action) == [.wait])
        #expect(player.isFinished(at: 1), "a final wait ends the run at its time")
    }

    @Test("A script ends at quit, or 1 s after its last event")
    func endTimes() throws {
        #expect(ScriptPlayer(events: try events("@2 key H")).endTime == 3)
        #expect(ScriptPlayer(events: try events("@2 key H\n@2.5 quit")).endTime == nil)
        #expect(ScriptPlayer(events: []).endTime == 1)
    }

    @Test("A replay runs the script's frames: quit at 0.5 s ends after frame 30; the trace has every frame")
    func replayLength() throws {
        let lines = try AppDriver.replay("@0.1 key Return\n@0.5 quit")
        #expect(lines.count == 31)
        #expect(lines.last?.contains("\"frame\":30,\"time\":0.5,") == true)
        let noQuit = try AppDriver.replay("@0.25 key Return")
        #expect(noQuit.count == 76, "0.25 + 1 s = frame 75")
    }

    @Test("The same script twice gives identical traces; the trace shows the presentation run and finish")
    func determinism() throws {
        let script = """
            @0.10 key Return
            @0.30 down 400 300
            @0.35 move 400 200
            @0.40 move 400 120
            @0.45 up 400 100
            @1.20 key Backspace
            @1.30 key Space
            @1.40 key comma
            @1.45 key period
            @1.50 key Space
            @1.60 key D
            @1.70 wheel 0 -1 400 300
            @2.50 quit
            """
        let first = try AppDriver.replay(script)
        let second = try AppDriver.replay(script)
        #expect(first.count == 151)
        #expect(first == second)
        let callbacks = first.joined()
        #expect(callbacks.contains("\"kind\":\"presentation\""))
        #expect(callbacks.contains("completeTransition(true)"))
        #expect(callbacks.contains("\"kind\":\"dismissal\""))
    }

    @Test("Record then replay: the recorded script replays to an identical trace")
    func recordThenReplay() throws {
        let app = try AppDriver.makeApp()
        let recorder = try ScriptRecorder()
        recorder.record(.scene(app.scene.name), at: 0)
        recorder.record(.animator(1), at: 0)
        recorder.record(.resize(app.window.bounds.size), at: 0)
        app.recording.recorder = recorder
        // What a user might do, as the host delivers it: several moves a frame, unpressed
        // moves, key repeats, modifier keys, typed text, Tab away and back, a pinch with Alt.
        var frames: [[InputEvent]] = Array(repeating: [], count: 140)
        frames[3] = [.mouseMove(CGPoint(x: 10, y: 10)), .mouseMove(CGPoint(x: 20, y: 20))]
        frames[5] = [.keyDown(.return), .text("\r"), .keyUp(.return)]
        frames[20] = [.mouseDown(CGPoint(x: 400, y: 300))]
        frames[21] = [.mouseMove(CGPoint(x: 400, y: 290)), .mouseMove(CGPoint(x: 400, y: 280)), .mouseMove(CGPoint(x: 400, y: 250))]
        frames[22] = [.mouseMove(CGPoint(x: 400, y: 200))]
        frames[24] = [.mouseUp(CGPoint(x: 400, y: 180))]
        frames[60] = [.keyDown(Key(name: "Left Shift"), modifiers: [.shift]), .keyDown(.space, modifiers: [.shift])]
        frames[61] = [.keyDown(.space, modifiers: [.shift])]  // a repeat: ignored
        frames[62] = [.keyUp(.space, modifiers: [.shift]), .keyUp(Key(name: "Left Shift"))]
        frames[63] = [.keyDown(.space), .keyUp(.space), .keyDown(.digit(2)), .keyUp(.digit(2))]
        frames[70] = [.keyDown(.backspace), .keyUp(.backspace)]
        frames[75] = [.scroll(dx: 0, dy: -1, at: CGPoint(x: 300, y: 300)), .resize(CGSize(width: 820, height: 600))]
        frames[90] = [.mouseDown(CGPoint(x: 300, y: 300), modifiers: [.option]), .mouseMove(CGPoint(x: 350, y: 300))]
        frames[92] = [.mouseUp(CGPoint(x: 360, y: 300))]
        frames[100] = [.keyDown(.tab), .keyUp(.tab)]
        frames[110] = [.keyDown(.tab, modifiers: [.shift]), .keyUp(.tab, modifiers: [.shift])]
        for input in frames { app.runFrame(input) }
        recorder.finish(at: app.frameTime)
        let recorded = try #require(app.recording.trace?.frameLines)
        #expect(recorded.count == 140)

        let text = recorder.text
        #expect(text.contains("@0.0000 scene test-present\n@0.0000 animator 1\n@0.0000 resize 800 600\n"))
        #expect(text.contains("@0.0833 key Return\n"))
        #expect(!text.contains("move 10 10") && !text.contains("move 20 20"), "moves without a press are left out")
        #expect(!text.contains("move 400 290") && text.contains("@0.3500 move 400 250\n"), "one move per frame")
        #expect(!text.contains("Left Shift") && !text.contains("text"))
        #expect(text.components(separatedBy: "key Space").count == 3, "the repeat is left out: \(text)")
        #expect(text.contains("key Space shift") && text.contains("animator 2"))
        #expect(text.contains("scene sample") && text.contains("scene test-present") == true)
        #expect(text.contains("down 300 300 alt") && text.contains("wheel 0 -1 300 300") && text.contains("resize 820 600"))
        #expect(text.hasSuffix("@2.3166 quit\n"))

        // Replay in a fresh app whose catalog has no test scene: start it on the test scene by hand,
        // as --scene does, and let the prelude's scene line be skipped.
        let replayed = try AppDriver.replay(text)
        #expect(replayed.count == recorded.count)
        for (index, (a, b)) in zip(recorded, replayed).enumerated() where a != b {
            Issue.record("frame \(index) differs:\n\(a)\n\(b)")
            break
        }
    }
}
