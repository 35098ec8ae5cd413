import Foundation
import TransitionKit

/// A card over the lower part of the screen, with rounded corners and a shadow, above a black
/// dimming view that fades to 0.5: seed 000 (bestswifter, "Custom iOS view-controller
/// transitions in practice", the Custom Presentation demo's `CustomPresentationController`, a
/// port of Apple's `AAPLCustomPresentationController`).
///
/// As in the seed, it is a `UIPresentationController` and the presented controller's
/// `UIViewControllerTransitioningDelegate`; as in Apple's sample it is also the animator, which
/// slides the card up from the bottom edge on presentation and back down on dismissal
/// (0.35 s, ease-in-out, linear when a drag drives it; 0 when the transition is not animated).
///
/// What it does, hook by hook (the seed's rules):
/// - `presentationTransitionWillBegin()`: wraps the presented view (see `presentedView`) and
///   adds `dimmingView` (black, alpha 0, filling the container), then animates its alpha to 0.5
///   alongside the transition with `presentingViewController.transitionCoordinator`.
/// - `presentationTransitionDidEnd(_:)`: when the presentation did not complete, forgets the
///   wrapper and the dimming view (the container that held them is gone).
/// - `dismissalTransitionWillBegin()`: animates the dimming view's alpha to 0 alongside.
/// - `dismissalTransitionDidEnd(_:)`: when the dismissal completed, forgets both.
/// - `presentedView` is the wrapper: `presentationWrappingView` (shadow, 16 pt rounded top
///   corners) > a rounded, clipping view > the presented controller's view, as in Apple's sample.
/// - `frameOfPresentedViewInContainerView`: full width at the bottom of the container, as tall
///   as the presented controller's `preferredContentSize.height` when it is set (capped at the
///   container's height), else half the container. Changing `preferredContentSize` re-lays out.
/// - `containerViewWillLayoutSubviews()` sizes the dimming view to the container and the wrapper
///   to `frameOfPresentedViewInContainerView`, so the card follows window resizes.
/// - A downward drag on the card dismisses it interactively (the playground's sheet scene; Apple's sample
///   has none): see `dragToDismissDidUpdate(_:)`; `allowsDragToDismiss = false` turns it off.
/// - A tap on the dimming view calls `dimmingViewTapped()`, which dismisses. The dimming view
///   carries `UITapGestureRecognizer { [weak self] _ in self?.dimmingViewTapped() }` (Linux
///   difference: Apple's sample writes `UITapGestureRecognizer(target: self, action:
///   #selector(dimmingViewTapped(_:)))`; there are no selectors here).
///
/// ```swift
/// lazy var sheet = CustomPresentationController(presentedViewController: second, presenting: self)
/// second.transitioningDelegate = sheet      // weak: keep `sheet` alive
/// present(second, animated: true)
/// ```
///
/// The initialiser sets the presented controller's `modalPresentationStyle` to `.custom`, as
/// Apple's sample does: a presentation controller from the delegate is only used for `.custom`.
@preconcurrency @MainActor
open class CustomPresentationController: UIPresentationController, UIViewControllerTransitioningDelegate,
    UIViewControllerAnimatedTransitioning
{
    /// The radius of the card's top corners: 16 pt.
    public static let cornerRadius: CGFloat = 16
    /// The dimming view's alpha while presented: 0.5.
    public static let dimmingAlpha: CGFloat = 0.5
    /// The duration of the slide: 0.35 s.
    public static let duration: TimeInterval = 0.35

    /// The view that wraps the presented controller's view and adds the shadow and the rounded
    /// corners; this is `presentedView`. Nil before a presentation and after its dismissal.
    public private(set) var presentationWrappingView: UIView?
    /// The black view under the card, alpha 0.5 while presented. Nil before a presentation and
    /// after its dismissal.
    public private(set) var dimmingView: UIView?
    /// The interaction controller handed to UIKit for the presentation and the dismissal (the
    /// drag-to-dismiss of part two); nil runs them as plain animations. Set it while a gesture
    /// drives the transition and clear it afterwards, so a tap or a button still animates.
    open var interactionController: (any UIViewControllerInteractiveTransitioning)?
    /// Whether a downward drag on the card dismisses it interactively (true; see
    /// `dragToDismissDidUpdate(_:)`).
    public var allowsDragToDismiss = true
    /// The interaction controller of a drag-to-dismiss in progress.
    var dragToDismissInteractor: UIPercentDrivenInteractiveTransition?
    /// The container the current wrapper was built for (one wrapper per presentation).
    private weak var wrappedContainer: UIView?

    /// Creates the presentation controller for `presentedViewController` (whose
    /// `modalPresentationStyle` becomes `.custom`).
    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        presentedViewController.modalPresentationStyle = .custom
    }

    // MARK: Presentation

    /// The wrapper around the presented controller's view (built when the presentation starts).
    open override var presentedView: UIView? {
        installWrapperIfNeeded()
        return presentationWrappingView
    }

    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        installWrapperIfNeeded()
        guard let containerView else { return }
        // The dimming view goes in first: the animator adds the presented view above it.
        let dimmingView = UIView(frame: containerView.bounds)
        dimmingView.backgroundColor = .black
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.dimmingViewTapped() })
        self.dimmingView = dimmingView
        containerView.addSubview(dimmingView)

        let transitionCoordinator = presentingViewController.transitionCoordinator
        dimmingView.alpha = 0
        transitionCoordinator?.animate(alongsideTransition: { _ in
            dimmingView.alpha = Self.dimmingAlpha
        }, completion: nil)
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        // A cancelled presentation: the container (and the views in it) goes away; drop them.
        if !completed {
            presentationWrappingView = nil
            dimmingView = nil
        }
    }

    open override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        let transitionCoordinator = presentingViewController.transitionCoordinator
        let dimmingView = self.dimmingView
        transitionCoordinator?.animate(alongsideTransition: { _ in
            dimmingView?.alpha = 0
        }, completion: nil)
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        // The temporary views are not needed once the dismissal completed.
        if completed {
            presentationWrappingView = nil
            dimmingView = nil
        }
    }

    /// Dismisses the presented controller: the dimming view's tap action (Apple's
    /// `dimmingViewTapped:`). Call it yourself to dismiss the same way.
    open func dimmingViewTapped() {
        presentingViewController.dismiss(animated: true, completion: nil)
    }

    // MARK: Layout

    /// The presented controller's preferred height (or half the parent's) at the parent's width.
    open override func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        guard container === presentedViewController else {
            return super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
        }
        let preferred = presentedViewController.preferredContentSize.height
        let height = preferred > 0 ? min(preferred, parentSize.height) : parentSize.height / 2
        return CGSize(width: parentSize.width, height: height)
    }

    /// Full width at the bottom of the container, `size(forChildContentContainer:…)` tall.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        let size = self.size(forChildContentContainer: presentedViewController, withParentContainerSize: bounds.size)
        return CGRect(x: bounds.minX, y: bounds.maxY - size.height, width: bounds.width, height: size.height)
    }

    open override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        if container === presentedViewController { containerView?.setNeedsLayout() }
    }

    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        if let containerView { dimmingView?.frame = containerView.bounds }
        presentationWrappingView?.frame = frameOfPresentedViewInContainerView
    }

    /// Builds the wrapper hierarchy once per presentation:
    ///
    ///     presentationWrappingView               <- shadow
    ///       presentationRoundedCornerView        <- rounded corners (clips), 16 pt taller
    ///         presentedViewControllerWrapperView <- the bounds of the frame, autoresizing
    ///           presentedViewController.view
    ///
    /// UIKit asks `presentedView` only after `presentationTransitionWillBegin()`, where Apple's
    /// sample builds this; TransitionKit asks it just before, so it is built on first demand
    /// while the presentation is being set up (the same code runs on iOS).
    private func installWrapperIfNeeded() {
        guard presentationWrappingView == nil, presentedViewController.isBeingPresented,
              let containerView, containerView !== wrappedContainer else { return }
        wrappedContainer = containerView
        let presentedViewControllerView = presentedViewController.view!

        let presentationWrapperView = UIView(frame: frameOfPresentedViewInContainerView)
        presentationWrapperView.layer.shadowColor = UIColor.black.cgColor
        presentationWrapperView.layer.shadowOpacity = 0.44
        presentationWrapperView.layer.shadowRadius = 13
        presentationWrapperView.layer.shadowOffset = CGSize(width: 0, height: -6)
        presentationWrapperView.layer.cornerRadius = Self.cornerRadius

        // Taller than the wrapper by the corner radius, so only its top corners show rounded.
        let radius = Self.cornerRadius
        let presentationRoundedCornerView = UIView(frame: presentationWrapperView.bounds.inset(
            by: UIEdgeInsets(top: 0, left: 0, bottom: -radius, right: 0)))
        presentationRoundedCornerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        presentationRoundedCornerView.layer.cornerRadius = radius
        presentationRoundedCornerView.clipsToBounds = true

        // Undoes the extra height: the presented view gets exactly the wrapper's size.
        let presentedViewControllerWrapperView = UIView(frame: presentationRoundedCornerView.bounds.inset(
            by: UIEdgeInsets(top: 0, left: 0, bottom: radius, right: 0)))
        presentedViewControllerWrapperView.autoresizingMask = [.flexibleWidth, .flexibleHeight]

        presentedViewControllerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        presentedViewControllerView.frame = presentedViewControllerWrapperView.bounds
        presentedViewControllerWrapperView.addSubview(presentedViewControllerView)
        presentationRoundedCornerView.addSubview(presentedViewControllerWrapperView)
        presentationWrapperView.addSubview(presentationRoundedCornerView)
        presentationWrapperView.addGestureRecognizer(makeDragToDismissRecognizer())
        presentationWrappingView = presentationWrapperView
    }

    // MARK: UIViewControllerTransitioningDelegate

    /// Returns `self` when asked for the controller it was made for (else nil: a plain one).
    open func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        presented === presentedViewController ? self : nil
    }

    /// Returns `self`: it animates the presentation too.
    open func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        self
    }

    /// Returns `self`: it animates the dismissal too.
    open func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        self
    }

    /// `interactionController` (nil unless a gesture drives the presentation).
    open func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interactionController
    }

    /// The drag-to-dismiss interactor while the card is dragged, else `interactionController`
    /// (nil unless a gesture drives the dismissal).
    open func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        dragToDismissInteractor ?? interactionController
    }

    // MARK: UIViewControllerAnimatedTransitioning

    /// Does nothing; declared here so subclasses can override it (a protocol's default
    /// implementation cannot be overridden).
    open func animationEnded(_ transitionCompleted: Bool) {}

    /// 0.35 s, or 0 when the transition is not animated.
    open func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : Self.duration
    }

    /// Slides the card up from below the container on presentation, and down out of it on dismissal.
    open func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let fromViewController = transitionContext.viewController(forKey: .from)
        let toViewController = transitionContext.viewController(forKey: .to)
        let containerView = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        let isPresenting = fromViewController === presentingViewController
        let found = FoundViewStates(fromView, toView)

        let toViewFinalFrame = toViewController.map { transitionContext.finalFrame(for: $0) } ?? .zero
        var fromViewFinalFrame = fromViewController.map { transitionContext.finalFrame(for: $0) } ?? .zero

        // Adds the presented view on presentation (a dismissal has no `.to` view here).
        if let toView { containerView.addSubview(toView) }
        if isPresenting {
            toView?.frame = CGRect(
                x: containerView.bounds.minX, y: containerView.bounds.maxY,
                width: toViewFinalFrame.width, height: toViewFinalFrame.height)
        } else if let fromView {
            // The wrapper's current frame, moved down by its height.
            fromViewFinalFrame = fromView.frame.offsetBy(dx: 0, dy: fromView.frame.height)
        }

        // Linear while a drag scrubs it, so the card stays under the pointer.
        let options: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : []
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: options, animations: {
            if isPresenting {
                toView?.frame = toViewFinalFrame
            } else {
                fromView?.frame = fromViewFinalFrame
            }
        }, completion: { _ in
            let wasCancelled = transitionContext.transitionWasCancelled
            found.restore(leaving: fromView, cancelled: wasCancelled)
            transitionContext.completeTransition(!wasCancelled)
        })
    }
}
