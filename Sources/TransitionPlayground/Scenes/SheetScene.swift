import Foundation
import TransitionCatalog
import TransitionKit

/// Seed 000's Custom Presentation demo: A presents a card with `CustomPresentationController`:
/// the presented view in a wrapper with rounded corners and a shadow over the lower part of the
/// window, a black dimming view that fades to 0.5 alongside the transition, a tap on the dimming
/// or a downward drag on the card to dismiss (the drag is interactive: it scrubs the dismissal
/// and finishes past half way or on a flick), and a re-layout when the window changes size (R).
///
/// Keys 1-3: (1) the custom presentation (the controller's own slide up), (2) the same card as a
/// system `.pageSheet` for comparison (drag down to dismiss is the system's), (3) the custom
/// presentation controller with `CrossDissolveAnimator` (animator and presentation controller
/// are separate pieces). Up and Down change the card's `preferredContentSize` height, which the
/// presentation controller follows (the seed's "set the presented view's size").
@MainActor
final class SheetScene: Scene {
    /// The animators on keys 1-3.
    @MainActor
    enum Animator: Int, CaseIterable {
        /// `CustomPresentationController` as delegate, presentation controller and animator.
        case customPresentation
        /// `.pageSheet`, no delegate: the system's card.
        case pageSheet
        /// `CustomPresentationController` with `CrossDissolveAnimator`.
        case customCrossDissolve

        /// The name on the keys and in the HUD.
        var name: String {
            switch self {
            case .customPresentation: "custom presentation"
            case .pageSheet: "page sheet"
            case .customCrossDissolve: "custom + cross dissolve"
            }
        }

        /// The card's subtitle.
        var description: String {
            switch self {
            case .customPresentation: "CustomPresentationController: wrapper, corners, shadow, dimming 0.5"
            case .pageSheet: "modalPresentationStyle = .pageSheet (the system's card)"
            case .customCrossDissolve: "CustomPresentationController + CrossDissolveAnimator"
            }
        }

        /// The transitions' curve.
        var curve: TransitionCurve {
            switch self {
            case .customPresentation: .easeInOut(duration: CustomPresentationController.duration)
            case .pageSheet: .spring(damping: 1, velocity: 0, duration: 0.5)
            case .customCrossDissolve: .easeInOut(duration: CrossDissolveAnimator.defaultDuration)
            }
        }
    }

    let name = "sheet"
    let title = "Custom presentation"
    let summary = "a card with a custom presentation controller: corners, shadow, dimming; tap or drag down to dismiss (seed 000)"
    var animatorNames: [String] { Animator.allCases.map(\.name) }
    let gestures = [
        SceneGesture(input: "click dimming", action: "dismisses the card"),
        SceneGesture(input: "drag card down", action: "dismisses it under the pointer"),
        SceneGesture(input: "Up / Down", action: "a taller / shorter card"),
        SceneGesture.grab,
    ]
    var animatorIndex = 0 { didSet { updateTexts() } }

    /// A's hint.
    static let hintA = "Enter or the button: present the card · 1-3: animator · R: rotate"
    /// The card's hint.
    static let hintCard = "drag down, tap the dimming or Esc: dismiss · Up / Down: height"
    /// The card's height step, in points.
    static let cardHeightStep: CGFloat = 80
    /// The lowest card height Up and Down allow.
    static let minimumCardHeight: CGFloat = 300

    /// Screen A, the presenter.
    private(set) var first: TitledScreenViewController!
    /// The card presented by the custom presentation controller (made once, as the seed's lazy property).
    private(set) var customCard: TitledScreenViewController!
    /// The card presented as a system page sheet.
    private(set) var pageSheetCard: TitledScreenViewController!
    /// The seed's `CustomPresentationController`, made once for `customCard`.
    private(set) var presentation: CustomPresentationController!
    private var crossDissolveDelegate: SheetCrossDissolveTransitionDelegate!
    /// The animator that presented the card on screen.
    private(set) var presentedAnimator: Animator?

    /// The animator keys 1-3 chose.
    var animator: Animator { Animator(rawValue: animatorIndex) ?? .customPresentation }

    func makeRootViewController() -> UIViewController {
        first = TitledScreenViewController(
            Palette.screenA, subtitle: "", hint: Self.hintA, buttonTitle: "Show card") { [weak self] in _ = self?.forward() }
        customCard = makeCard()
        pageSheetCard = makeCard()
        pageSheetCard.modalPresentationStyle = .pageSheet
        presentation = CustomPresentationController(presentedViewController: customCard, presenting: first)
        crossDissolveDelegate = SheetCrossDissolveTransitionDelegate(presentation: presentation)
        updateTexts()
        return first
    }

    private func makeCard() -> TitledScreenViewController {
        let card = TitledScreenViewController(
            Palette.card, subtitle: "", hint: Self.hintCard, buttonTitle: "Dismiss") { [weak self] in _ = self?.back() }
        card.loadViewIfNeeded()
        card.screenView?.topCornerRadius = CustomPresentationController.cornerRadius
        return card
    }

    /// The window showing the scene.
    var window: UIWindow? { first?.viewIfLoaded?.window }

    /// The card on screen (or on its way), if any.
    var presentedCard: TitledScreenViewController? { first?.presentedViewController as? TitledScreenViewController }

    /// Whether a card is presented and not on its way out.
    var isShowingCard: Bool { presentedCard.map { !$0.isBeingDismissed } ?? false }

    /// Enter: presents the card with the chosen animator.
    func forward() -> Bool {
        guard let first, !isShowingCard else { return false }
        let animator = self.animator
        presentedAnimator = animator
        let card: TitledScreenViewController
        switch animator {
        case .customPresentation:
            card = customCard
            card.transitioningDelegate = presentation
        case .customCrossDissolve:
            card = customCard
            card.transitioningDelegate = crossDissolveDelegate
        case .pageSheet:
            card = pageSheetCard
        }
        card.subtitle = animator.description
        first.present(card, animated: true, completion: nil)
        return true
    }

    /// Backspace or Esc: dismisses the card.
    func back() -> Bool {
        guard let card = presentedCard, isShowingCard else { return false }
        card.dismiss(animated: true, completion: nil)
        return true
    }

    /// Up and Down: a taller or shorter card (`preferredContentSize`), animated.
    func handleKey(_ key: Key, modifiers: InputEvent.Modifiers) -> Bool {
        guard key == .upArrow || key == .downArrow, let card = customCard, let window else { return false }
        let current = card.preferredContentSize.height > 0 ? card.preferredContentSize.height : window.bounds.height / 2
        let step = key == .upArrow ? Self.cardHeightStep : -Self.cardHeightStep
        let height = min(max(current + step, Self.minimumCardHeight), window.bounds.height)
        guard height != current else { return true }
        UIView.animate(withDuration: 0.3) {
            card.preferredContentSize = CGSize(width: 0, height: height)
            self.presentation.containerView?.layoutIfNeeded()
        }
        return true
    }

    /// The drag's progress while it holds the transition (released still, it finishes from half way).
    var interactionHint: String? { InteractionHint.halfWay(in: window) }

    /// The running transition's curve (the animator that presented the card), else the chosen one's.
    var timing: SceneTiming? {
        let running = window?.transitionState != nil ? presentedAnimator : nil
        return TransitionCurve.timing((running ?? animator).curve, in: window)
    }

    private func updateTexts() {
        first?.subtitle = "A presents a card: \(animator.name)"
    }
}
