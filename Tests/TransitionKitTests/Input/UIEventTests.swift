import Foundation
import Testing
import TransitionKitTestSupport
@testable import TransitionKit

/// An event's type, touches by view, window and gesture recognizer, coalesced and predicted
/// touches, buttons and modifier keys.
@Suite("UIEvent")
@MainActor
struct UIEventTests {
    /// A view that keeps the events it is given.
    private final class KeepingView: UIView {
        var events: [UIEvent] = []
        var buttons: [UIEvent.ButtonMask] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { keep(event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { keep(event) }
        private func keep(_ event: UIEvent?) {
            guard let event else { return }
            events.append(event)
            buttons.append(event.buttonMask)
        }
    }

    @Test("a press: touches, no subtype, its touches by view, window and recognizer; primary button while down; Shift held")
    func pressEvent() throws {
        let (window, _) = makeTestWindow()
        let view = KeepingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        let other = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        window.addSubview(other)
        let pan = UIPanGestureRecognizer(), unrelated = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        other.addGestureRecognizer(unrelated)
        window.send(.mouseDown(CGPoint(x: 50, y: 50), modifiers: .shift))
        let event = try #require(view.events.first)
        let touch = try #require(event.allTouches?.first)
        #expect(event.type == .touches && event.subtype == .none)
        #expect(event.touches(for: view) == [touch] && event.touches(for: other) == [])
        #expect(event.touches(for: window) == [touch])
        #expect(event.touches(for: pan) == [touch] && event.touches(for: unrelated) == [])
        #expect(event.coalescedTouches(for: touch) == [touch] && event.predictedTouches(for: touch) == [])
        let stranger = UITouch(location: .zero, timestamp: 0, window: window)
        #expect(event.coalescedTouches(for: stranger) == nil && event.predictedTouches(for: stranger) == nil)
        #expect(event.modifierFlags == .shift)
        window.send(.mouseUp(CGPoint(x: 50, y: 50)))
        #expect(view.buttons == [.primary, []])
    }

    @Test("raw values are UIKit's")
    func rawValues() {
        #expect(UIEvent.EventType.touches.rawValue == 0 && UIEvent.EventType.presses.rawValue == 3)
        #expect(UIEvent.EventType.scroll.rawValue == 10 && UIEvent.EventType.hover.rawValue == 11 && UIEvent.EventType.transform.rawValue == 14)
        #expect(UIEvent.EventSubtype.motionShake.rawValue == 1 && UIEvent.EventSubtype.remoteControlPlay.rawValue == 100)
        #expect(UIEvent.EventSubtype.remoteControlEndSeekingForward.rawValue == 109)
    }
}
