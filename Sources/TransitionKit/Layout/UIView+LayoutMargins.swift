import Foundation

extension UIView {
    /// The default spacing inside the view's edges: 8 points on each side for a view that is not
    /// a view controller's root view (Apple: "layoutMargins": "the default margins are equal to
    /// 8 points on each side").
    public var layoutMargins: UIEdgeInsets {
        get { autoLayoutStorage?.layoutMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        set {
            let values = [newValue.top, newValue.left, newValue.bottom, newValue.right]
            guard values.allSatisfy(\.isFinite) else {
                AnimationContext.report(Diagnostic(code: .invalidConstraint, message: "layoutMargins \(newValue) is not finite; the change was ignored."))
                return
            }
            autoLayout.layoutMargins = newValue
            if let guide = autoLayoutStorage?.layoutMarginsGuide { pin(guide, insetBy: newValue) }
            setNeedsLayout()
        }
    }

    /// `layoutMargins` with leading and trailing edges.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            return NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }

    /// The view's bounds inset by `layoutMargins`, as a guide.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = autoLayoutStorage?.layoutMarginsGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewLayoutMarginsGuide"
        guide.owningView = self
        autoLayout.layoutMarginsGuide = guide
        pin(guide, insetBy: layoutMargins)
        return guide
    }

    /// The view's bounds inset by the safe area, as a guide.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = autoLayoutStorage?.safeAreaLayoutGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewSafeAreaLayoutGuide"
        guide.owningView = self
        autoLayout.safeAreaLayoutGuide = guide
        pin(guide, insetBy: safeAreaInsetsForLayoutGuide)
        return guide
    }

    /// The insets the safe-area guide follows: the view's `safeAreaInsets`.
    var safeAreaInsetsForLayoutGuide: UIEdgeInsets { safeAreaInsets }

    /// Moves the safe-area guide's edges to `safeAreaInsetsForLayoutGuide` (call when the insets change).
    func safeAreaLayoutGuideInsetsDidChange() {
        guard let guide = autoLayoutStorage?.safeAreaLayoutGuide else { return }
        pin(guide, insetBy: safeAreaInsetsForLayoutGuide)
    }

    /// Pins a guide of this view to its bounds inset by `insets`: four required system
    /// constraints made once, whose constants change afterwards.
    private func pin(_ guide: UILayoutGuide, insetBy insets: UIEdgeInsets) {
        let constants = [insets.left, insets.top, -(insets.left + insets.right), -(insets.top + insets.bottom)]
        let existing = autoLayout.systemConstraints.filter { $0.firstItem === guide }
        if existing.count == 4 {
            for (constraint, constant) in zip(existing, constants) { constraint.constant = constant }
            return
        }
        let made = [
            guide.leftAnchor.constraint(equalTo: leftAnchor, constant: constants[0]),
            guide.topAnchor.constraint(equalTo: topAnchor, constant: constants[1]),
            guide.widthAnchor.constraint(equalTo: widthAnchor, constant: constants[2]),
            guide.heightAnchor.constraint(equalTo: heightAnchor, constant: constants[3]),
        ]
        for constraint in made { constraint.activate(system: true) }
    }
}
