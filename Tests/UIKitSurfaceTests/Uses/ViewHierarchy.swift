import Foundation
import TransitionKit

// UIView's creation, hierarchy, observation, tags, hit testing and editing: the hooks a view
// subclass overrides, and the calls a screen makes to build its views.

/// A badge view that tracks its place in the hierarchy, as UIKit subclasses do.
private final class ViewHierarchyBadgeView: UIView {
    var log: [String] = []

    // census: UIView+Hierarchy.init(frame:)
    override init(frame: CGRect) { super.init(frame: frame) }
    // census: UIView+Hierarchy.init(coder:)
    required init?(coder: NSCoder) { super.init(coder: coder) }

    // census: UIView+Hierarchy.didAddSubview(_:)
    override func didAddSubview(_ subview: UIView) { super.didAddSubview(subview); log.append("add \(subview.tag)") }
    // census: UIView+Hierarchy.willRemoveSubview(_:)
    override func willRemoveSubview(_ subview: UIView) { super.willRemoveSubview(subview); log.append("remove \(subview.tag)") }
    // census: UIView+Hierarchy.willMove(toSuperview:)
    override func willMove(toSuperview newSuperview: UIView?) { super.willMove(toSuperview: newSuperview) }
    // census: UIView+Hierarchy.didMoveToSuperview()
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    // census: UIView+Hierarchy.willMove(toWindow:)
    override func willMove(toWindow newWindow: UIWindow?) { super.willMove(toWindow: newWindow) }
    // census: UIView+Hierarchy.didMoveToWindow()
    override func didMoveToWindow() {
        super.didMoveToWindow()
        // census: UIView+Hierarchy.window
        let inWindow: UIWindow? = window
        log.append(inWindow == nil ? "out" : "in")
    }

    // A larger touch target than the bounds.
    // census: UIView+Hierarchy.point(inside:with:)
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
    // census: UIView+Hierarchy.hitTest(_:with:)
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit   // pass touches through the badge itself
    }
    // census: UIView+Hierarchy.endEditing(_:)
    override func endEditing(_ force: Bool) -> Bool { super.endEditing(force) }
    // census: UIView+Hierarchy.tag
    override var tag: Int { didSet { log.append("tag \(tag)") } }
}

/// Builds and rearranges a small hierarchy the way screens do.
@MainActor
private func useViewHierarchy() -> [UIView] {
    // census: UIView+Hierarchy.init()
    let container = UIView()
    let badge = ViewHierarchyBadgeView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let back = UIView(), front = UIView()
    // census: UIView+Hierarchy.addSubview(_:)
    container.addSubview(badge)
    // census: UIView+Hierarchy.insertSubview(_:at:)
    container.insertSubview(back, at: 0)
    // census: UIView+Hierarchy.insertSubview(_:aboveSubview:)
    container.insertSubview(front, aboveSubview: badge)
    // census: UIView+Hierarchy.insertSubview(_:belowSubview:)
    container.insertSubview(UIView(), belowSubview: back)
    // census: UIView+Hierarchy.exchangeSubview(at:withSubviewAt:)
    container.exchangeSubview(at: 0, withSubviewAt: 1)
    // census: UIView+Hierarchy.bringSubviewToFront(_:)
    container.bringSubviewToFront(badge)
    // census: UIView+Hierarchy.sendSubviewToBack(_:)
    container.sendSubviewToBack(front)
    badge.tag = 7
    // census: UIView+Hierarchy.viewWithTag(_:)
    let found: UIView? = container.viewWithTag(7)
    // census: UIView+Hierarchy.isDescendant(of:)
    let inside: Bool = badge.isDescendant(of: container)
    // census: UIView+Hierarchy.superview, UIView+Hierarchy.subviews
    let siblings: [UIView] = badge.superview?.subviews ?? []
    // census: UIView+Hierarchy.removeFromSuperview()
    if inside { back.removeFromSuperview() }
    // census: UIView+Hierarchy.endEditing(_:)
    _ = container.endEditing(true)
    // census: UIView+Hierarchy.hitTest(_:with:), UIView+Hierarchy.point(inside:with:)
    let hit: UIView? = container.point(inside: .zero, with: nil) ? container.hitTest(.zero, with: nil) : nil
    return siblings + [found, hit].compactMap { $0 }
}
