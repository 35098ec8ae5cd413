import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// A view that lets only horizontal pans begin, as UISlider does, and counts the questions.
@MainActor
private final class HorizontalOnlyView: UIView {
    var asked = 0
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let move = pan.translation(in: self)
        return abs(move.x) > abs(move.y)
    }
}

/// gestureRecognizerShouldBegin(_:) on the recognizer's view (Apple: "Asks the view if the gesture
/// recognizer should continue tracking touch events"), and the stored touch flags.
@Suite("UIView events")
@MainActor
struct UIViewEventsTests {
    @Test("The view is asked when its pan would begin; false makes the pan fail")
    func viewDecides() {
        let (window, _) = makeTestWindow()
        let view = HorizontalOnlyView(frame: window.bounds)
        window.addSubview(view)
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(pan)
        window.send(.mouseDown(CGPoint(x: 100, y: 100)))
        window.send(.mouseMove(CGPoint(x: 100, y: 130)))
        window.send(.mouseUp(CGPoint(x: 100, y: 130)))
        #expect(view.asked == 1)
        #expect(pan.state == .failed && states.isEmpty)
        window.send(.mouseDown(CGPoint(x: 100, y: 200)))
        window.send(.mouseMove(CGPoint(x: 130, y: 200)))
        #expect(view.asked == 2)
        #expect(pan.state == .began)
    }

    @Test("A plain view lets its recognizers begin; the touch flags are stored with UIKit's defaults")
    func defaults() {
        let view = UIView()
        #expect(view.gestureRecognizerShouldBegin(UITapGestureRecognizer()))
        #expect(!view.isMultipleTouchEnabled && !view.isExclusiveTouch)
        #expect(view.isOpaque && view.clearsContextBeforeDrawing)
        view.isMultipleTouchEnabled = true; view.isExclusiveTouch = true
        #expect(view.isMultipleTouchEnabled && view.isExclusiveTouch)
    }
}
