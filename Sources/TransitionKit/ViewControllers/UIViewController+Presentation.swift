import Foundation

/// Where a presentation put things, so dismissal (or a cancel) can put them back.
@MainActor
struct PresentationRecord {
    /// The view holding the presentation.
    let container: PresentationContainerView
    /// Where the presenter's view lived before the presentation took it (full-screen styles).
    var presenterHome: ViewHome?
    /// The presenter view's frame in the container when the presentation began.
    var presenterFrame: CGRect = .zero
    /// The container's bounds when the presentation began.
    var containerBoundsAtStart: CGRect = .zero
    /// The style the presentation adapted to (its delegate's `.fullScreen` or `.overFullScreen`),
    /// which its dismissal uses too; nil when it did not adapt.
    var adaptedStyle: UIModalPresentationStyle?

    /// Where the presenter's view ends once the presentation is dismissed (the dismissal's
    /// `finalFrame(for: presenting)`): its frame from before the presentation, or the whole
    /// container as it is now when it filled the container then (the window may have changed size).
    var presenterRestingFrame: CGRect {
        presenterFillsContainer ? container.bounds : presenterFrame
    }

    /// Whether the presenter's view filled the container when the presentation began (it then
    /// comes back filling it, whatever the window's size by then).
    var presenterFillsContainer: Bool { presenterFrame == containerBoundsAtStart }
}

/// A view's place in the hierarchy: its superview and index.
@MainActor
struct ViewHome {
    weak var superview: UIView?
    let index: Int
    let frame: CGRect
    /// The superview's size when the view left it.
    let superviewSize: CGSize

    init(of view: UIView) {
        superview = view.superview
        index = view.superview?.subviews.firstIndex { $0 === view } ?? 0
        frame = view.frame
        superviewSize = view.superview?.bounds.size ?? .zero
    }

    /// Puts `view` back where it was: at `frame` (in the superview's coordinates) when given,
    /// else at its old frame autoresized for what the superview's size did meanwhile (a window
    /// resize while the view was away), as if it had stayed.
    func restore(_ view: UIView, frame newFrame: CGRect? = nil) {
        guard let superview else { return }
        superview.insertSubview(view, at: index)
        if let newFrame {
            view.frame = newFrame
            return
        }
        view.frame = frame
        if superview.autoresizesSubviews, !view.autoresizingMask.isEmpty, superview.bounds.size != superviewSize {
            view.autoresize(from: superviewSize, to: superview.bounds.size)
        }
    }
}

extension UIViewController {
    func requestPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard let window = hostWindow else {
            AnimationContext.report(Diagnostic(
                code: .notInWindow,
                message: "Attempt to present \(presented.logName) on \(logName) whose view is not in the window hierarchy; it was refused."))
            return
        }
        window.transitionDirector.submit(.present(source: self, presented: presented, animated: animated, completion: completion))
    }

    func requestDismissal(animated: Bool, completion: (() -> Void)?) {
        guard let window = hostWindow else {
            AnimationContext.report(Diagnostic(
                code: .nothingToDismiss, message: "dismiss(animated:) on \(logName): it is not in a window; nothing was dismissed."))
            return
        }
        window.transitionDirector.submit(.dismiss(requester: self, animated: animated, completion: completion))
    }

    /// The last controller of this controller's presentation chain (itself when it presents nothing).
    var topOfPresentationChain: UIViewController {
        var top = self
        while let next = top.presentedViewController { top = next }
        return top
    }
}

extension UIViewController {
    /// The controller presented by this controller or one of its ancestors, if any (UIKit: "The
    /// view controller that is presented by this view controller, or one of its ancestors in the
    /// view controller hierarchy").
    public var presentedViewController: UIViewController? {
        ownPresentedViewController ?? parent?.presentedViewController
    }
    /// The controller that presented this one or, when this one was not presented but an ancestor
    /// was, the controller that presented that ancestor.
    public var presentingViewController: UIViewController? {
        ownPresentingViewController ?? parent?.presentingViewController
    }
}
