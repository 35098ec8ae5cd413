import Foundation

/// Manages a presented controller's view on screen: its frame, its chrome (dimming, wrappers)
/// and the transition hooks. UIKit creates one for every presentation; for `.custom` it comes
/// from the transitioning delegate and is kept until dismissal.
///
/// Order of hooks: `presentationTransitionWillBegin` (install chrome, animate alongside with
/// `presentedViewController.transitionCoordinator`), `presentationTransitionDidEnd(_:)`, then
/// later `dismissalTransitionWillBegin`, `dismissalTransitionDidEnd(_:)`. The container's layout
/// hooks run on every layout pass, also when the window is resized.
@preconcurrency @MainActor
open class UIPresentationController: UIContentContainer {
    /// The controller being presented.
    ///
    /// A sheet made by `sheetPresentationController` before presenting holds its controller
    /// weakly until the presentation takes it (the controller holds the sheet meanwhile, so a
    /// controller configured and never presented goes away with its sheet). A sheet kept after
    /// such a controller went away answers with an empty stand-in controller.
    public var presentedViewController: UIViewController {
        if let heldPresented { return heldPresented }
        if let pendingPresented { return pendingPresented }
        let standIn = UIViewController()
        heldPresented = standIn
        return standIn
    }
    private var heldPresented: UIViewController?
    private weak var pendingPresented: UIViewController?
    // Weak: the presenter is kept by its window or its own presenter; a strong reference made a
    // cycle (presenter -> presented -> presentation controller -> presenter) that leaked the
    // whole chain when a window or root was torn down while presenting.
    private weak var storedPresenting: UIViewController?

    /// The controller presenting it.
    public var presentingViewController: UIViewController {
        storedPresenting ?? presentedViewController.presentingViewController ?? presentedViewController
    }

    /// The view that holds the presentation; set before `presentationTransitionWillBegin`.
    public internal(set) var containerView: UIView?

    /// An object told about interactive dismissals (the page sheet's drag).
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// The size the presented content prefers.
    open var preferredContentSize: CGSize = .zero

    /// Creates a presentation controller (normally the transitioning delegate does this).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        heldPresented = presentedViewController
        storedPresenting = presentingViewController
    }

    /// A presentation controller made for `presentedViewController` before it is presented,
    /// holding it weakly until `holdPresented()` (see `presentedViewController`).
    init(pendingFor presentedViewController: UIViewController) {
        pendingPresented = presentedViewController
    }

    /// Holds the presented controller strongly from now on (the presentation took this one).
    func holdPresented() {
        if heldPresented == nil { heldPresented = pendingPresented }
    }

    func setPresenting(_ presenting: UIViewController) { storedPresenting = presenting }
    /// Drops the reference to the presenter once the presentation is over (no cycle with it).
    func releasePresenting() { storedPresenting = nil }

    /// The presentation was removed from under a dismissal that started below it: UIKit removes
    /// such intermediate controllers "from the stack" without a transition of their own, so no
    /// dismissal hook runs; a presentation controller that changed views outside its container
    /// puts them back here.
    func removedWithoutTransition() {}

    /// Traits to use in place of the environment's (deprecated in iOS 17 for `traitOverrides`):
    /// its specified size classes replace the window's in the traits an adapting presentation
    /// hands its delegate (`adaptivePresentationStyle(for:traitCollection:)`). Nothing else here
    /// reads traits.
    open var overrideTraitCollection: UITraitCollection?

    /// Trait values to use in place of the environment's: like `overrideTraitCollection`
    /// (applied after it), they change the traits an adapting presentation hands its delegate.
    open var traitOverrides = UITraitOverrides()

    /// The traits a presentation in a window of `size` adapts to: an iPhone's
    /// (`UITraitCollection(windowSize:)`) with `overrideTraitCollection`, then `traitOverrides`.
    func adaptiveTraits(forWindowSize size: CGSize) -> UITraitCollection {
        traitOverrides.applied(to: UITraitCollection(windowSize: size).overridden(by: overrideTraitCollection))
    }

    /// The style to present in for `traitCollection`: the delegate's
    /// `adaptivePresentationStyle(for:traitCollection:)`, `.none` without a delegate.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) ?? .none
    }

    /// The style to present in when horizontally compact: the delegate's
    /// `adaptivePresentationStyle(for:)`, `.none` without a delegate.
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        delegate?.adaptivePresentationStyle(for: self) ?? .none
    }

    /// The style of the presentation (the presented controller's).
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// The view to animate: the presented controller's view, or a wrapper around it. Return a
    /// stable value; it is asked several times.
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view sits in the container (the container's bounds by default).
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the window (true by default).
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view is removed when the presentation completes (false by default;
    /// full-screen presentations return true).
    open var shouldRemovePresentersView: Bool { false }

    /// The presentation is about to start: add chrome here.
    open func presentationTransitionWillBegin() {}
    /// The presentation ended: `completed` is false when it was cancelled (remove your chrome then).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to start.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended: remove your chrome when `completed` is true.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container is about to lay out (not called while dismissing).
    open func containerViewWillLayoutSubviews() {}
    /// The container laid out.
    open func containerViewDidLayoutSubviews() {}

    /// The size of a child content container: the parent's size by default.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// A child's preferred content size changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The container is about to change size: forwards the child's size to the presented controller.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        let childSize = self.size(forChildContentContainer: presentedViewController, withParentContainerSize: size)
        presentedViewController.propagateSizeChange(to: childSize, with: coordinator)
    }

    /// Whether a dismissal is running (layout hooks are not forwarded then, as in UIKit).
    var isDismissing = false

    /// An interaction controller for the next dismissal when the delegate gives none (the page
    /// sheet's drag sets it just before it dismisses).
    var dismissalInteractor: (any UIViewControllerInteractiveTransitioning)?
}

/// The view that holds a presentation (UIKit's `UITransitionView`): it fills the window and
/// forwards its layout passes to the presentation controller, after placing the subviews that
/// animators constrain with Auto Layout.
@MainActor
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?
    /// Whether touches that reach no subview go through to the views behind (a sheet at or
    /// below its largest undimmed detent).
    var passesTouchesThrough = false

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return passesTouchesThrough && hit === self ? nil : hit
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller = presentationController, !controller.isDismissing else { return }
        controller.containerViewWillLayoutSubviews()
        controller.containerViewDidLayoutSubviews()
    }
}
