import Foundation

/// The navigation controller's toolbar: along the bottom, `UIToolbar.height` points above the
/// bottom safe area and covering it, showing the top controller's `toolbarItems` (they change
/// with pushes and pops, fading in alongside). While shown it adds to the content's safe area
/// as a tab bar does; `isToolbarHidden` is true by default.
extension UINavigationController {
    /// Places the toolbar at the bottom of `root`, or just below it while slid away.
    func layoutToolbar(in root: UIView) {
        guard let toolbar else { return }
        let height = UIToolbar.height + root.safeAreaInsets.bottom
        let y = isToolbarSlidAway ? root.bounds.height : root.bounds.height - height
        toolbar.frame = CGRect(x: 0, y: y, width: root.bounds.width, height: height)
    }

    /// The top of the visible toolbar in `contentView`'s coordinates, or nil while it is hidden.
    var toolbarTopInContent: CGFloat? {
        guard let toolbar, !toolbar.isHidden, !isToolbarSlidAway, viewIfLoaded != nil else { return nil }
        return toolbar.frame.minY - contentView.frame.minY
    }

    /// Shows the top controller's toolbar items.
    func updateToolbar(animated: Bool) {
        guard isViewLoaded else { return }
        let items = stack.last?.toolbarItems
        guard !(toolbar.items ?? []).elementsEqual(items ?? [], by: ===) else { return }
        toolbar.setItems(items, animated: animated)
        viewIfLoaded?.setNeedsLayout()
    }

    /// Hides or shows the toolbar, at once or sliding (see `setToolbarHidden(_:animated:)`).
    func slideToolbar(hidden: Bool, animated: Bool) {
        guard hidden != storedToolbarHidden else { return }
        storedToolbarHidden = hidden
        guard isViewLoaded else {
            isToolbarSlidAway = hidden
            return
        }
        updateToolbar(animated: false)
        guard animated, view.window != nil else {
            isToolbarSlidAway = hidden
            toolbar.isHidden = hidden
            relayoutForBars()
            return
        }
        toolbar.isHidden = false
        let finish: (Bool) -> Void = { [weak self] _ in
            guard let self else { return }
            self.isToolbarSlidAway = self.storedToolbarHidden
            self.toolbar.isHidden = self.storedToolbarHidden
            self.relayoutForBars()
        }
        if let coordinator = transitionCoordinator {
            // Only the toolbar slides alongside: a layout pass inside the transition's animation
            // would animate the arriving screen's first layout too. The content's safe area
            // follows at the next layout.
            // The slide starts in the alongside block: a layout pass before it keeps the old place.
            coordinator.animate(alongsideTransition: { [weak self] _ in
                guard let self else { return }
                self.isToolbarSlidAway = self.storedToolbarHidden
                self.layoutContent()
            }, completion: { _ in finish(true) })
        } else {
            isToolbarSlidAway = hidden
            UIView.animate(withDuration: Self.barHideShowDuration, animations: { [weak self] in self?.relayoutForBars() },
                           completion: finish)
        }
    }
}
