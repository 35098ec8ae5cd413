import Foundation

/// The presentation controllers UIKit uses for its own styles.
@MainActor
enum SystemPresentationController {
    /// The presentation controller for `style` (anything but `.custom`).
    static func make(style: UIModalPresentationStyle, presented: UIViewController, presenting: UIViewController) -> UIPresentationController {
        switch style {
        case .pageSheet: return PageSheetPresentationController(presentedViewController: presented, presenting: presenting)
        case .overFullScreen: return FullScreenPresentationController(presented: presented, presenting: presenting, removesPresenter: false)
        default: return FullScreenPresentationController(presented: presented, presenting: presenting, removesPresenter: true)
        }
    }
}

/// `.fullScreen` (takes the presenter's view away) and `.overFullScreen` (keeps it).
@MainActor
final class FullScreenPresentationController: UIPresentationController {
    private let removesPresenter: Bool

    init(presented: UIViewController, presenting: UIViewController, removesPresenter: Bool) {
        self.removesPresenter = removesPresenter
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var shouldRemovePresentersView: Bool { removesPresenter }

    override func containerViewWillLayoutSubviews() {
        guard presentedViewController.transitionCoordinator == nil else { return }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// `.pageSheet` (and `.automatic`): a card with rounded top corners over a dimmed presenter that
/// shrinks slightly, dismissible by dragging the card down.
@MainActor
final class PageSheetPresentationController: UIPresentationController {
    /// The gap above the card, in points.
    static let topInset: CGFloat = 44
    /// How much the presenter shrinks behind the card.
    static let presenterScale: CGFloat = 0.92
    private let dimmingView = UIView()
    private lazy var dismissGesture = PageSheetDismissGesture(controller: self)

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let inset = min(Self.topInset, container.bounds.height * 0.1)
        return CGRect(x: 0, y: inset, width: container.bounds.width, height: container.bounds.height - inset)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(dimmingView, at: 0)
        presentedView?.layer.cornerRadius = 12
        presentedView?.clipsToBounds = true
        let presenterView = presentingViewController.viewIfLoaded
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimmingView] _ in
            dimmingView.alpha = 0.4
            presenterView?.transform = CGAffineTransform(scaleX: Self.presenterScale, y: Self.presenterScale)
            presenterView?.layer.cornerRadius = 12
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if completed {
            presentedView?.addGestureRecognizer(dismissGesture.recognizer)
        } else {
            dimmingView.removeFromSuperview()
        }
    }

    override func dismissalTransitionWillBegin() {
        let presenterView = presentingViewController.viewIfLoaded
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimmingView] _ in
            dimmingView.alpha = 0
            presenterView?.transform = .identity
            presenterView?.layer.cornerRadius = 0
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
            presentedView?.removeGestureRecognizer(dismissGesture.recognizer)
        }
    }

    override func containerViewWillLayoutSubviews() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        guard presentedViewController.transitionCoordinator == nil else { return }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
