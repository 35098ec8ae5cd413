import Foundation

/// The settings of a graphics renderer (`UIGraphicsRendererFormat`); see `UIGraphicsImageRendererFormat`.
open class UIGraphicsRendererFormat: NSObject, @unchecked Sendable {
    /// A format with the defaults.
    public required override init() { super.init() }

    /// A format for the main screen (deprecated in UIKit in favour of `preferred()`).
    open class func `default`() -> Self { Self() }

    /// A format for the main screen.
    open class func preferred() -> Self { Self() }

    /// The area a renderer of this format draws, in points (zero until a renderer owns it).
    open internal(set) var bounds: CGRect = .zero
}

/// What a renderer's drawing block gets (`UIGraphicsRendererContext`): the Core Graphics
/// context and a few conveniences.
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context the block paints into.
    public let cgContext: CGContext
    /// The renderer's format.
    let rendererFormat: UIGraphicsRendererFormat
    /// The renderer's format.
    open var format: UIGraphicsRendererFormat { rendererFormat }

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext; self.rendererFormat = format
        super.init()
    }

    /// Fills `rect` with the current fill colour (`UIColor.setFill()`).
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Fills `rect` in `blendMode` (painted as `.normal`).
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.fill(rect) }
    /// Strokes a 1-point frame inside `rect` in the current fill colour, as `UIRectFrame`.
    open func stroke(_ rect: CGRect) { GraphicsContextStack.with(cgContext) { UIRectFrame(rect) } }
    /// `stroke(_:)` in `blendMode` (painted as `.normal`).
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) { stroke(rect) }
    /// Cuts the clip to `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// A renderer of drawing blocks (`UIGraphicsRenderer`); `UIGraphicsImageRenderer` draws images.
open class UIGraphicsRenderer: NSObject, @unchecked Sendable {
    /// The format given at creation.
    let rendererFormat: UIGraphicsRendererFormat
    /// The renderer's format.
    open var format: UIGraphicsRendererFormat { rendererFormat }
    /// Whether the renderer makes images: true.
    open var allowsImageOutput: Bool { true }

    /// A renderer drawing `bounds` in `format`.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        self.rendererFormat = format
        format.bounds = bounds
        super.init()
    }

    /// A renderer drawing `bounds` in the preferred format.
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: UIGraphicsRendererFormat.preferred()) }
}
