import Foundation

extension UIView {
    /// Animates a change of `view`'s content: `animations` runs at once (its changes are not
    /// animated one by one), and the old content gives way to the new in the transition style
    /// of `options` over `duration` seconds, on the curve of `options`. The old content is a
    /// snapshot taken before `animations` runs, placed over `view` and removed at the end;
    /// `completion` then runs with `false` when the animation was cut short. With
    /// `.transitionNone`, `animations` runs as an ordinary `animate` block.
    ///
    /// The flips and curls are two-dimensional approximations (see `transitionAnimations`).
    public class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let style = options.transitionStyle
        guard style != .none else {
            animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {}, completion: completion)
            return
        }
        var snapshot: UIView?
        if let superview = view.superview, let picture = view.snapshotView(afterScreenUpdates: false) {
            superview.insertSubview(picture, aboveSubview: view)
            snapshot = picture
        }
        performWithoutAnimation { animations?() }
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
    /// - flips: a two-dimensional approximation of the perspective flip: `old` scales to zero
    ///   width (height, for top and bottom) about its centre in the first half, `new` grows
    ///   back from zero in the second half; left and right (top and bottom) look the same;
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
                let horizontal = style == .flipFromLeft || style == .flipFromRight
                let flat = horizontal ? CGAffineTransform(scaleX: 0, y: 1) : CGAffineTransform(scaleX: 1, y: 0)
                performWithoutAnimation { new.transform = flat.concatenating(newTransform) }
                addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { old?.transform = flat.concatenating(oldTransform) }
                addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { new.transform = newTransform }
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
}

/// The alpha and transform a view transition animates on a view, put back when it ends.
@MainActor
private struct ViewTransitionState {
    let alpha: CGFloat
    let transform: CGAffineTransform

    init(_ view: UIView) { alpha = view.alpha; transform = view.transform }

    func apply(to view: UIView) {
        UIView.performWithoutAnimation {
            view.alpha = alpha
            view.transform = transform
        }
    }
}

extension Diagnostic.Code {
    /// `UIView.transition(from:to:...)` was given views it cannot swap.
    public static let invalidViewTransition = Diagnostic.Code(rawValue: "animation.invalidViewTransition")
}
