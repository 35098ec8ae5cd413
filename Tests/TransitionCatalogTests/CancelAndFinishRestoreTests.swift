import Foundation
import Testing
import TransitionCatalog
import TransitionKitTestSupport
import TransitionKit

/// Issue 10, item 1: every catalog animator, cancelled or finished half way through a
/// presentation, dismissal, push or pop (a `UIPercentDrivenInteractiveTransition` at 25 %).
///
/// - Cancelled, it leaves every view it touched as it found it: the animators set their views
///   up before the animation block (`toView.alpha = 0`, a starting frame or transform), and the
///   cancel only runs the block back to those setup values, so the animator resets them in its
///   completion when `transitionWasCancelled`, as real iOS animators do
///   (reference/real-world-patterns.md: "Setup before the block, reset in the completion —
///   including on cancel"; Apple's `completeTransition(_:)`: "For interactive animations, you
///   must call this method in addition to … cancelInteractiveTransition()").
/// - Finished, the view that left has its alpha and transform back (off screen), so any other
///   animator can show it again; its frame stays where the animation took it, as in UIKit.
///
/// After either, the system's animation (which sets up nothing) shows the screen that the
/// catalog animator left off screen: it must be visible.
@Suite("Catalog animators: a cancel leaves views as found, a finish leaves the leaving view reusable")
@MainActor
struct CancelAndFinishRestoreTests {
    @Test(arguments: CatalogRestoreScenario.all, [CatalogRestoreOutcome.cancel, .finish])
    func restoresViews(_ scenario: CatalogRestoreScenario, _ outcome: CatalogRestoreOutcome) throws {
        let world = CatalogRestoreWorld(scenario)
        let before = world.participants.map { CatalogViewState($0.view) }
        let interactor = world.start()
        world.harness.run(0.1)
        interactor.update(0.25)
        world.harness.run(0.1)
        if outcome == .cancel { interactor.cancel() } else { interactor.finish() }
        #expect(world.harness.settle())
        #expect(world.harness.log.last == "animationEnded(\(outcome == .finish))")

        for ((participant, found), after) in zip(zip(world.participants, before), world.participants.map { CatalogViewState($0.view) }) {
            let name = participant.name
            #expect(after.alpha == found.alpha, "\(name)'s alpha: found \(found.alpha), left \(after.alpha)")
            #expect(after.transform == found.transform, "\(name)'s transform: found \(found.transform), left \(after.transform)")
            if outcome == .cancel && participant.checksFrame {
                #expect(after.center == found.center && after.bounds == found.bounds,
                        "\(name)'s frame: found \(found.center) \(found.bounds), left \(after.center) \(after.bounds)")
            }
        }

        let shown = world.followUpWithSystemAnimation(after: outcome)
        #expect(world.harness.settle())
        #expect(shown.window === world.harness.window)
        #expect(CatalogViewState.effectiveAlpha(shown) == 1, "the screen the catalog animator left is drawn opaque")
        #expect(shown.transform == .identity)
        #expect(world.harness.violations.isEmpty, "\(world.harness.violations)")
    }
}

/// Whether the interaction finishes or cancels.
enum CatalogRestoreOutcome: String, Sendable, CustomStringConvertible {
    case cancel, finish
    var description: String { rawValue }
}

/// A catalog animator and the transition it runs.
struct CatalogRestoreScenario: Sendable, CustomStringConvertible {
    enum Animator: String, Sendable, CaseIterable {
        case crossDissolve, edgeSlide, halfWaySpring, scaleAndFade, zoom, propertyAnimator, sheet, keyframeBounce
        case catransitionPush, circularReveal, clockWipe
    }
    enum Operation: String, Sendable, CaseIterable {
        case present, dismiss, push, pop
        var isModal: Bool { self == .present || self == .dismiss }
        var isForward: Bool { self == .present || self == .push }
    }
    let animator: Animator
    let operation: Operation
    var description: String { "\(animator.rawValue) \(operation.rawValue)" }

    /// Every animator with every operation it serves (the property-animator transition only
    /// presents and pushes; the sheet is a presentation controller).
    static let all: [CatalogRestoreScenario] = Animator.allCases.flatMap { animator in
        Operation.allCases.compactMap { operation in
            switch (animator, operation) {
            case (.propertyAnimator, .dismiss), (.propertyAnimator, .pop), (.sheet, .push), (.sheet, .pop): nil
            default: CatalogRestoreScenario(animator: animator, operation: operation)
            }
        }
    }
}

/// What a view looks like: its geometry and alpha (model values).
struct CatalogViewState: Equatable {
    let center: CGPoint
    let bounds: CGRect
    let transform: CGAffineTransform
    let alpha: CGFloat

    @MainActor
    init(_ view: UIView) {
        center = view.center
        bounds = view.bounds
        transform = view.transform
        alpha = view.alpha
    }

    /// The alpha `view` is drawn with: its own times its ancestors' (0 when one is hidden).
    @MainActor
    static func effectiveAlpha(_ view: UIView) -> CGFloat {
        var alpha: CGFloat = 1
        var current: UIView? = view
        while let view = current {
            alpha *= view.isHidden ? 0 : view.alpha
            current = view.superview
        }
        return alpha
    }
}

/// Hands out whatever animator and interaction controller it holds now.
@MainActor
final class SwitchableTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate {
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interactor: (any UIViewControllerInteractiveTransitioning)?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { animator }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interactor }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interactor }
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
}

/// A window set up for one scenario: A presents B (full screen, or the sheet), or a navigation
/// controller pushes Second on Root; for a dismissal or pop, B is already presented or Second
/// already pushed (without animation).
@MainActor
final class CatalogRestoreWorld {
    struct Participant {
        let name: String
        let view: UIView
        /// Whether its frame is the animator's to keep (the sheet's presentation controller lays
        /// out B's view inside its wrapper).
        let checksFrame: Bool
    }

    let scenario: CatalogRestoreScenario
    let harness: TransitionHarness
    let delegate = SwitchableTransitionDelegate()
    /// The bottom screen (A or Root) and the top one (B or Second).
    let bottom: NamedViewController, top: NamedViewController
    let navigation: UINavigationController?
    private var sheet: CustomPresentationController?

    init(_ scenario: CatalogRestoreScenario) {
        self.scenario = scenario
        bottom = NamedViewController(scenario.operation.isModal ? "A" : "Root")
        top = NamedViewController(scenario.operation.isModal ? "B" : "Second")
        if scenario.operation.isModal {
            navigation = nil
            harness = TransitionHarness(root: bottom)
            top.modalPresentationStyle = .fullScreen
            if scenario.animator == .sheet {
                let sheet = CustomPresentationController(presentedViewController: top, presenting: bottom)
                self.sheet = sheet
                top.transitioningDelegate = sheet
            } else {
                top.transitioningDelegate = delegate
            }
            top.view.frame = harness.window.bounds
            if scenario.operation == .dismiss {
                bottom.present(top, animated: false)
                harness.settle()
            }
        } else {
            let navigation = UINavigationController(rootViewController: bottom)
            self.navigation = navigation
            harness = TransitionHarness(root: navigation)
            navigation.delegate = delegate
            top.view.frame = navigation.contentView.bounds
            if scenario.operation == .pop {
                navigation.pushViewController(top, animated: false)
                harness.settle()
            }
        }
        harness.clearLog()
    }

    /// The views taking part in the transition.
    var participants: [Participant] {
        [
            Participant(name: bottom.title!, view: bottom.view, checksFrame: true),
            Participant(name: top.title!, view: top.view, checksFrame: scenario.animator != .sheet),
        ]
    }

    /// Starts the scenario's transition with its catalog animator, driven by the returned
    /// interaction controller.
    func start() -> UIPercentDrivenInteractiveTransition {
        let interactor: UIPercentDrivenInteractiveTransition
        let forward = scenario.operation.isForward
        switch scenario.animator {
        case .crossDissolve:
            delegate.animator = CrossDissolveAnimator()
        case .edgeSlide:
            delegate.animator = EdgeSlideAnimator(targetEdge: forward ? .right : .left)
        case .halfWaySpring:
            delegate.animator = HalfWaySpringAnimator()
        case .scaleAndFade:
            let animator = ScaleAndFadeAnimator()
            animator.isPresenting = forward
            delegate.animator = animator
        case .zoom:
            let animator = ZoomAnimator(modalCollapsedFrame: CGRect(x: 40, y: 60, width: 120, height: 90))
            animator.isPresenting = forward
            delegate.animator = animator
        case .propertyAnimator:
            let transition = PropertyAnimatorPresentTransition()
            transition.wantsInteractiveStart = true
            delegate.animator = transition
            delegate.interactor = transition
        case .sheet:
            break
        case .keyframeBounce:
            delegate.animator = KeyframeBounceAnimator(presenting: forward)
        case .catransitionPush:
            delegate.animator = CATransitionPushAnimator()
        case .circularReveal:
            delegate.animator = CircularRevealAnimator(origin: CGPoint(x: 40, y: 60))
        case .clockWipe:
            delegate.animator = ClockWipeAnimator()
        }
        if let transition = delegate.interactor as? PropertyAnimatorPresentTransition {
            interactor = transition
        } else {
            interactor = UIPercentDrivenInteractiveTransition()
            delegate.interactor = interactor
            sheet?.interactionController = interactor
        }
        switch scenario.operation {
        case .present: bottom.present(top, animated: true)
        case .dismiss: top.dismiss(animated: true)
        case .push: navigation!.pushViewController(top, animated: true)
        case .pop: navigation!.popViewController(animated: true)
        }
        return interactor
    }

    /// Runs, with the system's animation, the same transition again after a cancel, or the
    /// opposite one after a finish; returns the view that should be on screen afterwards.
    func followUpWithSystemAnimation(after outcome: CatalogRestoreOutcome) -> UIView {
        delegate.animator = nil
        delegate.interactor = nil
        sheet?.interactionController = nil
        let forward = scenario.operation.isForward == (outcome == .cancel)
        if scenario.animator == .sheet {
            top.transitioningDelegate = nil
            if forward { top.modalPresentationStyle = .fullScreen }
        }
        if scenario.operation.isModal {
            if forward { bottom.present(top, animated: true) } else { top.dismiss(animated: true) }
        } else {
            if forward { navigation!.pushViewController(top, animated: true) } else { navigation!.popViewController(animated: true) }
        }
        return forward ? top.view : bottom.view
    }
}
