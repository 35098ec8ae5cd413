import Foundation

/// The Auto Layout engine of one view hierarchy (kept on its root view): the active
/// `NSLayoutConstraint`s, the frames of views that translate their autoresizing masks, and the
/// intrinsic sizes with hugging and compression resistance, solved by `Cassowary.Solver`; and
/// the hierarchy's pending `updateConstraints()` calls.
///
/// A hierarchy without an engine (no constraints, no pending constraint update: most windows)
/// skips Auto Layout entirely in its layout passes. Each hierarchy decides that for itself
/// (`UIView.usesAutoLayout`): constraints in one window never turn Auto Layout on in another.
@MainActor
final class LayoutEngine {
    /// The solver variables of one view or layout guide: its frame in its parent's coordinates
    /// (a view's superview, a guide's owning view).
    final class Entry {
        weak var item: AnyObject?
        let minX: Cassowary.Variable, minY: Cassowary.Variable, width: Cassowary.Variable, height: Cassowary.Variable
        /// Required constraints pinning a view's frame while it translates its autoresizing mask.
        var pins: [Cassowary.Constraint] = []
        var pinnedFrame: CGRect?
        /// Intrinsic size constraints (hugging, compression resistance) and what they were made from.
        var intrinsic: [Cassowary.Constraint] = []
        var intrinsicIsCurrent = false
        var translatesMode: Bool?
        /// The frame last handed to the view.
        var solvedFrame: CGRect?

        init(item: AnyObject, name: String) {
            self.item = item
            minX = .init("\(name).minX"); minY = .init("\(name).minY")
            width = .init("\(name).width"); height = .init("\(name).height")
        }

        /// The solved frame, with the simplex's rounding noise (1e-14 and the like) taken off:
        /// values are snapped to a millionth of a point. (UIKit also rounds to pixels; this doesn't.)
        var frame: CGRect {
            func snapped(_ value: Double) -> CGFloat { CGFloat((value * 1e6).rounded() / 1e6) }
            return CGRect(x: snapped(minX.value), y: snapped(minY.value), width: snapped(width.value), height: snapped(height.value))
        }
    }

    /// An installed constraint: its solver constraint and the expression's current constant.
    struct Installed {
        let constraint: NSLayoutConstraint
        let solverConstraint: Cassowary.Constraint
        var expressionConstant: Double
        /// When it was installed (`installed` is keyed by object identity, whose dictionary
        /// order differs from run to run: anything that walks it sorts by this).
        var order: Int
        /// The views whose text baselines the expression read (re-made when their text changes).
        var baselineViews: [ObjectIdentifier] = []
    }

    weak var root: UIView?
    var solver = Cassowary.Solver()
    var entries: [ObjectIdentifier: Entry] = [:]
    /// The entries in the order they were made: what the engine walks (the dictionary's order
    /// follows the objects' addresses and the per-process hash seed, and the order pins and
    /// intrinsic sizes reach the solver decides its ties and which constraint a conflict breaks).
    var entryOrder: [Entry] = []
    var installed: [ObjectIdentifier: Installed] = [:]
    /// The next `Installed.order`.
    var nextInstallOrder = 0
    /// The views whose baselines the constraint being added read (see `Installed.baselineViews`).
    var baselineViewsRead: [ObjectIdentifier] = []
    /// Every view some installed constraint read a baseline of (a quick test before the search).
    var baselineReaders: Set<ObjectIdentifier> = []
    /// Active constraints waiting to be added at the next pass.
    var pending: [NSLayoutConstraint] = []
    /// Constraints left out because they conflicted with required constraints.
    var broken: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// The hierarchy changed: rebuild from the constraints installed in it.
    var needsRebuild = true
    /// Something changed since the last solution was read.
    var needsUpdate = true

    /// Views of this hierarchy whose `updateConstraints()` is due (held weakly; see
    /// `UIView.setNeedsUpdateConstraints()`). They move with their views to another hierarchy's
    /// engine (`UIView.layoutHierarchyDidChange(oldRoot:)`).
    var viewsNeedingConstraintUpdate: [WeakView] = []
    /// The next `WeakView.order`.
    var nextUpdateOrder = 0

    /// A `systemLayoutSizeFitting` engine: the root's size is free, and the constraints keep
    /// their real engine.
    let isFitting: Bool

    init(root: UIView, isFitting: Bool = false) {
        self.root = root
        self.isFitting = isFitting
    }

    func install(_ constraint: NSLayoutConstraint) {
        pending.append(constraint)
        needsUpdate = true
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        if let record = installed.removeValue(forKey: key) { try? solver.removeConstraint(record.solverConstraint) }
        constraint.engine = nil
        needsUpdate = true
    }

    func forget(_ constraint: NSLayoutConstraint) {
        pending.removeAll { $0 === constraint }
        broken[ObjectIdentifier(constraint)] = nil
    }

    func constraintNeedsReinstall(_ constraint: NSLayoutConstraint) {
        uninstall(constraint)
        install(constraint)
    }

    /// A constant changed: the solver moves incrementally (no re-adding); a change that breaks
    /// the required constraints breaks this constraint instead.
    func constantDidChange(_ constraint: NSLayoutConstraint, from oldConstant: CGFloat) {
        let key = ObjectIdentifier(constraint)
        guard var record = installed[key] else { return }
        let newExpressionConstant = record.expressionConstant - Double(constraint.constant - oldConstant)
        do {
            try solver.changeConstant(of: record.solverConstraint, from: record.expressionConstant, to: newExpressionConstant)
            record.expressionConstant = newExpressionConstant
            installed[key] = record
        } catch {
            uninstall(constraint)
            breakConstraint(constraint)
        }
        needsUpdate = true
    }

    /// The view's intrinsic size or its priorities changed.
    func invalidateIntrinsicSize(of view: UIView) {
        let key = ObjectIdentifier(view)
        if baselineReaders.contains(key) {
            let readers = installed.values.filter { $0.baselineViews.contains(key) }.sorted { $0.order < $1.order }
            for record in readers { constraintNeedsReinstall(record.constraint) }
        }
        guard let entry = entries[key] else { return }
        entry.intrinsicIsCurrent = false
        needsUpdate = true
    }

    /// Brings the solution up to date and marks the superviews of views whose frames changed as
    /// needing layout. Cheap when nothing changed.
    func update() {
        if needsRebuild { rebuild() }
        if !pending.isEmpty {
            let adding = pending
            pending.removeAll()
            for constraint in adding where (isFitting || constraint.engine == nil) && constraint.isActive { add(constraint) }
        }
        refreshItemConstraints()
        guard needsUpdate, !isFitting else { return }
        needsUpdate = false
        solver.updateVariables()
        for entry in entryOrder {
            guard let item = entry.item else { continue }
            if let view = item as? UIView, view.translatesAutoresizingMaskIntoConstraints { continue }
            let frame = entry.frame
            guard frame != entry.solvedFrame else { continue }
            entry.solvedFrame = frame
            if let view = item as? UIView { view.superview?.setNeedsLayout() } else { (item as? UILayoutGuide)?.owningView?.setNeedsLayout() }
        }
    }

    /// Starts over from the constraints installed in the hierarchy (after views moved).
    private func rebuild() {
        needsRebuild = false
        if !isFitting { for record in installed.values { record.constraint.engine = nil } }
        solver = Cassowary.Solver()
        entries.removeAll()
        entryOrder.removeAll()
        installed.removeAll()
        broken.removeAll()
        pending.removeAll()
        needsUpdate = true
        guard let root else { return }
        collect(in: root)
    }

    private func collect(in view: UIView) {
        if let storage = view.autoLayoutStorage {
            for constraint in storage.systemConstraints + storage.constraints {
                if constraint.commonContainer() === view {
                    pending.append(constraint)
                } else if !isFitting {
                    constraint.deactivate()
                }
            }
        }
        for subview in view.subviews { collect(in: subview) }
    }
}

extension UIView {
    /// Brings this hierarchy's Auto Layout up to date before a layout pass: pending
    /// `updateConstraints` calls, then the engine's solution.
    func updateAutoLayoutIfNeeded() {
        let root = layoutRoot
        guard let engine = root.autoLayoutStorage?.engine else { return }
        root.updateConstraintsIfNeeded()
        engine.update()
    }

    /// Applies the engine's frames to the subviews that don't translate their autoresizing masks
    /// (the default `layoutSubviews`, as UIKit's does). Without such a subview it does not look
    /// for the engine (a walk to the root).
    func applyAutoLayoutFrames() {
        guard subviews.contains(where: { $0.autoLayoutStorage?.translatesAutoresizingMaskIntoConstraints == false }),
              let engine = layoutRoot.autoLayoutStorage?.engine else { return }
        for subview in subviews {
            guard let storage = subview.autoLayoutStorage, !storage.translatesAutoresizingMaskIntoConstraints,
                  let frame = engine.entries[ObjectIdentifier(subview)]?.solvedFrame else { continue }
            if subview.bounds.size != frame.size { subview.bounds.size = frame.size }
            let center = CGPoint(x: frame.midX, y: frame.midY)
            if subview.center != center { subview.center = center }
        }
    }

    /// Tells the engines that this view moved between hierarchies (it joined a superview, or
    /// left the hierarchy of `oldRoot`): both rebuild, and the pending constraint updates of the
    /// view's subtree move to its new hierarchy's engine. Nothing happens when neither hierarchy
    /// nor the view's own uses Auto Layout.
    func layoutHierarchyDidChange(oldRoot: UIView?) {
        let ownEngine = superview != nil ? autoLayoutStorage?.engine : nil
        let oldEngine = oldRoot?.autoLayoutStorage?.engine
        let root = layoutRoot
        guard ownEngine != nil || oldEngine != nil || root.autoLayoutStorage?.engine != nil else { return }
        var moving: [LayoutEngine.WeakView] = []
        if let ownEngine {
            autoLayoutStorage?.engine = nil
            ownEngine.root = nil
            moving = ownEngine.viewsNeedingConstraintUpdate.filter { $0.view != nil }
        }
        let engine = root.layoutEngine
        if let oldEngine {
            oldEngine.needsRebuild = true
            if oldEngine !== engine { moving += oldEngine.takeConstraintUpdates(inSubtreeOf: self) }
        }
        engine.needsRebuild = true
        engine.viewsNeedingConstraintUpdate += moving
    }
}
