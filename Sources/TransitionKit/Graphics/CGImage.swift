import Foundation

/// A bitmap: decoded pixels a `UIImage` draws, as Core Graphics' `CGImage` is.
///
/// Pixels are 8-bit RGBA with straight (not premultiplied) alpha, rows top to bottom, four bytes
/// a pixel. `width`, `height`, `bitsPerComponent`, `bitsPerPixel` and `bytesPerRow` are Core
/// Graphics' names; the initialisers are Linux additions (Core Graphics makes images from data
/// providers and bitmap contexts, which do not exist here). Immutable, so images share it freely.
public final class CGImage: Equatable, Sendable, CustomStringConvertible {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The pixels: `width * height * 4` bytes, R, G, B, A, rows top to bottom.
    public let rgbaPixels: [UInt8]
    /// 8, as Core Graphics reports for this layout.
    public var bitsPerComponent: Int { 8 }
    /// 32, as Core Graphics reports for this layout.
    public var bitsPerPixel: Int { 32 }
    /// `width * 4`.
    public var bytesPerRow: Int { width * 4 }
    /// The draw commands of an image drawn by a graphics context (`UIGraphicsImageRenderer`,
    /// `CGContext.makeImage()`), in points of the drawing; nil for decoded pixels. A drawn
    /// image keeps its drawing rather than pixels (TransitionKit rasterizes nothing: the
    /// renderer draws the commands where the image is shown), so its `rgbaPixels` are empty.
    let drawing: [DisplayList.Command]?
    /// Pixels per point of a drawn image (the renderer format's scale); 1 for decoded pixels.
    let drawingScale: CGFloat
    /// The draw commands of a drawn image (a test hook; see `drawing`).
    package var recordedCommands: [DisplayList.Command]? { drawing }

    /// The diagnostic for pixels that do not match their size.
    public static let invalidPixels = Diagnostic.Code(rawValue: "image.invalidPixels", severity: .error)

    /// The empty image (0 x 0) behind `UIImage()`; nothing draws it.
    init(empty: Void) {
        width = 0; height = 0; rgbaPixels = []; drawing = nil; drawingScale = 1
    }

    /// An image of a drawing: `size` points at `scale` pixels per point (at least one pixel
    /// each way), drawn by replaying `commands`.
    init(drawing commands: [DisplayList.Command], size: CGSize, scale: CGFloat) {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        width = max(1, Int((size.width * scale).rounded(.up))); height = max(1, Int((size.height * scale).rounded(.up)))
        rgbaPixels = []; drawing = commands; drawingScale = scale
    }

    /// An image from RGBA bytes (straight alpha, rows top to bottom), or nil with the diagnostic
    /// `image.invalidPixels` when the size is not positive or `rgbaPixels` does not hold
    /// `width * height * 4` bytes. A Linux addition.
    public init?(width: Int, height: Int, rgbaPixels: [UInt8]) {
        guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15, rgbaPixels.count == width * height * 4 else {
            ImageDiagnostics.report(Diagnostic(
                code: Self.invalidPixels,
                message: "CGImage(width: \(width), height: \(height), rgbaPixels:) was given \(rgbaPixels.count) bytes; "
                    + "it needs a positive size of at most 32768 and width * height * 4 bytes: no image made"))
            return nil
        }
        self.width = width; self.height = height; self.rgbaPixels = rgbaPixels; drawing = nil; drawingScale = 1
    }

    /// A `width` x `height` image of one colour, or nil (with `image.invalidPixels`) for a size
    /// that is not positive. A Linux addition for tests and placeholders.
    public convenience init?(width: Int, height: Int, color: UIColor) {
        guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15 else {
            self.init(width: width, height: height, rgbaPixels: [])
            return
        }
        let pixel = [color.red, color.green, color.blue, color.alpha].map { UInt8(($0 * 255).rounded()) }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: bytes.count, by: 4) {
            bytes[index] = pixel[0]; bytes[index + 1] = pixel[1]; bytes[index + 2] = pixel[2]; bytes[index + 3] = pixel[3]
        }
        self.init(width: width, height: height, rgbaPixels: bytes)
    }

    /// The RGBA components of pixel `(x, y)`, or nil outside the image (and for a drawn image,
    /// whose pixels are not kept).
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height, drawing == nil else { return nil }
        let index = (y * width + x) * 4
        return (rgbaPixels[index], rgbaPixels[index + 1], rgbaPixels[index + 2], rgbaPixels[index + 3])
    }

    /// The same object, or the same size and pixels.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
        lhs === rhs || (lhs.width == rhs.width && lhs.height == rhs.height && lhs.rgbaPixels == rhs.rgbaPixels
            && lhs.drawing == rhs.drawing)
    }

    /// `<CGImage 320x240>`.
    public var description: String { "<CGImage \(width)x\(height)>" }
}

/// Reports image diagnostics from any isolation: on the main actor to the windows (as every
/// diagnostic), elsewhere to stderr. The main actor runs on the main thread, or (on Linux, after
/// `dispatchMain()`, as in test runners) on the main queue's worker thread: both are recognised.
enum ImageDiagnostics {
    static func report(_ diagnostic: Diagnostic) {
        AnimationContext.reportFromAnyContext(diagnostic)
    }
}
