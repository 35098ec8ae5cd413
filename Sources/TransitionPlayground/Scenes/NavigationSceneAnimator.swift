import Foundation
import TransitionCatalog
import TransitionKit

/// The navigation scene's animators (keys 1-5): what the navigation controller's delegate returns
/// for a push and for a pop (seed 000: "if operation == .Push { return PushAnimator() }; if
/// operation == .Pop { return PopAnimator() }" and "a well-encapsulated animator can be reused
/// not only for presentation and dismissal but also for push and pop").
@MainActor
enum NavigationSceneAnimator: Int, CaseIterable {
    /// No delegate animator: the system slide, with the old screen's parallax and dimming.
    case systemSlide
    /// `CrossDissolveAnimator` for push and pop.
    case crossDissolve
    /// `EdgeSlideAnimator`: push with `.right` (in from the right), pop with `.left` (the top
    /// screen slides away from the left edge, out on the right): seed 000's present/dismiss pairing.
    case edgeSlide
    /// The seed's separate push and pop animators: `HalfWaySpringAnimator` to push,
    /// `CrossDissolveAnimator` to pop (seed 000's modal pairing, reused for navigation).
    case halfWaySpringPush
    /// `ScaleAndFadeAnimator` (seed 001) for push and pop, `isPresenting` set per operation.
    case scaleAndFade

    /// The name on the keys and in the HUD.
    var name: String {
        switch self {
        case .systemSlide: "system slide"
        case .crossDissolve: "cross dissolve"
        case .edgeSlide: "edge slide"
        case .halfWaySpringPush: "spring push, dissolve pop"
        case .scaleAndFade: "scale and fade"
        }
    }

    /// The animator for a push (nil: the system slide).
    /// The numbers the tuning panel (T) drags, with the catalog's values (the system slide has none).
    var parameters: [TunableParameter] {
        switch self {
        case .systemSlide: []
        case .crossDissolve: [.duration(CrossDissolveAnimator.defaultDuration)]
        case .edgeSlide: [.duration(EdgeSlideAnimator.duration)]
        case .halfWaySpringPush: [.duration(HalfWaySpringAnimator.duration), .dampingRatio(HalfWaySpringAnimator.dampingRatio)]
        case .scaleAndFade: [.duration(0.3), .dampingRatio(ScaleAndFadeAnimator.dampingRatio)]
        }
    }

    /// The push's animator with the tuned `values` (nil: the system slide).
    func pushAnimator(_ values: TunedValues) -> (any UIViewControllerAnimatedTransitioning)? {
        switch self {
        case .systemSlide: return nil
        case .crossDissolve: return CrossDissolveAnimator(duration: values[.duration])
        case .edgeSlide: return Self.edgeSlide(.right, values)
        case .halfWaySpringPush:
            let animator = HalfWaySpringAnimator()
            animator.duration = values[.duration]
            animator.dampingRatio = values[.dampingRatio]
            return animator
        case .scaleAndFade: return Self.scaleAndFade(presenting: true, values)
        }
    }

    /// The animator for a pop (nil: the system slide).
    /// The pop's animator with the tuned `values` (the spring push pops with a cross dissolve of
    /// the catalog's duration).
    func popAnimator(_ values: TunedValues) -> (any UIViewControllerAnimatedTransitioning)? {
        switch self {
        case .systemSlide: nil
        case .crossDissolve: CrossDissolveAnimator(duration: values[.duration])
        case .halfWaySpringPush: CrossDissolveAnimator()
        case .edgeSlide: Self.edgeSlide(.left, values)
        case .scaleAndFade: Self.scaleAndFade(presenting: false, values)
        }
    }

    private static func edgeSlide(_ edge: UIRectEdge, _ values: TunedValues) -> EdgeSlideAnimator {
        let animator = EdgeSlideAnimator(targetEdge: edge)
        animator.duration = values[.duration]
        return animator
    }

    private static func scaleAndFade(presenting: Bool, _ values: TunedValues) -> ScaleAndFadeAnimator {
        let animator = ScaleAndFadeAnimator()
        animator.isPresenting = presenting
        animator.animationDuration = values[.duration]
        animator.dampingRatio = values[.dampingRatio]
        return animator
    }

    /// The construction of the push's animator in Swift with `values` ("copy as Swift").
    func swiftSource(_ values: TunedValues) -> String? {
        let duration = TunableParameter.format(values[.duration]), damping = TunableParameter.format(values[.dampingRatio])
        switch self {
        case .systemSlide: return nil
        case .crossDissolve: return "CrossDissolveAnimator(duration: \(duration))"
        case .edgeSlide: return "let animator = EdgeSlideAnimator(targetEdge: .right)\nanimator.duration = \(duration)"
        case .halfWaySpringPush:
            return "let animator = HalfWaySpringAnimator()\nanimator.duration = \(duration)\nanimator.dampingRatio = \(damping)"
        case .scaleAndFade:
            return "let animator = ScaleAndFadeAnimator()\nanimator.animationDuration = \(duration)\nanimator.dampingRatio = \(damping)"
        }
    }

    /// The curve of a push (`push`) or a pop.
    func curve(push: Bool, _ values: TunedValues) -> TransitionCurve {
        switch self {
        case .systemSlide: .spring(damping: 1, velocity: 0, duration: 0.4)
        case .crossDissolve: .easeInOut(duration: values[.duration])
        case .edgeSlide: .easeInOut(duration: values[.duration])
        case .halfWaySpringPush:
            push ? .spring(damping: values[.dampingRatio], velocity: 0, duration: values[.duration])
                : .easeInOut(duration: CrossDissolveAnimator.defaultDuration)
        case .scaleAndFade:
            .spring(damping: values[.dampingRatio], velocity: ScaleAndFadeAnimator.initialSpringVelocity, duration: values[.duration])
        }
    }
}
