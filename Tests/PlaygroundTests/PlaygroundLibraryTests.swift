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

    @Test("Playground.run's scenes become the run's catalog, in order, each made fresh when shown")
    func catalogOfScenes() throws {
        let catalog = try SceneCatalog.make([{ Self.scene("cards") }, { Self.scene("photos") }]).get()
        #expect(catalog.entries.map(\.name) == ["cards", "photos"])
        #expect(catalog.descriptions.map(\.animatorNames) == [["fade", "slow fade"], ["fade", "slow fade"]])
        #expect(catalog.entries[0].make() !== catalog.entries[0].make())
        #expect(catalog.index(ofScene: "photos") == 1 && catalog.entry(wrapping: -1).name == "photos")
        // A run on them knows no other scene, and the built-in catalog is untouched (no global).
        #expect(Playground.exitCode(scenes: [{ Self.scene("cards") }], arguments: ["--headless", "--scene", "sample"]) == PlaygroundMain.exitUsage)
        #expect(SceneCatalog.builtIn.entries.count == 14)
    }

    @Test("No scenes, or two with one name: refused with a message, exit code 2")
    func refusesBadSceneLists() {
        #expect(SceneCatalog.make([]).failure?.message == "Playground.run was given no scenes")
        #expect(SceneCatalog.make([{ Self.scene("cards") }, { Self.scene("cards") }]).failure?.message
            == "two scenes are named 'cards'; each scene needs a name of its own")
        #expect(Playground.exitCode(scenes: [], arguments: ["--list"]) == PlaygroundMain.exitUsage)
    }

    @Test("An app on its own catalog: Tab cycles through those scenes only")
    func appUsesItsCatalog() throws {
        let catalog = try SceneCatalog.make([{ Self.scene("cards") }, { Self.scene("photos") }]).get()
        let app = PlaygroundApp(scene: catalog.entries[0].make(), size: CGSize(width: 400, height: 300), catalog: catalog)
        app.session.showScene(at: app.session.main.index + 1)
        #expect(app.scene.name == "photos")
        app.session.showScene(at: app.session.main.index + 1)
        #expect(app.scene.name == "cards")
        #expect(!app.session.showScene(named: "sample"))
    }

    @Test("A user's own playground has no benchmark: --bench is one line and exit code 2; given a runner, it runs it")
    func benchmarkOnlyWhereGiven() {
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
                "coreanimation", "tabs", "zoom", "search"])
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

extension Result {
    /// The error, if this is a failure.
    var failure: Failure? { if case .failure(let error) = self { error } else { nil } }
}
