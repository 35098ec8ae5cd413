import Foundation
import Testing
import TransitionKit
import TransitionKitSDL
@testable import TransitionPlayground

/// `--watch`: the supervisor's parts (arguments, package root, source snapshots, the first build
/// error) and the child's side (a replay that comes back to the same moment and stays live, the
/// status file). The whole loop (a real rebuild) is exercised by hand; see the README.
@Suite("Watch")
@MainActor
struct WatchTests {
    private let parser = CommandLineParser(scenes: CommandLineParserTests.scenes, canWrite: { _ in true }, canRead: { _ in true })

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("watch-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("--watch hands the rest of the command line to the supervisor; it refuses --headless, --bench, --record and --replay")
    func commandLine() throws {
        #expect(try parser.parse(["--scene", "present", "--watch"]) == .watch(["--scene", "present"]))
        for (arguments, fragment) in [
            (["--watch", "--headless"], "cannot be combined with --headless"),
            (["--watch", "--record", "x.txt"], "drop --record and --replay"),
            (["--watch", "--replay", "x.txt"], "drop --record and --replay"),
        ] {
            #expect(throws: CommandLineError.self) { try parser.parse(arguments) }
            do { _ = try parser.parse(arguments) } catch { #expect(error.message.contains(fragment)) }
        }
        guard case .run(let options) = try parser.parse(["--replay", "s.txt", "--watch-status", "st"]) else {
            Issue.record("expected a run")
            return
        }
        #expect(options.scriptPath == "s.txt" && options.continuesAfterScript && options.watchStatusPath == "st")
    }

    @Test("The child records, reads the status file, and replays the last recording when restarted")
    func childArguments() {
        let supervisor = WatchSupervisor(
            arguments: ["--scene", "cards"], executablePath: "/p/.build/debug/MyApp", productName: "MyApp",
            packageRoot: URL(fileURLWithPath: "/p"), workDirectory: URL(fileURLWithPath: "/tmp/w"))
        #expect(supervisor.childArguments(replaying: false) == ["--scene", "cards", "--record", "/tmp/w/session.script", "--watch-status", "/tmp/w/status"])
        #expect(supervisor.childArguments(replaying: true).suffix(2) == ["--replay", "/tmp/w/replay.script"])
    }

    @Test("The package root is the nearest directory with a Package.swift; a changed source changes the snapshot")
    func rootAndSnapshot() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = root.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: root.appendingPathComponent("Package.swift").path, contents: Data())
        let file = sources.appendingPathComponent("main.swift")
        _ = FileManager.default.createFile(atPath: file.path, contents: Data("print(1)".utf8))
        #expect(WatchSupervisor.packageRoot(from: sources)?.path == root.standardizedFileURL.path)
        let before = WatchSupervisor.sourceSnapshot(of: root)
        #expect(before.count == 1)
        #expect(WatchSupervisor.sourceSnapshot(of: root) == before, "nothing changed")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 5)], ofItemAtPath: file.path)
        #expect(WatchSupervisor.sourceSnapshot(of: root) != before, "an edit")
        _ = FileManager.default.createFile(atPath: sources.appendingPathComponent("New.swift").path, contents: Data())
        #expect(WatchSupervisor.sourceSnapshot(of: root).count == 2, "a new file")
    }

    @Test("The first compiler error, with the file's name instead of its path")
    func firstError() {
        let output = """
            Building for debugging...
            /home/me/MyApp/Sources/MyApp/CardAnimator.swift:12:5: error: cannot find 'foo' in scope
            /home/me/MyApp/Sources/MyApp/Other.swift:3:1: error: expected declaration
            """
        #expect(WatchSupervisor.firstError(in: output) == "CardAnimator.swift:12:5: error: cannot find 'foo' in scope")
        #expect(WatchSupervisor.firstError(in: "Build complete!") == nil)
    }

    @Test("A replay runs at once to where the recording stopped (its quit) and the run goes on, live")
    func replayThenContinue() throws {
        let events = try ScriptParser(scenes: SceneCatalog.builtIn.descriptions).parse(
            "@0 scene present\n@0.1 key Return\n@0.3 quit\n", file: "replay.txt")
        let app = PlaygroundApp(scene: PresentScene(), size: CGSize(width: 800, height: 600))
        app.recording.script = ScriptPlayer(events: events)
        app.recording.continuesAfterScript = true
        app.fastForwardScript()
        #expect(app.recording.script == nil && !app.isQuitRequested)
        #expect(abs(app.frameTime - 0.3) < 1.0 / 60 + 1e-9, "stopped at the recording's end")
        #expect(app.window.transitionState?.kind == .presentation, "mid-presentation, as when the recording stopped")
        for _ in 0..<60 { app.runFrame() }
        #expect(app.window.transitionState == nil && !app.isQuitRequested, "and then runs on live")
    }

    @Test("The status file: a build error shows as the message; quit ends the recording at this frame and quits")
    func statusFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let status = directory.appendingPathComponent("status").path
        let app = PlaygroundApp(scene: PresentScene(), size: CGSize(width: 800, height: 600))
        let recorder = try ScriptRecorder(path: nil, header: [])
        app.recording.recorder = recorder
        app.tools.watch.statusPath = status
        _ = FileManager.default.createFile(atPath: status, contents: Data("build failed: A.swift:1:1: error: x".utf8))
        app.tools.watch.frameWillBegin(FrameInput(), in: app.session)
        #expect(app.session.currentMessage == "build failed: A.swift:1:1: error: x")
        _ = FileManager.default.createFile(atPath: status, contents: Data("quit\n".utf8))
        app.tools.watch.frameWillBegin(FrameInput(), in: app.session)
        #expect(app.isQuitRequested)
        #expect(recorder.text.hasSuffix(" quit\n"))
    }
}
