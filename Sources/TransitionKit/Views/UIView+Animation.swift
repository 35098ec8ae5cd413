import Foundation

extension UIView {
    /// The curve of a `UIView` animation (UIKit's `UIView.AnimationCurve`).
    public typealias AnimationCurve = UIViewAnimationCurve

    /// Options for the `UIView.animate` family.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The raw bit mask (UIKit's values).
        public let rawValue: UInt
        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lay out subviews inside the animation (accepted; layout inside blocks always animates).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let touches reach the animating views (they always do here).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the on-screen value (always true here: animations are additive).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run forward, then backward (then snap to the model value, as UIKit does).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// A nested block keeps its own duration instead of the enclosing block's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// A nested block keeps its own curve instead of the enclosing block's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Accepted for source compatibility.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// `transition(from:to:...)` hides and shows the views instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// A nested block does not take the enclosing block's options (`.repeat`, `.autoreverse`).
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Ease in and out (the default).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// A frame-rate hint of 60 frames per second. Accepted: the model is sampled at the
        /// host's frame rate (60 Hz in the playground) whatever the hint.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// A frame-rate hint of 30 frames per second. Accepted, as `preferredFramesPerSecond60`.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The options a nested block takes from the enclosing one (those that act here).
        static let inheritable: AnimationOptions = [.repeat, .autoreverse]

        /// The curve the options select (ease-in-out when none is set).
        var curve: UIView.AnimationCurve {
            UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 0x3)) ?? .easeInOut
        }

        /// Whether the options carry the keyboard's curve, 7 (`keyboardAnimationCurveUserInfoKey`
        /// shifted by 16): a block with it runs on `KeyboardAnimation.timing` for
        /// `KeyboardAnimation.duration`, whatever duration it was given, as on iOS.
        var usesKeyboardCurve: Bool { (rawValue >> 16) & 0xF == KeyboardAnimation.curveRawValue }
    }

    /// Animates the changes made in `animations` over `duration` seconds after `delay`, on the
    /// curve in `options`; `completion` runs on the frame the animations end, with `false` when
    /// one was removed or replaced. A duration <= 0 applies the changes at once and completes on
    /// the next frame. Called inside another block's `animations`, it inherits that block's
    /// duration, curve and options unless `options` overrides them.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let (duration, delay) = checkedTiming(duration: duration, delay: delay)
        if options.usesKeyboardCurve && duration > 0 {
            runBlock(duration: KeyboardAnimation.duration, delay: delay, options: options, timing: { _ in KeyboardAnimation.timing },
                     animations: animations, completion: completion)
            return
        }
        runBlock(duration: duration, delay: delay, options: options, timing: { _ in .cubic(options.curve.bezier) },
                 animations: animations, completion: completion)
    }

    /// Animates over `duration` seconds with ease-in-out; `completion` runs when it ends.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates over `duration` seconds with ease-in-out.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates on a spring with damping ratio `dampingRatio` (1 = no overshoot), time-scaled so it
    /// settles exactly at `duration`; `velocity` is relative (1 = the whole distance per second).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let (duration, delay) = checkedTiming(duration: duration, delay: delay)
        let ratio = checkedSpringValue(Double(dampingRatio), name: "usingSpringWithDamping", fallback: 1, minimum: 0.001)
        let relativeVelocity = checkedSpringValue(Double(velocity), name: "initialSpringVelocity", fallback: 0, minimum: nil)
        runBlock(duration: duration, delay: delay, options: options, timing: { length in
            length > 0 ? .spring(dampingRatio: ratio, duration: length, initialVelocity: relativeVelocity) : .linear
        }, animations: animations, completion: completion)
    }

    /// Animates on the iOS 17 spring: mass 1, stiffness (2 pi / `duration`)^2, damping ratio
    /// 1 - `bounce` (1 / (1 + bounce) for negative bounce). Not time-scaled: it completes when
    /// settled within 0.1 % of the distance.
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
        delay: TimeInterval = 0, options: UIView.AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let (duration, delay) = checkedTiming(duration: duration, delay: delay)
        let bounceValue = checkedSpringValue(Double(bounce), name: "bounce", fallback: 0, minimum: nil)
        let velocity = checkedSpringValue(Double(initialSpringVelocity), name: "initialSpringVelocity", fallback: 0, minimum: nil)
        let solver = SpringSolver.perceptual(
            duration: duration > 0 ? duration : 0.5, bounce: min(max(bounceValue, -0.99), 1), initialVelocity: velocity)
        let timing = duration > 0 ? TimingFunction.spring(solver) : .linear  // a spring runs until it settles
        runBlock(duration: timing.springDuration ?? 0, delay: delay, options: options, timing: { _ in timing },
                 animations: animations, completion: completion)
    }

    /// Opens an animation block and runs `animations` in it. Nested in another open block (while
    /// that block's animations closure runs), it inherits the enclosing block's duration, curve
    /// and options unless `options` overrides them; a property animator's blocks and blocks with
    /// a duration <= 0 (applied at once) pass nothing on and take nothing, except that keyframes
    /// in a property animator's block join the animator.
    ///
    /// Apple documentation, UIView.AnimationOptions: without `.overrideInheritedDuration` "the
    /// animation inherits the remaining duration of the in-flight animation, if any"; without
    /// `.overrideInheritedCurve` it "inherits the curve of the in-flight animation, if any";
    /// `.overrideInheritedOptions` is "the option to not inherit the animation type or any
    /// options". The nested block keeps its own delay (the documentation names no inheritance).
    static func runBlock(
        duration: TimeInterval, delay: TimeInterval, options: AnimationOptions, timing: (TimeInterval) -> TimingFunction,
        keyframes: KeyframeRecording? = nil, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        if let keyframes, let driver = AnimationContext.currentTransaction?.driver {
            // Keyframes in a property animator's block run on the animator's progress (WWDC 2016
            // session 216), like the block's own changes.
            AnimationContext.run(AnimationTransaction(
                duration: 1, delay: 0, timing: .linear, options: [], driver: driver, keyframes: keyframes,
                completion: completion), animations)
            return
        }
        var duration = duration, options = options, inheritedTiming: TimingFunction?
        if duration > 0, let enclosing = AnimationContext.currentTransaction, enclosing.driver == nil, enclosing.duration > 0 {
            if !options.contains(.overrideInheritedDuration) { duration = enclosing.duration }
            if !options.contains(.overrideInheritedCurve) { inheritedTiming = enclosing.timing }
            if !options.contains(.overrideInheritedOptions) { options.formUnion(enclosing.options.intersection(.inheritable)) }
        }
        let transaction = AnimationTransaction(
            duration: duration, delay: delay, timing: inheritedTiming ?? timing(duration), options: options,
            keyframes: keyframes, completion: completion)
        AnimationContext.run(transaction, animations)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationContext.withoutAnimation(actionsWithoutAnimation)
    }

    /// Sanitises a duration and delay: non-finite values become 0 with a Diagnostic; negative
    /// ones become 0 (UIKit's "no animation").
    static func checkedTiming(duration: TimeInterval, delay: TimeInterval) -> (TimeInterval, TimeInterval) {
        var duration = duration, delay = delay
        if !duration.isFinite {
            AnimationContext.report(Diagnostic(
                code: .nonFiniteDuration,
                message: "UIView.animate duration \(duration) is not finite; the changes were applied at once."))
            duration = 0
        }
        if !delay.isFinite {
            AnimationContext.report(Diagnostic(
                code: .nonFiniteDuration, message: "UIView.animate delay \(delay) is not finite; no delay was used."))
            delay = 0
        }
        return (max(duration, 0), max(delay, 0))
    }

    static func checkedSpringValue(_ value: Double, name: String, fallback: Double, minimum: Double?) -> Double {
        if !value.isFinite || (minimum.map { value < $0 } ?? false) {
            AnimationContext.report(Diagnostic(
                code: .invalidSpring, message: "\(name) \(value) is not valid; \(fallback) was used."))
            return fallback
        }
        return value
    }
}

extension Diagnostic.Code {
    /// An animation duration or delay was NaN or infinite.
    public static let nonFiniteDuration = Diagnostic.Code(rawValue: "animation.nonFiniteDuration", severity: .error)
    /// A spring's damping, velocity, bounce, mass or stiffness was not valid.
    public static let invalidSpring = Diagnostic.Code(rawValue: "animation.invalidSpring", severity: .error)
}
