import Foundation
import TransitionKitTestSupport
import TransitionKit

/// A linear one-second fade that records every participant's initial and final frames when it
/// starts. Presenting, pushing and popping fade the incoming view in; dismissing fades the
/// presented view out over the revealed one.
@MainActor
final class FrameRecordingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// What `initialFrame(for:)` and `finalFrame(for:)` returned at the last start, by controller title.
    private(set) var initialFrames: [String: CGRect] = [:]
    private(set) var finalFrames: [String: CGRect] = [:]

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        initialFrames.removeAll()
        finalFrames.removeAll()
        for key in [UITransitionContextViewControllerKey.from, .to] {
            guard let controller = transitionContext.viewController(forKey: key) else { continue }
            initialFrames[controller.title ?? "?"] = transitionContext.initialFrame(for: controller)
            finalFrames[controller.title ?? "?"] = transitionContext.finalFrame(for: controller)
        }
        let container = transitionContext.containerView
        if transitionContext.viewController(forKey: .from)?.isBeingDismissed == true,
           let fromView = transitionContext.view(forKey: .from) {
            if let toView = transitionContext.view(forKey: .to), toView.superview == nil { container.insertSubview(toView, at: 0) }
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { fromView.alpha = 0 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        } else if let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: to)
            toView.alpha = 0
            container.addSubview(toView)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { toView.alpha = 1 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }
}

/// Hands out one `FrameRecordingAnimator` for every transition, a percent-driven interaction
/// controller when asked to, and (for `.custom`) the presentation controller `makePresentationController` builds.
@MainActor
final class FidelityTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = FrameRecordingAnimator()
    let interactor = UIPercentDrivenInteractiveTransition()
    var interactivePresentation = false
    var interactiveDismissal = false
    var makePresentationController: ((UIViewController, UIViewController?) -> UIPresentationController)?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { animator }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interactivePresentation ? interactor : nil }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interactiveDismissal ? interactor : nil }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController)
        -> UIPresentationController? { makePresentationController?(presented, presenting) }
}

/// A navigation delegate that hands out one `FrameRecordingAnimator` and, when asked to, a
/// percent-driven interaction controller.
@MainActor
final class FidelityNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let animator = FrameRecordingAnimator()
    let interactor = UIPercentDrivenInteractiveTransition()
    var interactive = false

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { animator }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interactive ? interactor : nil }
}

/// What a controller saw in one appearance callback.
struct AppearanceProbe: Equatable, CustomStringConvertible {
    var callback: String
    var isBeingPresented: Bool
    var isBeingDismissed: Bool
    /// The transition coordinator's `isInteractive` and `initiallyInteractive` (nil without a coordinator).
    var isInteractive: Bool?
    var initiallyInteractive: Bool?

    var description: String {
        "\(callback) presented=\(isBeingPresented) dismissed=\(isBeingDismissed) "
            + "interactive=\(isInteractive.map(String.init) ?? "-") initially=\(initiallyInteractive.map(String.init) ?? "-")"
    }
}

/// A controller that records, in each appearance callback, its presentation flags and what its
/// transition coordinator says about interactivity.
@MainActor
final class ProbingViewController: NamedViewController {
    private(set) var probes: [AppearanceProbe] = []

    func clearProbes() { probes.removeAll() }

    private func probe(_ callback: String) {
        let coordinator = transitionCoordinator
        probes.append(AppearanceProbe(
            callback: "\(title ?? "?").\(callback)", isBeingPresented: isBeingPresented, isBeingDismissed: isBeingDismissed,
            isInteractive: coordinator?.isInteractive, initiallyInteractive: coordinator?.initiallyInteractive))
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); probe("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); probe("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); probe("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); probe("viewDidDisappear") }
}

/// A custom presentation controller that records whether the coordinator says the transition is
/// interactive inside its will-begin hooks.
@MainActor
final class InteractivityProbingPresentationController: UIPresentationController {
    private(set) var readings: [String] = []

    override func presentationTransitionWillBegin() {
        let coordinator = presentedViewController.transitionCoordinator
        readings.append("presentation interactive=\(coordinator?.isInteractive == true) initially=\(coordinator?.initiallyInteractive == true)")
    }

    override func dismissalTransitionWillBegin() {
        let coordinator = presentedViewController.transitionCoordinator
        readings.append("dismissal interactive=\(coordinator?.isInteractive == true) initially=\(coordinator?.initiallyInteractive == true)")
    }
}

/// A push animator written the way much real code is: `interruptibleAnimator(using:)` builds a
/// new property animator on every call, and `animateTransition` starts the one it gets.
@MainActor
final class FreshPropertyAnimatorPush: NSObject, UIViewControllerAnimatedTransitioning {
    private(set) var interruptibleAnimatorCalls = 0

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        interruptibleAnimatorCalls += 1
        let container = transitionContext.containerView
        let width = container.bounds.width
        let fromView = transitionContext.view(forKey: .from), toView = transitionContext.view(forKey: .to)
        if let toView {
            container.addSubview(toView)
            toView.transform = CGAffineTransform(translationX: width, y: 0)
        }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            toView?.transform = .identity
            fromView?.transform = CGAffineTransform(translationX: -width, y: 0)
        }
        animator.addCompletion { position in
            fromView?.transform = .identity
            transitionContext.completeTransition(position == .end && !transitionContext.transitionWasCancelled)
        }
        return animator
    }
}

/// A navigation delegate that returns a fixed animator.
@MainActor
final class FixedNavigationAnimatorDelegate: NSObject, UINavigationControllerDelegate {
    let animator: any UIViewControllerAnimatedTransitioning
    init(_ animator: any UIViewControllerAnimatedTransitioning) { self.animator = animator }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}
