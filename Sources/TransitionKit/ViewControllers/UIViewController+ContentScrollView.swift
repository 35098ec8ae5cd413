import Foundation

/// A scroll view held weakly (a controller's content scroll views do not keep them alive).
struct WeakScrollView {
    weak var scrollView: UIScrollView?
}

/// The scroll view bars follow (iOS 15): a navigation bar's large title collapses with the one
/// for the top edge. Set one with `setContentScrollView(_:for:)`; without it UIKit's heuristic
/// finds one (the controller's view when it is a scroll view, else the first scroll view
/// breadth-first among its subviews).
extension UIViewController {
    /// Sets the scroll view bars follow for `edge` (`.top`, `.bottom`, or several); nil goes
    /// back to the heuristic.
    public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        for single in NSDirectionalRectEdge.singleEdges where edge.contains(single) {
            contentScrollViews[single.rawValue] = scrollView.map { WeakScrollView(scrollView: $0) }
        }
        navigationController?.contentScrollViewDidChange(for: self)
    }

    /// Sets the scroll view bars follow for every edge.
    public func setContentScrollView(_ scrollView: UIScrollView?) {
        setContentScrollView(scrollView, for: .all)
    }

    /// The scroll view set for `edge` (the first of its edges that has one), else the one found.
    func resolvedContentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        for single in NSDirectionalRectEdge.singleEdges where edge.contains(single) {
            if let scrollView = contentScrollViews[single.rawValue]?.scrollView { return scrollView }
        }
        return UINavigationBar.contentScrollView(in: viewIfLoaded)
    }
}

extension NSDirectionalRectEdge {
    /// The four edges, one by one.
    static let singleEdges: [NSDirectionalRectEdge] = [.top, .leading, .bottom, .trailing]
}
