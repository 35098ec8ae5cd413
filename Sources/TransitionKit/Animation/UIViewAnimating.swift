import Foundation

/// The state of an animator (`UIViewAnimatingState`).
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: the model values are final.
    case inactive = 0
    /// Started or paused (running or not).
    case active = 1
    /// Stopped with `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where the animated properties end up (`UIViewAnimatingPosition`).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end values.
    case end = 0
    /// At the start values.
    case start = 1
    /// Wherever they are now.
    case current = 2
}

/// An object that runs an animation that can be started, paused, scrubbed and stopped.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// The current state.
    var state: UIViewAnimatingState { get }
    /// Whether the animation is running (forward or reversed).
    var isRunning: Bool { get }
    /// Whether the animation runs (or will run) towards the start.
    var isReversed: Bool { get set }
    /// The time fraction done, 0...1; settable while paused.
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes the animation.
    func startAnimation()
    /// Starts the animation after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animation where it is.
    func pauseAnimation()
    /// Stops it: `true` goes straight to `.inactive` without completions; `false` goes to `.stopped`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animation at `finalPosition` and runs the completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that accepts more animation blocks and completions, and can continue on new timing.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that start after `delayFactor` x the remaining duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds animations that run with the others.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a completion, run with the final position after the others.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes a paused animation with new timing over `durationFactor` x the original duration.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    /// UIKit's optional member; the default ignores the block.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    /// UIKit's optional member; the default ignores the block.
    public func addAnimations(_ animation: @escaping () -> Void) {}
    /// UIKit's optional member; the default ignores the completion.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    /// UIKit's optional member; the default starts the animation.
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        startAnimation()
    }
}
