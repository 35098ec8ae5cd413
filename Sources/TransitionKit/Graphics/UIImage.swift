import Foundation

/// An image: decoded pixels with a scale, a rendering mode and an optional tint, as in UIKit.
///
/// Images are immutable and can be shared between threads. `size` is in points: the pixel size
/// divided by `scale` (a `name@2x.png` resource has scale 2). Files are decoded by the host's
/// `ImageLoading` loader (see `UIImage+Loading.swift`); `init?(systemName:)` draws a small set of
/// symbols itself; `init(cgImage:)` wraps pixels made in code.
public final class UIImage: NSObject, @unchecked Sendable {
    /// How an image view draws the image's colours, as in UIKit.
    public enum RenderingMode: Int, Sendable {
        /// The context decides: symbol images draw as templates, other images as they are.
        case automatic = 0
        /// The image's own colours, ignoring any tint colour.
        case alwaysOriginal = 1
        /// The image's alpha only, filled with the image view's `tintColor`.
        case alwaysTemplate = 2
    }

    /// The pixels (nil never: every `UIImage` here has a bitmap).
    public let cgImage: CGImage?
    /// The pixels, non-optional for the drawing code.
    let bitmap: CGImage
    /// Pixels per point (1, 2 or 3 for `@2x`/`@3x` resources).
    public let scale: CGFloat
    /// How an image view draws the image; `.automatic` by default.
    public let renderingMode: RenderingMode
    /// Whether the image is an SF-Symbol-like system image (`init?(systemName:)`).
    public let isSymbolImage: Bool
    /// The colour `withTintColor(_:)` gave the image: it draws as a silhouette in this colour.
    let symbolTintColor: UIColor?

    /// An empty image (0 x 0 points), as UIKit's `UIImage()`: nothing is drawn for it, so
    /// `navigationBar.shadowImage = UIImage()` and the like read as "none".
    public convenience override init() {
        self.init(bitmap: CGImage(empty: ()), scale: 1)
    }

    /// Creates an image of scale 1 from a bitmap.
    public convenience init(cgImage: CGImage) {
        self.init(bitmap: cgImage, scale: 1)
    }

    /// The designated initialiser: every other one ends here.
    init(
        bitmap: CGImage, scale: CGFloat, renderingMode: RenderingMode = .automatic,
        isSymbolImage: Bool = false, tintColor: UIColor? = nil
    ) {
        self.bitmap = bitmap; self.cgImage = bitmap
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.renderingMode = renderingMode; self.isSymbolImage = isSymbolImage; self.symbolTintColor = tintColor
        super.init()
    }

    /// The size in points: the pixel size divided by `scale`.
    public var size: CGSize {
        CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
    }

    /// Whether an image view draws only the image's alpha, in a tint colour: `.alwaysTemplate`,
    /// or `.automatic` for a symbol image.
    var drawsAsTemplate: Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage)
    }

    /// A copy that draws with `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(bitmap: bitmap, scale: scale, renderingMode: renderingMode, isSymbolImage: isSymbolImage,
                tintColor: symbolTintColor)
    }

    /// A copy that always draws as a silhouette in `color` (its alpha kept), whatever the view's
    /// tint: UIKit draws a bitmap's tint with the image over it in `destinationIn` mode, and a
    /// symbol "always uses the specified tint color". The rendering mode stays the same.
    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(bitmap: bitmap, scale: scale, renderingMode: renderingMode, isSymbolImage: isSymbolImage, tintColor: color)
    }

    /// `withTintColor(_:)` with `renderingMode` as the copy's rendering mode.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(bitmap: bitmap, scale: scale, renderingMode: renderingMode, isSymbolImage: isSymbolImage, tintColor: color)
    }

    /// The colour to draw the image's alpha in, inside a view whose tint colour is `viewTint`;
    /// nil draws the image's own colours.
    func silhouetteColor(viewTint: UIColor) -> UIColor? {
        if let symbolTintColor { return symbolTintColor }
        return drawsAsTemplate ? viewTint : nil
    }

    /// `<UIImage: size {w, h}, scale s>`.
    public override var description: String {
        "<UIImage: size {\(size.width), \(size.height)}, scale \(scale)\(isSymbolImage ? ", symbol" : "")>"
    }
}
