import Foundation
import TransitionKit

// The responder chain: the next responder, the touch and motion methods a responder overrides,
// as UIKit declares them.

/// A view that overrides what responders override.
private final class AppResponderView: UIView {
    // census: UIResponder.next
    override var next: UIResponder? { super.next }
    // census: UIResponder.touchesBegan(_:with:)
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    // census: UIResponder.touchesMoved(_:with:)
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesMoved(touches, with: event) }
    // census: UIResponder.touchesEnded(_:with:)
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    // census: UIResponder.touchesCancelled(_:with:)
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesCancelled(touches, with: event) }
    // census: UIResponder.touchesEstimatedPropertiesUpdated(_:)
    override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) { super.touchesEstimatedPropertiesUpdated(touches) }
}

/// A controller that handles shakes, as apps do.
private final class AppShakeController: UIViewController {
    override var canBecomeFirstResponder: Bool { true }
    // census: UIResponder.motionBegan(_:with:)
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { super.motionBegan(motion, with: event) }
    // census: UIResponder.motionEnded(_:with:)
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake { view.backgroundColor = .red } else { super.motionEnded(motion, with: event) }
    }
    // census: UIResponder.motionCancelled(_:with:)
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { super.motionCancelled(motion, with: event) }
}

@MainActor
private func useResponder(_ responder: UIResponder, touches: Set<UITouch>, event: UIEvent?) -> [Any] {
    let next: UIResponder? = responder.next
    responder.touchesBegan(touches, with: event)
    responder.touchesMoved(touches, with: nil)
    responder.touchesEnded(touches, with: event)
    responder.touchesCancelled(touches, with: event)
    responder.touchesEstimatedPropertiesUpdated(touches)
    responder.motionBegan(.motionShake, with: event)
    responder.motionEnded(.motionShake, with: event)
    responder.motionCancelled(.motionShake, with: nil)
    return [next as Any, AppResponderView(), AppShakeController()]
}
