import Foundation

/// A view that draws an image, placed in its bounds by its `contentMode`, as in UIKit.
///
/// The image is drawn from its decoded pixels by the renderer; its placement follows the view's
/// presentation bounds, so animating `frame` or `bounds` animates the picture (an aspect-fill crop
/// changes smoothly as the bounds change shape). With `clipsToBounds` the part outside the bounds
/// is cut off (rounded by `layer.cornerRadius`); without it, aspect-fill and unscaled content
/// overflow the view, as in UIKit. Template images (symbols, or `.alwaysTemplate`) draw in
/// `tintColor`. Image views ignore touches by default, as in UIKit.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image; nil draws nothing but the background.
    open var image: UIImage?
    /// The image drawn while `isHighlighted`; nil draws `image` then.
    open var highlightedImage: UIImage?
    /// Whether the view shows `highlightedImage` (and `highlightedAnimationImages` while animating).
    open var isHighlighted = false

    /// The images `startAnimating()` shows in turn, each for an equal part of
    /// `animationDuration`; nil (the default) or empty makes `startAnimating()` do nothing.
    /// Setting nil or an empty array stops a running sequence.
    open var animationImages: [UIImage]? {
        didSet { if (animationImages ?? []).isEmpty { stopImageSequence() } }
    }
    /// The images shown instead while `isHighlighted` (nil: `animationImages`).
    open var highlightedAnimationImages: [UIImage]?
    /// One cycle through the images, in seconds of the window's animation time; 0 (the default)
    /// means 1/30 s per image, as in UIKit. Negative and non-finite values read as 0.
    open var animationDuration: TimeInterval = 0 {
        didSet { if !animationDuration.isFinite || animationDuration < 0 { animationDuration = 0 } }
    }
    /// How many cycles to show; 0 (the default) repeats until `stopAnimating()`.
    open var animationRepeatCount = 0
    /// The running sequence (nil when not animating).
    var imageSequence: ImageSequenceAnimation?

    /// Starts showing `animationImages` in turn, on the clock of the window the view is in (the
    /// first image at once; a view out of a window starts when it enters one). Calling it while
    /// animating does nothing.
    open func startAnimating() { startImageSequence() }

    /// Stops the sequence and shows `image` again.
    open func stopAnimating() { stopImageSequence() }

    /// Whether the sequence runs (from `startAnimating()` until `stopAnimating()` or the last repeat).
    open var isAnimating: Bool { imageSequence != nil }

    /// Creates an image view showing `image`, sized to it (origin zero).
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// Creates an image view showing `image`, and `highlightedImage` while highlighted.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// Creates an empty image view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Image views are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The image drawn now: the sequence's current image while animating, else the highlighted
    /// image while highlighted (when there is one), else `image`.
    var displayedImage: UIImage? { sequenceImage ?? (isHighlighted ? highlightedImage ?? image : image) }

    /// The displayed image's size in points; with no image, `noIntrinsicMetric` both ways.
    open override var intrinsicContentSize: CGSize {
        displayedImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The displayed image's size (the current size with no image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? bounds.size }

    /// The image's draw in `bounds`: where it lands (by `contentMode`), which pixels, and the
    /// tint, cut to `bounds` when the view clips. Nil when nothing of it shows.
    func imageContent(in bounds: CGRect) -> DisplayList.Command.Image? {
        guard let image = displayedImage, image.bitmap.width > 0, image.bitmap.height > 0 else { return nil }
        let pixels = image.bitmap
        var destination = contentMode.rect(forContentOf: image.size, in: bounds)
        var source = CGRect(x: 0, y: 0, width: pixels.width, height: pixels.height)
        if clipsToBounds {
            let visible = destination.intersection(bounds)
            guard !visible.isNull, visible.width > 0, visible.height > 0 else { return nil }
            // Multiplied before divided: whole-pixel crops come out exact.
            let pixelsWide = source.width, pixelsHigh = source.height
            source = CGRect(
                x: (visible.minX - destination.minX) * pixelsWide / destination.width,
                y: (visible.minY - destination.minY) * pixelsHigh / destination.height,
                width: visible.width * pixelsWide / destination.width,
                height: visible.height * pixelsHigh / destination.height)
            destination = visible
        }
        guard destination.width > 0, destination.height > 0 else { return nil }
        return DisplayList.Command.Image(
            pixels: pixels, sourceRect: source, destinationRect: destination,
            tintColor: image.silhouetteColor(viewTint: tintColor))
    }

    override func appendContent(
        base: DisplayList.Command, values: PresentationValues, into commands: inout [DisplayList.Command]
    ) {
        // The background and shadow under the image, the border over it (Core Animation's order).
        var background = base
        background.borderWidth = 0
        super.appendContent(base: background, values: values, into: &commands)
        if let content = imageContent(in: values.bounds) {
            var command = base
            command.fillColor = nil; command.borderWidth = 0; command.shadow = nil
            command.cornerRadius = clipsToBounds ? base.cornerRadius : 0
            command.content = .image(content)
            command.appendImage(into: &commands)
        }
        if base.borderWidth > 0, base.borderColor != nil {
            var border = base
            border.fillColor = nil; border.shadow = nil
            commands.append(border)
        }
    }
}
