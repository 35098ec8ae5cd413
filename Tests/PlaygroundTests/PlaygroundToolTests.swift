import Foundation
import Testing
import TransitionKit
import TransitionKitSDL
@testable import TransitionPlayground

/// Each playground tool on its own: a session (model windows only, no SDL window) and the tool,
/// driven through the tool protocol the app calls.
@Suite("Playground tools, each on its own")
@MainActor
struct PlaygroundToolTests {
    private func makeSession(_ scene: any Scene = PresentScene(), size: CGSize = CGSize(width: 400, height: 300)) -> PlaygroundSession {
        PlaygroundSession(scene: scene, deviceSize: size, catalog: .builtIn)
    }

    private func layout(_ tool: any PlaygroundTool, in session: PlaygroundSession, notes: FrameNotes = FrameNotes()) -> (Sidebar.Layout, FrameNotes) {
        var sidebar = Sidebar.Layout(deviceSize: session.deviceSize), notes = notes
        tool.updatePanels(in: session, sidebar: &sidebar, notes: &notes)
        return (sidebar, notes)
    }

    @Test("The sidebar stacks panels from the top beside the device and cuts the last at the bottom")
    func sidebar() {
        var layout = Sidebar.Layout(deviceSize: CGSize(width: 390, height: 300))
        let first = layout.place(height: 100)
        #expect(first == CGRect(x: 390 + Sidebar.margin, y: Sidebar.margin, width: Sidebar.panelWidth, height: 100))
        let second = layout.place(height: 500)
        #expect(second.minY == first.maxY + Sidebar.margin && second.maxY == 300 - Sidebar.margin)
        #expect(layout.remainingHeight == 0)
        #expect(Sidebar.deviceSize(forWindow: Sidebar.windowSize(forDevice: CGSize(width: 390, height: 844))) == CGSize(width: 390, height: 844))
        #expect(Sidebar.deviceSize(forWindow: CGSize(width: 100, height: 50)).width == Sidebar.minimumDeviceWidth)
    }

    @Test("The frame-rate meter: a fixed step shows its own rate; just after a rest it reads idle")
    func frameRateMeter() {
        var meter = FrameRateMeter()
        #expect(meter.shown == nil, "nothing measured yet")
        meter.note(FrameInput(uptime: 1, isFixedStep: true), frameInterval: 1.0 / 60)
        #expect(meter.shown == 60)
        meter.note(FrameInput(uptime: 1.1, secondsSinceRest: 0.1, isFixedStep: true), frameInterval: 1.0 / 60)
        #expect(meter.shown == nil, "woke from rest 0.1 s ago")
    }

    @Test("The hold: `,` holds a paused transition, notes it for the HUD; Space runs it on and lets go")
    func hold() {
        let session = makeSession(), hold = TransitionHoldTool()
        session.perform(.forward)
        session.clock.advance(by: 0.1)
        hold.stepBack(in: session)
        #expect(!hold.isHolding && session.currentMessage?.contains("press Space first") == true, "time runs: refused")
        session.togglePause()
        hold.stepBack(in: session)
        #expect(hold.isHolding && session.window.transitionState?.isInteractive == true)
        #expect(layout(hold, in: session).1.transitionIsHeld)
        hold.sessionDidChange(.timeResumed, in: session)
        #expect(!hold.isHolding && !layout(hold, in: session).1.transitionIsHeld)
    }

    @Test("The HUD hides the gesture hint while the frame's notes say the transition is held, and shows messages")
    func hud() {
        let session = makeSession(), hud = HUDTool(overlay: session.overlay)
        var held = FrameNotes()
        held.transitionIsHeld = true
        #expect(hud.state(of: session, notes: held).interactionHint == nil)
        session.say("hello")
        _ = layout(hud, in: session)
        #expect(!hud.messageLabel.isHidden && hud.messageLabel.text == "hello" && hud.panel.frame.minX >= 400)
    }

    @Test("The damage flash's F and the debug overlay's D toggle their tools; the debug overlay needs every frame")
    func toggles() {
        let session = makeSession(), flash = DamageFlashTool(), debug = DebugTool(overlay: session.overlay)
        flash.bindings[0].perform(session, .letter("F"), false)
        #expect(flash.isOn)
        #expect(!debug.needsEveryFrame)
        debug.bindings[0].perform(session, .letter("D"), false)
        #expect(debug.isVisible && debug.needsEveryFrame)
        var statistics = FrameStatistics()
        statistics.record(.init(modelTime: 0.001, renderTime: 0.002, startTime: 0))
        debug.frameWillBegin(FrameInput(statistics: statistics), in: session)
        #expect(debug.frameSamples.count == 1)
    }

    @Test("The tuning tool gives every fresh pane the values set for its animator")
    func tuning() throws {
        let session = makeSession(), tuning = TuningTool(overlay: session.overlay)
        session.chooseAnimator(at: 1)
        var parameters = session.scene.tunableParameters
        try #require(!parameters.isEmpty)
        parameters[0].value = parameters[0].value(atFraction: 1)
        tuning.setParameters(parameters, in: session)
        let fresh = SceneSession(scene: PresentScene(), size: CGSize(width: 400, height: 300), index: 0)
        fresh.scene.animatorIndex = 1
        tuning.sessionDidChange(.paneStarted(fresh), in: session)
        #expect(fresh.scene.tunableParameters == parameters)
    }

    @Test("The phone gives its insets to every pane that starts while it is on")
    func phone() {
        let session = makeSession(), phone = PhoneTool(overlay: session.overlay)
        phone.setOn(true, in: session, announcing: false)
        #expect(session.window.screen.simulatedSafeAreaInsets == PhoneTool.defaultInsets)
        let fresh = SceneSession(scene: PresentScene(), size: CGSize(width: 400, height: 300), index: 0)
        phone.sessionDidChange(.paneStarted(fresh), in: session)
        #expect(fresh.window.screen.simulatedSafeAreaInsets == PhoneTool.defaultInsets)
    }

    @Test("Compare mode splits the device into two panes; Shift-1-9 is its own only while it is on")
    func compare() {
        let session = makeSession(size: CGSize(width: 800, height: 600)), compare = CompareTool(overlay: session.overlay)
        let shiftTwo = compare.bindings[1]
        #expect(!shiftTwo.matches(.digit(2), true))
        compare.toggle(in: session)
        #expect(compare.isComparing && session.extraPanes.count == 1 && session.window.bounds.width == 400)
        #expect(shiftTwo.matches(.digit(2), true) && !shiftTwo.matches(.digit(2), false))
        #expect(compare.needsEveryFrame)
        compare.toggle(in: session)
        #expect(!compare.isComparing && session.extraPanes.isEmpty && session.window.bounds.width == 800)
    }

    @Test("The inspector holds a paused press: a click inspects, a drag lets the press go on before the move")
    func inspector() {
        let session = makeSession(), inspector = InspectorTool(overlay: session.overlay)
        let press = InputEvent.mouseDown(CGPoint(x: 200, y: 150))
        #expect(inspector.handlePointer(press, in: session) == .passed, "time runs: not the inspector's")
        session.togglePause()
        #expect(inspector.handlePointer(press, in: session) == .handled)
        #expect(inspector.handlePointer(.mouseMove(CGPoint(x: 202, y: 150)), in: session) == .handled, "within the slop")
        let move = InputEvent.mouseMove(CGPoint(x: 240, y: 150))
        #expect(inspector.handlePointer(move, in: session) == .replaced(by: [press, move]))
        #expect(inspector.handlePointer(.mouseDown(CGPoint(x: 500, y: 150)), in: session) == .passed, "a press on the sidebar")
        #expect(inspector.handlePointer(press, in: session) == .handled)
        #expect(inspector.handlePointer(.mouseUp(CGPoint(x: 200, y: 150)), in: session) == .handled)
        #expect(inspector.inspectedView != nil)
        _ = layout(inspector, in: session)
        #expect(!inspector.panel.isHidden && inspector.panel.frame.minX >= 400)
    }

    @Test("The watch tool needs every frame only while watched")
    func watch() {
        let watch = WatchTool()
        #expect(!watch.needsEveryFrame)
        watch.statusPath = "/nonexistent/status"
        #expect(watch.needsEveryFrame)
        watch.frameWillBegin(FrameInput(), in: makeSession())  // an unreadable file says nothing
    }

    @Test("The help lists the bindings it is given, and H toggles it")
    func help() {
        let session = makeSession(), hold = TransitionHoldTool()
        let help = HelpTool(overlay: session.overlay, bindings: hold.bindings)
        help.bindings[0].perform(session, .letter("H"), false)
        #expect(help.isVisible)
        _ = layout(help, in: session)
        #expect(help.panel.frame == session.overlay.window.bounds)
    }
}
