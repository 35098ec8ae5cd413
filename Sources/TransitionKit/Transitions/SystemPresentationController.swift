import Foundation

/// The kinds of presentation controller a presentation style uses.
enum PresentationKind: Equatable {
    /// `UISheetPresentationController` (`.pageSheet`, and the styles resolved to it).
    case sheet
    /// The full-screen controller that takes the presenter's view away.
    case fullScreen
    /// The full-screen controller that keeps the presenter's view.
    case overFullScreen
    /// The transitioning delegate's controller, else a plain `UIPresentationController`.
    case custom

    /// The kind `style` (as a presentation uses it: resolved, a zoom covering the screen) needs.
    init(_ style: UIModalPresentationStyle) {
        switch style.resolved {
        case .pageSheet: self = .sheet
        case .overFullScreen: self = .overFullScreen
        case .custom: self = .custom
        default: self = .fullScreen
        }
    }
}

/// The presentation controllers UIKit uses for its own styles.
@MainActor
enum SystemPresentationController {
    /// The presentation controller for `style` (anything but `.custom`): the one made before
    /// presenting, if `presentationController` was asked for, else a new one.
    static func make(style: UIModalPresentationStyle, presented: UIViewController, presenting: UIViewController) -> UIPresentationController {
        if let pending = presented.takePendingPresentationController() { return pending }
        switch PresentationKind(style) {
        case .sheet: return UISheetPresentationController(presentedViewController: presented, presenting: presenting)
        case .overFullScreen: return FullScreenPresentationController(presented: presented, presenting: presenting, removesPresenter: false)
        case .fullScreen, .custom: return FullScreenPresentationController(presented: presented, presenting: presenting, removesPresenter: true)
        }
    }

    /// A controller of `kind` made before `presented` is presented, holding it weakly.
    static func makePending(_ kind: PresentationKind, for presented: UIViewController) -> UIPresentationController {
        switch kind {
        case .sheet: return UISheetPresentationController(pendingFor: presented)
        case .fullScreen: return FullScreenPresentationController(pendingFor: presented, removesPresenter: true)
        case .overFullScreen: return FullScreenPresentationController(pendingFor: presented, removesPresenter: false)
        case .custom: return UIPresentationController(pendingFor: presented)
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

    /// One made before `presented` is presented (see `UIPresentationController.init(pendingFor:)`).
    init(pendingFor presented: UIViewController, removesPresenter: Bool) {
        self.removesPresenter = removesPresenter
        super.init(pendingFor: presented)
    }

    override var shouldRemovePresentersView: Bool { removesPresenter }

    override func containerViewWillLayoutSubviews() {
        guard presentedViewController.transitionCoordinator == nil else { return }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
