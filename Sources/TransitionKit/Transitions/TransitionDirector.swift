import Foundation

/// One window's transition engine: runs one transition at a time, queues the requests made
/// meanwhile (first in, first out), refuses invalid ones with a Diagnostic, and completes
/// transitions whose animator never calls `completeTransition` (the watchdog).
@MainActor
final class TransitionDirector {
    /// A present, dismiss or navigation request, kept until it can run.
    enum Request {
        case present(source: UIViewController, presented: UIViewController, animated: Bool, completion: (() -> Void)?)
        case dismiss(requester: UIViewController, animated: Bool, completion: (() -> Void)?)
        case navigation(NavigationRequest)
        case tab(TabSwitchRequest)
    }

    /// The most requests kept waiting.
    static let queueLimit = 32

    unowned let window: UIWindow
    /// The transition in progress.
    private(set) var active: TransitionContext?
    /// The waiting requests, each with the CATransactions open when it was made, which wait
    /// for its transition to end.
    private var queue: [(request: Request, hold: CATransaction.CompletionHold)] = []
    private(set) var isRunningRequest = false

    /// Grabs of running transitions with the mouse.
    private(set) lazy var grab = TransitionGrab(director: self)

    init(window: UIWindow) { self.window = window }

    /// The number of requests waiting.
    var queuedCount: Int { queue.count }

    /// Whether a transition runs or requests wait.
    var isBusy: Bool { active != nil || isRunningRequest || !queue.isEmpty }

    /// Runs `request` now, or queues it while another transition runs.
    func submit(_ request: Request) {
        switch request {
        case let .present(_, presented, _, _): presented.knownWindow = window
        case let .navigation(navigation):
            if case let .push(controller) = navigation.operation { controller.knownWindow = window }
            if case let .set(controllers) = navigation.operation { controllers.forEach { $0.knownWindow = window } }
        case .dismiss, .tab: break
        }
        // A transition's animations are Core Animation animations on iOS: the open transactions
        // wait for it (wrapping a push in a CATransaction tells when it ended).
        let hold = CATransaction.hold()
        guard isBusy else {
            run(request, hold: hold)
            drain()
            return
        }
        if case let .navigation(navigation) = request, interruptRunningNavigation(with: navigation) {
            hold.release()
            return
        }
        guard queue.count < Self.queueLimit else {
            hold.release()
            window.report(Diagnostic(
                code: .transitionQueueFull,
                message: "\(Self.describe(request)) was refused: \(Self.queueLimit) transition requests are already waiting."))
            return
        }
        queue.append((request, hold))
    }

    /// Runs `request`; `hold` is released when the transition it starts ends (at once when it
    /// starts none, or one that already ended).
    private func run(_ request: Request, hold: CATransaction.CompletionHold) {
        let before = active
        defer {
            if let context = active, context !== before { context.transactionHold = hold } else { hold.release() }
        }
        isRunningRequest = true
        defer { isRunningRequest = false }
        AnimationContext.withAmbient(clock: window.clock) {
            AnimationContext.withoutAmbientTimeline {
                switch request {
                case let .present(source, presented, animated, completion):
                    performPresentation(source: source, presented: presented, animated: animated, completion: completion)
                case let .dismiss(requester, animated, completion):
                    performDismissal(requester: requester, animated: animated, completion: completion)
                case let .navigation(navigation):
                    performNavigation(navigation)
                case let .tab(tab):
                    performTabSwitch(tab)
                }
            }
        }
    }

    /// Runs the waiting requests while no transition runs.
    func drain() {
        while active == nil, !isRunningRequest, !queue.isEmpty {
            let next = queue.removeFirst()
            run(next.request, hold: next.hold)
        }
    }

    /// Makes `context` the running transition, with what `finish(_:completed:)` will need, and
    /// gives its participants its coordinator. Its coordinator exists from here on, so whether it
    /// is interactive is settled here too: an interaction controller that wants an interactive
    /// start (`wantsInteractiveStart`, true unless it says otherwise) makes an animated transition
    /// interactive from the start, as the will-begin hooks and `viewWill…` callbacks then see it.
    func begin(_ context: TransitionContext, ending: TransitionEnding) {
        active = context
        context.director = self
        context.ending = ending
        for participant in ending.participants { participant.participatingCoordinator = context.coordinator }
        window.statusBarTransitionWillBegin(context)
        if context.isAnimated, let interactor = context.interactor, interactor.wantsInteractiveStart {
            context.initiallyInteractive = true
            context.markInteractive()
        }
    }

    /// The engine's steps after the animator called `completeTransition(completed)`.
    func finish(_ context: TransitionContext, completed: Bool) {
        switch context.ending {
        case let .presentation(ending): finishPresentation(context, ending, completed: completed)
        case let .dismissal(ending): finishDismissal(context, ending, completed: completed)
        case let .navigation(ending): finishNavigation(context, ending, completed: completed)
        case let .tab(ending): finishTabSwitch(context, ending, completed: completed)
        case nil: break
        }
    }

    /// Takes the transition's coordinator back from its participants (those still showing it).
    func releaseParticipants(of context: TransitionContext) {
        for participant in context.ending?.participants ?? [] where participant.participatingCoordinator === context.coordinator {
            participant.participatingCoordinator = nil
        }
    }

    /// Called at the very end of a transition's completion steps. The next request starts once
    /// the code that completed this transition has returned, so that what an animator does after
    /// `completeTransition` (resetting the views it moved, as many do) cannot undo the start of
    /// the next transition: at the end of the frame or event being handled (`tick`,
    /// `UIWindow.send`), or at once when called from outside both.
    func transitionEnded(_ context: TransitionContext) {
        if active === context { active = nil }
        context.transactionHold?.release()
        context.transactionHold = nil
        window.statusBarTransitionDidEnd()
        context.releaseCoordinator()
        // Presentation controllers skip laying out while a transition involves their controllers
        // (the animator owns those frames); the next layout pass catches up on what changed
        // meanwhile, a resize for one.
        for case let container as PresentationContainerView in window.subviews { container.setNeedsLayout() }
        guard AnimationContext.ambientClock == nil else { return }
        drain()
    }

    /// Refuses a request with a Diagnostic (its completion is not called).
    func refuse(_ code: Diagnostic.Code, _ message: String) {
        window.report(Diagnostic(code: code, message: message))
    }

    /// Per frame: the watchdog, then the requests waiting for a transition that ended this frame.
    func tick() {
        runWatchdog()
        drain()
    }

    private func runWatchdog() {
        guard let context = active, let expectedEnd = context.expectedEnd, let limit = window.transitionWatchdog,
              limit.isFinite, window.clock.now > expectedEnd + limit else { return }
        let cancelled = context.transitionWasCancelled
        window.report(Diagnostic(
            code: .transitionWatchdog,
            message: "\(context.animatorName) did not call completeTransition within \(limit) s after the "
                + "\(context.kind.rawValue) should have ended; it was completed as \(cancelled ? "cancelled" : "finished")."))
        context.completeTransition(!cancelled)
    }

    /// Starts the animator (or interaction controller) of a prepared transition, then sends
    /// `viewIsAppearing(_:)` to the appearing controllers whose views the animator put in the
    /// window: their geometry is final and no frame of the animation has been drawn yet.
    func start(_ context: TransitionContext) {
        startAnimator(context)
        for participant in context.ending?.participants ?? [] {
            participant.sendViewIsAppearing(requiringWindow: true)
        }
    }

    private func startAnimator(_ context: TransitionContext) {
        guard let animator = context.animator else { return }
        let duration = animator.transitionDuration(using: context)
        context.duration = duration.isFinite && duration > 0 ? duration : 0
        let now = window.clock.now
        if !context.isAnimated, let system = animator as? SystemAnimator {
            // Alongside blocks run without animation too (a sheet's chrome, a dimming view).
            AnimationContext.withoutAnimation { context.coordinator?.startAlongsideAnimations() }
            system.completeWithoutAnimation(context)
            return
        }
        if !context.isAnimated {
            AnimationContext.withoutAnimation {
                context.collectingAnimations { animator.animateTransition(using: context) }
                context.coordinator?.startAlongsideAnimations()   // nil if the animator already completed
            }
            context.expectedEnd = now
            return
        }
        if let interactor = context.interactor {
            window.logCallback("startInteractiveTransition")
            if context.initiallyInteractive {
                context.timeline.seek(to: 0)
            } else {
                context.expectedEnd = now + context.duration
            }
            context.collectingAnimations { interactor.startInteractiveTransition(context) }
            context.collectingAnimations { context.coordinator?.startAlongsideAnimations() }
            return
        }
        context.collectingAnimations { animator.animateTransition(using: context) }
        context.collectingAnimations { context.coordinator?.startAlongsideAnimations() }
        context.expectedEnd = now + context.duration
    }

    static func describe(_ request: Request) -> String {
        switch request {
        case let .present(_, presented, _, _): return "Presenting \(presented.logName)"
        case let .dismiss(requester, _, _): return "Dismissing from \(requester.logName)"
        case let .navigation(navigation): return navigation.description
        case let .tab(tab): return tab.description
        }
    }
}

extension UIWindow {
    /// This window's transition engine, created by the first request.
    var transitionDirector: TransitionDirector {
        if let director = storedTransitionDirector { return director }
        let director = TransitionDirector(window: self)
        storedTransitionDirector = director
        return director
    }
}

extension Diagnostic.Code {
    /// More than 32 transition requests were waiting; the new one was refused.
    public static let transitionQueueFull = Diagnostic.Code(rawValue: "transition.queueFull", severity: .error)
    /// A present was refused: the presenter already presents a controller.
    public static let alreadyPresenting = Diagnostic.Code(rawValue: "present.alreadyPresenting", severity: .warning)
    /// A present was refused: the controller is already presented, in a navigation stack, or a child.
    public static let alreadyPresented = Diagnostic.Code(rawValue: "present.alreadyPresented", severity: .error)
    /// A present was refused: the presenter's view is not in a window.
    public static let notInWindow = Diagnostic.Code(rawValue: "present.notInWindowHierarchy", severity: .warning)
    /// A dismiss was refused: nothing is presented.
    public static let nothingToDismiss = Diagnostic.Code(rawValue: "dismiss.nothingPresented", severity: .trace)
}
