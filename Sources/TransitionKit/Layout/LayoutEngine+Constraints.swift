import Foundation

extension LayoutEngine {
    /// The entry of a view or guide, made on first use.
    func entry(for item: AnyObject) -> Entry {
        let key = ObjectIdentifier(item)
        if let entry = entries[key] { return entry }
        let entry = Entry(item: item, name: String(describing: type(of: item)))
        entries[key] = entry
        entryOrder.append(entry)
        return entry
    }

    /// The item a layout item's frame is measured in: a view's superview, a guide's owning view.
    static func parent(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view.superview }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The item's minimum x (or y) in `container`'s coordinates.
    private func offset(of item: AnyObject, in container: UIView, horizontal: Bool) -> Cassowary.Expression {
        var expression = Cassowary.Expression()
        var current: AnyObject? = item
        while let step = current, step !== container {
            let entry = entry(for: step)
            expression.terms.append((horizontal ? entry.minX : entry.minY, 1))
            current = Self.parent(of: step)
        }
        return expression
    }

    /// `attribute` of `item` as an expression in `container`'s coordinates.
    func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in container: UIView) -> Cassowary.Expression {
        if let view = item as? UIView, let marginAttribute = attribute.withoutMargins {
            return expression(view.layoutMarginsGuide, marginAttribute, in: container)
        }
        let horizontal = attribute.isHorizontal
        let entry = entry(for: item)
        let size = Cassowary.Expression(horizontal ? entry.width : entry.height)
        switch attribute {
        case .width, .height: return size
        case .left, .leading, .top: return offset(of: item, in: container, horizontal: horizontal)
        case .right, .trailing, .bottom: return offset(of: item, in: container, horizontal: horizontal) + size
        case .firstBaseline, .lastBaseline: return baselineExpression(item, attribute, in: container)
        case .centerX, .centerY: return offset(of: item, in: container, horizontal: horizontal) + size * 0.5
        default: return Cassowary.Expression()
        }
    }

    /// A baseline: that of the view's baseline view (`forFirstBaselineLayout`,
    /// `forLastBaselineLayout`) when it is a descendant, at its text's baseline; without text the
    /// top edge (first) or the bottom edge (last), as UIKit documents. The views whose text was
    /// read are noted, so their constraints are re-made when the text changes.
    private func baselineExpression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
                                    in container: UIView) -> Cassowary.Expression {
        let entry = entry(for: item)
        let top = offset(of: item, in: container, horizontal: false), height = Cassowary.Expression(entry.height)
        guard let view = item as? UIView else { return attribute == .firstBaseline ? top : top + height }
        let baselineView = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        if baselineView !== view, baselineView.isDescendant(of: view) {
            return baselineExpression(baselineView, attribute, in: container)
        }
        baselineViewsRead.append(ObjectIdentifier(view))
        guard let baselines = view.layoutBaselinesFromCenter else { return attribute == .firstBaseline ? top : top + height }
        return top + height * 0.5 + Double(attribute == .firstBaseline ? baselines.first : baselines.last)
    }

    /// The distance a span stands for: its far anchor's position minus its near one's.
    func spanExpression(_ span: LayoutSpan, in container: UIView) -> Cassowary.Expression? {
        guard let from = span.from, let to = span.to else { return nil }
        return expression(to, span.toAttribute, in: container) - expression(from, span.fromAttribute, in: container)
    }

    /// Adds an active constraint to the solver; a conflicting required one is broken and reported.
    func add(_ constraint: NSLayoutConstraint) {
        guard let container = constraint.container, let first = constraint.firstItem else { return }
        baselineViewsRead = []
        var expression = constraint.firstSpan.flatMap { spanExpression($0, in: container) }
            ?? self.expression(first, constraint.firstAttribute, in: container)
        if let span = constraint.secondSpan {
            guard let length = spanExpression(span, in: container) else { return }
            expression = expression - length * Double(constraint.multiplier)
        } else if let second = constraint.secondItem {
            expression = expression - self.expression(second, constraint.secondAttribute, in: container) * Double(constraint.multiplier)
        }
        expression = expression + -Double(constraint.constant)
        let relation: Cassowary.Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let solverConstraint = Cassowary.Constraint(expression, relation, strength: constraint.priority.strength)
        do {
            try solver.addConstraint(solverConstraint)
            installed[ObjectIdentifier(constraint)] = Installed(
                constraint: constraint, solverConstraint: solverConstraint, expressionConstant: expression.constant,
                order: nextInstallOrder, baselineViews: baselineViewsRead)
            nextInstallOrder += 1
            baselineReaders.formUnion(baselineViewsRead)
            if !isFitting { constraint.engine = self }
        } catch {
            if !isFitting { breakConstraint(constraint) }
        }
        needsUpdate = true
    }

    /// Keeps the pins of views that translate their autoresizing masks and the intrinsic-size
    /// constraints of those that don't up to date.
    func refreshItemConstraints() {
        for entry in entryOrder {
            guard let view = entry.item as? UIView else { continue }
            let translates = view.translatesAutoresizingMaskIntoConstraints && !(isFitting && view === root)
            if entry.translatesMode != translates {
                for constraint in entry.pins + entry.intrinsic { try? solver.removeConstraint(constraint) }
                entry.pins = []; entry.intrinsic = []; entry.pinnedFrame = nil; entry.intrinsicIsCurrent = false
                entry.translatesMode = translates
                needsUpdate = true
            }
            if translates { refreshPins(entry, view) } else if !entry.intrinsicIsCurrent { refreshIntrinsicSize(entry, view) }
        }
    }

    /// The model frame as the engine reads it: centre and bounds, so a transform is kept.
    private static func untransformedFrame(of view: UIView) -> CGRect {
        let size = view.bounds.size, center = view.center
        return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    private func refreshPins(_ entry: Entry, _ view: UIView) {
        let frame = Self.untransformedFrame(of: view)
        guard frame != entry.pinnedFrame else { return }
        let values = [frame.minX, frame.minY, frame.width, frame.height].map(Double.init)
        let variables = [entry.minX, entry.minY, entry.width, entry.height]
        if let old = entry.pinnedFrame, entry.pins.count == 4 {
            let oldValues = [old.minX, old.minY, old.width, old.height].map(Double.init)
            for index in 0..<4 where oldValues[index] != values[index] {
                do {
                    try solver.changeConstant(of: entry.pins[index], from: -oldValues[index], to: -values[index])
                } catch {
                    reportBrokenPin(view, description: "\(variables[index]) == \(values[index])")
                }
            }
        } else {
            entry.pins = zip(variables, values).map { Cassowary.Constraint(Cassowary.Expression($0.0) + -$0.1, .equal) }
            for (pin, variable) in zip(entry.pins, variables) {
                do { try solver.addConstraint(pin) } catch {
                    reportBrokenPin(view, description: "\(variable) == \(values[variables.firstIndex { $0 === variable }!])")
                }
            }
        }
        entry.pinnedFrame = frame
        needsUpdate = true
    }

    private func refreshIntrinsicSize(_ entry: Entry, _ view: UIView) {
        for constraint in entry.intrinsic { try? solver.removeConstraint(constraint) }
        entry.intrinsic = []
        entry.intrinsicIsCurrent = true
        needsUpdate = true
        let size = view.intrinsicContentSize
        let storage = view.autoLayout
        let axes: [(Cassowary.Variable, CGFloat, UILayoutPriority, UILayoutPriority)] = [
            (entry.width, size.width, storage.horizontalHugging, storage.horizontalCompressionResistance),
            (entry.height, size.height, storage.verticalHugging, storage.verticalCompressionResistance),
        ]
        for (variable, length, hugging, resistance) in axes where length != UIView.noIntrinsicMetric && length.isFinite {
            let expression = Cassowary.Expression(variable) + -Double(length)
            for constraint in [Cassowary.Constraint(expression, .lessThanOrEqual, strength: hugging.strength),
                               Cassowary.Constraint(expression, .greaterThanOrEqual, strength: resistance.strength)] {
                if (try? solver.addConstraint(constraint)) != nil { entry.intrinsic.append(constraint) }
            }
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// For a margin attribute, the layout-margins guide's plain attribute.
    var withoutMargins: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left; case .rightMargin: .right; case .topMargin: .top; case .bottomMargin: .bottom
        case .leadingMargin: .leading; case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX; case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}
