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
    func pushAnimator() -> (any UIViewControllerAnimatedTransitioning)? {
        switch self {
        case .systemSlide: nil
        case .crossDissolve: CrossDissolveAnimator()
        case .edgeSlide: EdgeSlideAnimator(targetEdge: .right)
        case .halfWaySpringPush: HalfWaySpringAnimator()
        case .scaleAndFade: Self.scaleAndFade(presenting: true)
        }
    }

    /// The animator for a pop (nil: the system slide).
    func popAnimator() -> (any UIViewControllerAnimatedTransitioning)? {
        switch self {
        case .systemSlide: nil
        case .crossDissolve, .halfWaySpringPush: CrossDissolveAnimator()
        case .edgeSlide: EdgeSlideAnimator(targetEdge: .left)
        case .scaleAndFade: Self.scaleAndFade(presenting: false)
        }
    }

    private static func scaleAndFade(presenting: Bool) -> ScaleAndFadeAnimator {
        let animator = ScaleAndFadeAnimator()
        animator.isPresenting = presenting
        return animator
    }

    /// The curve of a push (`push`) or a pop.
    func curve(push: Bool) -> TransitionCurve {
        switch self {
        case .systemSlide: .spring(damping: 1, velocity: 0, duration: 0.4)
        case .crossDissolve: .easeInOut(duration: CrossDissolveAnimator.defaultDuration)
        case .edgeSlide: .easeInOut(duration: EdgeSlideAnimator.duration)
        case .halfWaySpringPush:
            push ? .spring(damping: HalfWaySpringAnimator.dampingRatio, velocity: 0, duration: HalfWaySpringAnimator.duration)
                : .easeInOut(duration: CrossDissolveAnimator.defaultDuration)
        case .scaleAndFade:
            .spring(damping: ScaleAndFadeAnimator.dampingRatio, velocity: ScaleAndFadeAnimator.initialSpringVelocity, duration: 0.3)
        }
    }
}
