import Foundation

/// Told about a scroll view's scrolling, dragging and deceleration, as in UIKit.
///
/// UIKit's optional members are requirements with default implementations that do nothing.
/// The order for a drag: `scrollViewWillBeginDragging`, `scrollViewDidScroll`...,
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate:)`, then when it moves on
/// `scrollViewWillBeginDecelerating`, `scrollViewDidScroll`..., `scrollViewDidEndDecelerating`.
///
/// ```swift
/// func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
///                                targetContentOffset: UnsafeMutablePointer<CGPoint>) {
///     targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 100).rounded() * 100
/// }
/// ```
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (dragging, deceleration, the wheel or code).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The user started dragging (the pan began, or a wheel burst started).
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The user lifted the finger: `velocity` is in points per millisecond (offset direction);
    /// `targetContentOffset` holds where the content will come to rest, and may be changed.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` tells whether the content moves on (or bounces back).
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on after the drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after decelerating.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// A `setContentOffset(_:animated: true)` animation ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The scroll view's `adjustedContentInset` changed (told by its `adjustedContentInsetDidChange()`).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
    /// The view to scale when the scroll view zooms (nil: it does not zoom).
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// A pinch is about to zoom `view`.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// A zoom ended at `scale` (after a spring-back into the limits).
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Whether a status-bar tap may scroll to the top (true by default; the playground's status
    /// bar takes no taps, so it is never asked).
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// A scroll to the top ended (never called here: see `scrollViewShouldScrollToTop(_:)`).
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    /// No zooming view.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// True.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}
