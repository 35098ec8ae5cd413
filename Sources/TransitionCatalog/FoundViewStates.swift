import Foundation
import TransitionKit

/// The geometry and opacity of the views an animator is about to set up, as it found them, so
/// that its completion can put them back.
///
/// The catalog's animators set their views up before the animation block (`toView.alpha = 0`, a
/// starting frame or transform) and animate to the end values. A cancelled transition runs the
/// block back to those setup values, so on its own it would leave the incoming view invisible,
/// shrunk or off screen for whichever animator shows it next. Real iOS animators reset in the
/// completion when `transitionWasCancelled` (reference/real-world-patterns.md: "Setup before the
/// block, reset in the completion — including on cancel"); here every catalog animator records
/// its views first and, in its completion, before `completeTransition(_:)`:
/// - after a cancel, puts every recorded view back as it found it (frame, transform, alpha);
/// - after a finish, gives the view that left (now going off screen) its transform and alpha
///   back, so any animator can show it again; its frame stays where the animation took it, as in
///   UIKit (animators place an arriving view at `finalFrame(for:)`).
///
/// It restores before `completeTransition(_:)` because that call may start the next queued
/// transition at once, which may set the same views up again.
@MainActor
struct FoundViewStates {
    private struct Found {
        let view: UIView
        let center: CGPoint
        let bounds: CGRect
        let transform: CGAffineTransform
        let alpha: CGFloat
    }

    private var found: [Found] = []

    /// Records `views` as they are now (nil ones are skipped, a repeated one recorded once).
    init(_ views: UIView?...) {
        for view in views { record(view) }
    }

    /// Records `view` as it is now, unless it is nil or already recorded.
    mutating func record(_ view: UIView?) {
        guard let view, !found.contains(where: { $0.view === view }) else { return }
        found.append(Found(view: view, center: view.center, bounds: view.bounds, transform: view.transform, alpha: view.alpha))
    }

    /// Puts the views back after a transition ended: all of them, wholly, when it was
    /// `cancelled`; else the transform and alpha of `leaving`, the view that went away (when it
    /// was recorded).
    func restore(leaving: UIView?, cancelled: Bool) {
        UIView.performWithoutAnimation {
            for entry in found where cancelled || entry.view === leaving {
                entry.view.transform = entry.transform
                if cancelled {
                    entry.view.bounds = entry.bounds
                    entry.view.center = entry.center
                }
                entry.view.alpha = entry.alpha
            }
        }
    }
}
