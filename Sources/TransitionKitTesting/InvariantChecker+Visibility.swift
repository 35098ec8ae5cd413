import Foundation
import TransitionKit

/// The at-rest check that the screen on top can be seen.
extension InvariantChecker {
    /// The controller whose screen should be on top: `chainTop` (the top of the presentation
    /// chain), then through containers: a navigation controller's top, or the only child whose
    /// view is in the window.
    public static func topVisibleController(above chainTop: UIViewController, in window: UIWindow) -> UIViewController {
        var current = chainTop
        for _ in 0..<100 {
            if let navigation = current as? UINavigationController, let top = navigation.topViewController {
                current = top
                continue
            }
            let shown = current.children.filter { $0.viewIfLoaded?.window === window }
            guard shown.count == 1 else { break }
            current = shown[0]
        }
        return current
    }

    /// The alpha `view` is drawn with: its own times its ancestors' (0 when one is hidden).
    public static func effectiveAlpha(of view: UIView) -> CGFloat {
        var alpha: CGFloat = 1
        var current: UIView? = view
        while let view = current {
            alpha *= view.isHidden ? 0 : view.alpha
            current = view.superview
        }
        return alpha
    }

    /// The smallest window side at which layouts fit in it: below it, a navigation bar (44 pt) or
    /// a sheet's top inset legitimately pushes the screen on top out of the window.
    static let smallestLaidOutWindowSide: CGFloat = 100

    /// After a transition settles, the top visible controller's view is in the window, has an
    /// effective alpha above 0.01, intersects the window (when it has an area and the window is
    /// at least `smallestLaidOutWindowSide` each way) and is not fully covered by an opaque view
    /// above it.
    static func checkTopVisible(above chainTop: UIViewController, in window: UIWindow, problems: inout [String]) {
        let controller = topVisibleController(above: chainTop, in: window)
        let label = "the top visible controller \(name(controller))"
        guard let view = controller.viewIfLoaded, view.window === window else {
            problems.append("\(label)'s view is not in the window")
            return
        }
        let alpha = effectiveAlpha(of: view)
        if alpha <= 0.01 { problems.append("\(label)'s view is invisible: effective alpha \(alpha)") }
        guard view.bounds.width > 0, view.bounds.height > 0,
              min(window.bounds.width, window.bounds.height) >= smallestLaidOutWindowSide else { return }
        let visible = view.convert(view.bounds, to: nil).intersection(window.bounds)
        guard !visible.isNull, visible.width > 0, visible.height > 0 else {
            problems.append("\(label)'s view does not intersect the window: \(view.convert(view.bounds, to: nil))")
            return
        }
        if let cover = opaqueCover(of: view, visible: visible) {
            problems.append("\(label)'s view is covered by an opaque \(type(of: cover)) at \(cover.frame)")
        }
    }

    /// A view above `view` (a later sibling of it or of one of its ancestors) that is opaque,
    /// square-cornered and axis-aligned and covers all of `visible` (window coordinates).
    private static func opaqueCover(of view: UIView, visible: CGRect) -> UIView? {
        var node = view
        while let parent = node.superview {
            guard let index = parent.subviews.firstIndex(where: { $0 === node }) else { return nil }
            for sibling in parent.subviews[(index + 1)...] where isOpaqueCover(sibling) {
                let rect = sibling.convert(sibling.bounds, to: nil)
                if rect.minX <= visible.minX, rect.minY <= visible.minY, rect.maxX >= visible.maxX, rect.maxY >= visible.maxY {
                    return sibling
                }
            }
            node = parent
        }
        return nil
    }

    private static func isOpaqueCover(_ view: UIView) -> Bool {
        let transform = view.transform
        return !view.isHidden && view.alpha >= 0.999 && (view.backgroundColor?.alpha ?? 0) >= 0.999
            && view.layer.cornerRadius == 0 && transform.b == 0 && transform.c == 0
    }
}
