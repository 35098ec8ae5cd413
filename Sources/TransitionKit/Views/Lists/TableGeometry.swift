import Foundation

/// Where a table view's headers, rows and footers are, in content coordinates.
@MainActor
struct TableGeometry {
    struct Section {
        var top: CGFloat = 0
        /// The space above the header (`sectionHeaderTopPadding`, for a section with a header).
        var headerPadding: CGFloat = 0
        var headerHeight: CGFloat = 0
        var rowTops: [CGFloat] = []
        var rowHeights: [CGFloat] = []
        /// Whether each row's height is `automaticDimension` (measured from its cell when shown).
        var rowSelfSizes: [Bool] = []
        var footerHeight: CGFloat = 0
        /// Where the header starts (below its padding).
        var headerTop: CGFloat { top + headerPadding }
        /// Where the rows start (below the header).
        var rowsTop: CGFloat { headerTop + headerHeight }
        var rowsBottom: CGFloat { (rowTops.last ?? rowsTop) + (rowHeights.last ?? 0) }
        var bottom: CGFloat { rowsBottom + footerHeight }
    }

    var sections: [Section] = []
    /// The table header view's height: the first section starts below it.
    var tableHeaderHeight: CGFloat = 0
    /// The table footer view's height, below the last section.
    var tableFooterHeight: CGFloat = 0
    /// Where the last section ends (the table footer's top).
    var sectionsBottom: CGFloat { sections.last?.bottom ?? tableHeaderHeight }
    /// The content's height: the table header, the sections and the table footer.
    var height: CGFloat { sectionsBottom + tableFooterHeight }

    init() {}

    /// Measures every section of `table` (heights from the delegate or the table's defaults; an
    /// `automaticDimension` row has its measured height, or its estimate until it is measured).
    init(table: UITableView, rowCounts: [Int]) {
        let delegate = table.tableDelegate
        tableHeaderHeight = UITableView.accessoryHeight(table.tableHeaderView)
        tableFooterHeight = UITableView.accessoryHeight(table.tableFooterView)
        var y = tableHeaderHeight
        for (section, count) in rowCounts.enumerated() {
            var measured = Section(top: y)
            measured.headerHeight = table.resolvedHeaderHeight(
                delegate?.tableView(table, heightForHeaderInSection: section) ?? table.sectionHeaderHeight,
                section: section, header: true)
            let padding = table.sectionHeaderTopPadding
            if measured.headerHeight > 0, padding != UITableView.automaticDimension, padding.isFinite, padding > 0 {
                measured.headerPadding = padding
            }
            y += measured.headerPadding + measured.headerHeight
            for row in 0..<count {
                let path = IndexPath(row: row, section: section)
                let asked = delegate?.tableView(table, heightForRowAt: path) ?? table.rowHeight
                let selfSizing = asked == UITableView.automaticDimension
                let height = selfSizing ? table.measuredRowHeights[path] ?? table.estimatedHeight(forRowAt: path)
                    : (asked.isFinite ? max(0, asked) : 44)
                measured.rowTops.append(y)
                measured.rowHeights.append(height)
                measured.rowSelfSizes.append(selfSizing)
                y += height
            }
            measured.footerHeight = table.resolvedHeaderHeight(
                delegate?.tableView(table, heightForFooterInSection: section) ?? table.sectionFooterHeight,
                section: section, header: false)
            y += measured.footerHeight
            sections.append(measured)
        }
    }

    /// Whether `indexPath` names a row.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section)
            && sections[indexPath.section].rowTops.indices.contains(indexPath.row) && indexPath.row >= 0
    }

    /// Whether the row's height comes from its cell (`automaticDimension`).
    func isSelfSizing(_ indexPath: IndexPath) -> Bool {
        contains(indexPath) && sections[indexPath.section].rowSelfSizes[indexPath.row]
    }

    /// Gives the row `height` and moves everything below it; returns the change.
    @discardableResult
    mutating func setHeight(_ height: CGFloat, forRowAt indexPath: IndexPath) -> CGFloat {
        guard contains(indexPath) else { return 0 }
        let delta = height - sections[indexPath.section].rowHeights[indexPath.row]
        guard delta != 0 else { return 0 }
        sections[indexPath.section].rowHeights[indexPath.row] = height
        for row in (indexPath.row + 1)..<sections[indexPath.section].rowTops.count {
            sections[indexPath.section].rowTops[row] += delta
        }
        for section in (indexPath.section + 1)..<sections.count {
            sections[section].top += delta
            for row in sections[section].rowTops.indices { sections[section].rowTops[row] += delta }
        }
        return delta
    }

    /// The horizontal extent of rows in a table `width` wide.
    static func rowSpan(width: CGFloat, style: UITableView.Style) -> (x: CGFloat, width: CGFloat) {
        style == .insetGrouped ? (20, max(0, width - 40)) : (0, width)
    }

    /// The row's rectangle, or nil if there is no such row.
    func rect(forRowAt indexPath: IndexPath, width: CGFloat, style: UITableView.Style) -> CGRect? {
        guard contains(indexPath) else { return nil }
        let section = sections[indexPath.section], span = Self.rowSpan(width: width, style: style)
        return CGRect(x: span.x, y: section.rowTops[indexPath.row], width: span.width, height: section.rowHeights[indexPath.row])
    }

    /// The index paths of the rows meeting `rect`'s vertical extent, in order.
    func indexPaths(in rect: CGRect) -> [IndexPath] {
        var result: [IndexPath] = []
        for (index, section) in sections.enumerated() where section.bottom > rect.minY && section.top < rect.maxY {
            let tops = section.rowTops
            // The first row whose bottom is below rect.minY (binary search).
            var low = 0, high = tops.count
            while low < high {
                let mid = (low + high) / 2
                if tops[mid] + section.rowHeights[mid] <= rect.minY { low = mid + 1 } else { high = mid }
            }
            var row = low
            while row < tops.count, tops[row] < rect.maxY {
                if section.rowHeights[row] > 0 { result.append(IndexPath(row: row, section: index)) }
                row += 1
            }
        }
        return result
    }

    /// The row containing `point`, if any.
    func indexPath(at point: CGPoint, width: CGFloat, style: UITableView.Style) -> IndexPath? {
        let span = Self.rowSpan(width: width, style: style)
        guard point.x >= span.x, point.x < span.x + span.width else { return nil }
        return indexPaths(in: CGRect(x: point.x, y: point.y, width: 0, height: 0.0001))
            .first { rect(forRowAt: $0, width: width, style: style)?.contains(point) == true }
    }
}

extension UITableView {
    /// A header or footer height with `automaticDimension` resolved (see `sectionHeaderHeight`).
    func resolvedHeaderHeight(_ asked: CGFloat, section: Int, header: Bool) -> CGFloat {
        if asked != UITableView.automaticDimension { return asked.isFinite ? max(0, asked) : 0 }
        let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        let view = header ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        let hasContent = title != nil || view != nil
        if let view {
            let measured = selfSizedHeight(of: view, section: section, header: header)
            // A reusable view dequeued just to be measured goes back for reuse.
            if view.superview == nil { enqueueSectionView(view) }
            if let measured { return measured }
        }
        switch style {
        case .plain: return hasContent ? 28 : 0
        case .grouped, .insetGrouped: return hasContent ? 38 : 18
        }
    }
}
