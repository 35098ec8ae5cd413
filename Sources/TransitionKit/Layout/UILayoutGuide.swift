import Foundation

/// A rectangle that takes part in Auto Layout without being a view (spacers, margins, the safe
/// area). Add it to a view with `addLayoutGuide(_:)`; its frame is in that view's coordinates.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view the guide belongs to.
    public internal(set) weak var owningView: UIView?
    /// A name for constraint descriptions.
    open var identifier: String = "UILayoutGuide"

    /// Creates a guide; add it to a view before constraining it.
    public override init() { super.init() }

    /// The guide's frame in the owning view's coordinates, as of the last layout pass.
    public var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        // The safe-area guide follows the insets as they are now, also before a layout pass.
        if owningView.autoLayoutStorage?.safeAreaLayoutGuide === self { owningView.safeAreaLayoutGuideInsetsDidChange() }
        owningView.updateAutoLayoutIfNeeded()
        return owningView.layoutRoot.autoLayoutStorage?.engine?.entries[ObjectIdentifier(self)]?.frame ?? .zero
    }

    /// The leading edge. 
    public var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
}

extension UIView {
    /// The guides added to this view.
    public var layoutGuides: [UILayoutGuide] { autoLayoutStorage?.layoutGuides ?? [] }

    /// Adds a guide (moving it from another view, whose constraints on it are deactivated).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let old = layoutGuide.owningView, old !== self { old.removeLayoutGuide(layoutGuide) }
        guard layoutGuide.owningView == nil else { return }
        layoutGuide.owningView = self
        autoLayout.layoutGuides.append(layoutGuide)
    }

    /// Removes a guide and deactivates the constraints that use it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        var view: UIView? = self
        while let current = view {
            for constraint in current.constraints where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
                constraint.isActive = false
            }
            view = current.superview
        }
        autoLayout.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
    /// The first baseline (the top: the model has no font metrics).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .firstBaseline) }
    /// The last baseline (the bottom: the model has no font metrics).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .lastBaseline) }
}

extension UIView {
    /// The view that stands for this one in baseline constraints (deprecated in iOS 9 for
    /// `forFirstBaselineLayout` and `forLastBaselineLayout`): `forLastBaselineLayout`, as in UIKit.
    @available(iOS, deprecated: 9.0, message: "Use forFirstBaselineLayout or forLastBaselineLayout")
    public func forBaselineLayout() -> UIView { forLastBaselineLayout }
}
