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
    /// The distance one wheel notch scrolls, in points.
    public static let wheelNotchDistance: CGFloat = 40

    /// Told, in the order they started observing, when the offset or the adjusted content inset
    /// changes, after the delegate: the bars that follow the content (a navigation bar's large
    /// title, a tab bar's scroll-edge appearance), one handler per bar
    /// (`setContentOffsetObserver(_:for:)`).
    var contentOffsetObservers: [(observer: ObjectIdentifier, handler: (UIScrollView) -> Void)] = []
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
    /// Whether the content rubber-bands past its edges (true by default): setting it sets
    /// `bouncesHorizontally` and `bouncesVertically`; it reads true when both are.
    open var bounces: Bool {
        get { bouncesHorizontally && bouncesVertically }
        set {
            bouncesHorizontally = newValue
            bouncesVertically = newValue
        }
    }
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

    /// The smallest zoom scale (1 by default); zooming needs it below `maximumZoomScale` and a
    /// delegate whose `viewForZooming(in:)` returns the view to scale.
    open var minimumZoomScale: CGFloat = 1 { didSet { zoomLimitsDidChange() } }
    /// The largest zoom scale (1 by default).
    open var maximumZoomScale: CGFloat = 1 { didSet { zoomLimitsDidChange() } }
    /// The scale of the zooming view (1 by default); setting it zooms about the visible centre,
    /// clamped to the limits.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    /// Whether a pinch past the zoom limits stretches, then springs back (true by default).
    open var bouncesZoom = true
    /// The pinch recognizer that zooms, present while the limits allow zooming (nil otherwise).
    public internal(set) var pinchGestureRecognizer: UIPinchGestureRecognizer?
    /// Whether a pinch is zooming the content.
    public internal(set) var isZooming = false
    /// Whether the zoom is past its limits (during a pinch, and while it springs back).
    public internal(set) var isZoomBouncing = false
    /// Whether an animated zoom (`setZoomScale(_:animated:)`, `zoom(to:animated:)`, a bounce) runs.
    public internal(set) var isZoomAnimating = false
    var storedZoomScale: CGFloat = 1
    /// The pinch in progress: the scale and the zooming view's point under the fingers at its start.
    var zoomPinchStart: (scale: CGFloat, contentPoint: CGPoint)?
    /// Counts animated zooms, so a finished one that another replaced does nothing.
    var zoomAnimationCount = 0

    /// Whether a drag that starts along one axis stays on it (false by default).
    open var isDirectionalLockEnabled = false
    /// Whether the content bounces past its horizontal ends (true by default).
    open var bouncesHorizontally = true
    /// Whether the content bounces past its vertical ends (true by default).
    open var bouncesVertically = true
    /// Whether a tap on the status bar scrolls to the top (true by default). Stored: the
    /// playground's status bar takes no taps.
    open var scrollsToTop = true
    /// The scroll indicators' colours (stored: the indicators are not drawn).
    open var indicatorStyle: IndicatorStyle = .default
    /// How a drag in the scroll view dismisses the keyboard (`.none` by default).
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Where content smaller than the view is anchored (stored).
    open var contentAlignmentPoint: CGPoint = .zero
    /// Whether horizontal scrolling passes to an enclosing scroll view at the ends (stored).
    open var transfersHorizontalScrollingToParent = false
    /// Whether vertical scrolling passes to an enclosing scroll view at the ends (stored).
    open var transfersVerticalScrollingToParent = false
    /// Whether a hardware keyboard's arrow keys scroll (stored).
    open var allowsKeyboardScrolling = true
    /// The pull-to-refresh control, placed above the content; nil by default.
    open var refreshControl: UIRefreshControl? {
        didSet { refreshControlDidChange(from: oldValue) }
    }

    /// Whether the content view may get the touches that began in it (true by default); false
    /// keeps them from it (the scroll view's recognizers still get them).
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag may cancel the touches a content view already has and scroll: true, but
    /// false for a `UIControl`. Asked when touches reach content at once
    /// (`delaysContentTouches` false); a false answer keeps the scroll view from scrolling.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// Zooms to `scale` (clamped to the limits) about the visible centre, over 0.3 s when
    /// `animated`; `scrollViewDidZoom` follows.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoom(toScale: scale, animated: animated) }

    /// Zooms so that `rect` (in the zooming view's coordinates) fills the view as far as the
    /// limits allow, centred, over 0.3 s when `animated`.
    open func zoom(to rect: CGRect, animated: Bool) { zoom(toRect: rect, animated: animated) }

    /// Shows the scroll indicators for a moment (nothing to show here: the indicators are not drawn).
    open func flashScrollIndicators() {}

    /// Stops a deceleration, an animated scroll and an animated zoom where they are.
    open func stopScrollingAndZooming() {
        stopMotion()
        stopZoomAnimation()
    }

    // Drag state
    var dragStartRawOffset: CGPoint = .zero
    var dragStartTranslation: CGPoint = .zero
    /// The axis a directionally locked drag keeps to, while it lasts.
    var lockedAxis: ScrollAxis?
    /// The layout guides, made on first use, and the frame guide's origin constraints.
    var storedContentLayoutGuide: UILayoutGuide?, storedFrameLayoutGuide: UILayoutGuide?
    var frameGuideOrigin: (left: NSLayoutConstraint, top: NSLayoutConstraint)?
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

    /// Lays out the subviews; content sized by `contentLayoutGuide` sets `contentSize`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentLayoutGuideDidLayOut()
        placeRefreshControl()
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
            frameLayoutGuideFollowOffset()
            refreshControl?.update(pulled: refreshPullDistance)
            delegate?.scrollViewDidScroll(self)
            notifyContentOffsetObservers()
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
