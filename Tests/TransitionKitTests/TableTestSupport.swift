import Foundation
import TransitionKit
import TransitionKitTestSupport

/// A cell that counts `prepareForReuse` calls.
@MainActor
final class CountingCell: UITableViewCell {
    static var reuseCount = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        CountingCell.reuseCount += 1
    }
}

/// A table data source and delegate over an array of sections of strings, logging the delegate.
@MainActor
final class TableModel: UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var headerTitles: [String?] = []
    var heights: [IndexPath: CGFloat] = [:]
    var refuseSelection: Set<IndexPath> = []
    var log: [String] = []

    init(_ sections: [[String]]) { self.sections = sections }

    /// One section of `count` rows "0", "1", ...
    convenience init(rows count: Int) { self.init([(0..<count).map(String.init)]) }

    private func name(_ path: IndexPath) -> String { "\(path.section)-\(path.row)" }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles.indices.contains(section) ? headerTitles[section] : nil
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(name(indexPath))"); return true
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("didHighlight \(name(indexPath))") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log.append("didUnhighlight \(name(indexPath))") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(name(indexPath))")
        return refuseSelection.contains(indexPath) ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(name(indexPath))") }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(name(indexPath))"); return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect \(name(indexPath))") }
}

/// A 400 x `height` table in a test window, showing `model`, laid out.
@MainActor
func makeTable(_ model: TableModel, style: UITableView.Style = .plain, height: CGFloat = 300, cellClass: UITableViewCell.Type = UITableViewCell.self)
    -> (UIWindow, AnimationClock, UITableView)
{
    let (window, clock) = makeTestWindow(width: 400, height: max(300, height))
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: height), style: style)
    table.register(cellClass, forCellReuseIdentifier: "cell")
    table.dataSource = model
    table.delegate = model
    window.addSubview(table)
    table.layoutIfNeeded()
    return (window, clock, table)
}
