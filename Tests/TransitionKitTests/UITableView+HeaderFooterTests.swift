import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// A header-footer view that counts `prepareForReuse` calls.
@MainActor
final class CountingHeaderView: UITableViewHeaderFooterView {
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// Sections of rows whose headers are dequeued header-footer views, logging display calls.
@MainActor
final class HeaderModel: UITableViewDataSource, UITableViewDelegate {
    var rows: [Int]
    var log: [String] = []
    var selfSizingHeader: CGFloat?
    init(_ rows: [Int]) { self.rows = rows }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        view?.textLabel?.text = "Section \(section)"
        if let height = selfSizingHeader, let view, view.contentView.constraints.isEmpty {
            let bar = UIView(frame: .zero)
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.contentView.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.topAnchor.constraint(equalTo: view.contentView.topAnchor),
                bar.bottomAnchor.constraint(equalTo: view.contentView.bottomAnchor),
                bar.leadingAnchor.constraint(equalTo: view.contentView.leadingAnchor),
                bar.heightAnchor.constraint(equalToConstant: height),
            ])
        }
        return view
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        selfSizingHeader == nil ? 40 : UITableView.automaticDimension
    }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        log.append("willDisplayHeader \(section)")
    }
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        log.append("didEndDisplayingHeader \(section)")
    }
}

@Suite("UITableView+HeaderFooter")
@MainActor
struct UITableViewHeaderFooterTests {
    private func makeHeaderTable(_ model: HeaderModel, style: UITableView.Style = .grouped) -> (UIWindow, UITableView) {
        let (window, _) = makeTestWindow(width: 400, height: 300)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(CountingHeaderView.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = model
        table.delegate = model
        window.addSubview(table)
        table.layoutIfNeeded()
        return (window, table)
    }

    @Test("Dequeued headers are shown, found by headerView(forSection:), and reused after scrolling off")
    func reuse() {
        let model = HeaderModel(Array(repeating: 4, count: 20))
        let (_, table) = makeHeaderTable(model)
        let first = table.headerView(forSection: 0)
        #expect(first is CountingHeaderView)
        #expect(first?.textLabel?.text == "Section 0")
        #expect(first?.frame == table.rectForHeader(inSection: 0))
        #expect(model.log.first == "willDisplayHeader 0")
        for step in 1...40 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 50)
            table.layoutIfNeeded()
        }
        #expect(model.log.contains("didEndDisplayingHeader 0"))
        #expect(table.headerView(forSection: 0) == nil)
        // Far fewer views than sections were made: the ones that scrolled off came back.
        #expect(table.numberOfCreatedHeaderFooterViews < 10, "\(table.numberOfCreatedHeaderFooterViews)")
        let reused = (0..<20).compactMap { table.headerView(forSection: $0) as? CountingHeaderView }
        #expect(reused.contains { $0.reuses > 0 })
    }

    @Test("rectForHeader and rectForFooter bracket the section's rows; unknown sections give .zero")
    func rects() {
        let model = HeaderModel([2, 3])
        let (_, table) = makeHeaderTable(model, style: .plain)
        let header = table.rectForHeader(inSection: 1), footer = table.rectForFooter(inSection: 1)
        #expect(header.height == 40)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == header.maxY)
        #expect(footer.minY == table.rectForRow(at: IndexPath(row: 2, section: 1)).maxY)
        #expect(table.rect(forSection: 1).minY == header.minY)
        #expect(table.rectForHeader(inSection: 5) == .zero && table.rectForFooter(inSection: -1) == .zero)
    }

    @Test("Titles are shown in header-footer views whose textLabel holds the title")
    func titleHeaders() {
        let model = TableModel([["a"], ["b"]])
        model.headerTitles = ["First", "Second"]
        let (_, _, table) = makeTable(model)
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "Second")
        #expect(table.footerView(forSection: 0) == nil)
    }

    @Test("A header with constraints sizes itself; estimatedSectionHeaderHeight = 0 turns that off")
    func selfSizingHeaders() {
        let model = HeaderModel([1, 1])
        model.selfSizingHeader = 70
        let (_, table) = makeHeaderTable(model, style: .plain)
        #expect(table.rectForHeader(inSection: 0).height == 70)
        table.estimatedSectionHeaderHeight = 0
        table.reloadData()
        #expect(table.rectForHeader(inSection: 0).height == 28)
    }

    @Test("sectionHeaderTopPadding adds space above each header; automaticDimension adds none")
    func topPadding() {
        let model = HeaderModel([2, 2])
        let (_, table) = makeHeaderTable(model, style: .plain)
        #expect(table.rectForHeader(inSection: 0).minY == 0)
        table.sectionHeaderTopPadding = 10
        table.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 0).minY == 10)
        #expect(abs(table.rectForHeader(inSection: 1).minY - (10 + 40 + 88 + 10)) < 1e-6)
        #expect(abs(table.rect(forSection: 1).minY - (10 + 40 + 88)) < 1e-6)
    }

    @Test("contentHuggingElements = .sectionHeaders narrows title headers to their text")
    func hugging() {
        let model = TableModel([["a"]])
        model.headerTitles = ["Hi"]
        let (_, _, table) = makeTable(model)
        #expect(table.headerView(forSection: 0)?.frame.width == 400)
        table.contentHuggingElements = .sectionHeaders
        table.layoutIfNeeded()
        let width = table.headerView(forSection: 0)?.frame.width ?? 0
        #expect(width > 32 && width < 100, "\(width)")
    }

    @Test("Registering a class that is not a header-footer view is refused with a Diagnostic")
    func badRegistration() {
        let model = HeaderModel([1])
        let (window, table) = makeHeaderTable(model)
        table.register(UIView.self, forHeaderFooterViewReuseIdentifier: "bad")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "bad") == nil)
        #expect(window.diagnostics.last?.code == .listUnregisteredIdentifier)
        table.register(UIView.self, forCellReuseIdentifier: "badCell")
        #expect(table.dequeueReusableCell(withIdentifier: "badCell") == nil)
    }
}
