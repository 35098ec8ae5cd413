import Foundation
import Testing
import TransitionKit
@testable import TransitionPlayground

/// Compare mode (C): two panes, the same scene with two animators, the same input, in sync.
@Suite("Compare mode")
@MainActor
struct CompareModeTests {
    private func comparing() -> PlaygroundApp {
        let app = PlaygroundApp(scene: PresentScene(), size: CGSize(width: 1024, height: 768))
        app.runFrame()
        app.press("C")
        app.runFrame()
        return app
    }

    @Test("C splits the window: two fresh scenes at half width, the right with the next animator, labelled")
    func split() throws {
        let app = comparing()
        let right = try #require(app.session.extraPanes.first)
        #expect(app.window.bounds.size == CGSize(width: 512, height: 768))
        #expect(right.window.bounds.size == CGSize(width: 512, height: 768))
        #expect(app.scene.animatorIndex == 0 && right.scene.animatorIndex == 1)
        let list = app.frame()
        #expect(list.size == CGSize(width: 1024 + Sidebar.width, height: 768), "the device's two panes, the sidebar beside them")
        #expect(app.tools.compare.labels.text == "left 1 · cross dissolve\nright Shift-2 · half-way spring")
        #expect(app.tools.compare.labels.frame.minX >= 1024, "the labels sit in the sidebar, not over the panes")
        let rightPane = CGRect(x: 512, y: 0, width: 512, height: 768)
        let rightCommands = list.commands.filter { $0.clip.map { rightPane.contains($0) } ?? false }
        #expect(!rightCommands.isEmpty, "the right pane's scene is drawn in the right half")
        #expect(rightCommands.allSatisfy { $0.clip!.minX >= 512 })
    }

    @Test("Enter presents in both panes; their clocks keep the same time; each runs its own animator")
    func inSync() throws {
        let app = comparing()
        let right = try #require(app.session.extraPanes.first)
        app.press("Return")
        #expect(app.window.transitionState?.kind == .presentation)
        #expect(right.window.transitionState?.kind == .presentation)
        for _ in 0..<30 { app.runFrame() }
        #expect(app.clock.now == right.clock.now)
        #expect(app.window.transitionState == nil, "the 0.35 s cross dissolve ended")
        #expect(right.window.transitionState != nil, "the 2 s half-way spring runs on")
    }

    @Test("A pointer event in either pane reaches both panes at the same pane point")
    func mirroredPointer() throws {
        let app = comparing()
        let right = try #require(app.session.extraPanes.first)
        app.runFrame([.mouseDown(CGPoint(x: 512 + 100, y: 300))])
        #expect(app.window.activeTouchLocations == [CGPoint(x: 100, y: 300)])
        #expect(right.window.activeTouchLocations == [CGPoint(x: 100, y: 300)])
        app.runFrame([.mouseUp(CGPoint(x: 512 + 100, y: 300))])
        #expect(app.window.activeTouchLocations.isEmpty && right.window.activeTouchLocations.isEmpty)
    }

    @Test("Shift-digits pick the right pane's animator, digits the left's; C again shows one scene at full width")
    func animatorsAndOff() throws {
        let app = comparing()
        app.press("3", [.shift])
        #expect(app.session.extraPanes.first?.scene.animatorIndex == 2 && app.scene.animatorIndex == 0)
        app.press("4")
        #expect(app.scene.animatorIndex == 3 && app.session.extraPanes.first?.scene.animatorIndex == 2)
        app.press("C")
        #expect(app.session.extraPanes.first == nil)
        #expect(app.window.bounds.size == CGSize(width: 1024, height: 768))
        #expect(app.scene.animatorIndex == 3, "the left's animator stays chosen")
        app.runFrame()
        #expect(app.tools.compare.chrome.isHidden)
    }

    @Test("A scene with fewer than two animators refuses, and says why; R is refused while comparing")
    func refusals() {
        let single = TransitionScene(name: "one", title: "One") { _ in UIViewController() }
        let app = PlaygroundApp(scene: single, size: CGSize(width: 1024, height: 768))
        app.runFrame()
        app.press("C")
        #expect(app.session.extraPanes.first == nil)
        #expect(app.session.currentMessage?.contains("compares two animators") == true)
        let compared = comparing()
        compared.press("R")
        #expect(compared.window.bounds.width == 512)
        #expect(compared.session.currentMessage?.contains("not in compare mode") == true)
    }
}
