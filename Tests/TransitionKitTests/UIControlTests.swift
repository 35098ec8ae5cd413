import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// A control that logs its tracking calls and the events it sends, in order.
@MainActor
private final class TrackingLogControl: UIControl {
    var log: [String] = []
    var keepsTracking = true
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("begin inside=\(isTouchInside)"); return super.beginTracking(touch, with: event)
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("continue inside=\(isTouchInside)"); return keepsTracking
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { log.append("end") }
    override func cancelTracking(with event: UIEvent?) { log.append("cancel") }
}

/// UIControl's tracking order, event handlers, primary action and content alignment.
@Suite("UIControl")
@MainActor
struct UIControlTests {
    private func makeControl() -> (UIWindow, TrackingLogControl) {
        let (window, _) = makeTestWindow()
        let control = TrackingLogControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        window.addSubview(control)
        for (name, event) in [("down", UIControl.Event.touchDown), ("dragInside", .touchDragInside), ("exit", .touchDragExit),
                              ("dragOutside", .touchDragOutside), ("upInside", .touchUpInside), ("upOutside", .touchUpOutside)] {
            control.addAction(UIAction(identifier: UIAction.Identifier(name)) { _ in control.log.append(name) }, for: event)
        }
        return (window, control)
    }

    @Test("A touch: beginTracking, touchDown; each move continueTracking after isTouchInside follows, then the drag events; endTracking before touchUp")
    func trackingOrder() {
        let (window, control) = makeControl()
        window.send(.mouseDown(CGPoint(x: 120, y: 120)))
        #expect(control.isTracking && control.isTouchInside && control.isHighlighted)
        window.send(.mouseMove(CGPoint(x: 130, y: 120)))
        window.send(.mouseMove(CGPoint(x: 300, y: 120)))
        #expect(!control.isTouchInside && !control.isHighlighted)
        window.send(.mouseUp(CGPoint(x: 300, y: 120)))
        #expect(control.log == ["begin inside=true", "down", "continue inside=true", "dragInside",
                                "continue inside=false", "exit", "dragOutside", "end", "upOutside"])
        #expect(!control.isTracking && !control.isTouchInside)
    }

    @Test("continueTracking returning false stops tracking: no more continueTracking or endTracking calls")
    func stopTracking() {
        let (window, control) = makeControl()
        control.keepsTracking = false
        window.send(.mouseDown(CGPoint(x: 120, y: 120)))
        window.send(.mouseMove(CGPoint(x: 130, y: 120)))
        #expect(!control.isTracking)
        window.send(.mouseMove(CGPoint(x: 140, y: 120)))
        window.send(.mouseUp(CGPoint(x: 140, y: 120)))
        #expect(control.log.filter { $0.hasPrefix("continue") || $0 == "end" } == ["continue inside=true"])
        #expect(control.log.last == "upInside")
    }

    @Test("allControlEvents is the union; enumerateEventHandlers lists each action once, in order, and stops")
    func eventHandlers() {
        let control = UIControl()
        let a = UIAction(identifier: UIAction.Identifier("a")) { _ in }, b = UIAction(identifier: UIAction.Identifier("b")) { _ in }
        control.addAction(a, for: .touchDown)
        control.addAction(a, for: .touchUpInside)
        control.addAction(b, for: .valueChanged)
        #expect(control.allControlEvents == [.touchDown, .touchUpInside, .valueChanged])
        var seen: [(String, UIControl.Event)] = []
        control.enumerateEventHandlers { action, targetAction, events, _ in
            #expect(targetAction == nil)
            seen.append((action?.identifier.rawValue ?? "", events))
        }
        #expect(seen.map(\.0) == ["a", "b"] && seen.map(\.1) == [[.touchDown, .touchUpInside], .valueChanged])
        var count = 0
        control.enumerateEventHandlers { _, _, _, stop in count += 1; stop.pointee = true }
        #expect(count == 1)
        control.removeAction(identifiedBy: a.identifier, for: .allEvents)
        #expect(control.allControlEvents == .valueChanged)
    }

    @Test("performPrimaryAction() sends the .primaryActionTriggered actions")
    func primaryAction() {
        var fired = 0
        let control = UIControl(frame: .zero, primaryAction: UIAction { _ in fired += 1 })
        control.performPrimaryAction()
        #expect(fired == 1)
    }

    @Test("The effective horizontal alignment resolves leading and trailing to left and right; the rest stay")
    func alignment() {
        let control = UIControl()
        #expect(control.contentHorizontalAlignment == .center && control.contentVerticalAlignment == .center)
        control.contentHorizontalAlignment = .leading
        #expect(control.effectiveContentHorizontalAlignment == .left)
        control.contentHorizontalAlignment = .trailing
        #expect(control.effectiveContentHorizontalAlignment == .right)
        control.contentHorizontalAlignment = .fill
        #expect(control.effectiveContentHorizontalAlignment == .fill)
        #expect(!control.isContextMenuInteractionEnabled && !control.showsMenuAsPrimaryAction && control.toolTip == nil)
        #expect(control.isSymbolAnimationEnabled)
    }
}
