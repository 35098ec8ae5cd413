import Foundation

/// The presentation controllers UIKit uses for its own styles.
@MainActor
enum SystemPresentationController {
    /// The presentation controller for `style` (anything but `.custom`).
    static func make(style: UIModalPresentationStyle, presented: UIViewController, presenting: UIViewController) -> UIPresentationController {
        switch style {
        case .pageSheet:
            return presented.takePendingSheetPresentationController()
                ?? UISheetPresentationController(presentedViewController: presented, presenting: presenting)
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
