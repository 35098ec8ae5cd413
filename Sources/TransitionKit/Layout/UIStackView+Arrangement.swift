import Foundation

extension UIStackView {
    /// The attributes of one axis: (leading edge, trailing edge, length, centre).
    private typealias AxisAttributes = (leading: NSLayoutConstraint.Attribute, trailing: NSLayoutConstraint.Attribute,
                                        length: NSLayoutConstraint.Attribute, center: NSLayoutConstraint.Attribute)

    private static func attributes(_ axis: NSLayoutConstraint.Axis) -> AxisAttributes {
        axis == .horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
    }

    private func make(_ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                      _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute,
                      multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(first: first, firstAttribute, relation, second: second, secondAttribute,
                                            multiplier: multiplier, constant: constant)
        constraint.priority = priority
        return constraint
    }

    /// Replaces the arrangement's constraints with ones for the current views and settings.
    func rebuildArrangement() {
        for constraint in arrangementConstraints { constraint.deactivate() }
        for guide in spacerGuides { removeLayoutGuide(guide) }
        arrangementConstraints = []; spacerGuides = []
        let main = Self.attributes(axis), cross = Self.attributes(axis == .horizontal ? .vertical : .horizontal)
        let edge: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let visible = arrangedSubviews.filter { !isCollapsed($0) }
        var made: [NSLayoutConstraint] = []
        // Hidden views collapse to zero length where they are, as UIKit's hiding constraints do.
        for view in arrangedSubviews where isCollapsed(view) {
            made.append(make(view, main.length, .equal, nil, .notAnAttribute))
            let before = arrangedSubviews.prefix { $0 !== view }.last { !isCollapsed($0) }
            made.append(before.map { make(view, main.leading, .equal, $0, main.trailing) } ?? make(view, main.leading, .equal, edge, main.leading))
        }
        made += alignmentConstraints(visible + arrangedSubviews.filter(isCollapsed), cross: cross, edge: edge)
        if let first = visible.first, let last = visible.last {
            made.append(make(first, main.leading, .equal, edge, main.leading))
            made.append(make(last, main.trailing, .equal, edge, main.trailing))
            made += distributionConstraints(visible, main: main)
        } else {
            made.append(make(edge, main.length, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49)))
        }
        arrangementConstraints = made
        for constraint in made { constraint.activate(system: true) }
    }

    private func alignmentConstraints(_ views: [UIView], cross: AxisAttributes, edge: AnyObject) -> [NSLayoutConstraint] {
        var made: [NSLayoutConstraint] = []
        for view in views {
            switch alignment {
            case .fill:
                made += [make(view, cross.leading, .equal, edge, cross.leading), make(view, cross.trailing, .equal, edge, cross.trailing)]
            case .leading, .firstBaseline:
                made += [make(view, cross.leading, .equal, edge, cross.leading), make(view, cross.trailing, .lessThanOrEqual, edge, cross.trailing)]
            case .trailing, .lastBaseline:
                made += [make(view, cross.trailing, .equal, edge, cross.trailing), make(view, cross.leading, .greaterThanOrEqual, edge, cross.leading)]
            case .center:
                made += [make(view, cross.center, .equal, edge, cross.center), make(view, cross.leading, .greaterThanOrEqual, edge, cross.leading)]
            }
        }
        // With no size from outside, the stack hugs its tallest (or widest) view.
        if alignment != .fill {
            made.append(make(edge, cross.length, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49)))
        }
        return made
    }

    private func distributionConstraints(_ views: [UIView], main: AxisAttributes) -> [NSLayoutConstraint] {
        var made: [NSLayoutConstraint] = []
        let pairs = Array(zip(views, views.dropFirst()))
        switch distribution {
        case .fill, .fillEqually, .fillProportionally:
            let baselines = axis == .vertical && isBaselineRelativeArrangement
            made += pairs.map {
                make($0.1, baselines ? .firstBaseline : main.leading, .equal, $0.0, baselines ? .lastBaseline : main.trailing,
                     constant: effectiveSpacing(after: $0.0))
            }
            if distribution == .fillEqually {
                made += views.dropFirst().map { make($0, main.length, .equal, views[0], main.length) }
            } else if distribution == .fillProportionally {
                let lengths = views.map { view -> CGFloat in
                    let size = view.intrinsicContentSize
                    return max(0, axis == .horizontal ? size.width : size.height)
                }
                if lengths[0] > 0 {
                    for (view, length) in zip(views, lengths).dropFirst() {
                        made.append(make(view, main.length, .equal, views[0], main.length, multiplier: length / lengths[0],
                                         priority: UILayoutPriority(999)))
                    }
                }
            }
        case .equalSpacing, .equalCentering:
            let centring = distribution == .equalCentering
            for (index, (before, after)) in pairs.enumerated() {
                let guide = UILayoutGuide()
                guide.identifier = centring ? "UISV-centering-spacer" : "UISV-spacer"
                addLayoutGuide(guide)
                spacerGuides.append(guide)
                made += [make(guide, main.leading, .equal, before, centring ? main.center : main.trailing),
                         make(guide, main.trailing, .equal, after, centring ? main.center : main.leading),
                         make(after, main.leading, .greaterThanOrEqual, before, main.trailing, constant: effectiveSpacing(after: before))]
                if index > 0 { made.append(make(guide, main.length, .equal, spacerGuides[0], main.length)) }
            }
        }
        return made
    }
}
