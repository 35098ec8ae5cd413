import Foundation
import TransitionCatalog
import TransitionKit

/// The catalog's animators and interaction controllers in the fuzzer: every catalog
/// animator, plain and interactive, mixed with finishes, cancels and animator switches.
extension FuzzAnimatorKind {
    /// The thumbnail-sized frame the zoom animator zooms from and back to.
    static let zoomCollapsedFrame = CGRect(x: 20, y: 80, width: 100, height: 100)

    /// The kinds a navigation controller's delegate or a later dismissal can switch to: all but
    /// the catalog's sheet, which must be the presentation controller.
    public static var switchable: [FuzzAnimatorKind] { allCases.filter { !$0.isSheet } }

    /// The catalog animator for one transition (nil for the system's where the catalog has none).
    @MainActor
    func makeCatalogAnimator(forward: Bool) -> (any UIViewControllerAnimatedTransitioning)? {
        switch self {
        case .crossDissolve, .crossDissolvePercent:
            return CrossDissolveAnimator()
        case .edgeSlide, .edgeSlidePan:
            return EdgeSlideAnimator(targetEdge: forward ? .right : .left)
        case .halfWaySpring, .halfWaySpringPercent:
            return HalfWaySpringAnimator()
        case .scaleAndFade, .scaleAndFadePercent:
            let animator = ScaleAndFadeAnimator()
            animator.isPresenting = forward
            return animator
        case .zoom, .zoomPinch:
            let animator = ZoomAnimator(modalCollapsedFrame: Self.zoomCollapsedFrame)
            animator.isPresenting = forward
            if self == .zoomPinch, !forward {
                _ = PinchInteractor(zoomAnimator: animator)   // the animator keeps it as its interactionController
                animator.isInteractive = true
            }
            return animator
        case .propertyPresent, .propertyPresentPull:
            guard forward else { return nil }
            let transition = PropertyAnimatorPresentTransition()
            transition.wantsInteractiveStart = self == .propertyPresentPull
            return transition
        case .cardExpand, .cardExpandPercent:
            return CardExpandAnimator(isPresenting: forward, cardFrame: Self.zoomCollapsedFrame)
        case .explode, .explodePercent:
            return ExplodeAnimator()
        case .catransitionPush, .catransitionPushPercent:
            return CATransitionPushAnimator()
        case .circularReveal, .circularRevealPercent:
            return CircularRevealAnimator(origin: forward ? Self.zoomCollapsedFrame.origin : nil)
        case .clockWipe:
            return ClockWipeAnimator()
        default:
            return nil
        }
    }

    /// The catalog interaction controller for one transition run by `animator`, or nil.
    @MainActor
    func makeCatalogInteractor(
        for animator: any UIViewControllerAnimatedTransitioning, forward: Bool, world: FuzzAnimatorHost?
    ) -> UIPercentDrivenInteractiveTransition? {
        switch self {
        case .crossDissolvePercent, .halfWaySpringPercent, .scaleAndFadePercent, .sheetPercent, .cardExpandPercent, .explodePercent,
             .catransitionPushPercent, .circularRevealPercent:
            let interactor = UIPercentDrivenInteractiveTransition()
            interactor.completionCurve = .easeOut
            return interactor
        case .edgeSlidePan:
            let recognizer = world?.edgePanRecognizer ?? UIScreenEdgePanGestureRecognizer()
            return EdgePanInteractionController(gestureRecognizer: recognizer, edgeForDragging: .right)
        case .zoomPinch:
            guard let zoom = animator as? ZoomAnimator, zoom.isInteractive else { return nil }
            return zoom.interactionController as? PinchInteractor
        case .propertyPresent, .propertyPresentPull:
            return animator as? PropertyAnimatorPresentTransition
        default:
            return nil
        }
    }
}

/// The catalog's sheet (`CustomPresentationController`: presentation controller, delegate and
/// animator) whose transitions a fuzz interaction controller drives for `.sheetPercent`; its
/// own drag-to-dismiss comes first.
@MainActor
public final class FuzzSheetPresentationController: CustomPresentationController {
    let kind: FuzzAnimatorKind
    weak var host: FuzzAnimatorHost?

    /// A sheet for `presented`, shown by `presenting`.
    public init(presented: UIViewController, presenting: UIViewController?, kind: FuzzAnimatorKind, host: FuzzAnimatorHost?) {
        self.kind = kind
        self.host = host
        super.init(presentedViewController: presented, presenting: presenting)
    }

    public override func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        host?.animatorAsked(kind)
        return super.animationController(forPresented: presented, presenting: presenting, source: source)
    }

    public override func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        host?.animatorAsked(kind)
        return super.animationController(forDismissed: dismissed)
    }

    public override func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        super.interactionControllerForPresentation(using: animator) ?? kind.makeInteractor(for: animator, forward: true, world: host)
    }

    public override func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        super.interactionControllerForDismissal(using: animator) ?? kind.makeInteractor(for: animator, forward: false, world: host)
    }
}
