import Foundation
import TransitionKit

/// How many pixels one point covers: the drawable (renderer output) size over the window size.
///
/// On a HiDPI display with `SDL_WINDOW_ALLOW_HIGHDPI` the renderer's output can be twice the
/// window size; the display list is in points, so the renderer multiplies by this scale.
public struct PixelScale: Equatable, Sendable {
    /// Pixels per point horizontally.
    public var x: CGFloat
    /// Pixels per point vertically.
    public var y: CGFloat

    /// One pixel per point.
    public static let one = PixelScale(x: 1, y: 1)

    /// Creates a scale from its two factors.
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }

    /// The scale from a drawable size in pixels and a window size in points.
    ///
    /// A zero or negative window dimension (a minimised window) gives 1 for that axis.
    public init(drawableWidth: Int, drawableHeight: Int, windowWidth: Int, windowHeight: Int) {
        x = windowWidth > 0 && drawableWidth > 0 ? CGFloat(drawableWidth) / CGFloat(windowWidth) : 1
        y = windowHeight > 0 && drawableHeight > 0 ? CGFloat(drawableHeight) / CGFloat(windowHeight) : 1
    }

    /// The transform from window points to pixels.
    public var transform: CGAffineTransform { CGAffineTransform(scaleX: x, y: y) }

    /// A rectangle in points converted to the smallest whole-pixel rectangle that covers it.
    public func pixelRect(covering rect: CGRect) -> (x: Int, y: Int, width: Int, height: Int) {
        let minX = (rect.minX * x).rounded(.down), minY = (rect.minY * y).rounded(.down)
        let maxX = (rect.maxX * x).rounded(.up), maxY = (rect.maxY * y).rounded(.up)
        return (Int(minX), Int(minY), Int(max(0, maxX - minX)), Int(max(0, maxY - minY)))
    }

    /// The size in points of a drawable of the given pixel size.
    public func points(fromPixelWidth width: Int, height: Int) -> CGSize {
        CGSize(width: CGFloat(width) / x, height: CGFloat(height) / y)
    }
}
