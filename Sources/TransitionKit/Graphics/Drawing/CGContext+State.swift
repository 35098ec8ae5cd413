import Foundation

/// What `saveGState()` saves and `restoreGState()` restores: the CTM, the clip, colours, line
/// attributes, alpha, shadow, blend mode and the rendering settings (Core Graphics' graphics
/// state; the current path is not part of it).
struct GraphicsState {
    var ctm: CGAffineTransform
    /// The clip's rectangle part in the context's space; nil for none.
    var clipRect: CGRect?
    /// The clip's shaped parts, each cutting the clip further.
    var clipPaths: [ClipPath] = []
    var fillColor: UIColor = .black
    var strokeColor: UIColor = .black
    var lineWidth: CGFloat = 1
    var lineCap: CGLineCap = .butt
    var lineJoin: CGLineJoin = .miter
    var miterLimit: CGFloat = 10
    var lineDashPhase: CGFloat = 0
    var lineDashLengths: [CGFloat] = []
    var alpha: CGFloat = 1
    var blendMode: CGBlendMode = .normal
    var shadow: (offset: CGSize, blur: CGFloat, color: UIColor?)?
    var flatness: CGFloat = 0.6
    var shouldAntialias = true
    var interpolationQuality: CGInterpolationQuality = .default
    var characterSpacing: CGFloat = 0
    var textDrawingMode: CGTextDrawingMode = .fill

    init(ctm: CGAffineTransform, clipRect: CGRect?) {
        self.ctm = ctm; self.clipRect = clipRect
    }

    /// Whether the clip leaves nothing to paint.
    var clipIsEmpty: Bool { clipRect.map { $0.isNull || $0.isEmpty } ?? false }
}

extension CGContext {
    // MARK: The graphics state stack

    /// Pushes a copy of the graphics state; `restoreGState()` brings it back.
    public func saveGState() { savedStates.append(state) }

    /// Pops the state the last `saveGState()` pushed; without one it does nothing (Core Graphics
    /// logs the same misuse).
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
    }

    // MARK: The current transformation matrix

    /// The current transformation matrix: user space to the context's space.
    public var ctm: CGAffineTransform { state.ctm }

    /// The CTM of the user space where text is drawn (Core Graphics' user-space-to-device
    /// transform, here the CTM).
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }

    /// Moves the origin of user space by `(x, y)`.
    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }

    /// Scales user space by `(x, y)` (a negative factor mirrors it).
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }

    /// Rotates user space by `angle` radians (clockwise on screen in a UIKit context).
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    /// Applies `transform` before the CTM (`CTM' = transform * CTM`); a transform that is not
    /// finite is ignored.
    public func concatenate(_ transform: CGAffineTransform) {
        guard [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite) else { return }
        state.ctm = transform.concatenating(state.ctm)
    }

    /// `point` in the context's space.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }
    /// `point` of the context's space in user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm.inverted()) }
    /// `size` in the context's space.
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm) }
    /// `size` of the context's space in user space.
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm.inverted()) }
    /// The bounding box of `rect` in the context's space.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm) }
    /// The bounding box of `rect` (in the context's space) in user space.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm.inverted()) }

    // MARK: Colours

    /// The colour fills paint with.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    /// The colour strokes paint with.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    /// The fill colour from RGBA components, 0...1.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// The stroke colour from RGBA components, 0...1.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// The fill colour as a grey level and alpha, 0...1.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = UIColor(white: gray, alpha: alpha) }
    /// The stroke colour as a grey level and alpha, 0...1.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = UIColor(white: gray, alpha: alpha) }

    /// The opacity everything painted is multiplied by, clamped to 0...1.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isFinite ? min(max(alpha, 0), 1) : state.alpha }

    // MARK: Line attributes

    /// The stroke width in user-space units; a negative or non-finite width is ignored.
    public func setLineWidth(_ width: CGFloat) { if width.isFinite, width >= 0 { state.lineWidth = width } }
    /// How open subpaths' ends are stroked.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// How corners are stroked.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// The miter limit of `.miter` joins.
    public func setMiterLimit(_ limit: CGFloat) { if limit.isFinite, limit > 0 { state.miterLimit = limit } }
    /// The dash pattern: `lengths` alternating painted and unpainted, starting `phase` into it;
    /// empty lengths stroke solid.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard phase.isFinite, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return }
        state.lineDashPhase = phase
        state.lineDashLengths = lengths.contains(where: { $0 > 0 }) ? lengths : []
    }
    /// How finely curves are flattened (stored: curves are drawn smooth).
    public func setFlatness(_ flatness: CGFloat) { state.flatness = flatness }

    // MARK: Compositing and rendering settings

    /// How painted colour combines with what is beneath: stored; everything paints as `.normal`
    /// (source over), except that `clear(_:)` clears.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    /// A shadow under what is painted next (stored: painted commands carry no shadow).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        state.shadow = color == nil ? nil : (offset, blur, color)
    }
    /// A shadow in one-third-opaque black (stored; see `setShadow(offset:blur:color:)`).
    public func setShadow(offset: CGSize, blur: CGFloat) {
        state.shadow = (offset, blur, UIColor(white: 0, alpha: 1.0 / 3))
    }
    /// Whether paths are anti-aliased (stored: they always are).
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.shouldAntialias = shouldAntialias }
    /// Whether anti-aliasing may be used (stored).
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
    /// How images are sampled when scaled (stored: the renderer samples linearly).
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }
    /// The spacing added between characters of text drawn with `show` calls (stored).
    public func setCharacterSpacing(_ spacing: CGFloat) { state.characterSpacing = spacing }
    /// How text is painted (stored).
    public func setTextDrawingMode(_ mode: CGTextDrawingMode) { state.textDrawingMode = mode }
}
