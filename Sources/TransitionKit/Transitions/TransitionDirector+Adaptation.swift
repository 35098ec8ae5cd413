import Foundation

/// A presentation adapted to another style by its presentation controller's delegate (see
/// `UIAdaptivePresentationControllerDelegate`).
@MainActor
struct PresentationAdaptation {
    /// The presentation controller the delegate was set on: the sheet made before presenting.
    let original: UIPresentationController
    /// Its delegate, which chose the adaptation.
    let delegate: any UIAdaptivePresentationControllerDelegate
    /// The adapted style: `.fullScreen` or `.overFullScreen`.
    let style: UIModalPresentationStyle
    /// The controller presented: the delegate's replacement, else the one asked for.
    let presented: UIViewController
    /// The presentation controller of the adapted style, which presents.
    let controller: UIPresentationController
}

extension TransitionDirector {
    /// How presenting `presented` from `presenting` adapts, or nil when it does not: only the
    /// styles this platform shows as a sheet in place of their own (`.formSheet`, `.popover`, as
    /// an iPhone's compact width does) adapt, and only when the presentation controller made
    /// before presenting has a delegate answering `.fullScreen` or `.overFullScreen` for the
    /// window's traits. Asks `viewControllerForAdaptivePresentationStyle` (a replacement that
    /// cannot be presented is ignored, with a warning) and `prepare` in that order.
    func adaptedPresentation(of presented: UIViewController, style: UIModalPresentationStyle, presenting: UIViewController) -> PresentationAdaptation? {
        let requested = presented.modalPresentationStyle
        guard style == .pageSheet, requested == .formSheet || requested == .popover, presented.pendingPresentationController != nil else { return nil }
        let original = presented.pendingPresentationControllerForCurrentStyle()
        guard let delegate = original.delegate else { return nil }
        window.logCallback("adaptivePresentationStyle(for:traitCollection:)")
        let adapted = original.adaptivePresentationStyle(for: original.adaptiveTraits(forWindowSize: window.bounds.size))
        guard adapted == .fullScreen || adapted == .overFullScreen else { return nil }
        var shown = presented
        if let replacement = delegate.presentationController(original, viewControllerForAdaptivePresentationStyle: adapted),
           replacement !== presented {
            if replacement.isFreeToPresent(by: presenting, in: window) {
                shown = replacement
            } else {
                window.report(Diagnostic(code: .invalidAdaptiveController, message:
                    "presentationController(_:viewControllerForAdaptivePresentationStyle:) gave \(replacement.logName), which is already presented, on screen or in a container; \(presented.logName) is presented instead."))
            }
        }
        let controller = FullScreenPresentationController(presented: shown, presenting: presenting, removesPresenter: adapted == .fullScreen)
        controller.delegate = delegate
        delegate.presentationController(original, prepare: controller)
        return PresentationAdaptation(original: original, delegate: delegate, style: adapted, presented: shown, controller: controller)
    }
}

extension UIViewController {
    /// Whether this controller may be presented by `presenting` in `window`: not presented or
    /// presenting, in no container, not on screen, not the window's root.
    func isFreeToPresent(by presenting: UIViewController, in window: UIWindow) -> Bool {
        presentingViewController == nil && parent == nil && self !== presenting && viewIfLoaded?.window == nil
            && presentedViewController == nil && self !== window.rootViewController
    }
}

extension Diagnostic.Code {
    /// The controller an adaptive presentation's delegate gave to present instead cannot be
    /// presented (iOS raises presenting it); the requested controller is presented.
    public static let invalidAdaptiveController = Diagnostic.Code(rawValue: "present.invalidAdaptiveController", severity: .error)
}
