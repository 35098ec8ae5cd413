import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// A list of text rows in list cells, with list-cell headers made from `defaultContentConfiguration()`.
@MainActor
private final class ListModel: NSObject, UICollectionViewDataSource {
    var sections: [[String]]
    var indentation: [IndexPath: Int] = [:]
    var headerContent: ((UICollectionViewListCell) -> UIListContentConfiguration)?

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section][indexPath.item]
        cell.contentConfiguration = content
        cell.indentationLevel = indentation[indexPath] ?? 0
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            as! UICollectionViewListCell
        var content = headerContent?(header) ?? header.defaultContentConfiguration()
        content.text = "Section \(indexPath.section)"
        header.contentConfiguration = content
        return header
    }
}

// List cells "take on the list's appearance": separators under every row but a section's last
// ("automatic" bottom visibility), aligned with the text ("the separator aligns to the primary
// text" with a system content configuration) unless `separatorLayoutGuide` is constrained;
// inset-grouped sections are rounded cards; `indentationLevel` steps of `indentationWidth`
// indent the content; `defaultContentConfiguration()` and the iOS 18 `header()` follow the list
// (Apple, UICollectionViewListCell, UIListSeparatorConfiguration, UICollectionLayoutListConfiguration).
@Suite("UICollectionViewListCell: list backgrounds, separators, inset-grouped corners, indentation, adaptive content")
@MainActor
struct UICollectionViewListCellTests {
    private func makeList(_ configuration: UICollectionLayoutListConfiguration, _ model: ListModel)
        -> (UIWindow, UICollectionView)
    {
        let (window, _) = makeTestWindow(width: 400, height: 300)
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        list.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        list.register(UICollectionViewListCell.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                      withReuseIdentifier: "header")
        list.dataSource = model
        window.addSubview(list)
        list.layoutIfNeeded()
        return (window, list)
    }

    private func cell(_ list: UICollectionView, _ item: Int, _ section: Int = 0) -> UICollectionViewListCell {
        list.cellForItem(at: IndexPath(item: item, section: section)) as! UICollectionViewListCell
    }

    /// The cell's background fill (the background view's first subview).
    private func fill(_ cell: UICollectionViewCell) -> UIView { cell.subviews[0].subviews[0] }

    /// The cell's visible separators, by their frames.
    private func separators(_ cell: UICollectionViewListCell) -> [CGRect] {
        cell.subviews.filter { !$0.isHidden && $0.frame.height == 1 && $0.backgroundColor == .separator }.map(\.frame)
    }

    @Test("Plain: 44 pt rows on the system background, separators from the text's leading edge under all but the last")
    func plainList() {
        let (window, list) = makeList(UICollectionLayoutListConfiguration(appearance: .plain), ListModel([["A", "B", "C"]]))
        _ = window
        #expect(list.backgroundColor == .systemBackground)
        #expect(cell(list, 1).frame == CGRect(x: 0, y: 44, width: 400, height: 44))
        #expect(fill(cell(list, 0)).backgroundColor == .systemBackground)
        #expect(separators(cell(list, 0)) == [CGRect(x: 16, y: 43, width: 384, height: 1)])
        #expect(separators(cell(list, 2)).isEmpty)
        cell(list, 1).isSelected = true
        #expect(fill(cell(list, 1)).backgroundColor == .systemGray4)
    }

    @Test("Inset grouped: cards inset 16 pt on the grouped background, the first row's top corners and the last's bottom ones round at 10 pt")
    func insetGrouped() {
        let (window, list) = makeList(UICollectionLayoutListConfiguration(appearance: .insetGrouped), ListModel([["A", "B", "C"]]))
        _ = window
        #expect(list.backgroundColor == .systemGroupedBackground)
        let first = cell(list, 0), middle = cell(list, 1), last = cell(list, 2)
        #expect(first.frame.minX == 16 && first.frame.width == 368)
        #expect(fill(first).backgroundColor == .secondarySystemGroupedBackground)
        #expect(fill(first).layer.cornerRadius == 10)
        #expect(fill(first).layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(fill(middle).layer.maskedCorners == [])
        #expect(fill(last).layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(separators(first) == [CGRect(x: 16, y: 43, width: 352, height: 1)])
    }

    @Test("Indentation moves the content and its separator; the separator handler and insets override the automatic ones")
    func indentationAndSeparatorSettings() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.itemSeparatorHandler = { indexPath, separators in
            var separators = separators
            if indexPath.item == 0 { separators.bottomSeparatorVisibility = .hidden }
            if indexPath.item == 2 { separators.bottomSeparatorVisibility = .visible }
            if indexPath.item == 1 { separators.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 40) }
            return separators
        }
        let model = ListModel([["A", "B", "C", "D"]])
        model.indentation[IndexPath(item: 3, section: 0)] = 2
        let (window, list) = makeList(configuration, model)
        _ = window
        #expect(separators(cell(list, 0)).isEmpty)
        #expect(separators(cell(list, 1)) == [CGRect(x: 0, y: 43, width: 360, height: 1)])
        #expect(separators(cell(list, 2)) == [CGRect(x: 16, y: 43, width: 384, height: 1)])
        let indented = cell(list, 3)
        #expect(indented.contentView.frame.minX == 20)
        #expect(indented.indentationWidth == 10 && indented.indentsAccessories)
    }

    @Test("A constrained separator layout guide places the separator")
    func separatorLayoutGuide() {
        let (window, list) = makeList(UICollectionLayoutListConfiguration(appearance: .plain), ListModel([["A", "B"]]))
        _ = window
        let row = cell(list, 0)
        row.separatorLayoutGuide.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 60).isActive = true
        row.setNeedsLayout()
        row.layoutIfNeeded()
        #expect(separators(row).first?.minX == 60)
        #expect(separators(row).first?.maxX == 400)
    }

    @Test("Grouped headers: defaultContentConfiguration() and the adaptive header() show small uppercase text; plain headers bold")
    func adaptiveHeaders() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = .supplementary
        let model = ListModel([["A"], ["B"]])
        var seen: [UIListContentConfiguration] = []
        model.headerContent = { header in
            let content = header.defaultContentConfiguration()
            seen.append(content)
            return seen.count == 1 ? content : UIListContentConfiguration.header()
        }
        let (window, list) = makeList(configuration, model)
        _ = window
        #expect(seen.first?.textProperties.transform == .uppercase)
        let kind = UICollectionView.elementKindSectionHeader
        for section in 0..<2 {
            let header = list.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))
            let label = header?.contentView(of: UILabel.self) { $0.text != nil }
            #expect(label?.text == "SECTION \(section)")
            #expect(label?.font?.pointSize == 13)
        }
        // A plain list's header is bold 17 pt, on the opaque plain background (it pins over rows).
        var plain = UICollectionLayoutListConfiguration(appearance: .plain)
        plain.headerMode = .supplementary
        let (plainWindow, plainList) = makeList(plain, ListModel([["A"]]))
        _ = plainWindow
        let header = plainList.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
        #expect(header?.contentView(of: UILabel.self) { $0.text != nil }?.font == .systemFont(ofSize: 17, weight: .bold))
        #expect(header.map(fill)?.backgroundColor == .systemBackground)
    }
}

extension UIView {
    /// The first view of `type` under this one (depth first) that passes `test`.
    fileprivate func contentView<View: UIView>(of type: View.Type, where test: (View) -> Bool = { _ in true }) -> View? {
        for subview in subviews {
            if let match = subview as? View, test(match) { return match }
            if let match = subview.contentView(of: type, where: test) { return match }
        }
        return nil
    }
}
