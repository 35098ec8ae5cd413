import Foundation
import TransitionCatalog
import TransitionKit

/// The present scene's animators (keys 1-6): how B is presented and dismissed.
@MainActor
enum PresentSceneAnimator: Int, CaseIterable {
    /// Seed 000's Cross Dissolve demo: `CrossDissolveAnimator` both ways (0.35 s), full screen.
    case crossDissolve
    /// Seed 000's `HalfWaySpringAnimator` (2 s, damping 0.6, from half height, fading in);
    /// dismissed with `CrossDissolveAnimator`, as the seed's demo: `HalfWaySpringTransitioningDelegate`.
    case halfWaySpring
    /// Seed 001's `ScaleAndFadeAnimator` (0.3 s, damping 0.8, velocity 0.3), `.custom` as the
    /// seed; dismissal shrinks B to nothing.
    case scaleAndFade
    /// No delegate: UIKit's own cover-vertical slide of a `.fullScreen` presentation.
    case coverVertical
    /// `present(_:animated: false)`: no animation at all.
    case none
    /// `KeyframeBounceAnimator` both ways (0.8 s of `UIView.animateKeyframes`): B drops in,
    /// overshoots and settles; dismissing lifts it out the same way. Full screen.
    case keyframeBounce

    /// The name on keys 1-5, in the HUD and the window title.
    var name: String {
        switch self {
        case .crossDissolve: "cross dissolve"
        case .halfWaySpring: "half-way spring"
        case .scaleAndFade: "scale and fade"
        case .coverVertical: "cover vertical"
        case .none: "none"
        case .keyframeBounce: "keyframe bounce"
        }
    }

    /// What B's subtitle says about its presentation.
    var description: String {
        switch self {
        case .crossDissolve: "presented with CrossDissolveAnimator (0.35 s)"
        case .halfWaySpring: "HalfWaySpringAnimator: 2 s, damping 0.6 · dismiss: cross dissolve"
        case .scaleAndFade: "ScaleAndFadeAnimator: 0.3 s, damping 0.8, velocity 0.3"
        case .coverVertical: "no delegate: the system's cover vertical"
        case .none: "presented with animated: false"
        case .keyframeBounce: "KeyframeBounceAnimator: 0.8 s of keyframes, drop, overshoot, settle"
        }
    }

    /// Whether the transitions run animated.
    var isAnimated: Bool { self != .none }

    /// The presentation style B is presented in.
    var presentationStyle: UIModalPresentationStyle { self == .scaleAndFade ? .custom : .fullScreen }

    /// The curve of the presentation (nil: not animated, or keyframes rather than one curve).
    var presentationCurve: TransitionCurve? {
        switch self {
        case .crossDissolve: .easeInOut(duration: CrossDissolveAnimator.defaultDuration)
        case .halfWaySpring:
            .spring(damping: HalfWaySpringAnimator.dampingRatio, velocity: HalfWaySpringAnimator.initialSpringVelocity,
                    duration: HalfWaySpringAnimator.duration)
        case .scaleAndFade:
            .spring(damping: ScaleAndFadeAnimator.dampingRatio, velocity: ScaleAndFadeAnimator.initialSpringVelocity,
                    duration: 0.3)
        case .coverVertical: .spring(damping: 1, velocity: 0, duration: 0.5)
        case .none, .keyframeBounce: nil
        }
    }

    /// The curve of the dismissal (nil: not animated).
    var dismissalCurve: TransitionCurve? {
        self == .halfWaySpring ? .easeInOut(duration: CrossDissolveAnimator.defaultDuration) : presentationCurve
    }
}
