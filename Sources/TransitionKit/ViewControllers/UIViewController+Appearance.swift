import Foundation

extension UIViewController {
    /// Starts an appearance change: calls `viewWillAppear` or `viewWillDisappear` and forwards
    /// to the children. `animated` is kept for the matching `endAppearanceTransition()`, whose
    /// `viewDidAppear`/`viewDidDisappear` get it too, as in UIKit (a container presented with
    /// animation forwards `true` to its child in all four callbacks). Calls that would unbalance
    /// the cycle are refused with a Diagnostic.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else {
                reportUnbalancedAppearance(); return
            }
            appearanceState = .appearing
            pendingIsAppearing = animated
            loadViewIfNeeded()
            logCallback("viewWillAppear")
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else {
                reportUnbalancedAppearance(); return
            }
            appearanceState = .disappearing
            pendingIsAppearing = nil   // an appearance reversed before its view was in place
            logCallback("viewWillDisappear")
            viewWillDisappear(animated)
        }
        appearanceAnimated = animated
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in appearanceChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the appearance change begun last: calls `viewDidAppear` or `viewDidDisappear` with
    /// the `animated` that `beginAppearanceTransition(_:animated:)` was given.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            sendViewIsAppearing(requiringWindow: false)
            appearanceState = .appeared
            logCallback("viewDidAppear")
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearanceState = .disappeared
            logCallback("viewDidDisappear")
            viewDidDisappear(appearanceAnimated)
        case .appeared, .disappeared:
            reportUnbalancedAppearance(); return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in appearanceChildren { child.endAppearanceTransition() }
    }

    /// Sends `viewIsAppearing(_:)` if an appearance began and has not had it yet, then does the
    /// same for the children that share the appearance. With `requiringWindow` (the transition
    /// engine, right after the animator set up the views) it waits until the view is in a
    /// window; `endAppearanceTransition` sends it in any case, before `viewDidAppear`.
    func sendViewIsAppearing(requiringWindow: Bool) {
        guard let animated = pendingIsAppearing, appearanceState == .appearing else { return }
        guard !requiringWindow || viewIfLoaded?.window != nil else { return }
        pendingIsAppearing = nil
        viewIsAppearing(animated)
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in appearanceChildren { child.sendViewIsAppearing(requiringWindow: requiringWindow) }
    }

    /// Runs a whole appearance change at once (will, then did), if it would change anything.
    func transitionAppearance(to appearing: Bool, animated: Bool) {
        let settled: AppearanceState = appearing ? .appeared : .disappeared
        guard appearanceState != settled else { return }
        beginAppearanceTransition(appearing, animated: animated)
        endAppearanceTransition()
    }

    /// Whether the controller is appearing or on screen.
    var isVisibleOrAppearing: Bool { appearanceState == .appeared || appearanceState == .appearing }

    /// A short name for logs: the title, else the class name.
    var logName: String { title ?? String(describing: type(of: self)) }

    /// Sends "<name>.<callback>" to the window's callback log.
    func logCallback(_ callback: String) {
        if let window = viewIfLoaded?.window { knownWindow = window }
        hostWindow?.logCallback("\(logName).\(callback)")
    }

    private func reportUnbalancedAppearance() {
        let diagnostic = Diagnostic(
            code: .unbalancedAppearance,
            message: "Unbalanced calls to begin/end appearance transitions for \(logName); the call was ignored.")
        report(diagnostic)
    }

    /// Reports `diagnostic` to the window this controller lives in (or last lived in, or will
    /// live in once a queued request runs), else as `AnimationContext.report` routes it.
    func report(_ diagnostic: Diagnostic) {
        if let window = hostWindow { window.report(diagnostic) } else { AnimationContext.report(diagnostic) }
    }
}

extension Diagnostic.Code {
    /// An appearance callback would have been sent twice or out of order.
    public static let unbalancedAppearance = Diagnostic.Code(rawValue: "appearance.unbalanced", severity: .warning)
}
