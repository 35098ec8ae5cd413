import Foundation

/// The scroll view's two layout guides (iOS 11): content laid out with Auto Layout against
/// `contentLayoutGuide` sets `contentSize`, and `frameLayoutGuide` is the scroll view's visible
/// frame, typically for "as wide as the scroll view":
///
/// ```swift
/// stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor).isActive = true
/// stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor).isActive = true
/// stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor).isActive = true
/// ```
extension UIScrollView {
    /// The content's rectangle: its top-left corner at the content's origin; its size, once
    /// constraints of yours involve it, becomes `contentSize` in each layout pass.
    public var contentLayoutGuide: UILayoutGuide {
        if let guide = storedContentLayoutGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIScrollView-contentLayoutGuide"
        addLayoutGuide(guide)
        for constraint in [guide.leftAnchor.constraint(equalTo: leftAnchor), guide.topAnchor.constraint(equalTo: topAnchor)] {
            constraint.activate(system: true)
        }
        storedContentLayoutGuide = guide
        return guide
    }

    /// The scroll view's frame in its content's coordinates: its size, at the content offset
    /// (views pinned to its edges stay put while the content scrolls).
    public var frameLayoutGuide: UILayoutGuide {
        if let guide = storedFrameLayoutGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIScrollView-frameLayoutGuide"
        addLayoutGuide(guide)
        let left = guide.leftAnchor.constraint(equalTo: leftAnchor, constant: contentOffset.x)
        let top = guide.topAnchor.constraint(equalTo: topAnchor, constant: contentOffset.y)
        for constraint in [left, top, guide.widthAnchor.constraint(equalTo: widthAnchor), guide.heightAnchor.constraint(equalTo: heightAnchor)] {
            constraint.activate(system: true)
        }
        frameGuideOrigin = (left, top)
        storedFrameLayoutGuide = guide
        return guide
    }

    /// After a layout pass: takes `contentSize` from the content guide when constraints of
    /// yours size it.
    func contentLayoutGuideDidLayOut() {
        guard let guide = storedContentLayoutGuide,
            autoLayoutStorage?.constraints.contains(where: { $0.firstItem === guide || $0.secondItem === guide }) == true
        else { return }
        let size = guide.layoutFrame.size
        if size != contentSize { contentSize = size }
    }

    /// The content offset changed: the frame guide moves with it.
    func frameLayoutGuideFollowOffset() {
        guard let origin = frameGuideOrigin else { return }
        origin.left.constant = contentOffset.x
        origin.top.constant = contentOffset.y
    }
}
