import Foundation

extension NSLayoutConstraint {
    /// Whether the constraint takes part in layout. Activating installs it on the items' nearest
    /// common ancestor; items without one are refused with a Diagnostic (UIKit throws).
    public var isActive: Bool {
        get { container != nil }
        set { newValue ? activate() : deactivate() }
    }

    /// Activates each constraint (the same as setting `isActive` on each).
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    func activate(system: Bool = false) {
        guard container == nil else { return }
        guard let container = commonContainer() else {
            let diagnostic = Diagnostic(code: .invalidConstraint, message:
                "Unable to activate constraint \(equationDescription) because its items have no common ancestor. Does the constraint reference items in different view hierarchies? The constraint was not activated.")
            report(diagnostic)
            return
        }
        isSystemConstraint = system
        self.container = container
        if system { container.autoLayout.systemConstraints.append(self) } else { container.autoLayout.constraints.append(self) }
        container.layoutEngine.install(self)
        if !system { container.enclosingListCellSizeInvalidated(constraintsChanged: true) }
    }

    func deactivate() {
        guard let container else { return }
        container.autoLayout.constraints.removeAll { $0 === self }
        container.autoLayout.systemConstraints.removeAll { $0 === self }
        self.container = nil
        engine?.uninstall(self)
        container.layoutEngine.forget(self)
        if !isSystemConstraint { container.enclosingListCellSizeInvalidated(constraintsChanged: true) }
    }

    /// The view an item lays out in: a view itself, a guide's owning view.
    static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The nearest common ancestor of the items' views (a span's two ends count as items).
    func commonContainer() -> UIView? {
        var items: [AnyObject?] = [firstItem]
        if secondItem != nil || secondSpan != nil { items.append(secondItem) }
        for span in [firstSpan, secondSpan].compactMap({ $0 }) { items += [span.from, span.to] }
        var common: UIView?
        for item in items {
            guard let view = Self.view(of: item) else { return nil }
            guard let current = common else { common = view; continue }
            guard let ancestor = Self.commonAncestor(current, view) else { return nil }
            common = ancestor
        }
        return common
    }

    private static func commonAncestor(_ first: UIView, _ second: UIView) -> UIView? {
        var ancestors = Set<ObjectIdentifier>()
        var view: UIView? = first
        while let current = view { ancestors.insert(ObjectIdentifier(current)); view = current.superview }
        view = second
        while let current = view {
            if ancestors.contains(ObjectIdentifier(current)) { return current }
            view = current.superview
        }
        return nil
    }
}

extension UIView {
    /// The constraints installed on this view (by activation or `addConstraint`).
    public var constraints: [NSLayoutConstraint] { autoLayoutStorage?.constraints ?? [] }

    /// Activates `constraint` (UIKit's older API; it installs on the common ancestor, as activation does).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates each constraint.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint` if it is installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.container === self { constraint.isActive = false }
    }
    /// Deactivates each of `constraints` installed on this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }
}

extension UIView {
    /// The active constraints that place this view along `axis`: those installed on it or an
    /// ancestor (its guides' included) that name it as an item with an attribute of that axis.
    /// A debugging aid, as in UIKit; the order is from the view up, then installation order.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var container: UIView? = self
        while let current = container {
            if let storage = current.autoLayoutStorage {
                for constraint in storage.constraints + storage.systemConstraints where constraint.places(self, along: axis) {
                    result.append(constraint)
                }
            }
            container = current.superview
        }
        return result
    }
}

extension NSLayoutConstraint {
    /// Whether the constraint names `view` with an attribute along `axis`.
    func places(_ view: AnyObject, along axis: NSLayoutConstraint.Axis) -> Bool {
        func along(_ attribute: Attribute) -> Bool {
            attribute != .notAnAttribute && attribute.isHorizontal == (axis == .horizontal)
        }
        return (firstItem === view && along(firstAttribute)) || (secondItem === view && along(secondAttribute))
    }
}
