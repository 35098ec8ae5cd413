import Foundation

/// Keeps a window inside the display's usable area (the desktop minus panels and docks): a window
/// whose size in points is too big is shown smaller, all of it scaled by the same factor, so its
/// content keeps its size in points (R's rotated 768x1024 on a 1080p desktop).
package struct WindowFit: Equatable {
    /// The space the window manager draws around the content area, in screen units.
    package struct Borders: Equatable {
        var top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0

        /// Borders of the given widths, in screen units.
        package init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
            self.top = top; self.left = left; self.bottom = bottom; self.right = right
        }
    }

    /// The display's usable area in screen units (`SDL_GetDisplayUsableBounds`).
    var usable: CGRect
    /// The window's decorations (`SDL_GetWindowBordersSize`; zero without a window manager).
    var borders = Borders()

    /// A fit for the usable area `usable` and a window with `borders`.
    package init(usable: CGRect, borders: Borders = Borders()) {
        self.usable = usable
        self.borders = borders
    }

    /// Screen units per point for a content area of `size` points: 1 when it fits, else the
    /// largest factor that fits it with its borders (never below 0.1).
    package func scale(for size: CGSize) -> CGFloat {
        guard size.width > 0, size.height > 0, usable.width > 0, usable.height > 0 else { return 1 }
        let width = usable.width - borders.left - borders.right
        let height = usable.height - borders.top - borders.bottom
        return max(0.1, min(1, width / size.width, height / size.height))
    }

    /// The content area's origin moved as little as possible to put the window, borders
    /// included, inside the usable area (the top-left corner wins when it cannot fit).
    package func origin(for contentSize: CGSize, at origin: CGPoint) -> CGPoint {
        let maxX = usable.maxX - borders.right - contentSize.width
        let maxY = usable.maxY - borders.bottom - contentSize.height
        return CGPoint(
            x: max(usable.minX + borders.left, min(origin.x, maxX)),
            y: max(usable.minY + borders.top, min(origin.y, maxY)))
    }
}
