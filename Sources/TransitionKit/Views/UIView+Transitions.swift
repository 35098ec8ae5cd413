import Foundation

extension UIView {
    /// Animates a change of `view`'s content: `animations` runs at once (its changes are not
    /// animated one by one), and the old content gives way to the new in the transition style
    /// of `options` over `duration` seconds, on the curve of `options`. The old content is a
    /// snapshot taken before `animations` runs, placed over `view` and removed at the end;
    /// `completion` then runs with `false` when the animation was cut short. With
    /// `.transitionNone`, `animations` runs as an ordinary `animate` block.
    ///
    /// The flips are real perspective flips; the curls are approximations (see `transitionAnimations`).
    public class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let style = options.transitionStyle
        guard style != .none else {
            animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {}, completion: completion)
            return
        }
        let snapshot = placeTransitionSnapshot(over: view)
        performWithoutAnimation { animations?() }
        runViewTransition(view: view, snapshot: snapshot, style: style, duration: duration, options: options,
                          completion: completion)
    }

    /// A snapshot of `view` placed over it in its superview: the old content of a view
    /// transition; nil when `view` has no superview or no size.
    static func placeTransitionSnapshot(over view: UIView) -> UIView? {
        guard let superview = view.superview, let picture = view.snapshotView(afterScreenUpdates: false) else { return nil }
        superview.insertSubview(picture, aboveSubview: view)
        return picture
    }

    /// The animation of `transition(with:...)` once the old content is captured in `snapshot`
    /// and the new one is in place: the snapshot is removed and `view` restored at the end.
    static func runViewTransition(
        view: UIView, snapshot: UIView?, style: ViewTransitionStyle, duration: TimeInterval,
        options: UIView.AnimationOptions, completion: ((Bool) -> Void)?
    ) {
        let restore = ViewTransitionState(view)
        transitionAnimations(old: snapshot, new: view, style: style, duration: duration, options: options) { finished in
            snapshot?.removeFromSuperview()
            restore.apply(to: view)
            completion?(finished)
        }
    }

    /// Replaces `fromView` with `toView` in the transition style of `options`: `toView` is added
    /// to `fromView`'s superview and `fromView` is removed from it when the animation ends;
    /// with `.showHideTransitionViews`, `toView` is shown and `fromView` hidden instead. Apple
    /// documentation, `transition(from:to:duration:options:completion:)`: "fromView is removed from
    /// its superview and toView is added to fromView's superview" unless
    /// `showHideTransitionViews`, which hides and shows them. A `fromView` without a superview
    /// (and no `.showHideTransitionViews`) is reported and nothing changes; `completion` still
    /// runs, with `false`.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let showHide = options.contains(.showHideTransitionViews), style = options.transitionStyle
        if !showHide {
            guard let superview = fromView.superview, toView !== fromView else {
                AnimationContext.report(Diagnostic(
                    code: .invalidViewTransition,
                    message: "UIView.transition(from:to:): the from view has no superview (or is the to view); nothing changed."))
                animate(withDuration: 0, animations: {}, completion: { _ in completion?(false) })
                return
            }
            if style == .curlDown {
                superview.insertSubview(toView, aboveSubview: fromView)
            } else {
                superview.insertSubview(toView, belowSubview: fromView)
            }
        } else {
            toView.isHidden = false
        }
        let restoreFrom = ViewTransitionState(fromView), restoreTo = ViewTransitionState(toView)
        transitionAnimations(old: fromView, new: toView, style: style, duration: duration, options: options) { finished in
            restoreFrom.apply(to: fromView)
            restoreTo.apply(to: toView)
            if showHide { fromView.isHidden = true } else { fromView.removeFromSuperview() }
            completion?(finished)
        }
    }

    /// Animates `old` giving way to `new`, in one keyframe animation on the curve of `options`:
    /// - cross dissolve: `old` fades out while `new` fades in;
    /// - flips: a perspective flip (`flipTransform`): `old` turns about its vertical axis (the
    ///   horizontal one, for top and bottom) through its centre until edge-on in the first half,
    ///   `new` turns on from edge-on in the second half, as the two faces of one card. Apple
    ///   documentation, `UIView.AnimationOptions.transitionFlipFromLeft`: "flips a view around its
    ///   vertical axis from left to right (the left side of the view moves toward the front and
    ///   right side toward the back)"; `transitionFlipFromTop`: "around its horizontal axis from
    ///   top to bottom (the top side of the view moves toward the front ...)";
    /// - curl up: an approximation: `old` folds up to zero height towards its top edge,
    ///   uncovering `new`; curl down: `new` unfolds from its top edge down over `old`;
    /// - none: `new` replaces `old` at once; the completion runs on the next frame.
    private static func transitionAnimations(
        old: UIView?, new: UIView, style: ViewTransitionStyle, duration: TimeInterval, options: UIView.AnimationOptions,
        completion: @escaping (Bool) -> Void
    ) {
        let newAlpha = new.alpha, newTransform = new.transform
        let oldTransform = old?.transform ?? .identity, oldHeight = old?.bounds.height ?? 0
        animateKeyframes(withDuration: duration, delay: 0, options: options.transitionTiming, animations: {
            switch style {
            case .none:
                performWithoutAnimation { old?.alpha = 0 }
            case .crossDissolve:
                performWithoutAnimation { new.alpha = 0 }
                addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { old?.alpha = 0; new.alpha = newAlpha }
            case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom:
                let oldBase = old?.transform3D ?? CATransform3DIdentity, newBase = new.transform3D
                let turn: CGFloat = style == .flipFromLeft || style == .flipFromBottom ? .pi / 2 : -.pi / 2
                let axis = style == .flipFromLeft || style == .flipFromRight ? FlipAxis.vertical : .horizontal
                performWithoutAnimation {
                    if let old { old.transform3D = flipTransform(old, base: oldBase, angle: 0, axis: axis) }
                    new.transform3D = flipTransform(new, base: newBase, angle: -turn, axis: axis)
                }
                addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    if let old { old.transform3D = flipTransform(old, base: oldBase, angle: turn, axis: axis) }
                }
                addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    new.transform3D = flipTransform(new, base: newBase, angle: 0, axis: axis)
                }
            case .curlUp:
                let up = CGAffineTransform(a: 1, b: 0, c: 0, d: 0, tx: 0, ty: -oldHeight / 2)
                addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { old?.transform = up.concatenating(oldTransform) }
            case .curlDown:
                let folded = CGAffineTransform(a: 1, b: 0, c: 0, d: 0, tx: 0, ty: -new.bounds.height / 2)
                performWithoutAnimation { new.transform = folded.concatenating(newTransform) }
                addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { new.transform = newTransform }
            }
        }, completion: completion)
    }

    /// The axis a flip turns about, through the view's centre.
    package enum FlipAxis: Sendable {
        /// The vertical axis (y): flips from left and right.
        case vertical
        /// The horizontal axis (x): flips from top and bottom.
        case horizontal
    }

    /// The eye distance of a flip's perspective, in multiples of the flipped side (the width for a
    /// vertical axis). UIKit does not document its value; 2 looks like iOS's flip (the near edge
    /// grows by about a fifth at 45 degrees) and keeps every corner in front of the eye.
    package static let flipEyeDistanceInSides: CGFloat = 2

    /// `base` turned by `angle` about `axis` through the centre, seen in perspective (`m34` =
    /// -1 / (eye distance)): rotation, then perspective, as `CATransform3DRotate` on a transform
    /// with `m34` set does.
    package static func flipTransform(_ view: UIView, base: CATransform3D, angle: CGFloat, axis: FlipAxis) -> CATransform3D {
        let side = axis == .vertical ? view.bounds.width : view.bounds.height
        var perspective = CATransform3DIdentity
        perspective.m34 = side > 0 ? -1 / (flipEyeDistanceInSides * side) : 0
        let rotation = axis == .vertical ? CATransform3DMakeRotation(angle, 0, 1, 0) : CATransform3DMakeRotation(angle, 1, 0, 0)
        return CATransform3DConcat(CATransform3DConcat(base, rotation), perspective)
    }
}

/// The alpha and transform a view transition animates on a view, put back when it ends.
@MainActor
private struct ViewTransitionState {
    let alpha: CGFloat
    let transform: CATransform3D

    init(_ view: UIView) { alpha = view.alpha; transform = view.transform3D }

    func apply(to view: UIView) {
        UIView.performWithoutAnimation {
            view.alpha = alpha
            view.transform3D = transform
        }
    }
}

extension Diagnostic.Code {
    /// `UIView.transition(from:to:...)` was given views it cannot swap.
    public static let invalidViewTransition = Diagnostic.Code(rawValue: "animation.invalidViewTransition", severity: .warning)
}
