import Foundation

/// A rectangle that takes part in Auto Layout without being a view (spacers, margins, the safe
/// area). Add it to a view with `addLayoutGuide(_:)`; its frame is in that view's coordinates.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view the guide belongs to. Setting it adds the guide to that view (`addLayoutGuide(_:)`),
    /// or with nil removes it from its view, as in UIKit.
    public var owningView: UIView? {
        get { owner }
        set {
            guard newValue !== owner else { return }
            if let newValue { newValue.addLayoutGuide(self) } else { owner?.removeLayoutGuide(self) }
        }
    }
    /// The owning view, held weakly.
    weak var owner: UIView?
    /// A name for constraint descriptions.
    open var identifier: String = "UILayoutGuide"

    /// Creates a guide; add it to a view before constraining it.
    public override init() { super.init() }

    /// Guides are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The active constraints that place this guide along `axis`, from its owning view up (a
    /// debugging aid, as in UIKit).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var container: UIView? = owner
        while let current = container {
            if let storage = current.autoLayoutStorage {
                result += (storage.constraints + storage.systemConstraints).filter { $0.places(self, along: axis) }
            }
            container = current.superview
        }
        return result
    }

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
        layoutGuide.owner = self
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
        layoutGuide.owner = nil
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
