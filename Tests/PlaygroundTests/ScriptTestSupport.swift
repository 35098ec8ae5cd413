import Foundation
import Testing
import TransitionKit
@testable import TransitionPlayground

/// A scene with one transition for the app-level tests: A presents B full screen (the system's
/// cover-vertical animation, 0.5 s) on Enter and dismisses it on Backspace.
@MainActor
final class PresentingTestScene: Scene {
    let name = "test-present"
    let title = "Test: A presents B"
    var animatorNames: [String] { ["cover vertical", "cross dissolve"] }
    var animatorIndex = 0
    private(set) weak var root: UIViewController?
    private(set) weak var presented: UIViewController?

    func makeRootViewController() -> UIViewController {
        let a = UIViewController()
        a.title = "A"
        a.view.backgroundColor = UIColor(rgb: 0x223344)
        root = a
        return a
    }

    func forward() -> Bool {
        guard let root, root.presentedViewController == nil else { return false }
        let b = UIViewController()
        b.title = "B"
        b.view.backgroundColor = UIColor(rgb: 0xFF9F0A)
        b.modalPresentationStyle = .fullScreen
        b.modalTransitionStyle = animatorIndex == 0 ? .coverVertical : .crossDissolve
        presented = b
        root.present(b, animated: true)
        return true
    }

    func back() -> Bool {
        guard let root, root.presentedViewController != nil else { return false }
        root.dismiss(animated: true)
        return true
    }
}

/// Helpers for driving an app frame by frame.
@MainActor
enum AppDriver {
    /// An app on `scene` with an in-memory trace.
    static func makeApp(_ scene: any Scene = PresentingTestScene(), size: CGSize = CGSize(width: 800, height: 600)) throws -> PlaygroundApp {
        let app = PlaygroundApp(scene: scene, size: size)
        app.recording.trace = try TraceWriter(path: nil, frameInterval: 1.0 / 60)
        return app
    }

    /// Runs `script` (parsed from text) in a fresh app on `scene` until it quits or ends; returns
    /// the trace lines.
    static func replay(_ text: String, scene: @autoclosure () -> any Scene = PresentingTestScene(),
                       recordTo recorder: ScriptRecorder? = nil, maximumFrames: Int = 2000) throws -> [String] {
        let events = try ScriptParser(scenes: SceneCatalog.builtIn.descriptions + [testDescription]).parse(text, file: "test.txt")
        let app = try makeApp(scene())
        app.recording.script = ScriptPlayer(events: events)
        app.recording.recorder = recorder
        var frames = 0
        while !app.isQuitRequested && frames < maximumFrames {
            app.runFrame()
            frames += 1
        }
        recorder?.finish(at: app.frameTime)
        return app.recording.trace?.frameLines ?? []
    }

    /// The test scene's description (for the script parser).
    static let testDescription = SceneDescription(name: "test-present", summary: "test", animatorNames: ["cover vertical", "cross dissolve"])

    /// Presses `key` (down and up) in the next frame.
    static func press(_ key: String, _ modifiers: InputEvent.Modifiers = [], in app: PlaygroundApp) {
        app.runFrame([.keyDown(Key(name: key), modifiers: modifiers), .keyUp(Key(name: key), modifiers: modifiers)])
    }

    /// Runs `count` frames without input.
    static func run(_ count: Int, in app: PlaygroundApp) {
        for _ in 0..<count { app.runFrame() }
    }
}
