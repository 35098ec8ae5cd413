import Foundation

/// Fluid navigation (iOS 26): a pop asked for while a push or pop of the same navigation
/// controller runs changes the running transition instead of waiting in the queue.
///
/// - A pop back to the stack the running push started from reverses the push in place: the
///   pushed screen goes back from where it is (the transition is cancelled from its current
///   progress). The pushed controller gets `viewWillAppear` then `viewWillDisappear` and
///   `viewDidDisappear`, never `viewDidAppear`, as Apple describes for a transition reversed
///   mid-way (WWDC24 "Enhance your UI animations and transitions", reference §4.2).
/// - A pop to a controller further down (not the screen leaving) while a pop runs retargets it:
///   the screen leaving keeps its motion, and the screen being revealed becomes the new
///   destination's (its view rides on the view the animator already moves). The controller
///   passed over gets `viewWillAppear`, `viewWillDisappear`, `viewDidDisappear`, and the stack
///   is the new one from that moment.
///
/// Only animated, non-interactive transitions on their way forward whose animator provides
/// `interruptibleAnimator(using:)` (the system slide does) are interrupted; any other request
/// waits in the queue as before (custom animators without an interruptible animator keep that
/// behaviour). How UIKit redraws the passed-over screens is not documented; this is a model.
extension TransitionDirector {
    /// Applies `request` to the running navigation transition; returns false when it must queue.
    func interruptRunningNavigation(with request: NavigationRequest) -> Bool {
        guard request.animated, !isRunningRequest, queuedCount == 0, let context = active,
              case let .navigation(ending)? = context.ending, ending.navigation === request.navigationController,
              ending.visible, context.isAnimated, context.phase == .animating, context.interactor == nil,
              let target = request.validatedStack(reporting: { _ in }) else { return false }
        let navigation = ending.navigation
        switch context.kind {
        case .push where Self.isSameStack(target, ending.oldStack):
            guard context.interruptibleAnimator != nil else { return false }
            var reversed = ending
            reversed.reversedStack = navigation.stack
            context.ending = .navigation(reversed)
            navigation.stack = ending.oldStack
            context.release(forward: false, curve: .easeInOut)
            return true
        case .pop where target.count < navigation.stack.count && Self.isSameStack(target, Array(navigation.stack.prefix(target.count))):
            // Not to the screen this pop takes away (a reordering `setViewControllers` animates
            // as a pop): it would both disappear and appear. That request waits its turn.
            guard context.interruptibleAnimator != nil, let destination = target.last, destination !== ending.oldTop,
                  let carrier = ending.retargetedCarrier ?? context.toView else { return false }
            retargetPop(context, ending, to: target, destination: destination, carrier: carrier)
            return true
        default:
            return false
        }
    }

    private func retargetPop(
        _ context: TransitionContext, _ ending: NavigationEnding, to target: [UIViewController],
        destination: UIViewController, carrier: UIView
    ) {
        let navigation = ending.navigation
        let passedOver = ending.newTop
        let newlyRemoved = navigation.stack.filter { current in !target.contains { $0 === current } }
        for controller in newlyRemoved { controller.willMove(toParent: nil) }
        navigation.stack = target

        if passedOver.viewIfLoaded !== carrier { passedOver.viewIfLoaded?.removeFromSuperview() }
        destination.view.frame = carrier.bounds
        destination.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        carrier.addSubview(destination.view)

        context.retargetDestination(to: destination, finalFrame: navigation.contentFrame(for: destination))
        var retargeted = NavigationEnding(
            navigation: navigation, oldStack: ending.oldStack, oldTop: ending.oldTop, newTop: destination,
            removed: ending.removed + newlyRemoved, added: ending.added, visible: ending.visible)
        retargeted.retargetedCarrier = carrier
        context.ending = .navigation(retargeted)
        if passedOver.participatingCoordinator === context.coordinator { passedOver.participatingCoordinator = nil }
        destination.participatingCoordinator = context.coordinator

        window.logCallback("willShow \(destination.logName)")
        navigation.delegate?.navigationController(navigation, willShow: destination, animated: true)
        passedOver.isMovingFromParent = true
        passedOver.reverseAppearance(animated: true)
        passedOver.isMovingFromParent = false
        destination.beginAppearanceTransition(true, animated: true)
        navigation.updateBar(animated: false)
        destination.sendViewIsAppearing(requiringWindow: true)
    }

    private static func isSameStack(_ first: [UIViewController], _ second: [UIViewController]) -> Bool {
        first.count == second.count && zip(first, second).allSatisfy { $0 === $1 }
    }
}
