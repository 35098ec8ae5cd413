import Foundation
import TransitionCatalog
import TransitionKit

/// The present scene's animators (keys 1-7): how B is presented and dismissed.
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
    /// No delegate, `modalTransitionStyle = .flipHorizontal`: UIKit's perspective flip (0.75 s).
    case flipHorizontal
    /// No delegate, `modalTransitionStyle = .partialCurl`: the presenter's page lifts (0.6 s).
    case partialCurl

    /// The name on keys 1-7, in the HUD and the window title.
    var name: String {
        switch self {
        case .crossDissolve: "cross dissolve"
        case .halfWaySpring: "half-way spring"
        case .scaleAndFade: "scale and fade"
        case .coverVertical: "cover vertical"
        case .none: "none"
        case .flipHorizontal: "flip horizontal"
        case .partialCurl: "partial curl"
        }
    }

    /// What B's subtitle says about its presentation, with the tuned `values`.
    func description(_ values: TunedValues) -> String {
        let duration = TunableParameter.format(values[.duration]), damping = TunableParameter.format(values[.dampingRatio])
        switch self {
        case .crossDissolve: return "presented with CrossDissolveAnimator (\(duration) s)"
        case .halfWaySpring: return "HalfWaySpringAnimator: \(duration) s, damping \(damping) · dismiss: cross dissolve"
        case .scaleAndFade: return "ScaleAndFadeAnimator: \(duration) s, damping \(damping), velocity 0.3"
        case .coverVertical: return "no delegate: the system's cover vertical"
        case .none: return "presented with animated: false"
        case .flipHorizontal: return "no delegate: the system's flip horizontal (0.75 s)"
        case .partialCurl: return "no delegate: the system's partial curl (0.6 s), an approximation"
        }
    }

    /// Whether the transitions run animated.
    var isAnimated: Bool { self != .none }

    /// The presentation style B is presented in.
    var presentationStyle: UIModalPresentationStyle { self == .scaleAndFade ? .custom : .fullScreen }

    /// The numbers the tuning panel (T) drags, with the seeds' values.
    var parameters: [TunableParameter] {
        switch self {
        case .crossDissolve: [.duration(CrossDissolveAnimator.defaultDuration)]
        case .halfWaySpring: [.duration(HalfWaySpringAnimator.duration), .dampingRatio(HalfWaySpringAnimator.dampingRatio)]
        case .scaleAndFade: [.duration(0.3), .dampingRatio(ScaleAndFadeAnimator.dampingRatio)]
        case .coverVertical, .flipHorizontal, .partialCurl, .none: []
        }
    }

    /// The animator's construction in Swift with `values` ("copy as Swift").
    func swiftSource(_ values: TunedValues) -> String? {
        let duration = TunableParameter.format(values[.duration]), damping = TunableParameter.format(values[.dampingRatio])
        switch self {
        case .crossDissolve: return "let animator = CrossDissolveAnimator(duration: \(duration))"
        case .halfWaySpring:
            return "let transition = HalfWaySpringTransitioningDelegate()\ntransition.duration = \(duration)\ntransition.dampingRatio = \(damping)"
        case .scaleAndFade:
            return "let animator = ScaleAndFadeAnimator()\nanimator.animationDuration = \(duration)\nanimator.dampingRatio = \(damping)"
        case .coverVertical, .flipHorizontal, .partialCurl, .none: return nil
        }
    }

    /// The curve of the presentation with the tuned `values` (nil: not animated).
    func presentationCurve(_ values: TunedValues) -> TransitionCurve? {
        switch self {
        case .crossDissolve: .easeInOut(duration: values[.duration])
        case .halfWaySpring:
            .spring(damping: values[.dampingRatio], velocity: HalfWaySpringAnimator.initialSpringVelocity, duration: values[.duration])
        case .scaleAndFade:
            .spring(damping: values[.dampingRatio], velocity: ScaleAndFadeAnimator.initialSpringVelocity, duration: values[.duration])
        case .coverVertical: .spring(damping: 1, velocity: 0, duration: 0.5)
        case .flipHorizontal: .easeInOut(duration: 0.75)
        case .partialCurl: .easeInOut(duration: 0.6)
        case .none: nil
        }
    }

    /// The curve of the dismissal with the tuned `values` (the half-way spring's dismissal is
    /// the cross dissolve's, with `crossDissolve`'s values).
    func dismissalCurve(_ values: TunedValues, crossDissolve: TunedValues) -> TransitionCurve? {
        self == .halfWaySpring ? .easeInOut(duration: crossDissolve[.duration]) : presentationCurve(values)
    }
}
