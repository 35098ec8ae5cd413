import Foundation
import TransitionCatalog
import TransitionKit

/// Seeds 000 and 001: screen A presents screen B, with the animator keys 1-5 choose
/// (`PresentSceneAnimator`): cross dissolve, half-way spring, scale-and-fade, cover vertical, none,
/// flip horizontal and partial curl (keys 6, 7).
///
/// As in the seeds' demos, A owns B (one controller, presented again and again) and the
/// transitioning delegates (B holds its delegate weakly), and buttons run the transitions: the
/// "Present" button on A, the "Dismiss" button on B (`UIButton` + `UIAction`). Enter presents,
/// Backspace or Esc dismisses. A drag across B dismisses it too (seed 001's detail screen has a
/// pan that dismisses when it ends); here the drag is interactive: B follows the pointer
/// (`DragDismissInteractor`), released past half way or flicked away it leaves, else it springs back.
///
/// A key pressed while B is up applies to the next presentation: B is dismissed with the
/// animator that presented it, as its delegate and presentation style were set then.
@MainActor
final class PresentScene: Scene {
    let name = "present"
    let title = "Present and dismiss"
    let summary = "A presents B: cross dissolve, half-way spring, scale-and-fade, cover vertical, none, flip, curl (seeds 000, 001)"
    var animatorNames: [String] { PresentSceneAnimator.allCases.map(\.name) }
    let gestures = [
        SceneGesture(input: "click", action: "the Present and Dismiss buttons"),
        SceneGesture(input: "drag B", action: "dismisses B"),
        SceneGesture.grab,
    ]
    var animatorIndex = 0 { didSet { updateTexts() } }

    /// The hint on A.
    static let hintA = "Enter or the button: present B · 1-7: animator · S: slow motion"
    /// The hint on B.
    static let hintB = "Backspace / Esc, the button or a drag: dismiss"

    /// Screen A, the presenter and the window's root.
    private(set) var first: TitledScreenViewController!
    /// Screen B, the presented controller (made once, as the seed's lazy property).
    private(set) var second: TitledScreenViewController!
    /// The animator that presented B (it dismisses B too).
    private(set) var presentedAnimator: PresentSceneAnimator?

    private lazy var crossDissolve = AnimatorPairTransitioningDelegate(
        presenting: { [weak self] in CrossDissolveAnimator(duration: self?.crossDissolveDuration ?? CrossDissolveAnimator.defaultDuration) },
        dismissing: { [weak self] in CrossDissolveAnimator(duration: self?.crossDissolveDuration ?? CrossDissolveAnimator.defaultDuration) })
    /// The cross dissolve's tuned duration.
    private var crossDissolveDuration: TimeInterval { tunedValues(of: .crossDissolve)[.duration] }
    private let halfWaySpring = HalfWaySpringTransitioningDelegate()
    private let scaleAndFade = ScaleAndFadeAnimator()
    /// The tuning panel's values, by animator (`PresentScene+Tuning.swift`).
    var tunings = AnimatorTunings<PresentSceneAnimator>()
    /// The drag on B that dismisses it interactively.
    let dragDismiss = DragDismissInteractor()
    /// The pan on B.
    private(set) var dragPan: UIPanGestureRecognizer?

    /// The animator keys 1-5 chose.
    var animator: PresentSceneAnimator { PresentSceneAnimator(rawValue: animatorIndex) ?? .crossDissolve }

    func makeRootViewController() -> UIViewController {
        first = TitledScreenViewController(
            Palette.screenA, subtitle: "", hint: Self.hintA, buttonTitle: "Present") { [weak self] in _ = self?.forward() }
        second = TitledScreenViewController(
            Palette.screenB, subtitle: "", hint: Self.hintB, buttonTitle: "Dismiss") { [weak self] in _ = self?.back() }
        second.loadViewIfNeeded()
        // B covers the screen with every animator, also the custom (scale-and-fade) one: it
        // takes the status bar (dark content on orange), which cross-fades with the transition.
        second.modalPresentationCapturesStatusBarAppearance = true
        // Seed 001's detail screen dismisses on a pan; here B follows the drag.
        let pan = UIPanGestureRecognizer { [weak self] pan in self?.drag(pan) }
        second.view.addGestureRecognizer(pan)
        dragPan = pan
        updateTexts()
        return first
    }

    /// Whether B is presented and not on its way out (so Backspace can dismiss it).
    var isShowingB: Bool { first?.presentedViewController != nil && second?.isBeingDismissed == false }

    /// Enter: presents B with the chosen animator (queued behind a running dismissal).
    func forward() -> Bool {
        guard let first, let second, !isShowingB else { return false }
        let animator = self.animator
        presentedAnimator = animator
        second.modalPresentationStyle = animator.presentationStyle
        second.modalTransitionStyle = .coverVertical
        let values = tunedValues(of: animator)
        switch animator {
        case .crossDissolve: second.transitioningDelegate = crossDissolve
        case .halfWaySpring:
            halfWaySpring.duration = values[.duration]
            halfWaySpring.dampingRatio = values[.dampingRatio]
            second.transitioningDelegate = halfWaySpring
        case .scaleAndFade:
            scaleAndFade.animationDuration = values[.duration]
            scaleAndFade.dampingRatio = values[.dampingRatio]
            second.transitioningDelegate = scaleAndFade
        case .coverVertical, .none: second.transitioningDelegate = nil
        case .flipHorizontal, .partialCurl:
            second.transitioningDelegate = nil
            second.modalTransitionStyle = animator == .flipHorizontal ? .flipHorizontal : .partialCurl
        }
        second.subtitle = animator.description(values)
        first.present(second, animated: animator.isAnimated, completion: nil)
        return true
    }

    /// A drag on B: an interactive dismissal, B under the pointer.
    private func drag(_ pan: UIPanGestureRecognizer) {
        guard let second else { return }
        if pan.state == .began {
            guard isShowingB, window?.transitionState == nil else { return }
            second.transitioningDelegate = dragDismiss
        }
        dragDismiss.handlePan(pan, dismissing: second)
    }

    /// The drag's progress while it holds B.
    var interactionHint: String? {
        guard let state = window?.transitionState, state.isInteractive else { return nil }
        guard dragDismiss.isDragging, let dragPan else { return InteractionHint.halfWay(in: window) }
        return InteractionHint.text(
            percent: state.percentComplete, finishes: dragDismiss.releaseFinishes(velocity: dragPan.velocity(in: nil)))
    }

    /// Backspace or Esc: dismisses B with the animator that presented it.
    func back() -> Bool {
        guard let second, isShowingB else { return false }
        second.dismiss(animated: presentedAnimator?.isAnimated ?? true, completion: nil)
        return true
    }

    /// The window showing the scene (A's, or B's while B covers the window).
    var window: UIWindow? { first?.viewIfLoaded?.window ?? second?.viewIfLoaded?.window }

    /// The running transition's curve (presentation or dismissal), else the chosen animator's.
    var timing: SceneTiming? {
        let curve: TransitionCurve?
        switch window?.transitionState?.kind {
        case .presentation: curve = presentedAnimator.flatMap { $0.presentationCurve(tunedValues(of: $0)) }
        case .dismissal: curve = presentedAnimator.flatMap { $0.dismissalCurve(tunedValues(of: $0), crossDissolve: tunedValues(of: .crossDissolve)) }
        default: curve = animator.presentationCurve(tunedValues(of: animator))
        }
        return TransitionCurve.timing(curve, in: window)
    }

    private func updateTexts() {
        first?.subtitle = "A: Enter presents B with \(animator.name)"
    }
}
