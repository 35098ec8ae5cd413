import Foundation

/// Draws images from drawing blocks (`UIGraphicsImageRenderer`), as snapshot-to-image
/// transitions and custom artwork do:
///
///     let image = UIGraphicsImageRenderer(bounds: view.bounds).image { context in
///         view.layer.render(in: context.cgContext)
///     }
///
/// The block paints into a context with UIKit's geometry (the renderer's bounds, y down) that is
/// current for the block (`UIGraphicsGetCurrentContext()`, `UIColor.setFill()`,
/// `UIBezierPath.fill()`). The image keeps the drawing, not pixels: it shows exactly what was
/// painted at any scale, its `cgImage` can be a layer's `contents`, and its pixels cannot be
/// read (TransitionKit rasterizes nothing; the renderer draws it), so `pngData` and `jpegData`
/// are not built.
open class UIGraphicsImageRenderer: UIGraphicsRenderer, @unchecked Sendable {
    /// The block `image(actions:)` runs: it paints into the context it is given.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    /// A renderer of `size`-point images in the preferred format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat.preferred())
    }

    /// A renderer of `size`-point images in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of images of `bounds` (the block draws in `bounds`' coordinates) in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        imageFormat = format
        super.init(bounds: bounds, format: format)
    }

    /// A renderer of images of `bounds` in the preferred format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat.preferred())
    }

    /// The format given at creation.
    private let imageFormat: UIGraphicsImageRendererFormat

    /// The renderer's format: its images' scale, opacity and range.
    public override var format: UIGraphicsImageRendererFormat { imageFormat }

    /// Runs `actions` with a fresh context that is current while it runs, and returns the image
    /// of what it painted (the bounds' size at the format's scale; an opaque format starts black).
    /// A size that is not positive gives an empty image and does not run `actions`.
    open func image(actions: DrawingActions) -> UIImage {
        let bounds = format.bounds.standardized
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return UIImage() }
        let extent = CGRect(origin: .zero, size: bounds.size)
        let context = CGContext(recordingIn: extent, transform: CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY))
        if imageFormat.opaque { context.paintOpaqueStart(bounds) }
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, imageFormat: imageFormat)
        GraphicsContextStack.with(context) { actions(rendererContext) }
        return rendererContext.currentImage
    }
}

/// The settings of an image renderer (`UIGraphicsImageRendererFormat`): the scale, opacity and
/// colour range of its images.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// The colour range of the images (`UIGraphicsImageRendererFormat.Range`); stored.
    public enum Range: Int, Sendable {
        /// The system decides.
        case unspecified = -1
        /// The screen's range.
        case automatic = 0
        /// Extended range.
        case extended = 1
        /// Standard range.
        case standard = 2
    }

    /// Pixels per point of the images: the main screen's (1 here) by default.
    open var scale: CGFloat = 1
    /// Whether the images are opaque (false by default): an opaque image starts black.
    open var opaque = false
    /// The colour range (`.automatic` by default); stored, colours are drawn in sRGB.
    open var preferredRange: Range = .automatic
    /// Whether the images use the extended colour range (deprecated; `preferredRange == .extended`).
    open var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    /// A format with the defaults.
    public required init() { super.init() }
}

/// What an image renderer's block gets (`UIGraphicsImageRendererContext`).
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    private let imageFormat: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, imageFormat: UIGraphicsImageRendererFormat) {
        self.imageFormat = imageFormat
        super.init(cgContext: cgContext, format: imageFormat)
    }

    /// The renderer's format.
    public override var format: UIGraphicsImageRendererFormat { imageFormat }

    /// The image of what has been painted so far.
    open var currentImage: UIImage {
        UIImage(drawing: cgContext.recorded, size: imageFormat.bounds.size, scale: imageFormat.scale)
    }
}
