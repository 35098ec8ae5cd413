import Foundation
import TransitionKit

// UIView's animation class methods, each as a function reference with UIKit's exact type (the
// escaping-ness of each closure included) and as the call iOS code writes; the constants read
// with their types.

/// The block-based animation methods.
@MainActor
private func useViewAnimations(_ view: UIView, _ other: UIView) {
    // census: UIView+Animation.animate(withDuration:delay:options:animations:completion:)
    let _: (TimeInterval, TimeInterval, UIView.AnimationOptions, @escaping () -> Void, ((Bool) -> Void)?) -> Void =
        UIView.animate(withDuration:delay:options:animations:completion:)
    UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: { view.alpha = 0 }, completion: { _ in })
    // census: UIView+Animation.animate(withDuration:animations:completion:)
    let _: (TimeInterval, @escaping () -> Void, ((Bool) -> Void)?) -> Void = UIView.animate(withDuration:animations:completion:)
    UIView.animate(withDuration: 0.3, animations: { view.alpha = 1 }, completion: nil)
    // census: UIView+Animation.animate(withDuration:animations:)
    let _: (TimeInterval, @escaping () -> Void) -> Void = UIView.animate(withDuration:animations:)
    UIView.animate(withDuration: 0.3) { view.center.x += 10 }
    // census: UIView+Animation.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)
    let _: (TimeInterval, TimeInterval, CGFloat, CGFloat, UIView.AnimationOptions, @escaping () -> Void, ((Bool) -> Void)?) -> Void =
        UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)
    UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [],
                   animations: { view.transform = .identity }, completion: nil)
    // census: UIView+Animation.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)
    let _: (TimeInterval, CGFloat, CGFloat, TimeInterval, UIView.AnimationOptions, () -> Void, ((Bool) -> Void)?) -> Void =
        UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)
    UIView.animate(springDuration: 0.5, bounce: 0.2, initialSpringVelocity: 0, delay: 0, options: [],
                   animations: { view.center.y += 10 }, completion: nil)
    UIView.animate { view.alpha = 0.5 }
    // census: UIView+Animation.transition(with:duration:options:animations:completion:)
    let _: (UIView, TimeInterval, UIView.AnimationOptions, (() -> Void)?, ((Bool) -> Void)?) -> Void =
        UIView.transition(with:duration:options:animations:completion:)
    UIView.transition(with: view, duration: 0.3, options: [.transitionCrossDissolve], animations: nil, completion: nil)
    // census: UIView+Animation.transition(from:to:duration:options:completion:)
    let _: (UIView, UIView, TimeInterval, UIView.AnimationOptions, ((Bool) -> Void)?) -> Void =
        UIView.transition(from:to:duration:options:completion:)
    UIView.transition(from: view, to: other, duration: 0.3, options: [.showHideTransitionViews], completion: nil)
    // census: UIView+Animation.animateKeyframes(withDuration:delay:options:animations:completion:)
    let _: (TimeInterval, TimeInterval, UIView.KeyframeAnimationOptions, @escaping () -> Void, ((Bool) -> Void)?) -> Void =
        UIView.animateKeyframes(withDuration:delay:options:animations:completion:)
    UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic], animations: {
        // census: UIView+Animation.addKeyframe(withRelativeStartTime:relativeDuration:animations:)
        let _: (Double, Double, @escaping () -> Void) -> Void = UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0 }
    }, completion: nil)
    // census: UIView+Animation.perform(_:on:options:animations:completion:)
    let _: (UIView.SystemAnimation, [UIView], UIView.AnimationOptions, (() -> Void)?, ((Bool) -> Void)?) -> Void =
        UIView.perform(_:on:options:animations:completion:)
    // census: UIView+Animation.UIView.SystemAnimation.delete
    UIView.perform(.delete, on: [other], options: [], animations: { view.alpha = 1 }, completion: nil)
    // census: UIView+Animation.performWithoutAnimation(_:)
    let _: (() -> Void) -> Void = UIView.performWithoutAnimation
    UIView.performWithoutAnimation { view.layoutIfNeeded() }
    UIView.animate(withDuration: 1) {
        // census: UIView+Animation.modifyAnimations(withRepeatCount:autoreverses:animations:)
        let _: (CGFloat, Bool, () -> Void) -> Void = UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)
        UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { view.alpha = 0 }
        // census: UIView+Animation.inheritedAnimationDuration
        let _: TimeInterval = UIView.inheritedAnimationDuration
    }
}

/// The deprecated begin/commit blocks, as pre-iOS 13 code writes them.
@MainActor
private func useBeginCommitAnimations(_ view: UIView) {
    // census: UIView+Animation.beginAnimations(_:context:)
    let _: (String?, UnsafeMutableRawPointer?) -> Void = UIView.beginAnimations
    UIView.beginAnimations("fade", context: nil)
    // census: UIView+Animation.setAnimationDuration(_:)
    let _: (TimeInterval) -> Void = UIView.setAnimationDuration
    UIView.setAnimationDuration(0.4)
    // census: UIView+Animation.setAnimationDelay(_:)
    let _: (TimeInterval) -> Void = UIView.setAnimationDelay
    UIView.setAnimationDelay(0.1)
    // census: UIView+Animation.setAnimationCurve(_:)
    let _: (UIView.AnimationCurve) -> Void = UIView.setAnimationCurve
    UIView.setAnimationCurve(.easeOut)
    // census: UIView+Animation.setAnimationRepeatCount(_:)
    let _: (Float) -> Void = UIView.setAnimationRepeatCount
    UIView.setAnimationRepeatCount(2)
    // census: UIView+Animation.setAnimationRepeatAutoreverses(_:)
    let _: (Bool) -> Void = UIView.setAnimationRepeatAutoreverses
    UIView.setAnimationRepeatAutoreverses(true)
    // census: UIView+Animation.setAnimationBeginsFromCurrentState(_:)
    let _: (Bool) -> Void = UIView.setAnimationBeginsFromCurrentState
    UIView.setAnimationBeginsFromCurrentState(true)
    // census: UIView+Animation.setAnimationTransition(_:for:cache:)
    let _: (UIView.AnimationTransition, UIView, Bool) -> Void = UIView.setAnimationTransition(_:for:cache:)
    UIView.setAnimationTransition(.flipFromLeft, for: view, cache: true)
    view.alpha = 0.5
    // census: UIView+Animation.commitAnimations()
    let _: () -> Void = UIView.commitAnimations
    UIView.commitAnimations()
    // census: UIView+Animation.setAnimationsEnabled(_:)
    let _: (Bool) -> Void = UIView.setAnimationsEnabled
    // census: UIView+Animation.areAnimationsEnabled
    let enabled: Bool = UIView.areAnimationsEnabled
    UIView.setAnimationsEnabled(enabled)
}

/// Every constant, read with its type.
@MainActor
private func useAnimationConstants() -> [Any] {
    // census: UIView+Animation.UIView.AnimationCurve.easeInOut, UIView+Animation.UIView.AnimationCurve.easeIn
    let curves1: [UIView.AnimationCurve] = [.easeInOut, .easeIn]
    // census: UIView+Animation.UIView.AnimationCurve.easeOut, UIView+Animation.UIView.AnimationCurve.linear
    let curves2: [UIView.AnimationCurve] = [.easeOut, .linear]
    // census: UIView+Animation.UIView.AnimationOptions.layoutSubviews, UIView+Animation.UIView.AnimationOptions.allowUserInteraction
    let options1: UIView.AnimationOptions = [.layoutSubviews, .allowUserInteraction]
    // census: UIView+Animation.UIView.AnimationOptions.beginFromCurrentState, UIView+Animation.UIView.AnimationOptions.repeat
    let options2: UIView.AnimationOptions = [.beginFromCurrentState, .repeat]
    // census: UIView+Animation.UIView.AnimationOptions.autoreverse, UIView+Animation.UIView.AnimationOptions.overrideInheritedDuration
    let options3: UIView.AnimationOptions = [.autoreverse, .overrideInheritedDuration]
    // census: UIView+Animation.UIView.AnimationOptions.overrideInheritedCurve, UIView+Animation.UIView.AnimationOptions.allowAnimatedContent
    let options4: UIView.AnimationOptions = [.overrideInheritedCurve, .allowAnimatedContent]
    // census: UIView+Animation.UIView.AnimationOptions.showHideTransitionViews, UIView+Animation.UIView.AnimationOptions.overrideInheritedOptions
    let options5: UIView.AnimationOptions = [.showHideTransitionViews, .overrideInheritedOptions]
    // census: UIView+Animation.UIView.AnimationOptions.curveEaseInOut, UIView+Animation.UIView.AnimationOptions.curveEaseIn
    let options6: UIView.AnimationOptions = [.curveEaseInOut, .curveEaseIn]
    // census: UIView+Animation.UIView.AnimationOptions.curveEaseOut, UIView+Animation.UIView.AnimationOptions.curveLinear
    let options7: UIView.AnimationOptions = [.curveEaseOut, .curveLinear]
    // census: UIView+Animation.UIView.AnimationOptions.transitionFlipFromLeft, UIView+Animation.UIView.AnimationOptions.transitionFlipFromRight
    let options8: UIView.AnimationOptions = [.transitionFlipFromLeft, .transitionFlipFromRight]
    // census: UIView+Animation.UIView.AnimationOptions.transitionCurlUp, UIView+Animation.UIView.AnimationOptions.transitionCurlDown
    let options9: UIView.AnimationOptions = [.transitionCurlUp, .transitionCurlDown]
    // census: UIView+Animation.UIView.AnimationOptions.transitionCrossDissolve, UIView+Animation.UIView.AnimationOptions.transitionFlipFromTop
    let options10: UIView.AnimationOptions = [.transitionCrossDissolve, .transitionFlipFromTop]
    // census: UIView+Animation.UIView.AnimationOptions.transitionFlipFromBottom
    let options11: UIView.AnimationOptions = .transitionFlipFromBottom
    // census: UIView+Animation.UIView.AnimationOptions.preferredFramesPerSecond30, UIView+Animation.UIView.AnimationOptions.preferredFramesPerSecond60
    let options12: [UIView.AnimationOptions] = [.preferredFramesPerSecond30, .preferredFramesPerSecond60]
    // census: UIView+Animation.UIView.AnimationTransition.none, UIView+Animation.UIView.AnimationTransition.flipFromLeft
    let transitions1: [UIView.AnimationTransition] = [.none, .flipFromLeft]
    // census: UIView+Animation.UIView.AnimationTransition.flipFromRight, UIView+Animation.UIView.AnimationTransition.curlUp
    let transitions2: [UIView.AnimationTransition] = [.flipFromRight, .curlUp]
    // census: UIView+Animation.UIView.AnimationTransition.curlDown
    let transitions3: UIView.AnimationTransition = .curlDown
    // census: UIView+Animation.UIView.KeyframeAnimationOptions.layoutSubviews, UIView+Animation.UIView.KeyframeAnimationOptions.allowUserInteraction
    let keyframes1: UIView.KeyframeAnimationOptions = [.layoutSubviews, .allowUserInteraction]
    // census: UIView+Animation.UIView.KeyframeAnimationOptions.beginFromCurrentState, UIView+Animation.UIView.KeyframeAnimationOptions.repeat
    let keyframes2: UIView.KeyframeAnimationOptions = [.beginFromCurrentState, .repeat]
    // census: UIView+Animation.UIView.KeyframeAnimationOptions.autoreverse, UIView+Animation.UIView.KeyframeAnimationOptions.overrideInheritedDuration
    let keyframes3: UIView.KeyframeAnimationOptions = [.autoreverse, .overrideInheritedDuration]
    // census: UIView+Animation.UIView.KeyframeAnimationOptions.overrideInheritedOptions, UIView+Animation.UIView.KeyframeAnimationOptions.calculationModeLinear
    let keyframes4: UIView.KeyframeAnimationOptions = [.overrideInheritedOptions, .calculationModeLinear]
    // census: UIView+Animation.UIView.KeyframeAnimationOptions.calculationModeDiscrete, UIView+Animation.UIView.KeyframeAnimationOptions.calculationModePaced
    let keyframes5: [UIView.KeyframeAnimationOptions] = [.calculationModeDiscrete, .calculationModePaced]
    // census: UIView+Animation.UIView.KeyframeAnimationOptions.calculationModeCubic, UIView+Animation.UIView.KeyframeAnimationOptions.calculationModeCubicPaced
    let keyframes6: [UIView.KeyframeAnimationOptions] = [.calculationModeCubic, .calculationModeCubicPaced]
    let options: [UIView.AnimationOptions] = [options1, options2, options3, options4, options5, options6, options7, options8,
                                              options9, options10, options11] + options12
    let keyframes: [UIView.KeyframeAnimationOptions] = [keyframes1, keyframes2, keyframes3, keyframes4] + keyframes5 + keyframes6
    return [curves1 + curves2, options, transitions1 + transitions2 + [transitions3], keyframes]
}
