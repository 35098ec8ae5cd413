import Foundation

extension UITableView {
    /// Gives the visible rows cells (new or recycled) and recycles the ones that scrolled off;
    /// places the section headers and footers.
    func layoutVisibleRows() {
        loadIfNeeded()
        UIView.performWithoutAnimation { tileVisibleRows() }
        updatePrefetching()
        rowSwipes.hostDidLayOut()   // scrolling closes open swipe actions
    }

    /// Tiles until no newly shown self-sizing row changes the geometry (each pass measures at
    /// least one new row, so this ends).
    func tileVisibleRows() {
        while tileVisibleRowsOnce() {}
        placeSectionViews()
        placeTableAccessories()
    }

    /// One tiling pass; returns whether a row measured on the way changed its height.
    private func tileVisibleRowsOnce() -> Bool {
        let needed = geometry.indexPaths(in: bounds)
        let neededSet = Set(needed)
        // In index path order, not the dictionary's: the order cells wait in the reuse pool
        // decides which cell each row gets next.
        for path in visibleCellsByPath.keys.sorted() where !neededSet.contains(path) {
            if let cell = visibleCellsByPath[path] { recycle(cell, at: path) }
        }
        var resized = false
        for path in needed {
            if let cell = visibleCellsByPath[path] {
                if measureRowIfNeeded(path, cell: cell) { resized = true }
                if let rect = rectForRowIfValid(path).map({ rowSwipes.swipedFrame($0, at: path) }), cell.frame != rect { cell.frame = rect }
                cell.tableContentInsets = contentSafeInsets(forRow: cell.frame)
            } else if let cell = displayCell(at: path, frame: rectForRowIfValid(path) ?? .zero), measureRowIfNeeded(path, cell: cell) {
                resized = true
            }
        }
        return resized
    }

    /// Asks the data source for the cell at `path`, sets it up and shows it at `frame`.
    @discardableResult
    func displayCell(at path: IndexPath, frame: CGRect) -> UITableViewCell? {
        guard let dataSource else { return nil }
        return displayCell(dataSource.tableView(self, cellForRowAt: path), at: path, frame: frame)
    }

    /// Sets `cell` up for the row at `path` and shows it at `frame`.
    @discardableResult
    func displayCell(_ cell: UITableViewCell, at path: IndexPath, frame: CGRect) -> UITableViewCell {
        cell.frame = frame
        cell.tableSeparatorInset = resolvedSeparatorInset
        // Swift cannot tell an unimplemented delegate method from one returning 0, so only a
        // level the delegate gives replaces the one the cell was configured with.
        if let level = tableDelegate?.tableView(self, indentationLevelForRowAt: path), level != 0 { cell.indentationLevel = level }
        cell.tableContentInsets = contentSafeInsets(forRow: frame)
        applyEditingState(to: cell, at: path, animated: false)
        cell.separatorView.backgroundColor = separatorColor
        let isLastInSection = path.row == numberOfRows(inSection: path.section) - 1
        cell.separatorView.isHidden = separatorStyle == .none || (style != .plain && isLastInSection)
        cell.setSelected(selectedPaths.contains(path), animated: false)
        insertSubview(cell, at: 0)
        visibleCellsByPath[path] = cell
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
        return cell
    }

    /// Takes `cell` off the screen and puts it back for reuse.
    func recycle(_ cell: UITableViewCell, at path: IndexPath) {
        visibleCellsByPath[path] = nil
        if let identifier = cell.reuseIdentifier { cellPool.put(cell, identifier: identifier) } else { cell.removeFromSuperview() }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
    }

    func rectForRowIfValid(_ path: IndexPath) -> CGRect? {
        geometry.rect(forRowAt: path, width: bounds.width, style: style)
    }

    /// Places the header and footer of every section meeting the visible area (made once per
    /// reload: the delegate's view, or a label with the title). In a plain table the headers
    /// float at the top edge until the end of their section pushes them up, as in UIKit.
    func placeSectionViews() {
        let span = TableGeometry.rowSpan(width: bounds.width, style: style)
        for (index, section) in geometry.sections.enumerated() {
            var header = CGRect(x: span.x, y: section.headerTop, width: span.width, height: section.headerHeight)
            if style == .plain {
                // Plain headers float: pinned to the top edge while their section's rows pass under it.
                let pinned = min(bounds.minY + adjustedContentInset.top, section.rowsBottom - section.headerHeight)
                header.origin.y = max(section.headerTop, pinned)
            }
            let footer = CGRect(x: span.x, y: section.rowsBottom, width: span.width, height: section.footerHeight)
            place(header, in: &headerViews, section: index, header: true)
            place(footer, in: &footerViews, section: index, header: false)
            if style != .plain {
                placeBackground(CGRect(x: span.x, y: section.rowsTop, width: span.width,
                                       height: section.rowsBottom - section.rowsTop), section: index)
            }
        }
        // Last section first, so the backgrounds stack in section order behind the rows.
        for section in sectionBackgrounds.keys.sorted(by: >) { if let view = sectionBackgrounds[section] { sendSubviewToBack(view) } }
    }

    /// The section's background block (white, 10 pt corners when inset grouped), behind its rows.
    private func placeBackground(_ rect: CGRect, section: Int) {
        guard rect.height > 0, rect.maxY > bounds.minY, rect.minY < bounds.maxY else {
            sectionBackgrounds[section]?.removeFromSuperview()
            sectionBackgrounds[section] = nil
            return
        }
        if let view = sectionBackgrounds[section] {
            if view.frame != rect { view.frame = rect }
            return
        }
        let view = UIView(frame: .zero)
        view.backgroundColor = .systemBackground
        view.layer.cornerRadius = style == .insetGrouped ? 10 : 0
        view.isUserInteractionEnabled = false
        insertSubview(view, at: 0)
        fadeIn(view, at: rect)
        sectionBackgrounds[section] = view
    }

    private func place(_ rect: CGRect, in views: inout [Int: UIView], section: Int, header: Bool) {
        guard rect.height > 0, rect.maxY > bounds.minY, rect.minY < bounds.maxY else {
            if let view = views[section] { retireSectionView(view, section: section, header: header) }
            views[section] = nil
            return
        }
        if let view = views[section] {
            let fitted = fittedSectionRect(rect, view: view, header: header)
            if view.frame != fitted { view.frame = fitted }
            return
        }
        let made = header ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        guard let view = made ?? title.map({ makeTitleView($0, header: header) }) else { return }
        addSubview(view)
        fadeIn(view, at: fittedSectionRect(rect, view: view, header: header))
        views[section] = view
        if header { tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section) }
        else { tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section) }
    }

    /// A header's rectangle narrowed to its content with `contentHuggingElements`; footers as given.
    private func fittedSectionRect(_ rect: CGRect, view: UIView, header: Bool) -> CGRect {
        guard header else { return rect }
        var fitted = rect
        fitted.size.width = huggedHeaderWidth(view, available: rect.width, height: rect.height)
        return fitted
    }

    /// Puts a new section view at `rect` at once; inside an animation (a batch update) it fades
    /// in, otherwise it is simply shown.
    private func fadeIn(_ view: UIView, at rect: CGRect) {
        UIView.performWithoutAnimation { view.frame = rect; view.alpha = 0 }
        view.alpha = 1
    }

    private func makeTitleView(_ title: String, header: Bool) -> UIView {
        SectionTitleView(title: style == .plain || !header ? title : title.uppercased(), plain: style == .plain, header: header)
    }

    // MARK: Asking about rows

    /// The visible cell for `indexPath`, or nil if the row is off screen or does not exist.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return visibleCellsByPath[indexPath]
    }

    /// The index path of a visible `cell`, or nil.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The index path of the row at `point` (in the table view's coordinates), or nil.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        return geometry.indexPath(at: point, width: bounds.width, style: style)
    }

    /// The index paths of the rows in `rect` (content coordinates), in order.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadIfNeeded()
        return geometry.indexPaths(in: rect)
    }

    /// The index paths of the visible rows, in order.
    public var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        return visibleCellsByPath.keys.sorted()
    }

    /// The visible cells, in row order.
    public var visibleCells: [UITableViewCell] {
        (indexPathsForVisibleRows ?? []).compactMap { visibleCellsByPath[$0] }
    }

    /// The row's rectangle in the table view's content coordinates (`.zero` and a Diagnostic
    /// for a row that does not exist; UIKit raises).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadIfNeeded()
        guard let rect = rectForRowIfValid(indexPath) else {
            reportListProblem(.listInvalidIndexPath, "rectForRow(at: \(indexPath)): no such row")
            return .zero
        }
        return rect
    }

    /// The rectangle of `section` (header, rows and footer), or `.zero`.
    public func rect(forSection section: Int) -> CGRect {
        loadIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let measured = geometry.sections[section]
        return CGRect(x: 0, y: measured.top, width: bounds.width, height: measured.bottom - measured.top)
    }

    /// Scrolls so the row is at `scrollPosition` (clamped to the content); `.none` scrolls the
    /// least that shows it fully. A row that does not exist is refused with a Diagnostic.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        guard let rect = rectForRowIfValid(indexPath) else {
            reportListProblem(.listInvalidIndexPath, "scrollToRow(at: \(indexPath)): no such row")
            return
        }
        let inset = adjustedContentInset, visibleHeight = bounds.height - inset.top - inset.bottom
        var y = contentOffset.y
        switch scrollPosition {
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - inset.top - visibleHeight / 2
        case .bottom: y = rect.maxY - inset.top - visibleHeight
        case .none:
            if rect.minY < y + inset.top { y = rect.minY - inset.top }
            else if rect.maxY > y + inset.top + visibleHeight { y = rect.maxY - inset.top - visibleHeight }
        }
        setContentOffset(clamped(CGPoint(x: contentOffset.x, y: y)), animated: animated)
    }
}
