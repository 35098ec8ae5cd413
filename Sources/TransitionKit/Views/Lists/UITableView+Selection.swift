import Foundation

extension UITableView {
    /// The first selected row (in selection order), or nil.
    public var indexPathForSelectedRow: IndexPath? { selectedPaths.first }

    /// The selected rows in the order they were selected, or nil if none.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths }

    /// Selects the row (deselecting the others unless `allowsMultipleSelection`) and scrolls
    /// it to `scrollPosition`; the delegate is not told, as in UIKit. nil deselects every row.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadIfNeeded()
        guard let indexPath else {
            for path in selectedPaths { deselectRow(at: path, animated: animated) }
            return
        }
        guard geometry.contains(indexPath) else {
            reportListProblem(.listInvalidIndexPath, "selectRow(at: \(indexPath)): no such row")
            return
        }
        if !multipleSelectionAllowedNow {
            for path in selectedPaths where path != indexPath { deselectRow(at: path, animated: animated) }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath); postSelectionDidChange() }
        visibleCellsByPath[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row; `animated` fades its selected look (on the enclosing animation's
    /// timing inside an animation block or a transition coordinator's alongside block).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if selectedPaths.contains(indexPath) {
            selectedPaths.removeAll { $0 == indexPath }
            postSelectionDidChange()
        }
        visibleCellsByPath[indexPath]?.setSelected(false, animated: animated)
    }

    /// Posted (object: the table view) when the selected rows change: a row selected or
    /// deselected by the user or in code, or a selected row deleted by an update.
    public static let selectionDidChangeNotification = Notification.Name("UITableViewSelectionDidChangeNotification")

    func postSelectionDidChange() {
        NotificationCenter.default.post(name: Self.selectionDidChangeNotification, object: self)
    }

    // MARK: Touches

    /// A touch on a row highlights it (`shouldHighlightRowAt`, `didHighlightRowAt`).
    func handleTouchesBegan(_ touches: Set<UITouch>) {
        if let touch = touches.primaryTouch, rowSwipes.touchCloses(at: touch.location(in: self)) {
            rowSwipes.touchClosedSwipe = true
            return
        }
        guard selectionAllowedNow, let touch = touches.primaryTouch,
              let path = indexPathForRow(at: touch.location(in: self)) else { return }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true else { return }
        pressedPath = path
        visibleCellsByPath[path]?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: path)
    }

    /// A touch that leaves the pressed row unhighlights it.
    func handleTouchesMoved(_ touches: Set<UITouch>) {
        guard let pressedPath, let touch = touches.primaryTouch else { return }
        if indexPathForRow(at: touch.location(in: self)) != pressedPath { endPress() }
    }

    /// A touch lifting on the pressed row selects it, in UIKit's order: `didUnhighlightRowAt`,
    /// `willSelectRowAt`, then for a previously selected row `willDeselectRowAt` and
    /// `didDeselectRowAt`, then `didSelectRowAt`. With `allowsMultipleSelection`, lifting on a
    /// selected row deselects it (`willDeselectRowAt`, `didDeselectRowAt`).
    func handleTouchesEnded(_ touches: Set<UITouch>) {
        if rowSwipes.touchClosedSwipe { rowSwipes.touchClosedSwipe = false; return }
        guard let path = pressedPath, let touch = touches.primaryTouch else { return }
        endPress()
        let location = touch.location(in: self)
        guard indexPathForRow(at: location) == path else { return }
        if let cell = visibleCellsByPath[path], cell.detailButtonContains(convert(location, to: cell)) {
            tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: path)
            return
        }
        userSelect(path)
    }

    /// A cancelled touch (the scroll view started dragging) unhighlights the row.
    func handleTouchesCancelled(_ touches: Set<UITouch>) {
        rowSwipes.touchClosedSwipe = false
        endPress()
    }

    private func endPress() {
        guard let path = pressedPath else { return }
        pressedPath = nil
        visibleCellsByPath[path]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: path)
    }

    /// The user's selection of `path`, with the delegate's will/did calls.
    func userSelect(_ path: IndexPath) {
        if multipleSelectionAllowedNow, selectedPaths.contains(path) {
            userDeselect(path)
            return
        }
        guard let target = tableDelegate.map({ $0.tableView(self, willSelectRowAt: path) }) ?? path,
              geometry.contains(target) else { return }
        if !multipleSelectionAllowedNow {
            for old in selectedPaths where old != target { userDeselect(old) }
        }
        let extendsSelection = multipleSelectionAllowedNow && !selectedPaths.isEmpty
        selectRow(at: target, animated: false, scrollPosition: .none)
        tableDelegate?.tableView(self, didSelectRowAt: target)
        if !isEditing, !extendsSelection, let delegate = tableDelegate, delegate.tableView(self, canPerformPrimaryActionForRowAt: target) {
            delegate.tableView(self, performPrimaryActionForRowAt: target)
        }
    }

    private func userDeselect(_ path: IndexPath) {
        guard let target = tableDelegate.map({ $0.tableView(self, willDeselectRowAt: path) }) ?? path else { return }
        deselectRow(at: target, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }
}
