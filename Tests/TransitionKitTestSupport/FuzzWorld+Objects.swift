import Foundation
import TransitionKit

/// The fuzz world's objects: the controllers, navigation controllers and delegates it makes, and
/// the queries over what is reachable in its window.
extension FuzzWorld {
    func makeController() -> FuzzViewController {
        nextNumber += 1
        let controller = FuzzViewController(number: nextNumber, world: self)
        controller.recorder = recorder
        // Every fifth controller prefers the iOS 18 zoom: from the source controller's
        // badge, or, every tenth, from no view (it fades).
        if nextNumber % 5 == 0 {
            let fades = nextNumber % 10 == 0
            controller.preferredTransition = .zoom { context in
                fades ? nil : (context.sourceViewController as? FuzzViewController)?.badge
            }
        }
        tracked.append(Tracked(name: controller.title!, controller: controller, view: nil))
        return controller
    }

    func makeNavigation() -> RecordingNavigationController {
        let root = makeController()
        let navigation = RecordingNavigationController(rootViewController: root)
        nextNumber += 1
        navigation.title = "N\(nextNumber)"
        navigation.recorder = recorder
        navigation.delegate = navigationDelegate
        tracked.append(Tracked(name: navigation.title!, controller: navigation, view: nil))
        return navigation
    }

    func delegate(_ kind: FuzzAnimatorKind, _ presentation: FuzzTransitioningDelegate.PresentationKind) -> FuzzTransitioningDelegate {
        let key = "\(kind.rawValue)/\(presentation.rawValue)"
        if let delegate = transitioningDelegates[key] { return delegate }
        let delegate = FuzzTransitioningDelegate(kind: kind, presentation: presentation, host: self)
        transitioningDelegates[key] = delegate
        return delegate
    }

    func viewLoaded(_ controller: UIViewController) {
        if let index = tracked.lastIndex(where: { $0.controller === controller }) { tracked[index].view = controller.viewIfLoaded }
    }

    public func animatorAsked(_ kind: FuzzAnimatorKind) {
        stats.animatorsAsked[kind.rawValue, default: 0] += 1
    }

    public func interactorStarted(_ interactor: UIPercentDrivenInteractiveTransition) {
        self.interactor = interactor
        interactorEnded = false
    }

    /// Every controller reachable from the window: containment trees and presentation chains.
    public func reachableControllers() -> [UIViewController] {
        var result: [UIViewController] = []
        var seen: Set<ObjectIdentifier> = []
        func visit(_ controller: UIViewController) {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { return }
            result.append(controller)
            for child in controller.children { visit(child) }
            if let presented = controller.presentedViewController { visit(presented) }
        }
        if let root = window.rootViewController { visit(root) }
        return result
    }

    /// The navigation controllers, in tree order.
    public func navigationControllers() -> [UINavigationController] {
        reachableControllers().compactMap { $0 as? UINavigationController }
    }

    /// The presentation chain from the root, bottom first.
    public func presentationChain() -> [UIViewController] {
        guard let root = window.rootViewController else { return [] }
        var chain = [root]
        while let next = chain.last!.presentedViewController, chain.count < 100 { chain.append(next) }
        return chain
    }

    /// Whether a transition runs or waits, or an animation is pending.
    public var isBusy: Bool { window.isTransitionInProgress || clock.hasRunningAnimations }

    /// Whether a percent-driven interaction waits for the fuzzer to finish or cancel it.
    public var hasOpenInteraction: Bool { interactor != nil && !interactorEnded }
}
