import Foundation
import TransitionCatalog
import TransitionKit

/// An App-Store-style list of cards: a `UICollectionView` of large rounded cards that
/// scrolls with a drag or the wheel; a click on a card (Enter: the first wholly visible one)
/// expands it into its detail with `CardExpandAnimator`, from the frame the collection view's
/// cell has in the window (`cellForItem(at:)`, `convert(_:to: nil)`), as real code asks for it.
/// The card stays hidden while its detail is open; what the card does not show (Close, the
/// story) fades in alongside the expansion and out alongside the collapse. Backspace, Close or a drag down collapses the
/// detail back into the card's frame at that moment (scrolled into view first); the drag drives
/// the collapse through a `UIPercentDrivenInteractiveTransition`.
@MainActor
final class CardsScene: Scene {
    let name = "cards"
    let title = "Cards"
    let summary = "an App-Store-style list of cards that expand into a detail and drag back down"
    var animatorNames: [String] { ["App-Store card (Auto Layout)"] }
    let gestures = [
        SceneGesture(input: "drag, wheel", action: "scroll the list"),
        SceneGesture(input: "click a card", action: "opens its detail"),
        SceneGesture(input: "drag down", action: "shrinks the detail back into its card"),
        SceneGesture.grab,
    ]
    var animatorIndex = 0

    /// The list (the window's root) and the detail it opens.
    private(set) var list: CardsSceneListViewController?
    private(set) var detail: CardsSceneDetailViewController?
    /// The transitioning delegate (held here: a presented controller holds it weakly).
    let delegate = CardsSceneTransitionDelegate()

    func makeRootViewController() -> UIViewController {
        let list = CardsSceneListViewController()
        let detail = CardsSceneDetailViewController()
        list.cardSelected = { [weak self] path in _ = self?.open(path) }
        detail.closeTapped = { [weak self] in _ = self?.back() }
        detail.modalPresentationStyle = .overFullScreen
        detail.transitioningDelegate = delegate
        detail.loadViewIfNeeded()
        detail.view.addGestureRecognizer(UIPanGestureRecognizer { [weak self] pan in self?.drag(pan) })
        self.list = list
        self.detail = detail
        return list
    }

    /// Enter: opens the first card wholly in view.
    func forward() -> Bool {
        guard let path = list?.firstFullyVisibleItem else { return false }
        return open(path)
    }

    /// Opens the card at `path` from its cell's frame in the window, hiding the cell.
    @discardableResult
    func open(_ path: IndexPath) -> Bool {
        guard let list, let detail, list.presentedViewController == nil,
              let cell = list.collectionView.cellForItem(at: path) else { return false }
        delegate.cardFrame = cell.convert(cell.bounds, to: nil)
        detail.show(list.cards[path.item], image: list.images[path.item])
        list.openedItem = path
        detail.chromeAlpha = 0
        list.present(detail, animated: true)
        guard let coordinator = detail.transitionCoordinator else {
            detail.chromeAlpha = 1  // queued behind another transition: no fade
            return true
        }
        coordinator.animate(alongsideTransition: { _ in detail.chromeAlpha = 1 }) { context in
            if context.isCancelled { detail.chromeAlpha = 0 }
        }
        return true
    }

    /// Backspace: collapses the detail into its card (scrolled into view first); the card shows
    /// again when the collapse finishes (not when it is cancelled).
    func back() -> Bool {
        guard let list, let detail, detail.presentingViewController != nil, !detail.isBeingDismissed,
              let path = list.openedItem, let frame = list.windowFrame(ofItem: path) else { return false }
        delegate.cardFrame = frame
        detail.dismiss(animated: true)
        detail.transitionCoordinator?.animate(alongsideTransition: { _ in detail.chromeAlpha = 0 }) { [weak list] context in
            if context.isCancelled { detail.chromeAlpha = 1 } else { list?.openedItem = nil }
        }
        return true
    }

    /// A drag down on the detail closes it interactively: progress is the drag over 60 % of the
    /// window's height; released past a third (or flicked down) it finishes, else it springs back.
    private func drag(_ pan: UIPanGestureRecognizer) {
        guard let detail, let window = detail.view.window else { return }
        delegate.dragDown.handle(pan, in: window) { back() }
    }

    /// While a drag holds the collapse: "NN % · release: finish/cancel".
    var interactionHint: String? { delegate.dragDown.hint(in: list?.viewIfLoaded?.window) }

    /// The expansion's spring.
    var timing: SceneTiming? {
        TransitionCurve.timing(
            .spring(damping: CardExpandAnimator.defaultDampingRatio, velocity: 0, duration: CardExpandAnimator.defaultDuration),
            in: list?.viewIfLoaded?.window)
    }
}
