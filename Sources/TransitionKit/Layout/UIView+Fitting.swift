import Foundation

extension UIView {
    /// The size closest to `targetSize` that the view's constraints allow (required fitting in
    /// neither axis: `fittingSizeLevel`). Doesn't change the view.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size closest to `targetSize` that the view's constraints, its subviews' intrinsic
    /// sizes and the fitting priorities allow: the constraints inside this view are solved in a
    /// separate engine where the view's own size is free. Doesn't change the view.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        guard targetSize.width.isFinite, targetSize.height.isFinite else {
            AnimationContext.report(Diagnostic(code: .invalidConstraint, message: "systemLayoutSizeFitting: target size \(targetSize) is not finite; returning the current size."))
            return bounds.size
        }
        updateConstraintsIfNeeded()
        let engine = LayoutEngine(root: self, isFitting: true)
        engine.update()
        let entry = engine.entry(for: self)
        for (variable, length, priority) in [(entry.width, targetSize.width, horizontalFittingPriority),
                                             (entry.height, targetSize.height, verticalFittingPriority)] {
            try? engine.solver.addConstraint(Cassowary.Constraint(
                Cassowary.Expression(variable) + -Double(length), .equal, strength: priority.strength))
        }
        engine.refreshItemConstraints()
        engine.solver.updateVariables()
        return CGSize(width: max(0, entry.width.value), height: max(0, entry.height.value))
    }
}
