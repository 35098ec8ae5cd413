import Foundation
import Testing
import TransitionKit
@testable import TransitionPlayground

/// The values inspector: a paused click on a view shows its model and presentation values and
/// the animations acting on it.
@Suite("Values inspector")
@MainActor
struct ValuesInspectorTests {
    /// The present scene paused 0.15 s into the cross dissolve that presents B.
    private func pausedMidDissolve() -> (PlaygroundApp, PresentScene) {
        let scene = PresentScene()
        let app = PlaygroundApp(scene: scene, size: CGSize(width: 1024, height: 768))
        app.runFrame()
        app.press("Return")
        for _ in 0..<9 { app.runFrame() }
        app.press("Space")
        app.runFrame()
        return (app, scene)
    }

    @Test("A paused click on B shows model alpha 1, the presentation's alpha mid-fade, and the opacity animation with its curve")
    func showsValues() throws {
        let (app, scene) = pausedMidDissolve()
        let point = CGPoint(x: 950, y: 700)
        app.runFrame([.mouseDown(point)])
        app.runFrame([.mouseUp(point)])
        #expect(app.tools.inspector.inspectedView === scene.second.view)
        #expect(!app.tools.inspector.panel.isHidden)
        let lines = app.tools.inspector.panel.lineTexts
        #expect(lines.first?.hasPrefix("model         frame 0, 0, 1024 × 768 · alpha 1 ·") == true)
        let presentedAlpha = try #require(scene.second.view.layer.presentation()?.opacity)
        #expect(presentedAlpha > 0.05 && presentedAlpha < 0.95)
        #expect(lines[1].contains("alpha \(TunableParameter.format((Double(presentedAlpha) * 100).rounded() / 100))"))
        #expect(lines.contains { $0.hasPrefix("opacity · cubic (0.42, 0.00, 0.58, 1.00) · 0.35 s · ") })
        #expect(app.window.activeTouchLocations.isEmpty, "the click never reached the scene")
    }

    @Test("A paused press that moves past the slop is delivered to the scene as a drag")
    func dragStillDelivered() {
        let app = PlaygroundApp(scene: PresentScene(), size: CGSize(width: 1024, height: 768))
        app.runFrame()
        app.press("Space")
        app.runFrame([.mouseDown(CGPoint(x: 500, y: 400))])
        #expect(app.window.activeTouchLocations.isEmpty, "held while it might be a click")
        app.runFrame([.mouseMove(CGPoint(x: 500, y: 420))])
        #expect(app.window.activeTouchLocations == [CGPoint(x: 500, y: 420)])
        app.runFrame([.mouseUp(CGPoint(x: 500, y: 420))])
        #expect(app.tools.inspector.panel.isHidden)
    }

    @Test("Resuming time hides the inspector; a click while time runs reaches the scene")
    func hidesOnResume() {
        let (app, _) = pausedMidDissolve()
        app.runFrame([.mouseDown(CGPoint(x: 950, y: 700))])
        app.runFrame([.mouseUp(CGPoint(x: 950, y: 700))])
        #expect(!app.tools.inspector.panel.isHidden)
        app.press("Space")
        app.runFrame()
        #expect(app.tools.inspector.panel.isHidden && app.tools.inspector.inspectedView == nil)
        for _ in 0..<30 { app.runFrame() }
        app.runFrame([.mouseDown(CGPoint(x: 950, y: 700))])
        #expect(app.window.activeTouchLocations == [CGPoint(x: 950, y: 700)])
    }
}
