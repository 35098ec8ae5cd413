import Foundation
import Testing
import TransitionCatalog
import TransitionKit
@testable import TransitionPlayground

/// `Playground.run(scenes:)` and `TransitionScene`: the API a user's package runs its own scenes with.
@Suite("The playground as a library")
@MainActor
struct PlaygroundLibraryTests {
    /// A scene named `name` with two animators, counting Enter and Backspace.
    final class Counter {
        var forward = 0
        var back = 0
    }

    static func scene(_ name: String, counter: Counter = Counter()) -> TransitionScene {
        TransitionScene(
            name: name, title: "Title \(name)",
            animators: [
                TransitionScene.Animator("fade") { CrossDissolveAnimator(duration: 0.2) },
                TransitionScene.Animator("slow fade") { CrossDissolveAnimator(duration: 3) },
            ],
            forward: { _ in counter.forward += 1; return true },
            back: { _ in counter.back += 1; return false },
            makeRootViewController: { _ in UIViewController() })
    }

    @Test("Playground.run's scenes become the run's scenes, in order, each made fresh when shown")
    func installsScenes() throws {
        defer { SceneCatalog.entries = SceneCatalog.builtIn }
        #expect(Playground.install([{ Self.scene("cards") }, { Self.scene("photos") }]) == nil)
        #expect(SceneCatalog.entries.map(\.name) == ["cards", "photos"])
        #expect(SceneCatalog.descriptions.map(\.animatorNames) == [["fade", "slow fade"], ["fade", "slow fade"]])
        #expect(SceneCatalog.entries[0].make() !== SceneCatalog.entries[0].make())
    }

    @Test("No scenes, or two with one name: refused with a message, the scenes unchanged, exit code 2")
    func refusesBadSceneLists() {
        defer { SceneCatalog.entries = SceneCatalog.builtIn }
        #expect(Playground.install([]) == "Playground.run was given no scenes")
        #expect(Playground.install([{ Self.scene("cards") }, { Self.scene("cards") }])
            == "two scenes are named 'cards'; each scene needs a name of its own")
        #expect(SceneCatalog.entries.map(\.name) == SceneCatalog.builtIn.map(\.name))
        #expect(Playground.exitCode(scenes: [], arguments: ["--list"]) == PlaygroundMain.exitUsage)
    }

    @Test("A user's own playground has no benchmark: --bench is one line and exit code 2; given a runner, it runs it")
    func benchmarkOnlyWhereGiven() {
        defer { SceneCatalog.entries = SceneCatalog.builtIn }
        #expect(Playground.exitCode(scenes: Playground.builtInScenes, arguments: ["--bench"]) == PlaygroundMain.exitUsage)
        var asked: CGSize?
        let code = Playground.exitCode(scenes: Playground.builtInScenes, arguments: ["--bench", "--size", "640x480"]) { size in
            asked = size
            return 0
        }
        #expect(code == 0 && asked == CGSize(width: 640, height: 480))
    }

    @Test("The playground executable's scenes are the library's built-in ones, in order")
    func builtInScenes() {
        #expect(Playground.builtInScenes.map { $0().name }
            == ["sample", "present", "interactive", "sheet", "sheets", "navigation", "photos", "lockscreen", "patterns", "cards",
                "coreanimation", "tabs", "zoom"])
    }

    @Test("A TransitionScene makes the chosen animator fresh each time, and runs its Enter and Backspace")
    func transitionScene() throws {
        let counter = Counter()
        let scene = Self.scene("cards", counter: counter)
        #expect(scene.animatorNames == ["fade", "slow fade"] && scene.summary == "Title cards")
        scene.animatorIndex = 1
        let first = try #require(scene.makeAnimator() as? CrossDissolveAnimator)
        let second = try #require(scene.makeAnimator() as? CrossDissolveAnimator)
        #expect(first.duration == 3 && first !== second)
        let root = scene.makeRootViewController()
        #expect(scene.rootViewController === root)
        #expect(scene.forward() && !scene.back())
        #expect(counter.forward == 1 && counter.back == 1)
        let bare = TransitionScene(name: "bare", title: "Bare") { _ in UIViewController() }
        #expect(bare.makeAnimator() == nil && !bare.forward() && !bare.back())
    }

    @Test("The app runs a TransitionScene as it runs a built-in one: keys 1-9, Enter and Backspace reach it")
    func appDrivesTransitionScene() {
        let counter = Counter()
        let app = PlaygroundApp(scene: Self.scene("cards", counter: counter), size: CGSize(width: 400, height: 300))
        app.handle(.keyDown(.digit(2), modifiers: []))
        app.handle(.keyDown(.return, modifiers: []))
        app.handle(.keyDown(.backspace, modifiers: []))
        #expect(app.scene.animatorIndex == 1)
        #expect(counter.forward == 1 && counter.back == 1)
    }
}
