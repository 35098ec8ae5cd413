import Foundation

/// A rectangle on screen that draws a background and holds subviews, as in UIKit.
///
/// Geometry and visual properties live on `layer` (model values); setting one inside
/// `UIView.animate` animates it. Coordinates are points, origin top-left, y down. `frame` is in
/// the superview's coordinates, `bounds` in the view's own; `center` and `transform` place it.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The layer that holds this view's visual properties.
    public let layer: CALayer

    /// The view this one is a subview of.
    public internal(set) weak var superview: UIView?
    /// The subviews, back to front.
    public internal(set) var subviews: [UIView] = []
    /// The view controller whose root view this is, for the responder chain and appearance.
    weak var owningViewController: UIViewController? {
        didSet { isControllerRootView = owningViewController != nil }
    }
    /// Whether `owningViewController` was set (read without a weak load on hot paths: the
    /// safe-area walk visits every view on frames that lay out).
    var isControllerRootView = false

    /// An integer to find the view with `viewWithTag(_:)`.
    open var tag: Int = 0
    /// Whether touches reach this view and its subviews.
    open var isUserInteractionEnabled = true
    /// How the view resizes when its superview's bounds change size.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the subviews resize when this view's bounds change size (true, as in UIKit).
    open var autoresizesSubviews = true
    /// How the view's content (an image view's image) is placed in its bounds; `.scaleToFill`
    /// by default, as in UIKit.
    open var contentMode: ContentMode = .scaleToFill
    /// The tint colour set on this view (nil: inherit it; see `tintColor`).
    var explicitTintColor: UIColor?
    /// Pending `layoutSubviews` call.
    var needsLayout = true
    /// Whether a view below this one needs layout.
    var subtreeNeedsLayout = false
    /// The gesture recognizers attached to this view (see `UIView+Gestures.swift`).
    var attachedGestureRecognizers: [UIGestureRecognizer] = []
    /// The safe area insets as last published by layout (see `UIView+SafeArea.swift`).
    var publishedSafeAreaInsets = UIEdgeInsets.zero
    /// Insets kept whatever the view's frame (a zoom transition's zoomed view keeps the safe
    /// area it has at full size while it flies scaled); nil: computed as usual.
    var pinnedSafeAreaInsets: UIEdgeInsets?
    /// Auto Layout state, made on first use (see `Layout/AutoLayoutStorage.swift`).
    var autoLayoutStorage: AutoLayoutStorage?
    /// The tint adjustment mode set on this view (`.automatic`: inherit it; see `UIView+Tint.swift`).
    var explicitTintAdjustmentMode: TintAdjustmentMode = .automatic
    /// The part of the bounds `draw(_:)` redraws before the next frame; nil: none (see `UIView+Drawing.swift`).
    /// A new view needs the whole of it drawn, as in UIKit.
    var pendingDisplayRect: CGRect? = .infinite
    /// The interactions added with `addInteraction(_:)`, in order.
    var storedInteractions: [any UIInteraction] = []

    /// Whether the view draws every pixel of its bounds opaquely (true by default, as in UIKit).
    /// A hint for the compositor in UIKit; stored here, the drawing does not read it.
    open var isOpaque = true
    /// Whether the drawing buffer is cleared before `draw(_:)` (true by default, as in UIKit);
    /// stored: there is no drawing buffer here (README, "Differences from UIKit").
    open var clearsContextBeforeDrawing = true
    /// Whether the view receives more than one touch at a time (false by default, as in UIKit).
    /// Stored: the window here delivers one touch at a time (a second finger is a gesture's
    /// modifier), so a view never gets two.
    open var isMultipleTouchEnabled = false
    /// Whether the view keeps other views in its window from getting touches while it is tracking
    /// one (false by default). Stored: with one touch at a time there is nothing to exclude.
    open var isExclusiveTouch = false
    /// The layout direction the view's content asks for (`.unspecified` by default); read by
    /// `UIView.userInterfaceLayoutDirection(for:)`.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// The light or dark style this view and its subviews use (`.unspecified`: inherit it).
    /// Stored: colours here have no dark variants, so nothing redraws when it changes.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// Creates a view with `frame` in its future superview's coordinates.
    public init(frame: CGRect) {
        layer = Self.makeLayer()
        super.init()
        layer.owningView = self
        layer.frame = frame
    }

    /// Creates a view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// Views are not archived on Linux; this initialiser exists so subclasses compile as on iOS,
    /// and returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The tint colour: the one set on this view, else its superview's, else `.systemBlue`, as in
    /// UIKit (template images in image views draw in it); a dimmed grey while the effective
    /// `tintAdjustmentMode` is `.dimmed`. Setting nil goes back to inheriting. A change calls
    /// `tintColorDidChange()` on this view, then on each subview that inherits the colour, top-down.
    open var tintColor: UIColor! {
        get { effectiveTintColor }
        set { changeTint { explicitTintColor = newValue } }
    }

    /// How the tint colour is adjusted: the first mode other than `.automatic` up the hierarchy
    /// from this view, else `.normal` (so reading it never gives `.automatic`, as in UIKit).
    /// Setting it calls `tintColorDidChange()` where the effective tint changes.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { effectiveTintAdjustmentMode }
        set { changeTint { explicitTintAdjustmentMode = newValue } }
    }

    /// Called when the effective `tintColor` or `tintAdjustmentMode` changes: set on this view,
    /// inherited from a superview that changed, or a move to a superview with another tint.
    /// Override to restyle; the default does nothing.
    open func tintColorDidChange() {}

    /// Draws the view's content in `rect` (in bounds coordinates). Called before the next frame
    /// for the part `setNeedsDisplay()` or `setNeedsDisplay(_:)` marked, and once when the view
    /// first enters a window. There is no Core Graphics context here, so an override has nowhere
    /// to draw: what shows is the layer's (background, border, `contents`) and the subviews'. The
    /// default does nothing.
    open func draw(_ rect: CGRect) {}

    /// Whether `gestureRecognizer`, attached to this view, may begin; asked after its delegate's
    /// `gestureRecognizerShouldBegin(_:)` agreed. The default returns true; a false makes it fail.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// The insets from the frame to the alignment rectangle (`.zero` by default): the part of the
    /// view Auto Layout would align, leaving out a shadow or badge.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The alignment rectangle for `frame`: `frame` inset by `alignmentRectInsets`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    /// The frame whose alignment rectangle is `alignmentRect`: `alignmentRect` outset by
    /// `alignmentRectInsets` (the inverse of `alignmentRect(forFrame:)`).
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }

    /// The view whose first baseline stands for this view's (`firstBaselineAnchor`):
    /// `forLastBaselineLayout` unless overridden, as in UIKit. Return a descendant with text (a
    /// label); a view without text puts its first baseline at its top edge.
    open var forFirstBaselineLayout: UIView { forLastBaselineLayout }
    /// The view whose last baseline stands for this view's (`lastBaselineAnchor`): the view itself
    /// unless overridden. A view without text puts its last baseline at its bottom edge.
    open var forLastBaselineLayout: UIView { self }

    /// Where a view that shows text has its first and last baselines, in points from its
    /// vertical centre (text is centred vertically), for Auto Layout's baseline attributes; nil
    /// for a view without text.
    var layoutBaselinesFromCenter: (first: CGFloat, last: CGFloat)? { nil }

    /// Whether the class needs Auto Layout to work (false by default); layout here runs the
    /// solver whenever constraints exist, so the answer changes nothing.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Called after `layoutMargins` (or `directionalLayoutMargins`) changed. The default does nothing.
    open func layoutMarginsDidChange() {}

    /// The class of the layer a view creates (`CALayer`); override to use a subclass, as on
    /// iOS: `override class var layerClass: AnyClass { CAShapeLayer.self }`. A class that is not
    /// a `CALayer` is refused with the diagnostic `view.badLayerClass` and a `CALayer` is used.
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's frame in its superview's coordinates.
    open var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }

    /// The view's own coordinate space; the origin is the scroll offset.
    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }

    /// The centre of the view in its superview's coordinates.
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The transform about the centre: the affine part of the layer's `transform`; setting it
    /// replaces the layer's 3D transform with this affine one, as in UIKit.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The layer's full 3D transform about the centre (iOS 13); the same value `transform`
    /// shows the affine part of.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// Opacity, 0...1.
    open var alpha: CGFloat {
        get { CGFloat(layer.modelValues.opacity) }
        set { layer.setOpacity(Double(newValue)) }
    }

    /// The background colour; nil draws nothing.
    open var backgroundColor: UIColor? {
        get { layer.backgroundColor }
        set { layer.backgroundColor = newValue }
    }

    /// Whether the view and its subviews are hidden.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            layer.isHidden = newValue
            (superview as? UIStackView)?.arrangedSubviewHiddenDidChange(self)
        }
    }

    /// Whether subviews (and the layer's contents) are clipped to the bounds: to the rounded
    /// rectangle when the layer has a corner radius, to the turned shape when it is rotated.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// A view whose alpha masks this view and its subviews (UIKit's `mask`, iOS 8): where the mask
    /// view draws opaque, this view shows. Its frame is in this view's coordinates; it is not a
    /// subview (it has no superview), and animating its frame or alpha animates the mask.
    open var mask: UIView? {
        didSet { layer.mask = mask?.layer }
    }

    /// The window the view is in, if any.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// The view controller whose view this is, else the superview.
    open override var next: UIResponder? { owningViewController ?? superview }

    // MARK: Hierarchy hooks (declared here so subclasses can override them)

    /// Called after a subview was added. Override; the default does nothing.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed. Override; the default does nothing.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to a new superview (nil when removed). Override.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview. Override.
    open func didMoveToSuperview() {}
    /// Called before the view moves to a new window (nil when removed). Override.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved to a new window. Override.
    open func didMoveToWindow() {}

    // MARK: Layout (declared here so subclasses can override it)

    /// Lays out the subviews. The default applies the frames Auto Layout solved to the subviews
    /// that don't translate their autoresizing masks (autoresizing already ran when the bounds
    /// changed size). Called by `layoutIfNeeded()` and once a frame for views that need it.
    open func layoutSubviews() { applyAutoLayoutFrames() }

    /// Lays out `layer`'s sublayers when it is this view's layer (the view is its layer's
    /// `CALayerDelegate`): `viewWillLayoutSubviews()` of the view's controller, `layoutSubviews()`,
    /// then `viewDidLayoutSubviews()`. Each layout pass calls it for a view that needs layout;
    /// override it, calling super first, to place sublayers (a gradient layer) after the subviews.
    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        owningViewController?.viewWillLayoutSubviews()
        layoutSubviews()
        owningViewController?.viewDidLayoutSubviews()
    }

    /// The action for a change of `layer`'s `event` key (`CALayerDelegate`): `NSNull()`, no action,
    /// outside an animation block, as UIKit's views answer; nil inside one, so the layer's search
    /// goes on. A view's changes animate through animation blocks, not through its layer's actions.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        AnimationContext.currentTransaction == nil ? NSNull() : nil
    }

    /// Updates the view's constraints before layout (after `setNeedsUpdateConstraints()`).
    /// Override to change constraints; call `super.updateConstraints()` last, as UIKit requires.
    open func updateConstraints() { autoLayout.updateConstraintsCalledSuper = true }

    /// The size that fits `size`; the default returns the current bounds size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The natural size of the content; `UIView.noIntrinsicMetric` in both dimensions by default.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    // MARK: Safe area (declared here so subclasses can override it; see UIView+SafeArea.swift)

    /// The insets that leave the part of the view no bar or hardware covers: applied to `bounds`,
    /// they give the safe area. Worked out for the view as it is placed now, so they are right
    /// before a layout pass too (right after `addSubview`, in `viewWillAppear`); zero while the
    /// view is not in a window, unless it is the root view of a controller a container is about
    /// to show (see `UIView+SafeArea.swift`).
    open var safeAreaInsets: UIEdgeInsets { currentSafeAreaInsets() }

    /// Called when `safeAreaInsets` changed (during layout, before the view lays out again).
    /// The default does nothing.
    open func safeAreaInsetsDidChange() {}

    // MARK: Hit testing (declared here so subclasses can override it)

    /// The deepest visible, interactive descendant (or self) that contains `point`, in this view's
    /// coordinates. Hidden views, views with interaction disabled and views with alpha < 0.01 are
    /// skipped, as in UIKit.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            guard let local = subview.pointFromSuperview(point, superview: self) else { continue }
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's coordinates) is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    // MARK: Snapshots and conversion (declared here so subclasses can override them)

    /// A view that looks like this one does now: a copy of its drawing (and its subviews'),
    /// frozen, with this view's frame. Animators use snapshots to move a picture of a view
    /// without moving the view. `afterScreenUpdates` is accepted; the copy always shows the
    /// values on screen now. Returns nil for a view with no size.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { makeSnapshotView() }

    /// A view that looks like the part `rect` (in this view's bounds coordinates) of this view
    /// does now, as `snapshotView(afterScreenUpdates:)` does for the whole view. When the
    /// snapshot is resized its content stretches to its bounds, except the cap insets (the
    /// edges `capInsets` measures in from each side), which keep their size as in a resizable
    /// image; `.zero` stretches it all. Its frame is `rect` in the superview's coordinates (over
    /// the part it copies; with a transform, that part's bounding box), a choice: Apple does not
    /// document the frame. `rect` is cut to the bounds; nil when nothing of it is left.
    open func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        makeResizableSnapshotView(from: rect, capInsets: capInsets)
    }

    /// Converts `point` from this view's coordinates to `view`'s (the window's when nil).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { convertedPoint(point, to: view) }

    /// Converts `point` from `view`'s coordinates (the window's when nil) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { convertedPoint(point, from: view) }

    /// Converts `rect` from this view's coordinates to `view`'s (the window's when nil); the
    /// bounding box when rotated.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { convertedRect(rect, to: view) }

    /// Converts `rect` from `view`'s coordinates (the window's when nil) to this view's; the
    /// bounding box when rotated.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { convertedRect(rect, from: view) }

    // MARK: Editing (declared here so subclasses can override it; see UIResponder+FirstResponder.swift)

    /// Makes the first responder in this view's hierarchy (this view or one of its subviews)
    /// resign; with `force`, it resigns even when `canResignFirstResponder` or its delegate
    /// refuses (a text field's `textFieldShouldEndEditing(_:)` is not asked). Returns whether no
    /// first responder is left in the hierarchy.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.storedFirstResponder as? UIView,
              responder === self || responder.isDescendant(of: self) else { return true }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        window.forceResign(responder)
        return true
    }

    // MARK: Drawing (internal hook for UILabel, UIVisualEffectView and snapshots)

    /// Appends this view's own draw commands (not its subviews'). `base` carries the geometry,
    /// alpha and clip; the default draws the background, border and shadow.
    func appendContent(base: DisplayList.Command, values: PresentationValues, into commands: inout [DisplayList.Command]) {
        if base.fillColor != nil || base.borderWidth > 0 || base.shadow != nil { commands.append(base) }
    }

    /// The class name and frame, as UIKit prints views. Read it on the main actor, as all of UIKit.
    nonisolated open override var description: String {
        MainActor.assumeIsolated { "<\(type(of: self)): frame = \(frame)\(tag != 0 ? "; tag = \(tag)" : "")>" }
    }
}
