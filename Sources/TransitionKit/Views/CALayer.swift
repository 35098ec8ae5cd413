import Foundation

/// The visual properties behind a `UIView`: geometry, opacity, colour, corners, border, shadow.
///
/// Every property here holds the *model* value. Setting one inside an animation block (or a
/// `UIViewPropertyAnimator`) sets the model value at once and animates what is on screen:
/// `presentation()` returns a copy carrying the values at the clock's current time. Animations
/// are additive, so a second animation of the same property starts from where the first one
/// is now, at its velocity. Layers form a tree (`sublayers`, `CALayer+Sublayers.swift`); a
/// view's layer is part of it.
///
/// The stored properties the display list reads for every layer on every frame are marked
/// `@exclusivity(unchecked)`: each is only ever read or assigned, or changed in place by code that
/// does not reach the same layer's property (removing one animation, storing one property), so
/// no two accesses overlap, and the run-time check on each read (about 80 instructions) is
/// skipped.

open class CALayer {
    /// The view this layer draws, if any: a view's layer has its view as its delegate.
    @exclusivity(unchecked) weak var owningView: UIView?

    /// A delegate set through `delegate` that is not the layer's view (held weakly).
    weak var assignedDelegate: (any CALayerDelegate)?

    /// The layer's delegate (held weakly): a view's layer has its view; set one on a standalone
    /// layer to provide its content (`display(_:)`), layout (`layoutSublayers(of:)`) and actions
    /// (`action(for:forKey:)`). Setting another object on a view's layer routes those calls to it
    /// (UIKit says not to); the view still draws its layer.
    public var delegate: (any CALayerDelegate)? {
        get { assignedDelegate ?? owningView }
        set { assignedDelegate = newValue === owningView ? nil : newValue }
    }

    /// The layer this one is a sublayer of (a view's layer: its superview's layer), if any.
    public internal(set) weak var superlayer: CALayer?

    /// The sublayers, back to front (storage of `sublayers`; see `CALayer+Sublayers.swift`).
    @exclusivity(unchecked) var sublayerList: [CALayer] = []

    /// A layer whose alpha masks this layer and its sublayers (in this layer's coordinates); nil
    /// for none. The mask is not a sublayer: it has no superlayer and draws only as a mask.
    @exclusivity(unchecked) public var mask: CALayer? {
        didSet {
            guard mask !== oldValue else { return }
            if oldValue?.maskedLayer === self { oldValue?.maskedLayer = nil }
            mask?.maskedLayer = self
            noteModelChange()
        }
    }

    /// The layer this one is the `mask` of, if any: its changes count in that layer's window
    /// (see `CALayer+ModelChanges.swift`).
    weak var maskedLayer: CALayer?

    /// A name for the layer, for finding it again and for debugging (Core Animation's `name`).
    public var name: String?

    /// The image the layer shows over its background: a `CGImage` (also accepted: a `UIImage`);
    /// anything else draws nothing. Placed by `contentsGravity`, cut by `contentsRect`.
    @exclusivity(unchecked) public var contents: Any? {
        didSet { noteModelChange() }
    }

    /// How `contents` is placed in the bounds (`.resize`, stretching it, by default).
    public var contentsGravity: CALayerContentsGravity = .resize

    /// Pixels of `contents` per point (1 by default): a 2x image at scale 2 shows at half its pixel size.
    public var contentsScale: CGFloat = 1

    /// Whether `display()` runs before the layer is next drawn (`setNeedsDisplay()`).
    @exclusivity(unchecked) private var displayIsPending = false

    /// What the last `draw(in:)` (or a view's `draw(_:)`) painted, in bounds coordinates; nil
    /// before the layer first draws.
    @exclusivity(unchecked) var drawnContent: [DisplayList.Command]?

    /// Whether flipped ancestors mirror the layer as it is being drawn (see `CALayer+GeometryFlip.swift`).
    @exclusivity(unchecked) var drawsMirrored = false

    /// Whether `layoutSublayers()` runs before the layer is next drawn (see `CALayer+Layout.swift`).
    @exclusivity(unchecked) var layoutIsPending = false

    /// The rendering settings this renderer stores and does not draw (see `CALayer+Rendering.swift`).
    var renderingOptions = LayerRenderingOptions()
    /// A factor on the opacity this layer (and its sublayers) is drawn at, beside `opacity`:
    /// how a vibrancy effect view dims its content view without changing its `alpha`.
    var contentOpacityFactor: CGFloat = 1

    /// Whether a change of the bounds' size calls `setNeedsDisplay()` (false by default).
    public var needsDisplayOnBoundsChange = false

    /// Updates the layer's content; runs before the next frame draws the layer once
    /// `setNeedsDisplay()` was called. The default calls the delegate's `display(_:)` when there
    /// is a delegate (whose default draws), else draws: `draw(in:)` with a graphics context of
    /// the bounds, whose drawing the layer then shows over its background (see
    /// `CALayer+Drawing.swift`). A subclass overrides it to set `contents` itself.
    open func display() {
        if let delegate { delegate.display(self) } else { drawLayerContent() }
    }

    /// Paints the layer's content into `ctx`, in bounds coordinates; the default `display()`
    /// calls it with a context of the bounds. The default asks the delegate's `draw(_:in:)`;
    /// a subclass overrides it to paint (`ctx.fill(_:)`, `UIBezierPath.fill()` after
    /// `UIGraphicsPushContext(ctx)`, ...). What it paints is shown over the layer's background
    /// until the layer draws again.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

    /// Asks for `display()` before the layer is next drawn.
    open func setNeedsDisplay() {
        displayIsPending = true
        noteModelChange()
    }

    /// Whether a change of the property named `key` asks for `display()` (false by default, for
    /// every key; a subclass overrides it to redisplay when one of its animatable key paths
    /// changes). Consulted on each model change of an animatable property, not for each frame of
    /// its animation.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The value a new layer has for the property named `key` (its Core Animation key path:
    /// "opacity", "anchorPoint", "shadowOffset", "masksToBounds"...), as an animation's values
    /// take it; nil for keys that are not this layer's. A subclass overriding it answers for its
    /// keys, but that does not change its properties' initial values (no key-value coding here).
    open class func defaultValue(forKey key: String) -> Any? { layerDefaultValue(forKey: key) }

    /// Lays out the sublayers; runs when the layer needs layout (`setNeedsLayout()`, a change of
    /// its bounds' size, a sublayer added or removed) before the next frame draws it, or on
    /// `layoutIfNeeded()`. The default calls the delegate's `layoutSublayers(of:)`; a subclass
    /// overrides it to place its sublayers. A view's layer is laid out by its view instead.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// Tells the sublayers that this layer's bounds' size changed from `size` (a standalone
    /// layer calls it on each change of its size): the default calls each sublayer's
    /// `resize(withOldSuperlayerSize:)`.
    open func resizeSublayers(withOldSize size: CGSize) {
        for sublayer in sublayerList { sublayer.resize(withOldSuperlayerSize: size) }
    }

    /// Told that the superlayer's bounds' size changed from `size`. The default does nothing:
    /// layers have no autoresizing mask on iOS; a subclass overrides it to follow its superlayer.
    open func resize(withOldSuperlayerSize size: CGSize) {}

    /// The layer's preferred size in its superlayer's coordinates: by default its bounds' size
    /// mapped by its transform (the frame's size).
    open func preferredFrameSize() -> CGSize { Self.frame(of: modelValues).size }

    /// The action for `event`: the delegate's `action(for:forKey:)` when it gives one, then the
    /// `actions` entry, then `defaultAction(forKey:)`; `NSNull` from the delegate or in `actions`
    /// stops the search with no action (nil).
    open func action(forKey event: String) -> (any CAAction)? { lookUpAction(forKey: event) }

    /// The class's action for `event`: for an animatable key path, a basic animation over the
    /// current transaction's duration and timing function; nil for other keys.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { defaultKeyPathAction(forKey: event) }

    /// The topmost layer of this layer's subtree (itself included) containing `p`, given in the
    /// superlayer's coordinates; hidden layers and their sublayers are skipped, and a layer that
    /// masks to its bounds hides sublayer hits outside them. Uses model values.
    open func hitTest(_ p: CGPoint) -> CALayer? { hitTestSubtree(p) }

    /// Whether `p` (in this layer's coordinates) is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { modelValues.bounds.contains(p) }

    /// The shape of the shadow, in the layer's coordinates; nil (the default) casts it from the
    /// layer's rounded bounds. Drawn here as the path's bounding box with the layer's corner
    /// radius (exact for the usual `UIBezierPath(roundedRect: bounds, cornerRadius:)`), even
    /// when the layer has no background; not animatable here.
    @exclusivity(unchecked) public var shadowPath: CGPath?

    /// Which corners `cornerRadius` rounds (all four by default).
    public var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// The curve of rounded corners (`.circular` by default; `.continuous` draws circular here).
    public var cornerCurve: CALayerCornerCurve = .circular

    /// Whether `display()` is pending.
    public func needsDisplay() -> Bool { displayIsPending }

    /// Runs `display()` now if it is pending.
    public func displayIfNeeded() {
        guard displayIsPending else { return }
        displayIsPending = false
        display()
    }

    /// Running animations of this layer, oldest first.
    @exclusivity(unchecked) package var animations: [LayerAnimation] = []

    /// How this layer's animations reach it (see `LayerLink`); cleared when the layer goes away.
    let animationLink = LayerLink()

    /// The model values of the animatable properties (see `AnimatableProperty.entry`).
    @exclusivity(unchecked) var modelValues = LayerValues()

    // MARK: caanim
    /// Explicit animations, the layer's time space and its actions (see `CoreAnimationLayerState`).
    @exclusivity(unchecked) var coreAnimation = CoreAnimationLayerState()

    /// The key paths of this layer class whose values are not vectors (none for a plain layer;
    /// see `CustomAnimatableKeyPath`).
    class var customAnimatableKeyPaths: [CustomAnimatableKeyPath] { [] }

    /// Creates a layer with Core Animation's defaults (opaque, no background, shadow off, anchor
    /// point in the middle).
    public init() {}

    deinit { animationLink.detach() }

    /// Creates a copy of `layer`'s model values (Core Animation's `init(layer:)`, which makes
    /// presentation copies; a subclass with stored properties overrides it to copy them).
    public init(layer: Any) {
        guard let other = layer as? CALayer else { return }
        copyModelValues(from: other)
    }

    /// Layers are not archived on Linux; this initializer exists so subclasses compile as on
    /// iOS (a subclass that overrides `init()` writes it, as there). Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Makes a layer of this class: `init()` without a `template` (a view's `layerClass`
    /// layer), `init(layer: template)` with one (a presentation copy). Linux only: Swift makes
    /// an instance of a class known at run time through a required initializer.
    ///
    /// A subclass inherits it when it declares no initializers, or overrides all three of
    /// `init()`, `init(layer:)` and `init?(coder:)`, as Core Animation subclasses are written
    /// (without `init(layer:)`, iOS fails at run time making the presentation copy; here the
    /// compiler asks for it).
    public required convenience init(instantiatingFrom template: CALayer?) {
        if let template { self.init(layer: template) } else { self.init() }
    }

    /// Appends this layer's own draw commands (not its sublayers'). `base` carries the geometry,
    /// alpha and clip and draws the background, border and shadow; a view's layer draws what its
    /// view draws. Subclasses (shape, gradient and text layers) append their content after
    /// calling this.
    @MainActor func appendLayerContent(base: DisplayList.Command, values: PresentationValues, into commands: inout [DisplayList.Command]) {
        let partialCorners = partialCornerCommands(base: base)
        if !partialCorners.isEmpty {
            // Only some corners rounded: the shadow, then the background and border as paths,
            // then the rest with neither.
            if base.shadow != nil {
                var shadow = base
                shadow.fillColor = nil; shadow.borderWidth = 0
                commands.append(shadow)
            }
            commands += partialCorners
            var rest = base
            rest.fillColor = nil; rest.borderWidth = 0; rest.shadow = nil
            appendOwnContent(base: rest, values: values, into: &commands)
            return
        }
        appendOwnContent(base: base, values: values, into: &commands)
    }

    /// The centre of the layer in its superlayer's coordinates (the view's `center`).
    public var position: CGPoint {
        get { modelValues.position }
        set {
            let old = modelValues.position
            modelValues.position = newValue.sanitized(or: old, in: self, property: .position)
            modelDidChange(.position, from: old.animationVector, to: modelValues.position.animationVector)
        }
    }

    /// The layer's own coordinate space: origin (the scroll offset) and size.
    public var bounds: CGRect {
        get { modelValues.bounds }
        set {
            let old = modelValues.bounds
            modelValues.bounds = newValue.sanitized(or: old, in: self, property: .bounds)
            modelDidChange(.bounds, from: old.animationVector, to: modelValues.bounds.animationVector)
            if old.size != modelValues.bounds.size {
                if let owningView { onMainThread { owningView.boundsSizeDidChange(from: old.size) } }
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
                if owningView == nil {
                    layoutIsPending = true
                    if !sublayerList.isEmpty { resizeSublayers(withOldSize: old.size) }
                }
            }
        }
    }

    /// The frame in the superlayer's coordinates: the bounding box of the transformed bounds.
    /// Setting it sets `position` and `bounds.size` (with a transform applied, the result is
    /// undefined in UIKit; here the size is set untransformed).
    public var frame: CGRect {
        get { Self.frame(of: modelValues) }
        set {
            guard newValue.isFiniteRect else {
                reportBadValue(property: .bounds, value: "\(newValue)")
                return
            }
            let standard = newValue.standardized, anchor = modelValues.anchorPoint
            position = CGPoint(x: standard.minX + anchor.x * standard.width, y: standard.minY + anchor.y * standard.height)
            bounds = CGRect(origin: modelValues.bounds.origin, size: standard.size)
        }
    }

    /// Whether the layer draws when it faces away from the viewer (true by default). When false,
    /// a layer turned away (by a rotation or a mirroring transform) is not drawn, nor its sublayers.
    @exclusivity(unchecked) public var isDoubleSided = true

    /// Whether the layer and its sublayers are rendered as one bitmap, then composited with the
    /// layer's opacity (false by default). A renderer keeps the bitmap while nothing inside
    /// changes, so a rasterized subtree that only moves, turns, scales or fades is not drawn again.
    @exclusivity(unchecked) public var shouldRasterize = false

    /// Whether a layer with opacity below 1 composites its sublayers as one picture (true by
    /// default, as on iOS since 7): overlapping sublayers of a half-transparent layer then do not
    /// show through each other. False multiplies the opacity into each sublayer instead.
    /// See CALayer+GroupOpacity.
    @exclusivity(unchecked) public var allowsGroupOpacity = true

    /// The stored `rasterizationScale` (see CALayer+Rasterization).
    var storedRasterizationScale: CGFloat = 1

    /// Opacity, 0...1 (the view's `alpha`).
    public var opacity: Float {
        get { Float(modelValues.opacity) }
        set { setOpacity(Double(newValue)) }
    }

    func setOpacity(_ value: Double) {
        let old = modelValues.opacity
        modelValues.opacity = value.isFinite ? min(max(value, 0), 1) : old
        if !value.isFinite { reportBadValue(property: .opacity, value: "\(value)") }
        modelDidChange(.opacity, from: old.animationVector, to: modelValues.opacity.animationVector)
    }

    /// Whether sublayers are clipped to the bounds (the view's `clipsToBounds`).
    @exclusivity(unchecked) public var masksToBounds = false {
        didSet { if masksToBounds != oldValue { noteModelChange() } }
    }

    /// Whether the layer (and everything in it) is hidden.
    @exclusivity(unchecked) public var isHidden = false {
        didSet { if isHidden != oldValue { noteModelChange() } }
    }

    func reportBadValue(property: AnimatableProperty, value: String) {
        reportBadValue(named: property.keyPath, value: value)
    }

    func reportBadValue(named name: String, value: String) {
        let message = "\(name) = \(value) is not a finite value; the change was ignored."
        reportLayerProblem(Diagnostic(code: .nonFiniteValue, message: message))
    }

    /// Reports `diagnostic` to the window this layer draws in (else as `AnimationContext` does);
    /// off the main thread, where no window is reachable, to stderr alone.
    func reportLayerProblem(_ diagnostic: Diagnostic) {
        guard isOnMainThread else { return AnimationContext.reportWithoutWindow(diagnostic) }
        onMainThread(self) { layer in
            layer.timingWindow?.report(diagnostic) ?? AnimationContext.report(diagnostic)
        }
    }
}
