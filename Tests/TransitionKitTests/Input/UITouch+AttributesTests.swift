import Foundation
import Testing
import TransitionKitTestSupport
@testable import TransitionKit

/// A touch's size, force and angles as a finger reports them, its precise locations and the
/// gesture recognizers receiving it.
@Suite("UITouch: attributes and gesture recognizers")
@MainActor
struct UITouchAttributesTests {
    /// A view that keeps the touches it is given.
    private final class KeepingView: UIView {
        var began: UITouch?
        var recognizersAtBegan: [UIGestureRecognizer]?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            began = touches.first
            recognizersAtBegan = touches.first?.gestureRecognizers
        }
    }

    @Test("a finger: radius 20 ± 5, no force, perpendicular, no azimuth or roll, nothing estimated; precise = plain locations")
    func fingerAttributes() {
        let (window, _) = makeTestWindow()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        window.addSubview(view)
        let touch = UITouch(location: CGPoint(x: 30, y: 40), timestamp: 0, window: window)
        #expect(touch.majorRadius == 20 && touch.majorRadiusTolerance == 5)
        #expect(touch.force == 0 && touch.maximumPossibleForce == 0)
        #expect(touch.altitudeAngle == .pi / 2 && touch.azimuthAngle(in: view) == 0 && touch.rollAngle == 0)
        #expect(touch.azimuthUnitVector(in: nil) == CGVector(dx: 1, dy: 0))
        #expect(touch.estimatedProperties.isEmpty && touch.estimatedPropertiesExpectingUpdates.isEmpty && touch.estimationUpdateIndex == nil)
        #expect(touch.preciseLocation(in: view) == CGPoint(x: 20, y: 20) && touch.preciseLocation(in: view) == touch.location(in: view))
        #expect(touch.precisePreviousLocation(in: nil) == touch.previousLocation(in: nil))
        #expect(UITouch.Properties.force.rawValue == 1 && UITouch.Properties.roll.rawValue == 16)
        #expect(UITouch.Phase.regionEntered.rawValue == 5 && UITouch.Phase.regionExited.rawValue == 7)
    }

    @Test("gestureRecognizers: the recognizers receiving the touch while it is down, nil once none is")
    func gestureRecognizers() throws {
        let (window, _) = makeTestWindow()
        let view = KeepingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        let pan = UIPanGestureRecognizer(), long = UILongPressGestureRecognizer()
        view.addGestureRecognizer(pan)
        window.addGestureRecognizer(long)
        window.send(.mouseDown(CGPoint(x: 50, y: 50)))
        let touch = try #require(view.began)
        #expect(view.recognizersAtBegan?.map(ObjectIdentifier.init) == [ObjectIdentifier(pan), ObjectIdentifier(long)])
        window.send(.mouseUp(CGPoint(x: 50, y: 50)))
        #expect(touch.gestureRecognizers == nil)
        let bare = UITouch(location: .zero, timestamp: 0, window: nil)
        #expect(bare.gestureRecognizers == nil)
    }
}
