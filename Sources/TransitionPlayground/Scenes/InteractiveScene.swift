import Foundation
import TransitionCatalog
import TransitionKit

/// Seed 000's Interactivity demo: a drag from the right edge of A presents B under the pointer,
/// a drag from the left edge of B dismisses it; released past half way the transition finishes,
/// else it cancels (`EdgePanInteractionController`). The button, Enter and Backspace/Esc run the
/// same animator without interaction ("tapping the button still triggers a noninteractive
/// animation").
///
/// Keys 1-3 choose the animator the drag scrubs: the seed's `EdgeSlideAnimator` (presented from
/// `.right`, dismissed from `.left`), `CrossDissolveAnimator`, or `HalfWaySpringAnimator` (a
/// spring scrubbed by the finger). `UIPercentDrivenInteractiveTransition` drives any of them.
@MainActor
final class InteractiveScene: Scene {
    /// The animators on keys 1-3.
    @MainActor
    enum Animator: Int, CaseIterable {
        /// The seed's `InteractivityTransitionAnimator(targetEdge:)`: slides in and out on the right.
        case edgeSlide
        /// `CrossDissolveAnimator`, scrubbed.
        case crossDissolve
        /// `HalfWaySpringAnimator`, scrubbed.
        case halfWaySpring

        /// The name on the keys and in the HUD.
        var name: String {
            switch self {
            case .edgeSlide: "edge slide"
            case .crossDissolve: "cross dissolve"
            case .halfWaySpring: "half-way spring"
            }
        }

        /// Makes the animator for a transition starting at `edge`.
        func make(edge: UIRectEdge) -> any UIViewControllerAnimatedTransitioning {
            switch self {
            case .edgeSlide: EdgeSlideAnimator(targetEdge: edge)
            case .crossDissolve: CrossDissolveAnimator()
            case .halfWaySpring: HalfWaySpringAnimator()
            }
        }

        /// The curve of a presentation (`forward`) or a dismissal.
        func curve(forward: Bool) -> TransitionCurve {
            switch self {
            case .edgeSlide: .easeInOut(duration: EdgeSlideAnimator.duration)
            case .crossDissolve: .easeInOut(duration: CrossDissolveAnimator.defaultDuration)
            case .halfWaySpring:
                .spring(damping: forward ? HalfWaySpringAnimator.dampingRatio : HalfWaySpringAnimator.exitDampingRatio,
                        velocity: 0, duration: HalfWaySpringAnimator.duration)
            }
        }
    }

    let name = "interactive"
    let title = "Interactive transitions"
    let summary = "drag from the right edge presents B under the pointer, from the left edge dismisses; past half way finishes (seed 000)"
    var animatorNames: [String] { Animator.allCases.map(\.name) }
    let gestures = [
        SceneGesture(input: "right edge ◂", action: "drag to present B under the pointer"),
        SceneGesture(input: "left edge ▸", action: "drag to dismiss B under the pointer"),
        SceneGesture(input: "release", action: "past half way finishes, else cancels"),
        SceneGesture.grab,
    ]
    var animatorIndex = 0

    /// A's hint.
    static let hintA = "drag from the right edge ◂ : present B (Enter or the button: without interaction)\nrelease past half way to finish, before it to cancel · 1-3: animator"
    /// B's hint.
    static let hintB = "▸ drag from the left edge: dismiss B (Backspace or the button: without interaction)\nrelease past half way to finish, before it to cancel"

    /// Screen A, the presenter and the window's root.
    private(set) var first: TitledScreenViewController!
    /// Screen B, presented by the drag.
    private(set) var second: TitledScreenViewController!
    /// The right-edge pan on A that presents.
    private(set) var presentingPan: UIScreenEdgePanGestureRecognizer!
    /// The left-edge pan on B that dismisses.
    private(set) var dismissingPan: UIScreenEdgePanGestureRecognizer!
    /// B's transitioning delegate (held here: B holds it weakly).
    private(set) var transitionDelegate: InteractivityTransitionDelegate!

    /// The animator keys 1-3 chose.
    var animator: Animator { Animator(rawValue: animatorIndex) ?? .edgeSlide }

    func makeRootViewController() -> UIViewController {
        transitionDelegate = InteractivityTransitionDelegate { [weak self] edge in
            (self?.animator ?? .edgeSlide).make(edge: edge)
        }
        first = TitledScreenViewController(
            Palette.screenA, subtitle: "drag from the right edge", hint: Self.hintA,
            buttonTitle: "Present") { [weak self] in _ = self?.forward() }
        second = TitledScreenViewController(
            Palette.screenB, subtitle: "drag from the left edge", hint: Self.hintB,
            buttonTitle: "Dismiss") { [weak self] in _ = self?.back() }
        second.modalPresentationStyle = .fullScreen
        second.transitioningDelegate = transitionDelegate

        presentingPan = UIScreenEdgePanGestureRecognizer { [weak self] pan in
            // The seed's interactiveTransitionRecognizerAction: present when the drag begins.
            if pan.state == .began { self?.present(gestureRecognizer: pan) }
        }
        presentingPan.edges = .right
        first.view.addGestureRecognizer(presentingPan)
        first.screenView?.edgeGrips = .right

        dismissingPan = UIScreenEdgePanGestureRecognizer { [weak self] pan in
            if pan.state == .began { self?.dismiss(gestureRecognizer: pan) }
        }
        dismissingPan.edges = .left
        second.view.addGestureRecognizer(dismissingPan)
        second.screenView?.edgeGrips = .left
        return first
    }

    /// The window showing the scene.
    var window: UIWindow? { first?.viewIfLoaded?.window ?? second?.viewIfLoaded?.window }

    /// Whether B is presented and not on its way out.
    var isShowingB: Bool { first?.presentedViewController != nil && second?.isBeingDismissed == false }

    /// Presents B: interactively while `gestureRecognizer` (a right-edge pan) drives it, else animated.
    func present(gestureRecognizer: UIScreenEdgePanGestureRecognizer?) {
        guard let first, let second, !isShowingB else { return }
        transitionDelegate.gestureRecognizer = gestureRecognizer
        transitionDelegate.targetEdge = .right
        second.subtitle = gestureRecognizer == nil ? "presented by a button or Enter" : "presented by a drag from the right edge"
        first.present(second, animated: true, completion: nil)
    }

    /// Dismisses B: interactively while `gestureRecognizer` (a left-edge pan) drives it, else animated.
    func dismiss(gestureRecognizer: UIScreenEdgePanGestureRecognizer?) {
        guard let second, isShowingB else { return }
        transitionDelegate.gestureRecognizer = gestureRecognizer
        transitionDelegate.targetEdge = .left
        second.dismiss(animated: true, completion: nil)
    }

    func forward() -> Bool {
        guard !isShowingB else { return false }
        present(gestureRecognizer: nil)
        return true
    }

    func back() -> Bool {
        guard isShowingB else { return false }
        dismiss(gestureRecognizer: nil)
        return true
    }

    /// The drag's progress while an edge pan holds the transition (it finishes from half way,
    /// `EdgePanInteractionController.finishThreshold`).
    var interactionHint: String? { InteractionHint.halfWay(in: window) }

    /// The running transition's curve, else the chosen animator's presentation curve.
    var timing: SceneTiming? {
        let forward = window?.transitionState?.kind != .dismissal
        return TransitionCurve.timing(animator.curve(forward: forward), in: window)
    }
}
