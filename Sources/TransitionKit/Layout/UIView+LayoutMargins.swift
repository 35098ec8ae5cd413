import Foundation

extension UIView {
    /// The default spacing inside the view's edges: the margins set (8 points on each side by
    /// default for a view that is not a view controller's root view; Apple: "the default margins
    /// are equal to 8 points on each side"), plus `safeAreaInsets` while
    /// `insetsLayoutMarginsFromSafeArea` is true (so reading gives the safe area plus what was
    /// set, as in UIKit). Setting it calls `layoutMarginsDidChange()` and schedules layout.
    public var layoutMargins: UIEdgeInsets {
        get {
            var margins = autoLayoutStorage?.layoutMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
            if insetsLayoutMarginsFromSafeArea {
                let safe = safeAreaInsets
                if safe != .zero {
                    margins = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                           bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
                }
            }
            // A controller's root view keeps at least the system minimum (16 or 20 points each
            // side, `UIViewController.systemMinimumLayoutMargins`) unless it opts out.
            if isControllerRootView, let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
                let minimum = controller.systemMinimumLayoutMargins
                margins = UIEdgeInsets(top: max(margins.top, minimum.top), left: max(margins.left, minimum.leading),
                                       bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.trailing))
            }
            return margins
        }
        set {
            let values = [newValue.top, newValue.left, newValue.bottom, newValue.right]
            guard values.allSatisfy(\.isFinite) else {
                AnimationContext.report(Diagnostic(code: .invalidConstraint, message: "layoutMargins \(newValue) is not finite; the change was ignored."))
                return
            }
            autoLayout.layoutMargins = newValue
            layoutMarginsInputsDidChange()
        }
    }

    /// Whether `layoutMargins` are measured from the safe area rather than the bounds (true by
    /// default, as in UIKit): the safe area insets are added to the margins set.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            autoLayout.insetsLayoutMarginsFromSafeArea = newValue
            layoutMarginsInputsDidChange()
        }
    }

    /// Whether the view also keeps its superview's margins (false by default). Stored: the
    /// margins here are the view's own (README, "Differences from UIKit").
    public var preservesSuperviewLayoutMargins: Bool {
        get { autoLayoutStorage?.preservesSuperviewLayoutMargins ?? false }
        set { autoLayout.preservesSuperviewLayoutMargins = newValue }
    }

    /// The margins or what they are measured from changed: the margins guide follows,
    /// `layoutMarginsDidChange()` is called and layout is scheduled.
    func layoutMarginsInputsDidChange() {
        if let guide = autoLayoutStorage?.layoutMarginsGuide { pin(guide, insetBy: layoutMargins) }
        layoutMarginsDidChange()
        if isControllerRootView { owningViewController?.viewLayoutMarginsDidChange() }
        setNeedsLayout()
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
        let guide = makeOwnedGuide(identifier: "UIViewLayoutMarginsGuide")
        autoLayout.layoutMarginsGuide = guide
        pin(guide, insetBy: layoutMargins)
        return guide
    }

    /// The part of the margins where lines of text are easy to read: the layout margins guide's
    /// height, centred in its width and at most 672 points wide (UIKit's readable width at the
    /// default text size; the width does not follow the text size here).
    public var readableContentGuide: UILayoutGuide {
        if let guide = autoLayoutStorage?.readableContentGuide { return guide }
        let guide = makeOwnedGuide(identifier: "UIViewReadableContentGuide")
        autoLayout.readableContentGuide = guide
        let margins = layoutMarginsGuide
        let fullWidth = guide.widthAnchor.constraint(equalTo: margins.widthAnchor)
        fullWidth.priority = UILayoutPriority(999)
        let made = [
            guide.topAnchor.constraint(equalTo: margins.topAnchor),
            guide.heightAnchor.constraint(equalTo: margins.heightAnchor),
            guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            guide.widthAnchor.constraint(lessThanOrEqualTo: margins.widthAnchor),
            guide.widthAnchor.constraint(lessThanOrEqualToConstant: Self.readableContentWidth),
            fullWidth,
        ]
        for constraint in made { constraint.activate(system: true) }
        return guide
    }

    /// The widest the readable content guide gets, in points.
    static let readableContentWidth: CGFloat = 672

    /// The view's bounds inset by the safe area, as a guide.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = autoLayoutStorage?.safeAreaLayoutGuide { return guide }
        let guide = makeOwnedGuide(identifier: "UIViewSafeAreaLayoutGuide")
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

extension UIView {
    /// A layout guide of this view's own (margins, readable content, safe area), named `identifier`.
    fileprivate func makeOwnedGuide(identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guide.owner = self
        return guide
    }
}
