import Foundation
import TransitionKit

/// The column right of the device's screen where the tools' panels sit, as the iOS Simulator's
/// window sits beside Xcode's debug area: the panels never cover the scene.
///
/// The window is the device's screen (at its size in points, from the left edge, so window and
/// device points agree) plus the sidebar. Panels stack from the top in tool order, each as tall as
/// it needs; one that no longer fits is cut at the window's bottom.
enum Sidebar {
    /// The sidebar's width in points.
    static let width: CGFloat = 400
    /// The margin around and between panels, in points.
    static let margin: CGFloat = 12
    /// A panel's width in points.
    static let panelWidth: CGFloat = width - 2 * margin
    /// The narrowest device screen a window resize leaves, in points.
    static let minimumDeviceWidth: CGFloat = 160

    /// The window that shows a device screen of `size` points beside the sidebar.
    static func windowSize(forDevice size: CGSize) -> CGSize { CGSize(width: size.width + width, height: size.height) }

    /// The device screen a window of `size` points leaves beside the sidebar.
    static func deviceSize(forWindow size: CGSize) -> CGSize {
        CGSize(width: max(size.width - width, minimumDeviceWidth), height: size.height)
    }

    /// Where the panels of one frame go: a cursor down the sidebar.
    struct Layout {
        /// The sidebar's frame in window points.
        let frame: CGRect
        /// The top of the next panel.
        private(set) var nextTop: CGFloat

        /// The layout of a sidebar beside a device of `deviceSize` points.
        init(deviceSize: CGSize) {
            frame = CGRect(x: deviceSize.width, y: 0, width: Sidebar.width, height: deviceSize.height)
            nextTop = Sidebar.margin
        }

        /// The frame of the next panel, `height` points tall and `panelWidth` wide (cut at the
        /// window's bottom, never less than 0); later panels go below it.
        mutating func place(height: CGFloat) -> CGRect {
            let top = nextTop
            let shown = max(0, min(height, frame.maxY - Sidebar.margin - top))
            nextTop = top + height + Sidebar.margin
            return CGRect(x: frame.minX + Sidebar.margin, y: top, width: Sidebar.panelWidth, height: shown)
        }

        /// Places `view` as the next panel, `height` points tall (its frame is set only when it
        /// changes: an unchanged frame damages nothing).
        mutating func place(_ view: UIView, height: CGFloat) {
            let frame = place(height: height)
            if view.frame != frame { view.frame = frame }
        }

        /// The space left below the panels placed so far, in points.
        var remainingHeight: CGFloat { max(0, frame.maxY - Sidebar.margin - nextTop) }
    }
}
