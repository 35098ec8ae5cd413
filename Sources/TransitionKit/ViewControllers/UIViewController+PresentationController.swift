import Foundation

extension UIViewController {
    /// The presentation controller managing this controller while it is presented; before that,
    /// the one its presentation will use, made on first access for `modalPresentationStyle`
    /// (Apple: "If you've not yet presented the current view controller, accessing this property
    /// creates a presentation controller based on the current value in the
    /// modalPresentationStyle property"): a `UISheetPresentationController` for `.automatic`,
    /// `.pageSheet`, `.formSheet` and `.popover`, the system's full-screen controller otherwise,
    /// a plain `UIPresentationController` for `.custom`. Configure it (its `delegate`, a sheet's
    /// detents) and that same instance presents this controller; for `.custom`, the controller
    /// the transitioning delegate makes presents instead and takes the `delegate` set here if it
    /// has none. A style changed after the access re-makes it, on the next access or when
    /// presenting, if the new style needs another kind of controller (its delegate is carried
    /// over; Apple only says "Always set the value of that property before accessing any
    /// presentation controllers").
    ///
    /// While presented it is held weakly here; the presenter keeps it
    /// (`retainedPresentationController`), so a presenter torn down while presenting takes its
    /// presented controller and the presentation controller with it (the presentation controller
    /// references the presented controller strongly). One made before presenting is held here
    /// and holds this controller weakly until the presentation takes it.
    public var presentationController: UIPresentationController? {
        weakPresentationController ?? pendingPresentationControllerForCurrentStyle()
    }

    /// The presentation controller managing this controller while it is presented; nil before
    /// (Apple: "If the view controller hasn't presented yet, this property returns nil").
    public var activePresentationController: UIPresentationController? { weakPresentationController }

    /// The sheet presentation controller for a `.pageSheet` or `.formSheet` (or `.automatic`)
    /// controller: `presentationController` when it is a sheet, so it is made on first access
    /// before presenting, can be configured, and is the one managing the presentation afterwards;
    /// nil for other styles (Apple: "If modalPresentationStyle is pageSheet or formSheet, this
    /// property contains a sheet presentation controller instance. Access this instance to
    /// customize or adjust the sheet before or after it presents.").
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The presentation controller made before presenting for the current style: the one made
    /// earlier when its kind still fits, else a new one for the style, which takes the old one's
    /// delegate. It holds this controller weakly (a controller configured and never presented
    /// goes away with it).
    func pendingPresentationControllerForCurrentStyle() -> UIPresentationController {
        let kind = PresentationKind(transitionPresentationStyle)
        if let pending = pendingPresentationController, pending.kind == kind { return pending.controller }
        let made = SystemPresentationController.makePending(kind, for: self)
        made.delegate = pendingPresentationController?.controller.delegate
        pendingPresentationController = (made, kind)
        return made
    }

    /// The controller made before presenting, for `style`'s kind (re-made if the style changed
    /// since), now holding this controller strongly: the presentation takes it. Nil when none
    /// was asked for.
    func takePendingPresentationController() -> UIPresentationController? {
        guard pendingPresentationController != nil else { return nil }
        let controller = pendingPresentationControllerForCurrentStyle()
        controller.holdPresented()
        return controller
    }
}
