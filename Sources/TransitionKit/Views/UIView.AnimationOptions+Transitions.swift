import Foundation

extension UIView.AnimationOptions {
    /// No transition animation (the default).
    public static let transitionNone = UIView.AnimationOptions(rawValue: 0 << 20)
    /// Flip around the vertical axis, left edge towards the viewer.
    public static let transitionFlipFromLeft = UIView.AnimationOptions(rawValue: 1 << 20)
    /// Flip around the vertical axis, right edge towards the viewer.
    public static let transitionFlipFromRight = UIView.AnimationOptions(rawValue: 2 << 20)
    /// Lift the old content away upwards like a page.
    public static let transitionCurlUp = UIView.AnimationOptions(rawValue: 3 << 20)
    /// Lay the new content down from the top like a page.
    public static let transitionCurlDown = UIView.AnimationOptions(rawValue: 4 << 20)
    /// Fade the old content out and the new content in.
    public static let transitionCrossDissolve = UIView.AnimationOptions(rawValue: 5 << 20)
    /// Flip around the horizontal axis, top edge towards the viewer.
    public static let transitionFlipFromTop = UIView.AnimationOptions(rawValue: 6 << 20)
    /// Flip around the horizontal axis, bottom edge towards the viewer.
    public static let transitionFlipFromBottom = UIView.AnimationOptions(rawValue: 7 << 20)

    /// The transition style in bits 20-23 (UIKit's `UIViewAnimationOptionTransition...` values).
    var transitionStyle: ViewTransitionStyle {
        ViewTransitionStyle(rawValue: Int((rawValue >> 20) & 0xF)) ?? .none
    }

    /// The options that time a view transition's animation: curve, repeat/autoreverse and the
    /// inheritance overrides.
    var transitionTiming: UIView.KeyframeAnimationOptions {
        let kept: UIView.AnimationOptions = [.repeat, .autoreverse, .overrideInheritedDuration, .overrideInheritedOptions]
        return UIView.KeyframeAnimationOptions(rawValue: rawValue & (kept.rawValue | UInt(0x3) << 16))
    }
}

/// The animations of `UIView.transition(with:...)` and `UIView.transition(from:to:...)`.
enum ViewTransitionStyle: Int {
    case none, flipFromLeft, flipFromRight, curlUp, curlDown, crossDissolve, flipFromTop, flipFromBottom
}
