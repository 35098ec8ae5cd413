import Foundation
import Testing
import TransitionKit
import TransitionKitSDL
@testable import TransitionPlayground

@Suite("Debug overlay")
@MainActor
struct DebugOverlayTests {
    private func texts(_ list: DisplayList) -> [String] {
        list.commands.compactMap { if case .text(let text) = $0.content { return text.string } else { return nil } }
    }

    @Test("D shows outlines of every view, coloured by depth, and the panel; D again hides them")
    func outlines() throws {
        let app = try AppDriver.makeApp(SampleScene())
        let plain = app.runFrame()
        #expect(!texts(plain).contains(DebugPanel.titleText))
        AppDriver.press("D", in: app)
        #expect(app.tools.debug.isVisible)
        let list = app.runFrame()
        let sceneCommands = app.window.displayList().flattenedCommands
        let views = sceneCommands.filter { command in
            if case .text = command.content { return false }
            return command.depth > 0
        }
        let outlines = list.commands.filter { $0.fillColor == nil && $0.borderWidth == 1 && $0.alpha == 0.9 }
        #expect(outlines.count == views.count)
        for (outline, view) in zip(outlines, views) {
            #expect(outline.rect == view.rect && outline.transform == view.transform)
            #expect(outline.borderColor == DebugOutlines.color(depth: view.depth))
        }
        #expect(DebugOutlines.color(depth: 1) != DebugOutlines.color(depth: 2))
        #expect(texts(list).contains(DebugPanel.titleText) && texts(list).contains(DebugPanel.idleText))
        AppDriver.press("D", in: app)
        #expect(!texts(app.runFrame()).contains(DebugPanel.titleText))
    }

    @Test("The panel lists explicit layer animations with their key paths and progress")
    func layerAnimations() throws {
        let app = try AppDriver.makeApp(SampleScene())
        AppDriver.press("D", in: app)
        #expect(texts(app.runFrame()).contains("layer animations: none"))
        let marker = CALayer()
        marker.name = "marker"
        app.window.layer.addSublayer(marker)
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 100
        slide.duration = 100
        marker.add(slide, forKey: "slide")
        let shown = texts(app.runFrame())
        #expect(shown.contains { $0.hasPrefix("marker · position.x · CABasicAnimation · ") && $0.hasSuffix(" %") }, "\(shown)")
        marker.removeFromSuperlayer()
    }

    @Test("Touch markers: one for a press, two for an Alt-drag pinch, none after release")
    func touches() throws {
        let app = try AppDriver.makeApp(SampleScene())
        AppDriver.press("D", in: app)
        func markers(_ list: DisplayList) -> [DisplayList.Command] {
            list.commands.filter { $0.borderColor == DebugOutlines.touchColor && $0.cornerRadius == DebugOutlines.touchDiameter / 2 }
        }
        let pressed = app.runFrame([.mouseDown(CGPoint(x: 500, y: 500))])
        let one = markers(pressed)
        #expect(one.count == 1)
        #expect(one.first.map { $0.windowBounds.midX == 500 && $0.windowBounds.midY == 500 } == true)
        #expect(markers(app.runFrame([.mouseUp(CGPoint(x: 500, y: 500))])).isEmpty)
        let pinch = app.runFrame([.mouseDown(CGPoint(x: 400, y: 300), modifiers: [.option]), .mouseMove(CGPoint(x: 420, y: 300))])
        #expect(markers(pinch).count == 2)
        #expect(markers(pinch).map(\.windowBounds.midX) == app.window.activeTouchLocations.map(\.x))
        app.runFrame([.mouseUp(CGPoint(x: 420, y: 300))])
    }

    @Test("The panel shows the transition's state and the live callback log while it runs")
    func transitionStateAndLog() throws {
        let app = try AppDriver.makeApp()
        AppDriver.press("D", in: app)
        AppDriver.press("Return", in: app)
        AppDriver.run(10, in: app)
        let shown = texts(app.runFrame())
        let state = try #require(app.window.transitionState)
        #expect(shown.contains { $0.hasPrefix("transition: presentation · animating · ") })
        // The line is wider than the panel: the label holds it whole and draws it shortened with "…".
        let velocityLine = "isInteractive false · isCancelled false · velocity \(String(format: "%.2f", Double(state.completionVelocity)))"
        #expect(app.tools.debug.panel.stateLabels.contains { $0.text == velocityLine })
        #expect(shown.contains { $0.hasPrefix("isInteractive false · isCancelled false") })
        #expect(shown.contains { $0.hasPrefix("animator ") && $0.hasSuffix("0.50 s") })
        #expect(shown.contains { $0.hasSuffix("B.viewWillAppear") })
        #expect(shown.contains { $0.hasSuffix("presentationTransitionWillBegin") || $0.hasSuffix("A.viewWillDisappear") })
        AppDriver.run(40, in: app)
        AppDriver.press("Backspace", in: app)
        AppDriver.run(40, in: app)
        let after = texts(app.runFrame())
        #expect(after.contains(DebugPanel.idleText))
        #expect(after.contains { $0.hasSuffix("animationEnded(true)") })
        #expect(after.contains { $0.hasSuffix("B.viewDidDisappear") })
        #expect(app.tools.debug.panel.logLabels.compactMap(\.text).filter { !$0.isEmpty }.count == CallbackLog.capacity,
                "the log keeps the last \(CallbackLog.capacity)")
    }

    @Test("Diagnostics appear in the log, in their own colour")
    func diagnosticsInLog() throws {
        let app = try AppDriver.makeApp()
        AppDriver.press("D", in: app)
        app.window.writesDiagnosticsToStandardError = false
        app.runFrame([.resize(CGSize(width: 0, height: 0))])
        let shown = texts(app.runFrame())
        #expect(shown.contains { $0.contains("[window.invalidSize]") })
        let label = try #require(app.tools.debug.panel.logLabels.first { $0.text?.contains("invalidSize") == true })
        #expect(label.textColor == DebugOutlines.depthColors[1])
    }

    @Test("The frame-time graph draws a bar per frame and the 16.7 ms line")
    func graph() throws {
        let app = try AppDriver.makeApp()
        AppDriver.press("D", in: app)
        var statistics = FrameStatistics()
        for index in 0..<10 { statistics.record(.init(modelTime: 0.002, renderTime: Double(index) / 1000, startTime: Double(index) / 60)) }
        app.makeFrame(FrameInput(step: 1.0 / 60, statistics: statistics))
        let graph = app.tools.debug.panel.graph
        #expect(graph.samples.count == 10)
        #expect(abs(graph.budgetLine.frame.minY - (graph.bounds.height - graph.bounds.height / 2)) < 0.001, "16.7 ms is half of 33.3")
        #expect(DebugPanel.graphText(app.tools.debug.frameSamples).hasPrefix("11.0 ms = model 2.0 + render 9.0"))
    }

    @Test("With the debug overlay on, clicks still reach the scene")
    func noHitTesting() throws {
        let scene = SampleScene()
        let app = try AppDriver.makeApp(scene, size: CGSize(width: 1024, height: 768))
        AppDriver.press("D", in: app)
        let underPanel = CGPoint(x: 900, y: 100)
        app.runFrame([.mouseDown(underPanel), .mouseUp(underPanel)])
        AppDriver.run(90, in: app)
        #expect(scene.view?.cards[.shadow]?.center == underPanel)
    }
}
