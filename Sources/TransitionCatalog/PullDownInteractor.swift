import Foundation
import TransitionKit

/// Drives a `PropertyAnimatorPresentTransition` by pulling a scroll view down past its top, and
/// lets a touch interrupt the transition while it animates on its own: the interactive part of
/// seed 002 (Kodeco, "UIViewPropertyAnimator View Controller Transitions", the lock screen's
/// widget list that presents the settings when pulled down).
///
/// The pull (the seed's scroll-view delegate methods; make this object the scroll view's
/// `delegate`, or forward the three calls from yours):
/// - `scrollViewWillBeginDragging(_:)` notes that the user drags.
/// - `scrollViewDidScroll(_:)`: once the overscroll at the top (how far the content is pulled
///   down past its top, `-(contentOffset.y + adjustedContentInset.top)`) passes `startDistance`
///   (30 pt), it sets the transition's `wantsInteractiveStart = true` and calls `present` (your
///   code presents with the transition); after that every scroll updates the transition with
///   `progress(forOverscroll:)` = (overscroll - 30) / `progressDistance` (90 pt), clamped to 0...1.
/// - `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: the transition finishes
///   when it looks past half way (`visibleProgress`: the transition's on-screen progress, which
///   is the pull's progress when it scrubs linearly and the curve's value when it scrubs along
///   its curve), or on a downward flick (the offset's velocity below
///   -`flickVelocity`, 0.5 pt/ms, UIKit's unit there); otherwise it cancels.
///   The seed's text is scrambled where its numbers are; 30 pt and 90 pt are the book's
///   published sample values (the whole transition within 120 pt of rubber-banded pull, about
///   260 pt of mouse travel in a 768 pt tall list); the flick is this type's addition.
///
/// The interruption (the seed's `touchesBegan`/`touchesMoved` on the lock screen): call
/// `touchBegan(at:)`, `touchMoved(to:)` and `touchEnded(at:)` with the touch's location:
/// - a touch while the transition animates on its own pauses it (the transition's
///   `interruptTransition()`) and stores the touch point;
/// - moving scrubs it: the progress changes by the vertical motion over `scrubDistance`
///   (down = forward);
/// - the release decides with the seed's rule: more than `decisionDistance` (50 pt) below the
///   touch point finishes it, more than 50 pt above cancels it; a release within 50 pt lets it
///   go on the way it was going (finish), so a plain click is a pause for as long as the button
///   is held. (The seed decides as soon as the finger passes 50 pt; deciding at the release
///   keeps the scrub.)
///
/// On TransitionKit the window itself grabs every transition that runs without interaction: a
/// press on the moving content pauses it, dragging scrubs it, and the release finishes or
/// cancels it from the projected position. Those presses never reach views or recognizers, so a
/// host only sees presses (and can call the touch methods) when the window lets them through;
/// where the presented view covers the screen, as the lock screen's settings do, the window's
/// grab is the interruption the user gets.
@preconcurrency @MainActor
public final class PullDownInteractor: NSObject, UIScrollViewDelegate {
    /// The seed's overscroll before the presentation starts: 30 pt.
    public static let defaultStartDistance: CGFloat = 30
    /// The seed's overscroll, past the start, for the whole transition: 90 pt.
    public static let defaultProgressDistance: CGFloat = 90
    /// The seed's interruption rule: 50 pt down finishes, 50 pt up cancels.
    public static let defaultDecisionDistance: CGFloat = 50

    /// The transition the pull and the touches drive.
    public let transition: PropertyAnimatorPresentTransition
    /// Presents the controller with `transition` (called when the pull passes `startDistance`).
    public var present: () -> Void
    /// Overscroll before the presentation starts (30 pt).
    public var startDistance = PullDownInteractor.defaultStartDistance
    /// Overscroll past `startDistance` for the whole transition (90 pt).
    public var progressDistance = PullDownInteractor.defaultProgressDistance
    /// The downward offset velocity (points per millisecond) that finishes a pull whatever its progress (0.5).
    public var flickVelocity: CGFloat = 0.5
    /// How far a touch must move from where it paused the transition to decide it (50 pt).
    public var decisionDistance = PullDownInteractor.defaultDecisionDistance
    /// Vertical points of touch motion for the whole transition while scrubbing an interruption (300 pt).
    public var scrubDistance: CGFloat = 300

    /// Whether the user drags the scroll view (between will-begin and will-end dragging).
    public private(set) var isDragging = false
    /// Whether a pull started the presentation and drives it now.
    public private(set) var isPresenting = false
    /// The latest progress the pull gave the transition.
    public private(set) var pullProgress: CGFloat = 0
    /// Where the touch that interrupted the transition went down (nil when none holds it).
    public private(set) var touchStartPoint: CGPoint?
    private var touchStartPercent: CGFloat = 0

    /// Creates the interactor for `transition`; `present` presents with it.
    public init(transition: PropertyAnimatorPresentTransition, present: @escaping () -> Void) {
        self.transition = transition
        self.present = present
        super.init()
    }

    /// The transition's progress for `overscroll` points of pull: (overscroll - 30) / 90, clamped to 0...1.
    public func progress(forOverscroll overscroll: CGFloat) -> CGFloat {
        guard progressDistance > 0, overscroll.isFinite else { return 0 }
        return min(max((overscroll - startDistance) / progressDistance, 0), 1)
    }

    /// How far `scrollView`'s content is pulled down past its top, in points (0 when it is not).
    public static func overscroll(of scrollView: UIScrollView) -> CGFloat {
        max(0, -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top))
    }

    /// Whether the transition runs now without a gesture holding it.
    public var isAnimatingWithoutInteraction: Bool {
        guard let context = transition.context else { return false }
        return !context.isInteractive && (transition.animator?.isRunning ?? false)
    }

    /// How far the transition looks now, 0...1: `PropertyAnimatorPresentTransition.visibleProgress`,
    /// or the pull's progress when it has none.
    public var visibleProgress: CGFloat { transition.visibleProgress ?? pullProgress }

    /// Whether a pull released now, the content offset moving at `velocity` points per millisecond
    /// (positive = up), finishes the transition: past half way as it looks, or flicked down.
    public func releaseFinishes(velocity: CGFloat) -> Bool {
        visibleProgress > 0.5 || velocity < -flickVelocity
    }

    // MARK: UIScrollViewDelegate

    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        isDragging = true
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard isDragging else { return }
        let overscroll = Self.overscroll(of: scrollView)
        if !isPresenting {
            guard overscroll > startDistance, transition.context == nil else { return }
            isPresenting = true
            pullProgress = 0
            transition.wantsInteractiveStart = true
            present()
            return
        }
        pullProgress = progress(forOverscroll: overscroll)
        transition.update(pullProgress)
    }

    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        defer {
            isPresenting = false
            isDragging = false
        }
        guard isPresenting else { return }
        pullProgress = progress(forOverscroll: Self.overscroll(of: scrollView))
        if releaseFinishes(velocity: velocity.y) {
            transition.finish()
        } else {
            transition.cancel()
        }
    }

    // MARK: Interrupting the animation

    /// A touch went down at `point`: pauses the transition if it animates on its own and keeps
    /// the point. Returns whether it paused the transition.
    @discardableResult
    public func touchBegan(at point: CGPoint) -> Bool {
        guard isAnimatingWithoutInteraction else { return false }
        transition.interruptTransition()
        touchStartPoint = point
        touchStartPercent = transition.animator?.fractionComplete ?? 0
        return true
    }

    /// The touch moved to `point`: scrubs the paused transition (down = forward).
    public func touchMoved(to point: CGPoint) {
        guard let start = touchStartPoint, scrubDistance > 0 else { return }
        transition.update(touchStartPercent + (point.y - start.y) / scrubDistance)
    }

    /// The touch lifted at `point`: more than 50 pt below where it went down finishes the
    /// transition, more than 50 pt above cancels it, anything else lets it finish.
    public func touchEnded(at point: CGPoint) {
        guard let start = touchStartPoint else { return }
        touchStartPoint = nil
        if point.y < start.y - decisionDistance {
            transition.cancel()
        } else {
            transition.finish()
        }
    }
}
