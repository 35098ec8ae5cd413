import Foundation
import TransitionKit

/// A window on its own clock with one standalone layer in it (position (10, 20), 100 x 50),
/// configured with actions disabled so no implicit animation starts.
@MainActor
struct LayerWorld {
    let clock = AnimationClock()
    let window: UIWindow
    let layer = CALayer()

    init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400), clock: clock)
        layer.position = CGPoint(x: 10, y: 20)
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        window.layer.addSublayer(layer)
    }

    /// The presentation value of `position.x` now.
    var x: CGFloat { layer.presentation()!.position.x }
}

/// Records what an animation's delegate is told.
@MainActor
final class RecordingAnimationDelegate: @MainActor CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
}

func basic(_ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil, duration: Double = 1) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = from; animation.toValue = to; animation.byValue = by
    animation.duration = duration
    return animation
}
