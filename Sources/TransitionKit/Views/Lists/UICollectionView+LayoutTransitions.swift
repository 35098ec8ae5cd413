import Foundation

/// A running interactive change from one layout to another
/// (`UICollectionView.startInteractiveTransition(to:completion:)`).
struct InteractiveLayoutTransition {
    /// The layout installed while the transition runs.
    let layout: UICollectionViewTransitionLayout
    /// Called when it is finished or cancelled.
    let completion: UICollectionView.LayoutInteractiveTransitionCompletion?
}

extension UICollectionView {
    /// The duration of an animated layout change, and of the rest of an interactive one when it
    /// is finished or cancelled (0.3 s; UIKit does not document its own).
    public static let layoutChangeDuration: TimeInterval = 0.3

    /// Installs `layout`; animated, every visible item slides from where it is to its place in
    /// the new layout (see `setCollectionViewLayout(_:animated:completion:)`).
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Installs `layout`, animated or not, then calls `completion` (true unless the animation was
    /// cut short). In order: the visible views' `willTransition(from:to:)`, the old layout's
    /// `prepareForTransition(to:)`, the new one's `prepareForTransition(from:)`, `prepare()` and
    /// `finalizeLayoutTransition()`; the content offset becomes the layout's
    /// `targetContentOffset(forProposedContentOffset:)` as the delegate adjusts it; the items
    /// move over `layoutChangeDuration`, and the views get `didTransition(from:to:)` at the end.
    /// Refused with a Diagnostic while an interactive layout transition runs.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard interactiveLayoutTransition == nil else {
            reportListProblem(.listInconsistentUpdate, "setCollectionViewLayout during an interactive layout transition: finish or cancel it first")
            completion?(false)
            return
        }
        guard layout !== collectionViewLayout else { completion?(true); return }
        let old = collectionViewLayout
        let views = visibleReusableViews
        for view in views { view.willTransition(from: old, to: layout) }
        install(layout, replacing: old, animated: animated) { finished in
            for view in views { view.didTransition(from: old, to: layout) }
            completion?(finished)
        }
    }

    /// Starts an interactive change to `layout`: the delegate's
    /// `collectionView(_:transitionLayoutForOldLayout:newLayout:)` gives the in-between layout,
    /// which is installed and returned; set its `transitionProgress` as the gesture moves, then
    /// call `finishInteractiveTransition()` or `cancelInteractiveTransition()`. `completion` gets
    /// whether the change completed and whether it finished. Returns the in-between layout
    /// without installing it when another transition runs (with a Diagnostic).
    @discardableResult
    public func startInteractiveTransition(to layout: UICollectionViewLayout,
                                           completion: LayoutInteractiveTransitionCompletion? = nil) -> UICollectionViewTransitionLayout {
        let old = collectionViewLayout
        let transition = collectionDelegate?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout)
            ?? UICollectionViewTransitionLayout(currentLayout: old, nextLayout: layout)
        guard interactiveLayoutTransition == nil else {
            reportListProblem(.listInconsistentUpdate, "startInteractiveTransition(to:) while another layout transition runs")
            return transition
        }
        loadIfNeeded()
        for view in visibleReusableViews { view.willTransition(from: old, to: layout) }
        interactiveLayoutTransition = InteractiveLayoutTransition(layout: transition, completion: completion)
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        collectionViewLayout = transition
        transition.prepareIfNeeded()
        return transition
    }

    /// Completes the interactive layout change: the items move the rest of the way to the new
    /// layout, which is installed; then the completion gets (true, true).
    public func finishInteractiveTransition() { endInteractiveLayoutTransition(completed: true) }

    /// Abandons the interactive layout change: the items move back to the old layout, which is
    /// installed again; then the completion gets (false, true).
    public func cancelInteractiveTransition() { endInteractiveLayoutTransition(completed: false) }

    private func endInteractiveLayoutTransition(completed: Bool) {
        guard let transition = interactiveLayoutTransition else { return }
        interactiveLayoutTransition = nil
        let from = transition.layout.currentLayout, to = transition.layout.nextLayout
        let target = completed ? to : from
        let views = visibleReusableViews
        install(target, replacing: transition.layout, animated: true, announces: false) { finished in
            for view in views { view.didTransition(from: from, to: to) }
            transition.completion?(completed, finished)
        }
    }

    /// The visible cells and supplementary views.
    private var visibleReusableViews: [UICollectionReusableView] {
        visibleCellsByPath.keys.sorted().compactMap { visibleCellsByPath[$0] } + visibleSupplementaries.keys.sorted().compactMap { visibleSupplementaries[$0] }
    }

    /// Replaces `old` with `layout` and moves the views from where they show to their new
    /// places: items that stay on screen slide, items that come on screen start from their
    /// place in the old layout, items that leave slide to their new place and are then recycled.
    private func install(_ layout: UICollectionViewLayout, replacing old: UICollectionViewLayout, animated: Bool,
                         announces: Bool = true, completion: @escaping (Bool) -> Void) {
        if announces {
            old.prepareForTransition(to: layout)
            layout.prepareForTransition(from: old)
        }
        let oldAttributes: (IndexPath) -> UICollectionViewLayoutAttributes? = { old.layoutAttributesForItem(at: $0) }
        collectionViewLayout = layout
        layout.prepareIfNeeded()
        layout.finalizeLayoutTransition()
        contentSize = layout.collectionViewContentSize
        var offset = layout.targetContentOffset(forProposedContentOffset: clamped(contentOffset))
        offset = collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: offset) ?? offset
        let shown = Dictionary(uniqueKeysWithValues: visibleCellsByPath.map { ($0.key, ($0.value.frame, $0.value.alpha)) })
        var leaving: [(UICollectionViewCell, IndexPath)] = []
        UIView.performWithoutAnimation {
            contentOffset = clamped(offset)
            let newBounds = bounds
            for (path, cell) in visibleCellsByPath {
                guard let frame = layout.layoutAttributesForItem(at: path)?.frame, !frame.meetsInterior(of: newBounds) else { continue }
                visibleCellsByPath[path] = nil
                leaving.append((cell, path))
            }
            layoutVisibleItems()
        }
        guard animated, UIView.areAnimationsEnabled else {
            for (cell, path) in leaving { finishLeaving(cell, at: path) }
            completion(true)
            return
        }
        var moves: [(UICollectionViewCell, UICollectionViewLayoutAttributes)] = []
        UIView.performWithoutAnimation {
            for (path, cell) in visibleCellsByPath {
                guard let end = layout.layoutAttributesForItem(at: path) else { continue }
                if let (frame, alpha) = shown[path] {
                    cell.frame = frame; cell.alpha = alpha
                } else if let start = oldAttributes(path) {
                    place(cell, with: start, always: true)
                }
                moves.append((cell, end))
            }
            for (cell, path) in leaving {
                if let end = layout.layoutAttributesForItem(at: path) { moves.append((cell, end)) }
            }
        }
        UIView.animate(withDuration: Self.layoutChangeDuration, delay: 0, options: [.curveEaseInOut], animations: {
            for (cell, end) in moves { self.place(cell, with: end, always: true) }
        }, completion: { finished in
            for (cell, path) in leaving { self.finishLeaving(cell, at: path) }
            self.setNeedsLayout()
            completion(finished)
        })
    }

    /// A cell that left the screen in a layout change goes back to the reuse queue.
    private func finishLeaving(_ cell: UICollectionViewCell, at path: IndexPath) {
        if let identifier = cell.reuseIdentifier { cellPool.put(cell, identifier: identifier) } else { cell.removeFromSuperview() }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
    }
}
