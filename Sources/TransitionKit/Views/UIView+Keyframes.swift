import Foundation

extension UIView {
    /// Animates the keyframes that `animations` adds with
    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` over `duration` seconds
    /// after `delay`; `completion` runs when the animation ends, with `false` when it was removed
    /// or replaced. Changes made directly in `animations` span the whole duration.
    ///
    /// Each changed property becomes one animation along its keyframes, computed in the
    /// calculation mode of `options` (Apple documentation, `UIView.KeyframeAnimationOptions` and
    /// `CAKeyframeAnimation.calculationMode`). Linear, discrete and cubic modes follow the
    /// keyframes' times on the curve passed in the raw value's curve bits (ease-in-out when none,
    /// as on iOS); the paced modes run at constant speed over the whole duration. Like every
    /// animation, it joins the timeline of a transition whose animator creates it, so an
    /// interactive transition scrubs it. Nested in another animation block it inherits that
    /// block's duration and options unless `options` overrides them.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let (duration, delay) = checkedTiming(duration: duration, delay: delay)
        var mode = KeyframeCalculationMode.linear
        if let chosen = options.calculationMode {
            mode = chosen
        } else {
            AnimationContext.report(Diagnostic(
                code: .invalidKeyframe,
                message: "animateKeyframes options \(options.rawValue) name no calculation mode; linear was used."))
        }
        var blockOptions = options.animationOptions
        if mode.isPaced { blockOptions.insert(.overrideInheritedCurve) }
        let timing: TimingFunction = mode.isPaced ? .linear : blockOptions.curve.timing
        runBlock(duration: duration, delay: delay, options: blockOptions, timing: { _ in timing },
                 keyframes: KeyframeRecording(mode: mode), animations: animations, completion: completion)
    }

    /// Adds a keyframe to the enclosing `animateKeyframes` block: the changes `animations` makes
    /// are reached at `frameStartTime + frameDuration`, starting from the values they had at
    /// `frameStartTime`. Both are fractions (0...1) of the keyframe animation's duration (of the
    /// enclosing keyframe's, when nested in one).
    ///
    /// Outside an `animateKeyframes` block, or with times that are not finite or leave 0...1,
    /// a Diagnostic is reported; the changes are still made (times clamped into 0...1).
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let recording = AnimationContext.currentTransaction?.keyframes else {
            AnimationContext.report(Diagnostic(
                code: .invalidKeyframe,
                message: "addKeyframe was called outside an animateKeyframes block; its changes were made directly."))
            animations()
            return
        }
        let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
        let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 1 - start
        // 0.8 + 0.2 is 1.0000000000000002 in binary: a keyframe that ends at 1 up to rounding is
        // clamped silently, as UIKit accepts it.
        let roundingOnly = abs(length - frameDuration) <= 1e-12 && start == frameStartTime
        if (start != frameStartTime || length != frameDuration) && !roundingOnly {
            AnimationContext.report(Diagnostic(
                code: .invalidKeyframe,
                message: "addKeyframe times \(frameStartTime), \(frameDuration) leave 0...1; \(start), \(length) were used."))
        }
        recording.withKeyframe(start: start, duration: length, animations)
    }
}

extension Diagnostic.Code {
    /// A keyframe call was misused: outside `animateKeyframes`, bad times, or an unknown mode.
    public static let invalidKeyframe = Diagnostic.Code(rawValue: "animation.invalidKeyframe", severity: .error)
}
