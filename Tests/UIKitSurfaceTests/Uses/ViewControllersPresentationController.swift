import Foundation
import TransitionKit

// UIPresentationController, its overridable members overridden and the rest read, written or
// called with UIKit's signature.

/// A custom presentation controller overriding what UIKit lets a subclass override.
private final class ViewControllersPresentationController: UIPresentationController {
    // census: UIPresentationController.init(presentedViewController:presenting:)
    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    // census: UIPresentationController.presentedView
    override var presentedView: UIView? { super.presentedView }

    // census: UIPresentationController.frameOfPresentedViewInContainerView
    override var frameOfPresentedViewInContainerView: CGRect { super.frameOfPresentedViewInContainerView.insetBy(dx: 20, dy: 40) }

    // census: UIPresentationController.containerViewWillLayoutSubviews()
    override func containerViewWillLayoutSubviews() { super.containerViewWillLayoutSubviews() }

    // census: UIPresentationController.containerViewDidLayoutSubviews()
    override func containerViewDidLayoutSubviews() { super.containerViewDidLayoutSubviews() }

    // census: UIPresentationController.presentationTransitionWillBegin()
    override func presentationTransitionWillBegin() { super.presentationTransitionWillBegin() }

    // census: UIPresentationController.presentationTransitionDidEnd(_:)
    override func presentationTransitionDidEnd(_ completed: Bool) { super.presentationTransitionDidEnd(completed) }

    // census: UIPresentationController.dismissalTransitionWillBegin()
    override func dismissalTransitionWillBegin() { super.dismissalTransitionWillBegin() }

    // census: UIPresentationController.dismissalTransitionDidEnd(_:)
    override func dismissalTransitionDidEnd(_ completed: Bool) { super.dismissalTransitionDidEnd(completed) }

    // census: UIPresentationController.presentationStyle
    override var presentationStyle: UIModalPresentationStyle { super.presentationStyle }

    // census: UIPresentationController.adaptivePresentationStyle(for:)
    override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        super.adaptivePresentationStyle(for: traitCollection)
    }

    // census: UIPresentationController.adaptivePresentationStyle
    override var adaptivePresentationStyle: UIModalPresentationStyle { super.adaptivePresentationStyle }

    // census: UIPresentationController.shouldPresentInFullscreen
    override var shouldPresentInFullscreen: Bool { false }

    // census: UIPresentationController.shouldRemovePresentersView
    override var shouldRemovePresentersView: Bool { false }
}

/// The members read and written from outside.
@MainActor
private func usePresentationController(_ controller: UIPresentationController, delegate: any UIAdaptivePresentationControllerDelegate) {
    // census: UIPresentationController.delegate
    controller.delegate = delegate
    let _: (any UIAdaptivePresentationControllerDelegate)? = controller.delegate
    // census: UIPresentationController.presentingViewController
    let _: UIViewController = controller.presentingViewController
    // census: UIPresentationController.presentedViewController
    let _: UIViewController = controller.presentedViewController
    // census: UIPresentationController.containerView
    let _: UIView? = controller.containerView
    // census: UIPresentationController.traitOverrides
    controller.traitOverrides.horizontalSizeClass = .regular
    let _: UITraitOverrides = controller.traitOverrides
    // census: UIPresentationController.overrideTraitCollection
    controller.overrideTraitCollection = UITraitCollection(verticalSizeClass: .compact)
    let _: UITraitCollection? = controller.overrideTraitCollection
}
