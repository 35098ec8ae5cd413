import Foundation

extension UIView {
    /// How a view places its content in its bounds when the sizes differ, as in UIKit.
    ///
    /// Meanings from Apple's `UIView.ContentMode` documentation: `.scaleToFill` "scale[s] the
    /// content to fit the size of itself by changing the aspect ratio of the content if
    /// necessary"; `.scaleAspectFit` scales "to fit the size of the view by maintaining the aspect
    /// ratio. Any remaining area of the view's bounds is transparent"; `.scaleAspectFill` scales
    /// "to fill the size of the view. Some portion of the content may be clipped"; `.redraw`
    /// redisplays the view when the bounds change (an image is then scaled to fill, as with
    /// `.scaleToFill`); `.center` and the edge and corner modes keep the content's size and
    /// align it to that place in the bounds (the UIKit header: "contents remain same size.
    /// positioned adjusted").
    public enum ContentMode: Int, Sendable {
        /// Stretch to the bounds.
        case scaleToFill = 0
        /// Scale to fit inside the bounds, keeping the aspect ratio.
        case scaleAspectFit = 1
        /// Scale to cover the bounds, keeping the aspect ratio (the overflow may be clipped).
        case scaleAspectFill = 2
        /// Redraw when the bounds change; content is stretched as with `.scaleToFill`.
        case redraw = 3
        /// Unscaled, centred.
        case center = 4
        /// Unscaled, centred horizontally at the top.
        case top = 5
        /// Unscaled, centred horizontally at the bottom.
        case bottom = 6
        /// Unscaled, centred vertically at the left.
        case left = 7
        /// Unscaled, centred vertically at the right.
        case right = 8
        /// Unscaled, in the top-left corner.
        case topLeft = 9
        /// Unscaled, in the top-right corner.
        case topRight = 10
        /// Unscaled, in the bottom-left corner.
        case bottomLeft = 11
        /// Unscaled, in the bottom-right corner.
        case bottomRight = 12

        /// The rectangle content of `contentSize` (points) occupies in `bounds` in this mode.
        /// It can be larger than `bounds` (aspect fill, or unscaled content bigger than the view).
        /// A content size that is not positive and finite gives `bounds` itself.
        package func rect(forContentOf contentSize: CGSize, in bounds: CGRect) -> CGRect {
            let width = contentSize.width, height = contentSize.height
            guard width.isFinite, height.isFinite, width > 0, height > 0 else { return bounds }
            switch self {
            case .scaleToFill, .redraw:
                return bounds
            case .scaleAspectFit, .scaleAspectFill:
                let fit = min(bounds.width / width, bounds.height / height)
                let fill = max(bounds.width / width, bounds.height / height)
                let factor = self == .scaleAspectFit ? fit : fill
                let size = CGSize(width: width * factor, height: height * factor)
                return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                              width: size.width, height: size.height)
            case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
                let x: CGFloat, y: CGFloat
                switch self {
                case .left, .topLeft, .bottomLeft: x = bounds.minX
                case .right, .topRight, .bottomRight: x = bounds.maxX - width
                default: x = bounds.midX - width / 2
                }
                switch self {
                case .top, .topLeft, .topRight: y = bounds.minY
                case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - height
                default: y = bounds.midY - height / 2
                }
                return CGRect(x: x, y: y, width: width, height: height)
            }
        }
    }
}
