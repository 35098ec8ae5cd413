import Foundation

/// An interruptible animator (`interruptibleAnimator(using:)`) as a `ProgressDriver`: percent
/// is its `fractionComplete`, seeking pauses it and sets the fraction, and running reverses it
/// as needed and continues it with the completion timing.
@MainActor
package struct AnimatorProgressDriver: ProgressDriver {
    /// The animator that runs the transition.
    package let animator: any UIViewImplicitlyAnimating
    /// The transition's duration in seconds (what the whole fraction takes at speed 1).
    package let duration: TimeInterval

    /// A driver for `animator`, whose whole fraction takes `duration` seconds.
    package init(animator: any UIViewImplicitlyAnimating, duration: TimeInterval) {
        self.animator = animator
        self.duration = duration
    }

    package var percentComplete: Double? { Double(animator.fractionComplete) }

    package func seek(toPercent percent: Double) {
        if animator.isRunning { animator.pauseAnimation() }
        animator.fractionComplete = CGFloat(percent)
    }

    package func pause() {
        animator.pauseAnimation()
        // Scrubbing is linear in progress: keep what is on screen where it is.
        (animator as? UIViewPropertyAnimator)?.alignFractionWithProgress()
    }

    /// Continues the animator for the fraction left / speed of its duration, on the caller's
    /// timing, else a critically damped spring at the given velocity relative to the fraction
    /// left, else the curve. Allows a second past that: a spring may settle later.
    package func run(toEnd forward: Bool, on curve: CompletionCurve) -> TimeInterval {
        animator.isReversed = !forward
        let remaining = Double(forward ? 1 - animator.fractionComplete : animator.fractionComplete)
        let parameters = curve.timingParameters ?? curve.initialVelocity.map { velocity -> any UITimingCurveProvider in
            let relative = remaining > 0.001 ? velocity / remaining : 0
            return UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: relative, dy: relative))
        } ?? UICubicTimingParameters(animationCurve: curve.curve)
        if animator.state == .active {
            // The factor multiplies the animator's whole duration (UIViewPropertyAnimator.h), so
            // the rest takes remaining x duration / speed.
            animator.continueAnimation(withTimingParameters: parameters, durationFactor: CGFloat(remaining / curve.speed))
        } else {
            animator.startAnimation()
        }
        return remaining * duration / curve.speed + 1
    }
}
