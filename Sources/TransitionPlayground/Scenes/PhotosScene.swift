import Foundation
import TransitionCatalog
import TransitionKit

/// Seeds 001 and 003: a grid of coloured photos; a click zooms one from its thumbnail to full
/// screen; a pinch closes it interactively, the photo's frame following the pinch scale.
///
/// - Click a thumbnail (or Enter, for the last one chosen): presents the photo (`.custom`) with
///   the chosen animator.
/// - Pinch on the photo (wheel down over it, each notch x1/1.1, or Alt- or Ctrl-drag inwards): an
///   interactive zoom back to the thumbnail (`PinchInteractor`, whatever animator is chosen: the
///   pinch is the zoom's); released below half size it finishes, else it springs back.
/// - Drag the photo: an interactive dismissal, the photo under the pointer
///   (`DragDismissInteractor`); released past half way or flicked away it zooms onto its
///   thumbnail, else it springs back. A notch during a pinch's spring-back catches the photo.
/// - Click ×, Backspace or Esc: dismisses with the chosen animator, not interactively.
/// - Drag or wheel over the grid: it scrolls (a `UICollectionView` of 36 photos).
/// - R: the grid re-lays out and the zoom lands on the thumbnail's new frame (scrolled back
///   into view first if the rotation moved it off screen).
///
/// Keys 1-2: the seed 003 zoom (spring, 0.5 s, damping 0.8), seed 001's scale-and-fade (0.3 s,
/// damping 0.8, velocity 0.3; dismissal shrinks to nothing).
@MainActor
final class PhotosScene: Scene {
    /// One way to present and dismiss the photo.
    struct Animator {
        /// The name on keys 1-9 and in the HUD.
        let name: String
        /// The curve's description under the HUD's plot.
        let curveLabel: String
        /// The spring the animator uses, for the HUD's plot.
        let duration: TimeInterval, damping: CGFloat, velocity: CGFloat
    }

    /// The animators on keys 1-2.
    static let animators: [Animator] = [
        Animator(name: "zoom (seed 003)", curveLabel: "spring 0.5 s, damping 0.8", duration: 0.5, damping: 0.8, velocity: 0),
        Animator(name: "scale and fade (seed 001)", curveLabel: "spring 0.3 s, damping 0.8, velocity 0.3",
                 duration: 0.3, damping: 0.8, velocity: 0.3),
    ]

    let name = "photos"
    let title = "Photos"
    let summary = "seeds 001, 003: a photo zooms from its thumbnail; pinch (wheel, Alt- or Ctrl-drag) or drag to close"
    var animatorNames: [String] { Self.animators.map(\.name) }
    let gestures = [
        SceneGesture(input: "click", action: "a photo zooms open from its thumbnail"),
        SceneGesture(input: "wheel, drag", action: "scroll the grid of 36 photos"),
        SceneGesture(input: "pinch", action: "wheel or Alt- or Ctrl-drag: close it"),
        SceneGesture(input: "drag photo", action: "closes it"),
        SceneGesture.grab,
    ]
    var animatorIndex = 0

    /// The grid, once `makeRootViewController()` made it.
    private(set) var grid: PhotosGridViewController?
    /// Seed 001's animator (the zoom lives on the grid, which keeps its collapsed frame).
    let scaleAndFade = ScaleAndFadeAnimator()
    /// Animation time at which the last transition started (for the HUD's dot).
    private(set) var lastTransitionStart: TimeInterval?
    private var curves: [Int: TimingCurve] = [:]
    /// The drag on the photo that dismisses it interactively.
    let dragDismiss = DragDismissInteractor()
    /// The pinch and the pan of the photo on screen, while they drive its dismissal.
    private weak var activePinch: UIPinchGestureRecognizer?
    private weak var activePan: UIPanGestureRecognizer?

    func makeRootViewController() -> UIViewController {
        let grid = PhotosGridViewController()
        grid.loadViewIfNeeded()
        grid.onSelect = { [unowned self] index in _ = present(photo: index) }
        dragDismiss.finishFrame = { [unowned grid] in grid.zoom.modalCollapsedFrame }
        self.grid = grid
        return grid
    }

    /// The photo on screen (or being presented or dismissed).
    var detail: PhotoDetailViewController? { grid?.presentedViewController as? PhotoDetailViewController }

    /// The chosen animator's transitioning delegate.
    var chosenDelegate: (any UIViewControllerTransitioningDelegate)? {
        animatorIndex == 1 ? scaleAndFade : grid?.zoom
    }

    private var isBusy: Bool { grid?.view.window.map { $0.transitionState != nil } ?? true }

    /// Presents photo `index` from its thumbnail with the chosen animator.
    func present(photo index: Int) -> Bool {
        guard let grid, grid.presentedViewController == nil, !isBusy else { return false }
        grid.revealCell(ofPhoto: index)  // Enter may name a photo whose cell scrolled away
        grid.selectedIndex = index
        let detail = PhotoDetailViewController(photoIndex: index, image: grid.image(ofPhoto: index))
        detail.collapsedFrame = { [unowned grid] in grid.zoom.modalCollapsedFrame }
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = chosenDelegate
        detail.onClose = { [unowned self] in _ = back() }
        detail.onPan = { [unowned self, unowned detail] recognizer in drag(recognizer, on: detail) }
        detail.onPinch = { [unowned self, unowned detail] recognizer in pinch(recognizer, on: detail) }
        detail.onTransitionWillBegin = { [unowned self, unowned detail] appearing in
            photoTransitionWillBegin(detail, appearing: appearing)
        }
        noteTransitionStart()
        grid.present(detail, animated: true)
        return true
    }

    /// A presentation or dismissal of the photo begins: before a dismissal the photo's cell is
    /// scrolled into view (a rotation or resize may have moved it); the cell hides while the photo
    /// zooms from or onto it (the zoom, the pinch, the drag) and shows again when the transition ends.
    private func photoTransitionWillBegin(_ detail: PhotoDetailViewController, appearing: Bool) {
        guard let grid else { return }
        let delegate = detail.transitioningDelegate
        let landsOnCell = delegate === grid.zoom || (!appearing && delegate === dragDismiss)
        if !appearing { grid.revealCell(ofPhoto: detail.photoIndex) }
        grid.transitioningPhoto = landsOnCell ? detail.photoIndex : nil
        detail.transitionCoordinator?.animate(alongsideTransition: nil) { [weak grid] _ in grid?.transitioningPhoto = nil }
    }

    /// Seed 003's pinch: the zoom's interactive dismissal, whichever animator presented the photo.
    private func pinch(_ recognizer: UIPinchGestureRecognizer, on detail: PhotoDetailViewController) {
        guard let grid else { return }
        if recognizer.state == .began {
            if !grid.pinchInteractor.isSpringingBack {
                guard !isBusy else { return }
                detail.transitioningDelegate = grid.zoom
                noteTransitionStart()
            }
            activePinch = recognizer
        }
        grid.pinchInteractor.handlePinch(recognizer, dismissing: detail)
    }

    /// A drag on the photo: an interactive dismissal, the photo under the pointer.
    private func drag(_ recognizer: UIPanGestureRecognizer, on detail: PhotoDetailViewController) {
        if recognizer.state == .began {
            guard !isBusy else { return }
            detail.transitioningDelegate = dragDismiss
            noteTransitionStart()
            activePan = recognizer
        }
        dragDismiss.handlePan(recognizer, dismissing: detail)
    }

    /// The pinch's or the drag's progress while it holds the photo.
    var interactionHint: String? {
        guard let grid, let state = grid.view.window?.transitionState, state.isInteractive else { return nil }
        if let pinch = activePinch, pinch.state == .began || pinch.state == .changed {
            let interactor = grid.pinchInteractor
            return InteractionHint.text(percent: interactor.percentComplete, finishes: interactor.releaseFinishes(pinch))
        }
        if dragDismiss.isDragging, let pan = activePan {
            return InteractionHint.text(
                percent: state.percentComplete, finishes: dragDismiss.releaseFinishes(velocity: pan.velocity(in: nil)))
        }
        return InteractionHint.halfWay(in: grid.view.window)
    }

    func forward() -> Bool { present(photo: grid?.selectedIndex ?? 0) }

    /// Dismisses the photo with the chosen animator, not interactively.
    func back() -> Bool {
        guard let detail, !detail.isBeingPresented, !detail.isBeingDismissed, !isBusy else { return false }
        detail.transitioningDelegate = chosenDelegate
        noteTransitionStart()
        detail.dismiss(animated: true)
        return true
    }

    private func noteTransitionStart() { lastTransitionStart = grid?.view.window?.clock.now }

    var timing: SceneTiming? {
        let now = grid?.view.window?.clock.now
        let elapsed = isBusy ? lastTransitionStart.flatMap { start in now.map { $0 - start } } : nil
        return SceneTiming(curve: curve(forAnimatorAt: animatorIndex), elapsed: elapsed)
    }

    /// The measured spring of the animator at `index` (probed once, then cached).
    func curve(forAnimatorAt index: Int) -> TimingCurve {
        let index = min(max(index, 0), Self.animators.count - 1)
        if let curve = curves[index] { return curve }
        let animator = Self.animators[index]
        let curve = TimingCurve.probe(label: animator.curveLabel) { changes, done in
            UIView.animate(withDuration: animator.duration, delay: 0, usingSpringWithDamping: animator.damping,
                           initialSpringVelocity: animator.velocity, options: [], animations: changes,
                           completion: { _ in done() })
        }
        curves[index] = curve
        return curve
    }
}
