import Foundation

/// A view whose bounds origin (`contentOffset`) the user moves by dragging or with the wheel,
/// with UIKit's rubber-banding past the edges and deceleration after a flick.
///
/// - Dragging: the scroll view's own `panGestureRecognizer`; the content follows the pointer
///   from where the pan began (no jump by the 10 pt threshold). Past an edge the offset is
///   rubber-banded: an overshoot x shows as `(1 - 1/(x * 0.55 / d + 1)) * d`, d being the
///   view's width or height.
/// - Releasing: the delegate's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
///   gets the velocity in points per millisecond and the target, the projection
///   `offset + v/1000 * r/(1-r)` (r = `decelerationRate`, 0.998 per ms) clamped to the content.
///   The scroll view then decelerates to exactly that target (or the one the delegate wrote);
///   a projection past an edge decelerates into the edge and bounces back on a critically
///   damped spring, as does a release past an edge.
/// - The wheel and trackpad scroll it: a notch moves the content 40 pt (fractional deltas
///   scale linearly); dy < 0 (towards the user) increases the offset, like a desktop; dx > 0
///   increases it horizontally. A wheel burst counts as a drag (will-begin and did-end
///   dragging, the end 200 ms after the last notch) with zero release velocity: past an edge it
///   rubber-bands, then springs back.
///
/// - Insets: the limits of the offset are the content's edges plus `adjustedContentInset`, which
///   is `contentInset` plus the safe area (status bar, navigation and tab bars, home indicator)
///   per `contentInsetAdjustmentBehavior` (see `UIScrollView+ContentInsetAdjustment.swift`). A
///   scroll view resting at its top when that inset grows moves with it, so a list pushed in a
///   navigation controller starts below the bar and scrolls under it.
///
/// Deceleration and bounces run once a frame on the window clock's animation time, so they are
/// deterministic and stop while the clock's speed is 0.
///
/// ```swift
/// let scrollView = UIScrollView(frame: view.bounds)
/// scrollView.contentSize = CGSize(width: view.bounds.width, height: 3000)
/// scrollView.delegate = self
/// view.addSubview(scrollView)
/// ```
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How quickly a flicked scroll view slows down: the fraction of velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction kept per millisecond.
        public let rawValue: CGFloat
        /// Creates a rate.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's normal rate, 0.998 per ms.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate, 0.99 per ms.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The distance one wheel notch scrolls, in points.
    public static let wheelNotchDistance: CGFloat = 40

    /// Told when the offset or the adjusted content inset changes, after the delegate (a
    /// navigation bar's large title follows it).
    var contentOffsetObserver: ((UIScrollView) -> Void)?
    /// The size of the scrollable content, in points.
    open var contentSize: CGSize = .zero { didSet { adjustedContentInsetInputsDidChange() } }
    /// Extra scrollable space around the content, added to the safe area's share in
    /// `adjustedContentInset`. Changing it in a window keeps the offset (as in UIKit, set
    /// `contentOffset` too to move the content); before, a scroll view resting at its top follows it.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { adjustedContentInsetInputsDidChange(followingRestingOffset: window == nil) }
    }
    /// How the safe area (the status bar, navigation and tab bars, the home indicator) adds to
    /// `adjustedContentInset` (`.automatic` by default, as in UIKit).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { adjustedContentInsetInputsDidChange(followingRestingOffset: window == nil) }
    }
    /// The insets applied: `contentInset` plus the safe area's share on each edge per
    /// `contentInsetAdjustmentBehavior` (see `UIScrollView+ContentInsetAdjustment.swift`).
    open var adjustedContentInset: UIEdgeInsets { computedAdjustedContentInset }
    /// Called when `adjustedContentInset` changed (a new safe area, content inset, behaviour, or
    /// a size that changes which axes scroll). The default tells the delegate
    /// `scrollViewDidChangeAdjustedContentInset(_:)`; call `super` when you override it.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }
    /// The adjusted inset last reported through `adjustedContentInsetDidChange()`.
    var reportedAdjustedContentInset: UIEdgeInsets = .zero
    /// The navigation bar whose large title collapses with this scroll view (set while it tracks it).
    weak var collapsingLargeTitleBar: UINavigationBar?
    /// The offset at which that bar's large title is fully expanded, as last seen in its window.
    var largeTitleExpandedOffset: CGFloat?
    /// That bar's resting height for this scroll view's controller (44, or 96 with a large title).
    var largeTitleRestingBarHeight: CGFloat = 0
    /// The minimum offset last seen by `adjustedContentInsetInputsDidChange()`.
    var reportedMinimumOffset: CGPoint = .zero
    /// Whether the system adds the safe area to the scroll indicators' insets (true by default).
    /// Accepted for source compatibility: no indicators are drawn.
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// The vertical scroll indicator's insets. Accepted for source compatibility: no indicators are drawn.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// The horizontal scroll indicator's insets. Accepted for source compatibility: no indicators are drawn.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Both indicators' insets (deprecated in UIKit): reads the vertical one, sets both.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }
    /// Whether the content rubber-bands past its edges (true by default).
    open var bounces = true
    /// Whether vertical drags bounce even when the content is not taller than the view (it also
    /// makes the vertical axis scrollable for `.scrollableAxes`).
    open var alwaysBounceVertical = false { didSet { adjustedContentInsetInputsDidChange() } }
    /// Whether horizontal drags bounce even when the content is not wider than the view (it also
    /// makes the horizontal axis scrollable for `.scrollableAxes`).
    open var alwaysBounceHorizontal = false { didSet { adjustedContentInsetInputsDidChange() } }
    /// Whether the user can scroll (dragging and wheel).
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// How quickly a flick slows down (`.normal` by default).
    open var decelerationRate: DecelerationRate = .normal
    /// Accepted for source compatibility (paging is not implemented).
    open var isPagingEnabled = false
    /// Accepted for source compatibility (no indicators are drawn).
    open var showsVerticalScrollIndicator = true
    /// Accepted for source compatibility (no indicators are drawn).
    open var showsHorizontalScrollIndicator = true
    /// Accepted for source compatibility: touches reach the content at once.
    open var delaysContentTouches = true
    /// Accepted for source compatibility: dragging always cancels the content's touches.
    open var canCancelContentTouches = true

    /// The delegate told about scrolling, dragging and deceleration (weak).
    open weak var delegate: UIScrollViewDelegate?

    /// The pan gesture recognizer that drags the content (owned by the scroll view).
    public let panGestureRecognizer: UIPanGestureRecognizer

    /// Whether a finger is down on the scroll view (it may not have started dragging yet).
    public internal(set) var isTracking = false
    /// Whether the user is dragging the content (also during a wheel burst).
    public internal(set) var isDragging = false
    /// Whether the content is moving after the user lifted the finger (including a bounce-back).
    public internal(set) var isDecelerating = false

    // Drag state
    var dragStartRawOffset: CGPoint = .zero
    var dragStartTranslation: CGPoint = .zero
    var isWheelScrolling = false
    var wheelRawOffset: CGPoint = .zero

    // Motion state (deceleration, bounce, animated offset)
    var motion: ScrollMotion?

    /// Creates a scroll view with `frame`; it clips its content, as in UIKit.
    public override init(frame: CGRect) {
        panGestureRecognizer = ScrollViewPanGestureRecognizer()
        super.init(frame: frame)
        clipsToBounds = true
        (panGestureRecognizer as? ScrollViewPanGestureRecognizer)?.scrollView = self
        panGestureRecognizer.internalShouldBegin = { [weak self] recognizer in
            self?.panShouldBegin(recognizer as? UIPanGestureRecognizer) ?? false
        }
        panGestureRecognizer.addTarget { [weak self] pan in self?.handlePan(pan) }
        addGestureRecognizer(panGestureRecognizer)
    }

    /// Scroll views are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The bounds; a change of origin (the content offset) tells the delegate `scrollViewDidScroll`.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if super.bounds.size != old.size { adjustedContentInsetInputsDidChange() }
            guard super.bounds.origin != old.origin else { return }
            delegate?.scrollViewDidScroll(self)
            contentOffsetObserver?(self)
        }
    }

    /// The frame; a new size can change which axes scroll, so the adjusted inset is checked (the
    /// frame's setter does not go through `bounds`).
    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = super.bounds.size
            super.frame = newValue
            if super.bounds.size != oldSize { adjustedContentInsetInputsDidChange() }
        }
    }

    /// The point of the content shown at the view's top-left corner: the bounds origin.
    /// Animatable inside `UIView.animate` (it animates `bounds`).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            var rect = bounds
            rect.origin = newValue
            bounds = rect
        }
    }

    /// Sets the offset, moving there over 0.3 s (`scrollViewDidScroll` every frame, then
    /// `scrollViewDidEndScrollingAnimation`) when `animated`. Stops any deceleration.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, let clock = window?.clock, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        let start = self.contentOffset
        motion = ScrollMotion(
            phase: .animating,
            x: .ease(from: start.x, to: contentOffset.x, duration: 0.3, start: clock.now),
            y: .ease(from: start.y, to: contentOffset.y, duration: 0.3, start: clock.now))
        window?.touchDispatcher.addFrameClient(self)
    }

    /// Scrolls the least that makes `rect` (in content coordinates) visible in the part of the
    /// view its adjusted content inset leaves (not under a bar); a rect larger than that part
    /// shows its top-left corner.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let inset = adjustedContentInset
        var offset = contentOffset
        let visibleWidth = bounds.width - inset.left - inset.right, visibleHeight = bounds.height - inset.top - inset.bottom
        if rect.maxX > offset.x + inset.left + visibleWidth { offset.x = rect.maxX - inset.left - visibleWidth }
        if rect.minX < offset.x + inset.left { offset.x = rect.minX - inset.left }
        if rect.maxY > offset.y + inset.top + visibleHeight { offset.y = rect.maxY - inset.top - visibleHeight }
        if rect.minY < offset.y + inset.top { offset.y = rect.minY - inset.top }
        offset = clamped(offset)
        setContentOffset(offset, animated: animated)
    }

    // MARK: Geometry

    /// The smallest offsets (top-left edge of the content with its insets). The top also leaves
    /// room for a collapsed large title to expand again (`largeTitleRoom`).
    var minimumOffset: CGPoint {
        CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top - largeTitleRoom)
    }

    /// The largest offsets (bottom-right edge), never below the minimum.
    var maximumOffset: CGPoint {
        let inset = adjustedContentInset, minimum = minimumOffset
        return CGPoint(
            x: max(minimum.x, contentSize.width + inset.right - bounds.width),
            y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
    }

    /// Whether the content moves horizontally (wider than the view, or `alwaysBounceHorizontal`).
    var scrollsHorizontally: Bool {
        let inset = adjustedContentInset
        return contentSize.width + inset.left + inset.right > bounds.width + 1e-9 || alwaysBounceHorizontal
    }

    /// Whether the content moves vertically (taller than the view, or `alwaysBounceVertical`).
    var scrollsVertically: Bool {
        let inset = adjustedContentInset
        return contentSize.height + inset.top + inset.bottom > bounds.height + 1e-9 || alwaysBounceVertical
    }

    /// `offset` clamped to the content.
    func clamped(_ offset: CGPoint) -> CGPoint {
        let minimum = minimumOffset, maximum = maximumOffset
        return CGPoint(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }
}

/// The scroll view's own pan: it tells the scroll view when a finger goes down and lifts.
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.touchDidBegin()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        scrollView?.isTracking = false
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        scrollView?.isTracking = false
    }
}
