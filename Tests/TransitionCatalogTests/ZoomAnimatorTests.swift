import Foundation
import Testing
import TransitionCatalog
import TransitionKitTestSupport
import TransitionKit

/// The seed's presenter: a 150 pt square photo button 30 pt from the top right corner; the
/// collapsed frame follows it in `viewDidLayoutSubviews()`.
@MainActor
final class PhotoButtonViewController: NamedViewController {
    let zoom = ZoomAnimator()
    let button = UIView()
    let modal = ModalPhotoViewController("Modal")

    override func viewDidLoad() {
        super.viewDidLoad()
        button.frame = CGRect(x: view.bounds.width - 180, y: 30, width: 150, height: 150)
        button.autoresizingMask = [.flexibleLeftMargin]
        view.addSubview(button)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        zoom.modalCollapsedFrame = button.frame
    }

    func presentModal(completion: (() -> Void)? = nil) {
        modal.modalPresentationStyle = .custom
        modal.transitioningDelegate = zoom
        zoom.modalCollapsedFrame = button.frame
        present(modal, animated: true, completion: completion)
    }
}

/// The seed's modal: a close button 40 pt square, 10 pt from the right and 22 pt from the top,
/// placed in `layoutSubviews` (the seed uses Auto Layout).
@MainActor
final class ModalPhotoViewController: NamedViewController {
    final class ContentView: UIView {
        let closeButton = UIView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(closeButton)
        }
        required init?(coder: NSCoder) { return nil }
        override func layoutSubviews() {
            super.layoutSubviews()
            closeButton.frame = CGRect(x: bounds.width - 50, y: 22, width: 40, height: 40)
        }
    }

    override func loadView() {
        view = ContentView(frame: .zero)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]   // as UIKit's default root view
    }
    var closeButton: UIView { (view as! ContentView).closeButton }
}

@Suite("ZoomAnimator (seed 003)")
@MainActor
struct ZoomAnimatorTests {
    let collapsed = CGRect(x: 220, y: 30, width: 150, height: 150)

    @Test("Presenting zooms the modal's frame from the button's to the container's bounds on the spring")
    func present() {
        let a = PhotoButtonViewController("A")
        let harness = TransitionHarness(root: a)   // 400 x 600
        #expect(a.zoom.modalCollapsedFrame == collapsed)
        harness.clearLog()
        a.presentModal { harness.note("completion") }
        #expect(a.zoom.isPresenting, "set by animationController(forPresented:…)")
        #expect(a.zoom.modalExpandedFrame == harness.window.bounds)
        let start = harness.clock.now
        #expect(a.modal.view.onScreen.frame == collapsed)
        for time in [0.05, 0.1, 0.2, 0.3, 0.4] {
            harness.clock.advance(by: time - (harness.clock.now - start))
            let progress = springProgress(damping: 0.8, duration: 0.5, at: harness.clock.now - start)
            #expect(isClose(a.modal.view.onScreen.frame, interpolate(collapsed, harness.window.bounds, progress), 1e-6), "at \(time) s")
        }
        harness.settle()
        #expect(harness.essentialLog == ExpectedLog.customPresent("Modal"))
        #expect(a.modal.view.frame == harness.window.bounds)
        #expect(!a.zoom.isPresenting && !a.zoom.isInteractive && a.zoom.transitionContext == nil, "animationEnded reset the flags")
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("layoutIfNeeded in the animation block: the close button rides along with the zoom")
    func subviewsFollow() {
        let a = PhotoButtonViewController("A")
        let harness = TransitionHarness(root: a)
        a.presentModal()
        #expect(isClose(a.modal.closeButton.onScreen.frame.minX, 150 - 50, 1e-9), "laid out at the collapsed size before animating")
        harness.clock.advance(by: 0.1)
        let modalWidth = a.modal.view.onScreen.bounds.width
        #expect(isClose(a.modal.closeButton.onScreen.frame.minX, modalWidth - 50, 1e-6))
        harness.settle()
        #expect(a.modal.closeButton.frame.minX == 350)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Dismissing zooms back to the collapsed frame, which follows the button after a resize")
    func dismissAfterResize() {
        let a = PhotoButtonViewController("A")
        let harness = TransitionHarness(root: a)
        a.presentModal()
        harness.settle()
        harness.window.send(.resize(CGSize(width: 600, height: 400)))   // "rotate"
        harness.run(1.0 / 60)
        let moved = CGRect(x: 420, y: 30, width: 150, height: 150)
        #expect(a.zoom.modalCollapsedFrame == moved, "viewDidLayoutSubviews updated it")
        harness.clearLog()
        a.modal.dismiss(animated: true) { harness.note("completion") }
        #expect(!a.zoom.isPresenting)
        let start = harness.clock.now
        let expanded = CGRect(x: 0, y: 0, width: 600, height: 400)
        harness.clock.advance(by: 0.15)
        let progress = springProgress(damping: 0.8, duration: 0.5, at: harness.clock.now - start)
        #expect(isClose(a.modal.view.onScreen.frame, interpolate(expanded, moved, progress), 1e-6))
        harness.settle()
        #expect(harness.essentialLog == ExpectedLog.customDismiss("Modal"))
        #expect(a.modal.view.frame == moved && a.modal.view.window == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("The interaction controller is handed out only while isInteractive; a percent-driven one scrubs the zoom")
    func interactiveDismissal() {
        let a = PhotoButtonViewController("A")
        let interactor = UIPercentDrivenInteractiveTransition()
        a.zoom.interactionController = interactor
        #expect(a.zoom.interactionControllerForDismissal(using: a.zoom) == nil)
        let harness = TransitionHarness(root: a)
        a.presentModal()
        harness.settle()
        a.zoom.isInteractive = true
        #expect(a.zoom.interactionControllerForDismissal(using: a.zoom) === interactor)
        harness.clearLog()
        a.modal.dismiss(animated: true) { harness.note("completion") }
        #expect(harness.log.contains("startInteractiveTransition"))
        interactor.update(0.5)
        let progress = springProgress(damping: 0.8, duration: 0.5, at: 0.25)
        #expect(isClose(a.modal.view.onScreen.frame, interpolate(harness.window.bounds, collapsed, progress), 1e-6))
        interactor.finish()
        harness.settle()
        #expect(harness.log.contains("completion") && harness.log.last == "animationEnded(true)")
        #expect(!a.zoom.isInteractive, "animationEnded resets isInteractive")
        #expect(a.modal.view.window == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("animate(modalView:destinationFrame:didComplete:) with didComplete false cancels")
    func animateHelperCancels() {
        let a = PhotoButtonViewController("A")
        let harness = TransitionHarness(root: a)
        final class CancellingInteractor: UIViewControllerInteractiveTransitioning {
            let zoom: ZoomAnimator
            init(zoom: ZoomAnimator) { self.zoom = zoom }
            func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
                guard let modalView = transitionContext.view(forKey: .from) else { return }
                transitionContext.cancelInteractiveTransition()
                zoom.animate(modalView: modalView, destinationFrame: transitionContext.containerView.bounds, didComplete: false,
                             transitionContext: transitionContext)
            }
        }
        let interactor = CancellingInteractor(zoom: a.zoom)
        a.zoom.interactionController = interactor
        a.presentModal()
        harness.settle()
        a.zoom.isInteractive = true
        harness.clearLog()
        a.modal.dismiss(animated: true) { harness.note("completion") }
        harness.settle()
        #expect(harness.log.contains("completeTransition(false)") && !harness.log.contains("completion"))
        #expect(a.presentedViewController === a.modal && a.modal.view.frame == harness.window.bounds)
        #expect(harness.window.diagnostics.isEmpty, "\(harness.window.diagnostics)")
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("No leaks")
    func noLeaks() {
        let root = NamedViewController("Root")
        let harness = TransitionHarness(root: root)
        weak var weakA: PhotoButtonViewController?
        weak var weakModal: ModalPhotoViewController?
        weak var weakZoom: ZoomAnimator?
        do {
            let a = PhotoButtonViewController("A")
            a.modalPresentationStyle = .fullScreen
            root.present(a, animated: false)
            a.presentModal()
            harness.settle()
            a.modal.dismiss(animated: true)
            harness.settle()
            root.dismiss(animated: false)
            harness.settle()
            weakA = a
            weakModal = a.modal
            weakZoom = a.zoom
        }
        #expect(weakA == nil && weakModal == nil && weakZoom == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
