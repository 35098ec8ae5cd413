import Foundation

/// How a layer places its `contents` in its bounds (Core Animation's `CALayerContentsGravity`).
///
/// The names are Core Animation's. On iOS the top and bottom gravities are known to appear
/// swapped (Core Animation's unflipped layer geometry); here `.top` is the top of the bounds, as
/// the names read: a deliberate difference.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The gravity's name ("resize", "center", ...).
    public let rawValue: String
    /// Creates a gravity from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Unscaled, centred.
    public static let center = Self(rawValue: "center")
    /// Unscaled, centred horizontally at the top edge.
    public static let top = Self(rawValue: "top")
    /// Unscaled, centred horizontally at the bottom edge.
    public static let bottom = Self(rawValue: "bottom")
    /// Unscaled, centred vertically at the left edge.
    public static let left = Self(rawValue: "left")
    /// Unscaled, centred vertically at the right edge.
    public static let right = Self(rawValue: "right")
    /// Unscaled, in the top-left corner.
    public static let topLeft = Self(rawValue: "topLeft")
    /// Unscaled, in the top-right corner.
    public static let topRight = Self(rawValue: "topRight")
    /// Unscaled, in the bottom-left corner.
    public static let bottomLeft = Self(rawValue: "bottomLeft")
    /// Unscaled, in the bottom-right corner.
    public static let bottomRight = Self(rawValue: "bottomRight")
    /// Stretched to the bounds (the default).
    public static let resize = Self(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping the aspect ratio.
    public static let resizeAspect = Self(rawValue: "resizeAspect")
    /// Scaled to cover the bounds, keeping the aspect ratio.
    public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")

    /// The view content mode that places content the same way.
    var contentMode: UIView.ContentMode {
        switch self {
        case .center: .center
        case .top: .top
        case .bottom: .bottom
        case .left: .left
        case .right: .right
        case .topLeft: .topLeft
        case .topRight: .topRight
        case .bottomLeft: .bottomLeft
        case .bottomRight: .bottomRight
        case .resizeAspect: .scaleAspectFit
        case .resizeAspectFill: .scaleAspectFill
        default: .scaleToFill
        }
    }
}

extension CALayer {
    /// The part of `contents` shown, in unit coordinates of the image ((0, 0, 1, 1), all of it,
    /// by default); animatable (sprite sheets and reveal effects animate it).
    public var contentsRect: CGRect {
        get { modelValues.contentsRect }
        set {
            let old = modelValues.contentsRect
            if newValue.isFiniteRect { modelValues.contentsRect = newValue } else {
                reportBadValue(property: .contentsRect, value: "\(newValue)")
            }
            modelDidChange(.contentsRect, from: old.animationVector, to: modelValues.contentsRect.animationVector)
        }
    }

    /// The middle part of `contents` that stretches when the contents are resized, in unit
    /// coordinates of the image ((0, 0, 1, 1), all of it, by default: the whole image stretches).
    /// With `contentsGravity` `.resize` (the default) the image is drawn in nine parts: the corners
    /// outside this rectangle keep their size (at `contentsScale`), the edges stretch along them
    /// and the middle stretches both ways (a resizable image's cap insets); with the other
    /// gravities the image is placed whole. Not animatable here.
    public var contentsCenter: CGRect {
        get { modelValues.contentsCenter }
        set {
            guard newValue.isFiniteRect else { return reportBadValue(named: "contentsCenter", value: "\(newValue)") }
            modelValues.contentsCenter = newValue
        }
    }

    /// Asks for `display()` before the layer is next drawn, as `setNeedsDisplay()`: the layer's
    /// whole content is redisplayed (`r`, the part that changed in the layer's coordinates, is
    /// not kept).
    public func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    /// The bitmap `contents` holds: a `CGImage`, or a `UIImage`'s bitmap.
    var contentsBitmap: CGImage? {
        switch contents {
        case let image as CGImage: image
        case let image as UIImage: image.bitmap
        default: nil
        }
    }

    /// The draw of `contents` in `values`' bounds: the `contentsRect` part of the bitmap, placed
    /// by `contentsGravity` at `contentsScale`, cut to the bounds when the layer masks to them.
    func contentsImage(in values: LayerValues) -> DisplayList.Command.Image? {
        guard let pixels = contentsBitmap, pixels.width > 0, pixels.height > 0 else { return nil }
        let unit = values.contentsRect.intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
        guard !unit.isNull, unit.width > 0, unit.height > 0 else { return nil }
        let width = CGFloat(pixels.width), height = CGFloat(pixels.height)
        var source = CGRect(x: unit.minX * width, y: unit.minY * height, width: unit.width * width, height: unit.height * height)
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        let bounds = values.bounds
        var destination = contentsGravity.contentMode.rect(
            forContentOf: CGSize(width: source.width / scale, height: source.height / scale), in: bounds)
        if masksToBounds {
            let visible = destination.intersection(bounds)
            guard !visible.isNull, visible.width > 0, visible.height > 0 else { return nil }
            source = CGRect(
                x: source.minX + (visible.minX - destination.minX) * source.width / destination.width,
                y: source.minY + (visible.minY - destination.minY) * source.height / destination.height,
                width: visible.width * source.width / destination.width,
                height: visible.height * source.height / destination.height)
            destination = visible
        }
        guard destination.width > 0, destination.height > 0 else { return nil }
        return DisplayList.Command.Image(pixels: pixels, sourceRect: source, destinationRect: destination)
    }

    /// The view's content (or the plain background), then `contents`.
    @MainActor func appendOwnContent(base: DisplayList.Command, values: PresentationValues, into commands: inout [DisplayList.Command]) {
        if let owningView {
            owningView.appendContent(base: base, values: values, into: &commands)
        } else if base.fillColor != nil || base.borderWidth > 0 || base.shadow != nil {
            commands.append(base)
        }
        appendDrawnContent(base: base, values: values, into: &commands)
        guard contents != nil, let image = contentsImage(in: values) else { return }
        var command = base
        command.fillColor = nil; command.borderWidth = 0; command.shadow = nil
        command.cornerRadius = masksToBounds ? base.cornerRadius : 0
        for part in ninePartImages(of: image, center: values.contentsCenter) {
            command.content = .image(part)
            upright(command, in: values.bounds).appendImage(into: &commands)
        }
    }
}
