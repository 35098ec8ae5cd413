import Foundation
import TransitionCatalog
import TransitionKit

/// Transitions built on Core Animation: shape-layer masks, 3D transforms with
/// perspective, `CATransition`, anchor points and snapshots; the home screen's backdrop is a
/// gradient layer with a card of standalone layers. Enter (or the button) presents screen B
/// with the chosen effect; Backspace dismisses it, and a drag down on B scrubs the dismissal with a
/// `UIPercentDrivenInteractiveTransition` (the effects run on the transition's timeline, so the
/// drag, the grab and `,` stepping hold them at any point).
@MainActor
final class CoreAnimationScene: Scene {
    let name = "coreanimation"
    let title = "Core Animation"
    let summary = "transitions built on layers: circular reveal, 3D card flip, CATransition push, clock wipe, fold"
    var animatorNames: [String] { CoreAnimationSceneTransitionDelegate.Effect.allCases.map(\.name) }
    let gestures = [
        SceneGesture(input: "drag down on B", action: "scrubs the dismissal"),
        SceneGesture.grab,
    ]
    var animatorIndex = 0 {
        didSet { delegate.effect = CoreAnimationSceneTransitionDelegate.Effect(rawValue: animatorIndex) ?? .circularReveal }
    }

    /// The presenting screen (the window's root) and the one it presents.
    private(set) var first: TitledScreenViewController?
    private(set) var second: TitledScreenViewController?
    /// The transitioning delegate (held here: a presented controller holds it weakly).
    let delegate = CoreAnimationSceneTransitionDelegate()

    func makeRootViewController() -> UIViewController {
        let first = TitledScreenViewController(
            Palette.screenA, subtitle: "Core Animation transitions", hint: "Enter or the button: present · 1-9: effect",
            buttonTitle: "Present") { [weak self] in _ = self?.forward() }
        let second = TitledScreenViewController(
            Palette.screenB, subtitle: "presented with a layer effect", hint: "Backspace: dismiss · drag down: scrub the dismissal")
        second.modalPresentationStyle = .fullScreen
        second.transitioningDelegate = delegate
        second.loadViewIfNeeded()
        second.view.addGestureRecognizer(UIPanGestureRecognizer { [weak self] pan in self?.drag(pan) })
        first.loadViewIfNeeded()
        first.view.insertSubview(CoreAnimationSceneBackdrop(frame: first.view.bounds, screen: Palette.screenA), at: 0)
        delegate.revealOrigin = { [weak first] in
            guard let first, let button = first.button, let screen = button.superview else { return nil }
            return first.view.convert(button.center, from: screen)
        }
        self.first = first
        self.second = second
        return first
    }

    /// Enter: presents B.
    func forward() -> Bool {
        guard let first, let second, first.presentedViewController == nil else { return false }
        first.present(second, animated: true)
        return true
    }

    /// Backspace: dismisses B.
    func back() -> Bool {
        guard let second, second.presentingViewController != nil, !second.isBeingDismissed else { return false }
        second.dismiss(animated: true)
        return true
    }

    private func drag(_ pan: UIPanGestureRecognizer) {
        guard let window = second?.view.window else { return }
        delegate.dragDown.handle(pan, in: window) { back() }
    }

    /// While a drag holds the dismissal: "NN % · release: finish/cancel".
    var interactionHint: String? { delegate.dragDown.hint(in: first?.viewIfLoaded?.window) }
}
