import Foundation
import TransitionKit

// The gesture recognizers, each member overridden, adopted, called or read with UIKit's signature.

/// A custom recognizer written as iOS code writes one (the UIGestureRecognizerSubclass API).
private final class GesturesCheckmarkRecognizer: UIGestureRecognizer {
    // census: UIGestureRecognizer.init()
    override init() { super.init() }

    // census: UIGestureRecognizer.touchesBegan(_:with:)
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        // census: UIGestureRecognizer.ignore(_:for:)-UITouch
        if touches.count > 1, let extra = touches.first { ignore(extra, for: event) }
        // census: UIGestureRecognizer.state, UIGestureRecognizer.State.began
        state = .began
    }

    // census: UIGestureRecognizer.touchesMoved(_:with:)
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        // census: UIGestureRecognizer.State.changed
        state = .changed
    }

    // census: UIGestureRecognizer.touchesEnded(_:with:)
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // census: UIGestureRecognizer.State.ended, UIGestureRecognizer.State.failed
        state = state == .changed ? .ended : .failed
    }

    // census: UIGestureRecognizer.touchesCancelled(_:with:)
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        // census: UIGestureRecognizer.State.cancelled
        state = .cancelled
    }

    // census: UIGestureRecognizer.touchesEstimatedPropertiesUpdated(_:)
    override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    // census: UIGestureRecognizer.reset()
    override func reset() {
        super.reset()
        // census: UIGestureRecognizer.State.possible
        let _: UIGestureRecognizer.State = .possible
        // census: UIGestureRecognizer.State.recognized
        let _: UIGestureRecognizer.State = .recognized
    }

    // census: UIGestureRecognizer.canBePrevented(by:)
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    // census: UIGestureRecognizer.canPrevent(_:)
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    // census: UIGestureRecognizer.shouldReceive(_:)
    override func shouldReceive(_ event: UIEvent) -> Bool { true }
    // census: UIGestureRecognizer.shouldRequireFailure(of:)
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    // census: UIGestureRecognizer.shouldBeRequiredToFail(by:)
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // census: UIGestureRecognizer.location(in:)
    override func location(in view: UIView?) -> CGPoint { super.location(in: view) }
    // census: UIGestureRecognizer.location(ofTouch:in:)
    override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { super.location(ofTouch: touchIndex, in: view) }
    // census: UIGestureRecognizer.numberOfTouches
    override var numberOfTouches: Int { super.numberOfTouches }
}

/// A delegate adopting every requirement, as iOS code writes them.
private final class GesturesDelegate: NSObject, UIGestureRecognizerDelegate {
    // census: UIGestureRecognizerDelegate.gestureRecognizerShouldBegin(_:)
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    // census: UIGestureRecognizerDelegate.gestureRecognizer(_:shouldReceive:)-UITouch
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    // census: UIGestureRecognizerDelegate.gestureRecognizer(_:shouldReceive:)-UIEvent
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { true }
    // census: UIGestureRecognizerDelegate.gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
    // census: UIGestureRecognizerDelegate.gestureRecognizer(_:shouldRequireFailureOf:)
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    // census: UIGestureRecognizerDelegate.gestureRecognizer(_:shouldBeRequiredToFailBy:)
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}

/// Every property and method of the base class and the concrete recognizers, typed.
@MainActor
private func useGestureRecognizers(_ view: UIView) {
    let recognizer = UIGestureRecognizer()
    let delegate = GesturesDelegate()
    // census: UIGestureRecognizer.delegate
    recognizer.delegate = delegate
    let _: UIGestureRecognizerDelegate? = recognizer.delegate
    // census: UIGestureRecognizer.init(coder:)
    let _: UIGestureRecognizer? = UIGestureRecognizer(coder: NSCoder())
    // census: UIGestureRecognizer.view
    let _: UIView? = recognizer.view
    // census: UIGestureRecognizer.isEnabled
    recognizer.isEnabled = false
    // census: UIGestureRecognizer.buttonMask
    let _: UIEvent.ButtonMask = recognizer.buttonMask
    // census: UIGestureRecognizer.modifierFlags
    let _: UIKeyModifierFlags = recognizer.modifierFlags
    // census: UIGestureRecognizer.cancelsTouchesInView
    recognizer.cancelsTouchesInView = false
    // census: UIGestureRecognizer.delaysTouchesBegan
    recognizer.delaysTouchesBegan = true
    // census: UIGestureRecognizer.delaysTouchesEnded
    recognizer.delaysTouchesEnded = false
    // census: UIGestureRecognizer.require(toFail:)
    let _: (UIGestureRecognizer) -> Void = recognizer.require(toFail:)
    // census: UIGestureRecognizer.allowedPressTypes
    recognizer.allowedPressTypes = []
    // census: UIGestureRecognizer.allowedTouchTypes
    recognizer.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
    // census: UIGestureRecognizer.requiresExclusiveTouchType
    recognizer.requiresExclusiveTouchType = false
    // census: UIGestureRecognizer.name
    recognizer.name = "checkmark"

    let tap = UITapGestureRecognizer()
    // census: UITapGestureRecognizer.buttonMaskRequired
    tap.buttonMaskRequired = .primary
    // census: UITapGestureRecognizer.numberOfTapsRequired
    tap.numberOfTapsRequired = 2
    // census: UITapGestureRecognizer.numberOfTouchesRequired
    tap.numberOfTouchesRequired = 1

    let pan = UIPanGestureRecognizer()
    // census: UIPanGestureRecognizer.maximumNumberOfTouches
    pan.maximumNumberOfTouches = 1
    // census: UIPanGestureRecognizer.minimumNumberOfTouches
    pan.minimumNumberOfTouches = 1
    // census: UIPanGestureRecognizer.translation(in:)
    let _: CGPoint = pan.translation(in: view)
    // census: UIPanGestureRecognizer.setTranslation(_:in:)
    pan.setTranslation(.zero, in: view)
    // census: UIPanGestureRecognizer.velocity(in:)
    let _: CGPoint = pan.velocity(in: view)
    // census: UIPanGestureRecognizer.allowedScrollTypesMask, UIPanGestureRecognizer.UIScrollTypeMask.continuous
    pan.allowedScrollTypesMask = .continuous
    // census: UIPanGestureRecognizer.UIScrollTypeMask.discrete, UIPanGestureRecognizer.UIScrollTypeMask.all
    let _: [UIScrollTypeMask] = [.discrete, .all]
    // census: UIPanGestureRecognizer.UIScrollType.discrete, UIPanGestureRecognizer.UIScrollType.continuous
    let _: [UIScrollType] = [.discrete, .continuous]

    let edge = UIScreenEdgePanGestureRecognizer()
    // census: UIScreenEdgePanGestureRecognizer.edges
    edge.edges = .left

    let pinch = UIPinchGestureRecognizer()
    // census: UIPinchGestureRecognizer.scale
    pinch.scale = 1
    // census: UIPinchGestureRecognizer.velocity
    let _: CGFloat = pinch.velocity

    let rotation = UIRotationGestureRecognizer()
    // census: UIRotationGestureRecognizer.rotation
    rotation.rotation = 0
    // census: UIRotationGestureRecognizer.velocity
    let _: CGFloat = rotation.velocity

    let swipe = UISwipeGestureRecognizer()
    // census: UISwipeGestureRecognizer.direction, UISwipeGestureRecognizer.Direction.left, UISwipeGestureRecognizer.Direction.right
    swipe.direction = [.left, .right]
    // census: UISwipeGestureRecognizer.Direction.up, UISwipeGestureRecognizer.Direction.down
    let _: UISwipeGestureRecognizer.Direction = [.up, .down]
    // census: UISwipeGestureRecognizer.numberOfTouchesRequired
    swipe.numberOfTouchesRequired = 1

    let press = UILongPressGestureRecognizer()
    // census: UILongPressGestureRecognizer.minimumPressDuration
    press.minimumPressDuration = 0.3
    // census: UILongPressGestureRecognizer.numberOfTouchesRequired
    press.numberOfTouchesRequired = 1
    // census: UILongPressGestureRecognizer.numberOfTapsRequired
    press.numberOfTapsRequired = 0
    // census: UILongPressGestureRecognizer.allowableMovement
    press.allowableMovement = 12

    let hover = UIHoverGestureRecognizer()
    // census: UIHoverGestureRecognizer.altitudeAngle
    let _: CGFloat = hover.altitudeAngle
    // census: UIHoverGestureRecognizer.azimuthAngle(in:)
    let _: CGFloat = hover.azimuthAngle(in: view)
    // census: UIHoverGestureRecognizer.azimuthUnitVector(in:)
    let _: CGVector = hover.azimuthUnitVector(in: view)
    // census: UIHoverGestureRecognizer.rollAngle
    let _: CGFloat = hover.rollAngle
    // census: UIHoverGestureRecognizer.zOffset
    let _: CGFloat = hover.zOffset

    for gesture in [recognizer, tap, pan, edge, pinch, rotation, swipe, press, hover, GesturesCheckmarkRecognizer()] {
        view.addGestureRecognizer(gesture)
    }
}
