import Foundation

extension NSLayoutConstraint {
    /// A layout axis, for hugging and compression resistance and `UIStackView.axis`.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}

extension UIView {
    /// Whether the view's frame (and autoresizing mask) become constraints. True for views made in
    /// code, as in UIKit; set it to false to let constraints place the view.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayoutStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
            layoutRoot.autoLayoutStorage?.engine?.needsUpdate = true
        }
    }

    /// The priority with which the view resists growing beyond its intrinsic size (250 by default,
    /// `UILayoutPriority.defaultLow`).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let storage = autoLayoutStorage else { return .defaultLow }
        return axis == .horizontal ? storage.horizontalHugging : storage.verticalHugging
    }

    /// Sets the content hugging priority for `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { autoLayout.horizontalHugging = priority } else { autoLayout.verticalHugging = priority }
        invalidateIntrinsicContentSize()
    }

    /// The priority with which the view resists shrinking below its intrinsic size (750 by default,
    /// `UILayoutPriority.defaultHigh`).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let storage = autoLayoutStorage else { return .defaultHigh }
        return axis == .horizontal ? storage.horizontalCompressionResistance : storage.verticalCompressionResistance
    }

    /// Sets the compression resistance priority for `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { autoLayout.horizontalCompressionResistance = priority } else { autoLayout.verticalCompressionResistance = priority }
        invalidateIntrinsicContentSize()
    }

    /// Tells Auto Layout that `intrinsicContentSize` changed.
    public func invalidateIntrinsicContentSize() {
        (self as? UITableViewCell)?.sizeInvalidated(constraintsChanged: false)
        (self as? UICollectionViewCell)?.sizeInvalidated(constraintsChanged: false)
        guard let engine = layoutRoot.autoLayoutStorage?.engine else { return }
        engine.invalidateIntrinsicSize(of: self)
        superview?.setNeedsLayout()
    }

    /// Whether `updateConstraints()` is due before the next layout pass.
    public func needsUpdateConstraints() -> Bool { autoLayoutStorage?.needsUpdateConstraints ?? false }

    /// Schedules `updateConstraints()` before the next layout pass (queued on the engine of the
    /// view's hierarchy, made if needed).
    public func setNeedsUpdateConstraints() {
        guard !needsUpdateConstraints() else { return }
        autoLayout.needsUpdateConstraints = true
        layoutEngine.queueConstraintUpdate(of: self)
        setNeedsLayout()
    }

    /// Runs the pending `updateConstraints()` of this view and its descendants, deepest first
    /// (in the order they were asked for at equal depth).
    public func updateConstraintsIfNeeded() {
        guard let engine = layoutRoot.autoLayoutStorage?.engine, !engine.viewsNeedingConstraintUpdate.isEmpty else { return }
        func depth(_ view: UIView) -> Int { var depth = 0, current = view; while let up = current.superview { depth += 1; current = up }; return depth }
        let due = engine.takeConstraintUpdates(inSubtreeOf: self)
            .compactMap { entry in entry.view.map { (view: $0, depth: depth($0), order: entry.order) } }
            .sorted { $0.depth != $1.depth ? $0.depth > $1.depth : $0.order < $1.order }
            .map { $0.view }
        for view in due where view.needsUpdateConstraints() {
            view.autoLayout.needsUpdateConstraints = false
            view.autoLayout.updateConstraintsCalledSuper = false
            // A controller's root view updates through its controller (UIKit's order).
            let controller = view.isControllerRootView ? view.owningViewController : nil
            if let controller { controller.updateViewConstraints() } else { view.updateConstraints() }
            if !view.autoLayout.updateConstraintsCalledSuper {
                let message = controller.map { "\(type(of: $0)).updateViewConstraints() did not call super.updateViewConstraints()" }
                    ?? "\(type(of: view)).updateConstraints() did not call super.updateConstraints()"
                let diagnostic = Diagnostic(code: .updateConstraintsWithoutSuper, message: message + "; UIKit raises an exception here.")
                if let window = view.window { window.report(diagnostic) } else { AnimationContext.report(diagnostic) }
            }
        }
    }

    /// The size for `layoutFittingCompressedSize`: as small as possible (0 × 0).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The size for `layoutFittingExpandedSize`: as large as possible (a very large size, as UIKit uses).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}

extension LayoutEngine {
    /// A view with a pending constraint update, held weakly, so the update never keeps the view
    /// alive; `order` is when it was asked for (kept when it moves to another engine).
    struct WeakView {
        weak var view: UIView?
        let order: Int
    }

    /// Queues `view`'s `updateConstraints()`.
    func queueConstraintUpdate(of view: UIView) {
        viewsNeedingConstraintUpdate.append(WeakView(view: view, order: nextUpdateOrder))
        nextUpdateOrder += 1
    }

    /// Takes the pending updates of `view` and its descendants off the queue (and drops those of
    /// views gone), in the order they were queued.
    func takeConstraintUpdates(inSubtreeOf view: UIView) -> [WeakView] {
        viewsNeedingConstraintUpdate.removeAll { $0.view == nil }
        var taken: [WeakView] = []
        viewsNeedingConstraintUpdate.removeAll { entry in
            guard let queued = entry.view, queued === view || queued.isDescendant(of: view) else { return false }
            taken.append(entry)
            return true
        }
        return taken
    }
}

extension Diagnostic.Code {
    /// An `updateConstraints()` override did not call super.
    public static let updateConstraintsWithoutSuper = Diagnostic.Code(rawValue: "layout.updateConstraintsWithoutSuper", severity: .error)
}
