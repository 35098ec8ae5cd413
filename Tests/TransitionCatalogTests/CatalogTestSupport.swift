import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// Hands out fresh animators (and, optionally, an interaction controller) for a presentation.
@MainActor
final class AnimatorDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let presenting: () -> (any UIViewControllerAnimatedTransitioning)?
    let dismissing: () -> (any UIViewControllerAnimatedTransitioning)?
    var interactor: (any UIViewControllerInteractiveTransitioning)?
    /// The animators handed out, most recent last (held weakly by the tests that check leaks).
    private(set) var handedOut: [any UIViewControllerAnimatedTransitioning] = []

    init(
        presenting: @escaping () -> (any UIViewControllerAnimatedTransitioning)?,
        dismissing: @escaping () -> (any UIViewControllerAnimatedTransitioning)?
    ) {
        self.presenting = presenting
        self.dismissing = dismissing
    }

    convenience init(_ make: @escaping () -> any UIViewControllerAnimatedTransitioning) {
        self.init(presenting: make, dismissing: make)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? {
        let animator = self.presenting()
        if let animator { handedOut.append(animator) }
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        let animator = dismissing()
        if let animator { handedOut.append(animator) }
        return animator
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interactor }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interactor }

    func forgetAnimators() { handedOut.removeAll() }
}

/// Returns the given animator for every push and pop, and records the operations.
@MainActor
final class NavigationAnimatorDelegate: UINavigationControllerDelegate {
    let make: (UINavigationController.Operation) -> (any UIViewControllerAnimatedTransitioning)?
    private(set) var operations: [UINavigationController.Operation] = []
    init(_ make: @escaping (UINavigationController.Operation) -> (any UIViewControllerAnimatedTransitioning)?) {
        self.make = make
    }
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        operations.append(operation)
        return make(operation)
    }
}

/// The expected callback logs (`TransitionHarness.essentialLog`, without the delegate asks).
enum ExpectedLog {
    /// A `.custom` (or `.overFullScreen`) presentation of `presented` with a completion noted as "completion".
    static func customPresent(_ presented: String) -> [String] {
        ["presentationTransitionWillBegin", "\(presented).viewWillAppear", "completeTransition(true)",
         "presentationTransitionDidEnd(true)", "\(presented).viewDidAppear", "completion", "animationEnded(true)"]
    }
    /// The dismissal of a `.custom` presentation.
    static func customDismiss(_ presented: String) -> [String] {
        ["dismissalTransitionWillBegin", "\(presented).viewWillDisappear", "completeTransition(true)",
         "dismissalTransitionDidEnd(true)", "\(presented).viewDidDisappear", "completion", "animationEnded(true)"]
    }
    /// A `.fullScreen` presentation.
    static func fullScreenPresent(_ presenter: String, _ presented: String) -> [String] {
        ["presentationTransitionWillBegin", "\(presenter).viewWillDisappear", "\(presented).viewWillAppear",
         "completeTransition(true)", "presentationTransitionDidEnd(true)", "\(presented).viewDidAppear",
         "\(presenter).viewDidDisappear", "completion", "animationEnded(true)"]
    }
    /// The dismissal of a `.fullScreen` presentation.
    static func fullScreenDismiss(_ presenter: String, _ presented: String) -> [String] {
        ["dismissalTransitionWillBegin", "\(presented).viewWillDisappear", "\(presenter).viewWillAppear",
         "completeTransition(true)", "dismissalTransitionDidEnd(true)", "\(presented).viewDidDisappear",
         "\(presenter).viewDidAppear", "completion", "animationEnded(true)"]
    }
    /// A push or pop from `from` to `to` through a delegate's animator.
    static func navigation(from: String, to: String) -> [String] {
        ["willShow \(to)", "\(from).viewWillDisappear", "\(to).viewWillAppear", "completeTransition(true)",
         "\(from).viewDidDisappear", "\(to).viewDidAppear", "didShow \(to)", "animationEnded(true)"]
    }
}

extension TransitionHarness {
    /// The essential log without the navigation delegate's asks.
    var callbacks: [String] { essentialLog.filter { !$0.hasPrefix("navigationController(") } }
}

extension UIView {
    /// The values on screen now.
    var onScreen: CALayer { layer.presentation()! }
}

/// Progress of a UIKit damping-ratio spring (time-scaled to `duration`) after `elapsed` seconds.
func springProgress(damping: CGFloat, velocity: CGFloat = 0, duration: TimeInterval, at elapsed: TimeInterval) -> CGFloat {
    CGFloat(TimingFunction.spring(dampingRatio: Double(damping), duration: duration, initialVelocity: Double(velocity))
        .progress(at: elapsed, duration: duration))
}

/// Progress of Core Animation's ease-in-out curve at `fraction` of the duration.
func easeInOutProgress(_ fraction: Double) -> CGFloat {
    CGFloat(CubicBezier(0.42, 0, 0.58, 1).progress(at: fraction))
}

/// Progress of `CAMediaTimingFunction(name: .easeInEaseOut)` at `fraction`: the same curve,
/// with the control points as the `Float`s Core Animation's initializer takes.
func caEaseInEaseOutProgress(_ fraction: Double) -> CGFloat {
    CGFloat(CubicBezier(Double(Float(0.42)), 0, Double(Float(0.58)), 1).progress(at: fraction))
}

/// Whether two rectangles are within `tolerance` in every coordinate.
func isClose(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-3) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// `a` + (`b` - `a`) x `t`, per coordinate.
func interpolate(_ a: CGRect, _ b: CGRect, _ t: CGFloat) -> CGRect {
    CGRect(x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
           width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
}

/// A navigation controller with a root screen, in a harness.
@MainActor
func makeNavigationHarness() -> (TransitionHarness, UINavigationController, NamedViewController) {
    let root = NamedViewController("Root")
    let navigation = UINavigationController(rootViewController: root)
    let harness = TransitionHarness(root: navigation)
    return (harness, navigation, root)
}
