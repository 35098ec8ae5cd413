import Foundation

/// A graphics context: where `draw(_:)`, `UIGraphicsImageRenderer` and Core Graphics calls
/// paint, as Core Graphics' `CGContext` is.
///
/// TransitionKit has no rasterizer: a context records what is painted as display-list commands
/// (fills, strokes, images, gradients, text) in its own space, points with y down from the top-left
/// corner; the renderer draws them where the drawing is shown. The graphics state (`saveGState()`,
/// the current transformation matrix, colours, line attributes, alpha, clip) works as Core
/// Graphics documents; the current path is kept in the context's space, each point mapped by the
/// CTM when it is added, and a stroke is drawn with the CTM current when it is stroked.
///
/// A context that UIKit makes (a view's `draw(_:)`, an image renderer's) has UIKit's flipped
/// geometry: (0, 0) at the top-left, y down. A bitmap context made with
/// `init?(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)` has Core Graphics'
/// own: (0, 0) at the bottom-left, y up. `draw(_:in:byTiling:)` places an image's top row at the
/// rectangle's maximum y, as Core Graphics does: upside down in a UIKit context unless the code
/// flips the CTM first (as iOS code does).
///
/// Like Core Graphics' contexts it belongs to no actor and is not `Sendable`: draw into it on
/// one thread.
public final class CGContext {
    /// The commands painted so far, back to front, in the context's space.
    package internal(set) var recorded: [DisplayList.Command] = []
    /// The graphics state now (see `CGContext+State.swift`).
    var state: GraphicsState
    /// The states `saveGState()` pushed.
    var savedStates: [GraphicsState] = []
    /// The current path, in the context's space (see `CGContext+Path.swift`).
    var currentPath = PathBuilder()
    /// The context's extent in its own space: what a full-bounds drawing covers.
    let extent: CGRect
    /// For a bitmap context, its pixel size (`width`, `height`); nil for a UIKit drawing context.
    let bitmapSize: (width: Int, height: Int)?

    /// A recording context whose space is `extent` (points, y down), with `transform` as the
    /// first CTM and `clip` (in the context's space) as the first clip.
    init(recordingIn extent: CGRect, transform: CGAffineTransform = .identity, clip: CGRect? = nil) {
        self.extent = extent
        self.bitmapSize = nil
        state = GraphicsState(ctm: transform, clipRect: clip ?? extent)
    }

    /// A bitmap context of `width` x `height` pixels, as Core Graphics makes one: the origin at the
    /// bottom-left and y up, one point a pixel. `data`, `bitsPerComponent`, `bytesPerRow`, `space`
    /// and `bitmapInfo` are accepted as Core Graphics takes them; the pixels are not written to
    /// `data` (a context records, see above), and `makeImage()` returns the drawing. Nil (as Core
    /// Graphics returns) for a size that is not positive.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                 space: CGColorSpace, bitmapInfo: UInt32) {
        guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15 else { return nil }
        let extent = CGRect(x: 0, y: 0, width: width, height: height)
        self.extent = extent
        self.bitmapSize = (width, height)
        state = GraphicsState(ctm: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)), clipRect: extent)
    }

    /// The width of a bitmap context in pixels; 0 for other contexts.
    public var width: Int { bitmapSize?.width ?? 0 }
    /// The height of a bitmap context in pixels; 0 for other contexts.
    public var height: Int { bitmapSize?.height ?? 0 }
    /// 8 for a bitmap context (RGBA, 8 bits a component); 0 for other contexts.
    public var bitsPerComponent: Int { bitmapSize == nil ? 0 : 8 }
    /// 32 for a bitmap context; 0 for other contexts.
    public var bitsPerPixel: Int { bitmapSize == nil ? 0 : 32 }
    /// `width * 4` for a bitmap context; 0 for other contexts.
    public var bytesPerRow: Int { width * 4 }
    /// The device RGB colour space of a bitmap context; nil for other contexts.
    public var colorSpace: CGColorSpace? { bitmapSize == nil ? nil : CGColorSpace(name: CGColorSpace.sRGB) }

    /// An image of what a bitmap context holds now (its drawing, `width` x `height` pixels at
    /// scale 1); nil for other contexts, as Core Graphics returns.
    public func makeImage() -> CGImage? {
        guard let bitmapSize else { return nil }
        return CGImage(drawing: recorded, size: CGSize(width: bitmapSize.width, height: bitmapSize.height), scale: 1)
    }

    /// Makes sure what was drawn is delivered: nothing to do for a recording.
    public func flush() {}
    /// Makes sure what was drawn is delivered: nothing to do for a recording.
    public func synchronize() {}

    /// Appends `command` (placed in the context's space) with the state's alpha, clip and
    /// shadow; a shaped clip composites it as a group masked by the clip's paths.
    func paint(_ command: DisplayList.Command) {
        guard !state.clipIsEmpty else { return }
        var command = command
        command.alpha *= state.alpha
        guard command.alpha > 0 else { return }
        if let clip = state.clipRect {
            command.clip = command.clip.map { $0.intersection(clip) } ?? clip
            if let cut = command.clip, cut.isNull || cut.isEmpty { return }
        }
        for mask in state.clipPaths {
            let box = PathGeometry.controlPointBounds(mask.elements).intersection(command.clip ?? .infinite)
            guard !box.isNull, !box.isEmpty else { return }
            let maskShape = DisplayList.Command(
                rect: box, content: .shape(DisplayList.Shape(elements: mask.elements, fillColor: .white,
                                                             fillRule: mask.rule == .evenOdd ? .evenOdd : .nonZero)))
            var group = DisplayList.Command(rect: box, clip: command.clip)
            var inner = command
            inner.clip = nil
            group.content = .group(DisplayList.Group(commands: [inner], mask: [maskShape]))
            command = group
        }
        recorded.append(command)
    }

    /// A command placed by the CTM: `rect` in user space.
    func userCommand(_ rect: CGRect, content: DisplayList.Command.Content, fill: UIColor? = nil) -> DisplayList.Command {
        DisplayList.Command(rect: rect, transform: state.ctm, fillColor: fill, content: content)
    }
}

/// A shaped clip: a path in the context's space and how its inside is decided.
struct ClipPath {
    let elements: [DisplayList.PathElement]
    let rule: CGPathFillRule
}
