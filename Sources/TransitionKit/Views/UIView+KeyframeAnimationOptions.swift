import Foundation

extension UIView {
    /// Options for `animateKeyframes(withDuration:delay:options:animations:completion:)`, with
    /// UIKit's bit values (`UIViewKeyframeAnimationOptions` in UIView.h): the shared options have
    /// the bits of the matching `UIView.AnimationOptions`, the calculation mode sits in bits 10-12.
    ///
    /// As on iOS, a `UIView.AnimationOptions` curve can be passed through the raw value
    /// (`KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)`); it
    /// times the whole keyframe animation (ease-in-out when none is given).
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        /// The raw bit mask (UIKit's values).
        public let rawValue: UInt
        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lay out subviews inside the animation (accepted; layout inside blocks always animates).
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Let touches reach the animating views (they always do here).
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from the on-screen value (always true here: animations are additive).
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat forever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run forward, then backward.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Nested in another animation block, keep this duration instead of the enclosing one's.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Nested in another animation block, take none of its options.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Interpolate linearly between keyframe values (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Jump from value to value without interpolating.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Interpolate linearly at constant speed, ignoring keyframe times.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Interpolate on a Catmull-Rom spline through the keyframe values.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Interpolate on the Catmull-Rom spline at constant speed, ignoring keyframe times.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The calculation mode in bits 10-12, nil for a value UIKit does not define.
        var calculationMode: KeyframeCalculationMode? {
            KeyframeCalculationMode(rawValue: Int((rawValue >> 10) & 0x7))
        }

        /// The bits shared with `UIView.AnimationOptions` (repeat, autoreverse, curve, ...).
        var animationOptions: UIView.AnimationOptions {
            UIView.AnimationOptions(rawValue: rawValue & ~(UInt(0x7) << 10))
        }
    }
}
