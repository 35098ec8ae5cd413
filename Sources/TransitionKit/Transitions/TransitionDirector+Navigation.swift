import Foundation

extension TransitionDirector {
    /// Runs a push, pop or stack replacement (UIKit's order of calls; see docs/DESIGN.md, "Transitions").
    func performNavigation(_ request: NavigationRequest) {
        let navigation = request.navigationController
        guard let newStack = request.validatedStack(reporting: { window.report($0) }) else { return }
        let oldStack = navigation.stack
        guard let newTop = newStack.last else { return }
        let removed = oldStack.filter { old in !newStack.contains { $0 === old } }
        let added = newStack.filter { new in !oldStack.contains { $0 === new } }
        guard let oldTop = oldStack.last, oldTop !== newTop, navigation.isViewLoaded else {
            replaceStackQuietly(navigation, newStack: newStack, removed: removed, added: added)
            return
        }
        let operation: UINavigationController.Operation = oldStack.contains { $0 === newTop } ? .pop : .push
        let visible = navigation.isVisibleOrAppearing && navigation.view.window === window
        let animated = request.animated && visible

        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { navigation.addChild(controller) }
        if removed.contains(where: { $0 === oldTop }) { oldTop.isMovingFromParent = true }
        if added.contains(where: { $0 === newTop }) { newTop.isMovingToParent = true }
        navigation.stack = newStack

        window.logCallback("willShow \(newTop.logName)")
        navigation.delegate?.navigationController(navigation, willShow: newTop, animated: animated)
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interactor = request.interactor
        if animated, navigation.delegate != nil {
            window.logCallback("navigationController(_:animationControllerFor:from:to:)")
            animator = navigation.delegate?.navigationController(
                navigation, animationControllerFor: operation, from: oldTop, to: newTop)
            if let custom = animator, interactor == nil {
                window.logCallback("navigationController(_:interactionControllerFor:)")
                interactor = navigation.delegate?.navigationController(navigation, interactionControllerFor: custom)
            }
        }
        let animatorToUse = animator
            ?? zoomAnimator(for: operation, from: oldTop, to: newTop, animated: animated)
            ?? SystemAnimator.navigation(push: operation == .push)
        let container = navigation.contentView
        let context = TransitionContext(
            kind: operation == .push ? .push : .pop, container: container, isAnimated: animated, style: .none,
            clock: window.clock, from: oldTop, to: newTop, window: window)
        context.animator = animatorToUse
        context.interactor = interactor
        context.fromView = oldTop.view
        context.toView = newTop.view
        newTop.view.frame = navigation.contentFrame(for: newTop)
        newTop.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        context.initialFrames[ObjectIdentifier(oldTop)] = navigation.contentFrame(for: oldTop)
        context.finalFrames[ObjectIdentifier(newTop)] = newTop.view.frame
        begin(context, ending: .navigation(NavigationEnding(
            navigation: navigation, oldStack: oldStack, oldTop: oldTop, newTop: newTop, removed: removed, added: added,
            visible: visible)))

        if visible {
            oldTop.beginAppearanceTransition(false, animated: animated)
            newTop.beginAppearanceTransition(true, animated: animated)
        }
        navigation.updateBar(animated: animated)
        navigation.tabBarController?.updateBottomBar(showing: newTop, in: navigation, push: operation == .push, animated: animated)
        start(context)
    }

    func finishNavigation(_ context: TransitionContext, _ ending: NavigationEnding, completed: Bool) {
        let (navigation, oldTop, newTop, visible) = (ending.navigation, ending.oldTop, ending.newTop, ending.visible)
        let (removed, added) = (ending.removed, ending.added)
        context.coordinator.runCompletions()
        let animated = context.isAnimated
        if completed {
            if let stack = ending.reversedStack {
                navigation.stack = stack
                navigation.updateBar(animated: false)
            }
            oldTop.viewIfLoaded?.removeFromSuperview()
            ending.retargetedCarrier?.removeFromSuperview()
            navigation.install(newTop)
            if visible {
                oldTop.endAppearanceTransition()
                newTop.endAppearanceTransition()
            }
            for controller in removed { controller.removeFromParent() }
            for controller in added { controller.didMove(toParent: navigation) }
            navigation.orderChildrenLikeStack()
        } else {
            restoreAnimatedValues(of: context)
            navigation.stack = ending.oldStack
            newTop.viewIfLoaded?.removeFromSuperview()
            ending.retargetedCarrier?.removeFromSuperview()
            navigation.install(oldTop)
            if visible {
                newTop.reverseAppearance(animated: animated)
                oldTop.reverseAppearance(animated: animated)
            }
            for controller in added {
                controller.willMove(toParent: nil)
                controller.removeFromParent()
            }
            for controller in removed { controller.didMove(toParent: navigation) }
            navigation.updateBar(animated: false)
        }
        oldTop.isMovingFromParent = false
        newTop.isMovingToParent = false
        releaseParticipants(of: context)
        if completed {
            window.logCallback("didShow \(newTop.logName)")
            navigation.delegate?.navigationController(navigation, didShow: newTop, animated: animated)
        }
        window.logCallback("animationEnded(\(completed))")
        context.animator?.animationEnded(completed)
        transitionEnded(context)
    }

    /// Changes the stack without a visible transition (same top, or the navigation controller is
    /// not loaded): containment calls only.
    private func replaceStackQuietly(
        _ navigation: UINavigationController, newStack: [UIViewController], removed: [UIViewController],
        added: [UIViewController]
    ) {
        for controller in removed {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        for controller in added { navigation.addChild(controller) }
        navigation.stack = newStack
        if navigation.isViewLoaded, let top = newStack.last {
            let appearing = top.viewIfLoaded?.superview !== navigation.contentView
            navigation.install(top)
            if appearing, navigation.isVisibleOrAppearing { top.transitionAppearance(to: true, animated: false) }
            navigation.updateBar(animated: false)
            navigation.tabBarController?.updateBottomBar(showing: top, in: navigation, push: true, animated: false)
        }
        for controller in added { controller.didMove(toParent: navigation) }
        navigation.orderChildrenLikeStack()
    }
}
