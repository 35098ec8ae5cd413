import Foundation

extension TransitionDirector {
    /// Presents `presented` from `source` (UIKit's order of calls; see docs/DESIGN.md, "Transitions").
    func performPresentation(source: UIViewController, presented requested: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard source.viewIfLoaded?.window === window else {
            return refuse(.notInWindow, "Attempt to present \(requested.logName) on \(source.logName) whose view is not in the window hierarchy; it was refused.")
        }
        let presenting = source.containmentRoot
        if let current = presenting.presentedViewController {
            return refuse(.alreadyPresenting, "Attempt to present \(requested.logName) on \(presenting.logName) (from \(source.logName)) which is already presenting \(current.logName); it was refused.")
        }
        guard requested.presentingViewController == nil, requested.parent == nil, requested !== presenting,
              requested.viewIfLoaded?.window == nil, requested.presentedViewController == nil,
              requested !== window.rootViewController else {
            return refuse(.alreadyPresented, "Attempt to present \(requested.logName), which is already presented, on screen or in a container; it was refused.")
        }
        let adaptation = adaptedPresentation(of: requested, style: requested.transitionPresentationStyle, presenting: presenting)
        let presented = adaptation?.presented ?? requested
        let style = adaptation?.style ?? requested.transitionPresentationStyle
        let delegate = presented.transitioningDelegate

        let controller: UIPresentationController
        if let adaptation {
            controller = adaptation.controller
        } else if style == .custom {
            if delegate != nil { window.logCallback("presentationController(forPresented:presenting:source:)") }
            controller = delegate?.presentationController(forPresented: presented, presenting: presenting, source: source)
                ?? presented.takePendingPresentationController()
                ?? UIPresentationController(presentedViewController: presented, presenting: presenting)
        } else {
            controller = SystemPresentationController.make(style: style, presented: presented, presenting: presenting)
        }
        controller.setPresenting(presenting)

        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interactor: (any UIViewControllerInteractiveTransitioning)?
        if (animated || style == .custom), delegate != nil {
            window.logCallback("animationController(forPresented:presenting:source:)")
            animator = delegate?.animationController(forPresented: presented, presenting: presenting, source: source)
            if let custom = animator, animated {
                window.logCallback("interactionControllerForPresentation(using:)")
                interactor = delegate?.interactionControllerForPresentation(using: custom)
            }
        }
        if animator == nil {
            animator = zoomAnimator(zoomed: presented, source: source, isArriving: true, animated: animated)
                ?? SystemAnimator.presentation(style: style, transitionStyle: presented.preferredModalTransitionStyle)
        }

        let container = PresentationContainerView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentationController = controller
        window.addSubview(container)
        controller.containerView = container

        let removesPresenter = controller.shouldRemovePresentersView
        let presenterView = presenting.view!
        var record = PresentationRecord(container: container, presenterHome: removesPresenter ? ViewHome(of: presenterView) : nil)
        record.adaptedStyle = adaptation?.style
        record.presenterFrame = presenterView.superview.map { container.convert(presenterView.frame, from: $0) } ?? presenterView.frame
        record.containerBoundsAtStart = container.bounds
        presented.linkPresentation(by: presenting, through: controller, record: record)
        presented.isBeingPresented = true
        if removesPresenter {
            container.insertSubview(presenterView, at: 0)
            presenterView.frame = record.presenterFrame
        }

        let context = TransitionContext(
            kind: .presentation, container: container, isAnimated: animated, style: style, clock: window.clock,
            from: presenting, to: presented, window: window)
        context.animator = animator
        context.interactor = interactor
        context.fromView = removesPresenter ? presenterView : nil
        context.initialFrames[ObjectIdentifier(presenting)] = container.convert(presenterView.bounds, from: presenterView)
        context.finalFrames[ObjectIdentifier(presenting)] = removesPresenter ? .zero : context.initialFrames[ObjectIdentifier(presenting)]
        context.finalFrames[ObjectIdentifier(presented)] = controller.frameOfPresentedViewInContainerView
        begin(context, ending: .presentation(PresentationEnding(
            controller: controller, presenting: presenting, presented: presented, source: source,
            removesPresenter: removesPresenter, completion: completion)))

        if let adaptation {
            adaptation.delegate.presentationController(
                adaptation.original, willPresentWithAdaptiveStyle: adaptation.style, transitionCoordinator: presented.transitionCoordinator)
        }
        window.logCallback("presentationTransitionWillBegin")
        controller.presentationTransitionWillBegin()
        context.toView = controller.presentedView   // asked after the hook, which may build a wrapper
        if removesPresenter { presenting.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)
        context.finalFrames[ObjectIdentifier(presented)] = controller.frameOfPresentedViewInContainerView
        if controller.presentedView === presented.view, presented.view.superview == nil {
            presented.view.frame = controller.frameOfPresentedViewInContainerView
        }
        start(context)
    }

    func finishPresentation(_ context: TransitionContext, _ ending: PresentationEnding, completed: Bool) {
        let (controller, presenting, presented) = (ending.controller, ending.presenting, ending.presented)
        let removesPresenter = ending.removesPresenter
        context.coordinator.runCompletions()
        window.logCallback("presentationTransitionDidEnd(\(completed))")
        controller.presentationTransitionDidEnd(completed)
        let animated = context.isAnimated
        if completed {
            if removesPresenter { presenting.viewIfLoaded?.removeFromSuperview() }
            presented.endAppearanceTransition()
            if removesPresenter { presenting.endAppearanceTransition() }
            presented.isBeingPresented = false
        } else {
            restoreAnimatedValues(of: context)
            if removesPresenter, let view = presenting.viewIfLoaded { presented.presentationRecord?.presenterHome?.restore(view) }
            controller.presentedView?.removeFromSuperview()
            presented.viewIfLoaded?.removeFromSuperview()
            context.containerView.removeFromSuperview()
            presented.unlinkPresentation()
            presented.reverseAppearance(animated: animated)
            if removesPresenter { presenting.reverseAppearance(animated: animated) }
            presented.isBeingPresented = false
        }
        releaseParticipants(of: context)
        context.containerView.setNeedsLayout()   // the window may have changed size meanwhile
        if completed { ending.completion?() }
        window.logCallback("animationEnded(\(completed))")
        context.animator?.animationEnded(completed)
        transitionEnded(context)
    }

    /// Dismisses the presented controller that `requester` names, with everything above it.
    func performDismissal(requester: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let root = requester.containmentRoot
        guard let target = root.presentedViewController ?? (root.presentingViewController != nil ? root : nil),
              let presenting = target.presentingViewController else {
            return refuse(.nothingToDismiss, "dismiss(animated:) on \(requester.logName) was refused: it presents nothing and is not presented.")
        }
        let top = target.topOfPresentationChain
        guard let controller = top.activePresentationController, let record = top.presentationRecord,
              let bottomRecord = target.presentationRecord else {
            return refuse(.nothingToDismiss, "dismiss(animated:) on \(requester.logName) was refused: \(top.logName) is not presented.")
        }
        let style = top.transitionPresentationStyle
        let delegate = top.transitioningDelegate
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interactor: (any UIViewControllerInteractiveTransitioning)?
        if (animated || style == .custom), delegate != nil {
            window.logCallback("animationController(forDismissed:)")
            animator = delegate?.animationController(forDismissed: top)
            if let custom = animator, animated {
                window.logCallback("interactionControllerForDismissal(using:)")
                interactor = delegate?.interactionControllerForDismissal(using: custom)
            }
        }
        if animator == nil {
            animator = zoomAnimator(zoomed: top, source: presenting, isArriving: false, animated: animated)
                ?? SystemAnimator.dismissal(style: style, transitionStyle: top.preferredModalTransitionStyle)
        }
        if interactor == nil, animated { interactor = controller.dismissalInteractor }
        controller.dismissalInteractor = nil
        // The presenter's view comes back under the top's view when a presentation took it away.
        let presenterView = presenting.view!
        let revealsPresenter = presenterView.window == nil
        let container = record.container
        let presenterRestingFrame = bottomRecord.presenterRestingFrame
        if revealsPresenter {
            container.insertSubview(presenterView, at: 0)
            presenterView.frame = presenterRestingFrame
        }
        let context = TransitionContext(
            kind: .dismissal, container: container, isAnimated: animated, style: style, clock: window.clock,
            from: top, to: presenting, window: window)
        context.animator = animator
        context.interactor = interactor
        context.fromView = controller.presentedView
        context.toView = revealsPresenter ? presenterView : nil
        context.initialFrames[ObjectIdentifier(top)] = controller.presentedView?.frame ?? .zero
        context.finalFrames[ObjectIdentifier(top)] = .zero
        context.initialFrames[ObjectIdentifier(presenting)] = revealsPresenter ? .zero : presenterView.frame
        context.finalFrames[ObjectIdentifier(presenting)] = presenterRestingFrame
        begin(context, ending: .dismissal(DismissalEnding(
            controller: controller, top: top, target: target, presenting: presenting,
            revealsPresenter: revealsPresenter, completion: completion)))
        top.isBeingDismissed = true
        controller.isDismissing = true

        window.logCallback("dismissalTransitionWillBegin")
        controller.dismissalTransitionWillBegin()
        top.beginAppearanceTransition(false, animated: animated)
        if revealsPresenter { presenting.beginAppearanceTransition(true, animated: animated) }
        start(context)
    }

    func finishDismissal(_ context: TransitionContext, _ ending: DismissalEnding, completed: Bool) {
        let (controller, top, target, presenting) = (ending.controller, ending.top, ending.target, ending.presenting)
        let revealsPresenter = ending.revealsPresenter
        context.coordinator.runCompletions()
        window.logCallback("dismissalTransitionDidEnd(\(completed))")
        controller.dismissalTransitionDidEnd(completed)
        controller.isDismissing = false
        let animated = context.isAnimated
        if completed {
            let presenterHome = target.presentationRecord?.presenterHome
            // Asked again now: the window may have changed size during the dismissal.
            // A presenter that did not fill the container comes back autoresized with its home.
            let restingFrame = target.presentationRecord.flatMap { record in
                record.presenterFillsContainer ? presenterHome?.superview?.convert(record.container.bounds, from: record.container) : nil
            }
            // Everything from the target up is removed; only the top one animated.
            var chain: [UIViewController] = []
            var current: UIViewController? = target
            while let controller = current { chain.append(controller); current = controller.presentedViewController }
            for presented in chain.reversed() {
                if presented !== top, presented.isVisibleOrAppearing { presented.transitionAppearance(to: false, animated: false) }
                if presented !== top { presented.activePresentationController?.removedWithoutTransition() }
                presented.activePresentationController?.presentedView?.removeFromSuperview()
                presented.viewIfLoaded?.removeFromSuperview()
                presented.presentationRecord?.container.removeFromSuperview()
                presented.unlinkPresentation()
            }
            if revealsPresenter, let view = presenting.viewIfLoaded { presenterHome?.restore(view, frame: restingFrame) }
            top.endAppearanceTransition()
            if revealsPresenter { presenting.endAppearanceTransition() }
        } else {
            restoreAnimatedValues(of: context)
            if revealsPresenter { presenting.viewIfLoaded?.removeFromSuperview() }
            // The presenter was appearing: it disappears again before the presented controller reappears.
            if revealsPresenter { presenting.reverseAppearance(animated: animated) }
            top.reverseAppearance(animated: animated)
        }
        top.isBeingDismissed = false   // true in all four appearance callbacks (UIViewController.h)
        releaseParticipants(of: context)
        if !completed { context.containerView.setNeedsLayout() }
        if completed { ending.completion?() }
        window.logCallback("animationEnded(\(completed))")
        context.animator?.animationEnded(completed)
        transitionEnded(context)
    }

    /// Puts every view the cancelled transition animated back where it was before it began.
    func restoreAnimatedValues(of context: TransitionContext) {
        for animation in context.timeline.pendingAnimations { animation.finish(.atStart) }
    }
}

extension UIViewController {
    /// Undoes an appearance change that a cancelled transition began: a controller that was
    /// appearing gets will-disappear and did-disappear; one that was disappearing gets will-appear
    /// and did-appear.
    func reverseAppearance(animated: Bool) {
        switch appearanceState {
        case .appearing:
            beginAppearanceTransition(false, animated: animated)
            endAppearanceTransition()
        case .disappearing:
            beginAppearanceTransition(true, animated: animated)
            endAppearanceTransition()
        case .appeared, .disappeared:
            break
        }
    }
}
