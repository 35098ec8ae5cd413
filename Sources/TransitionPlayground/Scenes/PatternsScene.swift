import Foundation
import TransitionCatalog
import TransitionKit

/// Transition patterns from real iOS code, ported unchanged but for the import: the
/// App-Store card expansion on Auto Layout (`CardExpandAnimator`), the snapshot-tile explode
/// dismissal (`ExplodeAnimator`), and the keyframe bounce (`KeyframeBounceAnimator`, whose landing
/// plays an impact: the debug overlay's pulse). Enter or a click on the card
/// opens the detail; Backspace, its Close button or a drag down closes it (the drag drives the
/// closing transition through a `UIPercentDrivenInteractiveTransition`).
@MainActor
final class PatternsScene: Scene {
    let name = "patterns"
    let title = "Real-world patterns"
    let summary = "ported iOS patterns: the App-Store card on Auto Layout, the snapshot explode, a keyframe bounce"
    var animatorNames: [String] { PatternsSceneTransitionDelegate.Pattern.allCases.map(\.name) }
    let gestures = [
        SceneGesture(input: "click the card", action: "opens the detail"),
        SceneGesture(input: "drag down", action: "closes the detail, following the pointer"),
        SceneGesture.grab,
    ]
    var animatorIndex = 0 { didSet { delegate.pattern = PatternsSceneTransitionDelegate.Pattern(rawValue: animatorIndex) ?? .cardExpansion } }

    /// The home screen (the window's root) and the detail it opens.
    private(set) var home: PatternsHomeViewController?
    private(set) var detail: PatternsDetailViewController?
    /// The transitioning delegate (held here: a presented controller holds it weakly).
    let delegate = PatternsSceneTransitionDelegate()

    func makeRootViewController() -> UIViewController {
        let home = PatternsHomeViewController()
        let detail = PatternsDetailViewController()
        home.cardTapped = { [weak self] in _ = self?.forward() }
        detail.closeTapped = { [weak self] in _ = self?.back() }
        detail.modalPresentationStyle = .overFullScreen
        detail.transitioningDelegate = delegate
        detail.loadViewIfNeeded()
        detail.view.addGestureRecognizer(UIPanGestureRecognizer { [weak self] pan in self?.drag(pan) })
        self.home = home
        self.detail = detail
        return home
    }

    /// Enter: opens the detail from the card.
    func forward() -> Bool {
        guard let home, let detail, home.presentedViewController == nil else { return false }
        delegate.cardFrame = home.cardFrameInWindow
        // The keyframe bounce lands with a thud, as apps pair such bounces with haptics.
        let landing = delegate.pattern == .keyframeBounce ? UIImpactFeedbackGenerator(style: .medium, view: home.view) : nil
        landing?.prepare()
        home.present(detail, animated: true) { landing?.impactOccurred() }
        return true
    }

    /// Backspace: closes the detail.
    func back() -> Bool {
        guard let detail, detail.presentingViewController != nil, !detail.isBeingDismissed else { return false }
        delegate.cardFrame = home?.cardFrameInWindow ?? delegate.cardFrame
        detail.dismiss(animated: true)
        return true
    }

    /// A drag down on the detail closes it interactively: progress is the drag over 60 % of the
    /// window's height; released past a third (or flicked down) it finishes, else it cancels.
    private func drag(_ pan: UIPanGestureRecognizer) {
        guard let detail, let window = detail.view.window else { return }
        delegate.dragDown.handle(pan, in: window) { back() }
    }

    /// While a drag holds the closing: "NN % · release: finish/cancel".
    var interactionHint: String? { delegate.dragDown.hint(in: home?.viewIfLoaded?.window) }

    /// The chosen pattern's curve.
    var timing: SceneTiming? {
        TransitionCurve.timing(delegate.pattern.curve, in: home?.viewIfLoaded?.window)
    }
}
