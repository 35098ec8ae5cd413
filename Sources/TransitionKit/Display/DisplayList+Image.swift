import Foundation

extension DisplayList.Command {
    /// An image to draw: part of a bitmap, mapped onto a rectangle in the command's coordinates.
    ///
    /// `UIImageView` places the image by its content mode and, when it clips to its bounds, cuts
    /// the part outside them off both rectangles, so an aspect-fill crop is `sourceRect`. The
    /// command's `rect` is the view's bounds and its `cornerRadius` the rounding the image is cut
    /// to (0 when the view does not clip).
    public struct Image: Equatable, Sendable {
        /// The pixels.
        public var pixels: CGImage
        /// The part of the bitmap drawn, in pixels (origin top-left).
        public var sourceRect: CGRect
        /// Where that part lands, in the command's coordinates (the view's bounds space).
        public var destinationRect: CGRect
        /// When set, the image's alpha is filled with this colour (a template image's tint, or
        /// `withTintColor(_:)`); nil draws the image's own colours.
        public var tintColor: UIColor?

        /// Creates an image draw.
        public init(pixels: CGImage, sourceRect: CGRect, destinationRect: CGRect, tintColor: UIColor? = nil) {
            self.pixels = pixels; self.sourceRect = sourceRect
            self.destinationRect = destinationRect; self.tintColor = tintColor
        }
    }
}
