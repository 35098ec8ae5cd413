import Foundation

/// The content's scrollable range: the smallest and largest offsets, and which axes scroll.
extension UIScrollView {
    /// The smallest offsets (top-left edge of the content with its insets). The top also leaves
    /// room for a collapsed large title to expand again (`largeTitleRoom`).
    var minimumOffset: CGPoint {
        CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top - largeTitleRoom)
    }

    /// The largest offsets (bottom-right edge), never below the minimum.
    var maximumOffset: CGPoint {
        let inset = adjustedContentInset, minimum = minimumOffset
        return CGPoint(
            x: max(minimum.x, contentSize.width + inset.right - bounds.width),
            y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
    }

    /// Whether the content moves horizontally (wider than the view, or `alwaysBounceHorizontal`).
    var scrollsHorizontally: Bool {
        let inset = adjustedContentInset
        return contentSize.width + inset.left + inset.right > bounds.width + 1e-9 || alwaysBounceHorizontal
    }

    /// Whether the content moves vertically (taller than the view, or `alwaysBounceVertical`).
    var scrollsVertically: Bool {
        let inset = adjustedContentInset
        return contentSize.height + inset.top + inset.bottom > bounds.height + 1e-9 || alwaysBounceVertical
    }

    /// `offset` clamped to the content.
    func clamped(_ offset: CGPoint) -> CGPoint {
        let minimum = minimumOffset, maximum = maximumOffset
        return CGPoint(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }
}
