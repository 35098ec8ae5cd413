import Foundation

extension TransitionDirector {
    /// Runs a change of the selected tab. With an animator from the delegate it is a `.tab`
    /// transition in the tab bar controller's content view, as a push runs (the selection changes
    /// when it begins and goes back if it is cancelled); without one, or off screen, the views
    /// swap at once.
    func performTabSwitch(_ request: TabSwitchRequest) {
        let tabs = request.tabBarController
        guard tabs.tabControllers.indices.contains(request.index) else {
            refuse(.tabIndexOutOfRange, "\(request.description) was refused: the tabs changed while it waited.")
            return
        }
        let newSelected = tabs.tabControllers[request.index]
        guard let oldIndex = tabs.selectedTabIndex, tabs.tabControllers[oldIndex] !== newSelected,
              tabs.isViewLoaded, tabs.view.window === window, tabs.appearanceState == .appeared,
              let delegate = tabs.delegate else {
            tabs.switchWithoutTransition(to: request.index)
            return
        }
        let oldSelected = tabs.tabControllers[oldIndex]
        window.logCallback("tabBarController(_:animationControllerForTransitionFrom:to:)")
        guard let animator = delegate.tabBarController(tabs, animationControllerForTransitionFrom: oldSelected, to: newSelected) else {
            tabs.switchWithoutTransition(to: request.index)
            return
        }
        window.logCallback("tabBarController(_:interactionControllerFor:)")
        let interactor = delegate.tabBarController(tabs, interactionControllerFor: animator)
        let container = tabs.contentView
        let context = TransitionContext(
            kind: .tab, container: container, isAnimated: true, style: .none,
            clock: window.clock, from: oldSelected, to: newSelected, window: window)
        context.animator = animator
        context.interactor = interactor
        context.fromView = oldSelected.view
        context.toView = newSelected.view
        newSelected.view.frame = tabs.contentFrame(for: newSelected)
        newSelected.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        context.initialFrames[ObjectIdentifier(oldSelected)] = tabs.contentFrame(for: oldSelected)
        context.finalFrames[ObjectIdentifier(newSelected)] = newSelected.view.frame
        tabs.selectedTabIndex = request.index
        begin(context, ending: .tab(TabEnding(
            tabBarController: tabs, oldIndex: oldIndex, oldSelected: oldSelected, newSelected: newSelected)))
        oldSelected.beginAppearanceTransition(false, animated: true)
        newSelected.beginAppearanceTransition(true, animated: true)
        tabs.updateBar()
        start(context)
    }

    func finishTabSwitch(_ context: TransitionContext, _ ending: TabEnding, completed: Bool) {
        let (tabs, oldSelected, newSelected) = (ending.tabBarController, ending.oldSelected, ending.newSelected)
        context.coordinator.runCompletions()
        if completed {
            oldSelected.viewIfLoaded?.removeFromSuperview()
            tabs.install(newSelected)
            oldSelected.endAppearanceTransition()
            newSelected.endAppearanceTransition()
        } else {
            restoreAnimatedValues(of: context)
            tabs.selectedTabIndex = ending.oldIndex
            newSelected.viewIfLoaded?.removeFromSuperview()
            tabs.install(oldSelected)
            newSelected.reverseAppearance(animated: true)
            oldSelected.reverseAppearance(animated: true)
            tabs.updateBar()
        }
        releaseParticipants(of: context)
        window.logCallback("animationEnded(\(completed))")
        context.animator?.animationEnded(completed)
        transitionEnded(context)
    }
}
