import Foundation
import Testing
import TransitionKit
import TransitionKitSDL

/// A grouped settings-like table: two titled sections, accessories, subtitles.
@MainActor
private final class SettingsRows: UITableViewDataSource {
    let sections = [("General", ["Wi-Fi", "Bluetooth", "Cellular"]), ("Display", ["Brightness", "Text Size"])]
    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].1.count }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section].1[indexPath.row]
        content.secondaryText = indexPath.row == 0 ? "On" : nil
        cell.contentConfiguration = content
        cell.accessoryType = indexPath.section == 0 ? .disclosureIndicator : .checkmark
        return cell
    }
}

/// A grid of coloured tiles.
@MainActor
private final class Tiles: UICollectionViewDataSource {
    let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo, .systemPurple]
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        cell.contentView.backgroundColor = colors[indexPath.item % colors.count]
        return cell
    }
}

extension SDLSuite {
    /// Tables and grids drawn by the SDL renderer (the PNGs go to the temporary directory).
    @Suite("List rendering") @MainActor
    struct ListRenderingTests {
        @Test("An inset-grouped table: gray background, white rows inset 20 pt, a selected row gray, hairline separators")
        func table() throws {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 420), clock: AnimationClock())
            window.writesDiagnosticsToStandardError = false
            window.makeKeyAndVisible()
            let rows = SettingsRows()
            let table = UITableView(frame: window.bounds, style: .insetGrouped)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = rows
            window.addSubview(table)
            table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
            let host = try SDLTestSupport.makeHost(width: 390, height: 420)
            host.draw(window.displayList())
            let image = try host.captureFrame()
            try image.write(toFile: FileManager.default.temporaryDirectory.appendingPathComponent("lists-table.png").path)
            let background = SDLTestSupport.pixelColor(.systemGray6), white = SDLTestSupport.pixelColor(.white)
            let selected = SDLTestSupport.pixelColor(.systemGray4)
            #expect(try image.at(10, 60).isClose(to: background), "the inset margin")
            #expect(try image.at(380, 60).isClose(to: background))
            #expect(try image.at(200, 60).isClose(to: white) || image.at(200, 60).luma < 128, "row 0")
            #expect(try image.at(30, 38 + 44 + 22).isClose(to: selected), "row 1 is selected")
            // The separator under row 0 (y 38 + 44 - 1) starts 16 pt into the row.
            #expect(try image.at(20 + 30, 38 + 43).luma < 250 && image.at(20 + 30, 38 + 43).luma > 150)
            #expect(try image.at(20 + 5, 38 + 43).isClose(to: white), "inset from the leading edge")
        }

        @Test("Mid-way through a compositional grid's delete: tile 1 half-way to tile 0's place, tile 0 half faded")
        func compositionalDeleteMidway() throws {
            let clock = AnimationClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 420), clock: clock)
            window.writesDiagnosticsToStandardError = false
            window.makeKeyAndVisible()
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)), subitems: [item])
            let grid = UICollectionView(frame: window.bounds, collectionViewLayout:
                UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
            grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
            let tiles = Tiles()
            let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: grid) { grid, indexPath, item in
                let cell = grid.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
                cell.contentView.backgroundColor = tiles.colors[item % tiles.colors.count]
                return cell
            }
            window.addSubview(grid)
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<12))
            source.apply(snapshot, animatingDifferences: false)
            grid.layoutIfNeeded()
            snapshot.deleteItems([0])
            source.apply(snapshot)
            clock.advance(by: 0.15)
            let host = try SDLTestSupport.makeHost(width: 390, height: 420)
            host.draw(window.displayList())
            let image = try host.captureFrame()
            try image.write(toFile: FileManager.default.temporaryDirectory.appendingPathComponent("lists-compositional-midway.png").path)
            // Tile 1 (orange) moves from x 130 to 0: at 65...195 half-way; tile 0 (red) fades under it.
            #expect(try image.at(150, 60).isClose(to: SDLTestSupport.pixelColor(.systemOrange), tolerance: 6))
            let faded = try image.at(30, 60)
            #expect(faded.red > 240 && faded.green > 140 && faded.green < 200, "red at half opacity over white: \(faded)")
        }

        @Test("An orthogonal section scrolled 150 pt sideways under a header: tiles clipped to the band, the next section below")
        func orthogonalSection() throws {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 420), clock: AnimationClock())
            window.writesDiagnosticsToStandardError = false
            window.makeKeyAndVisible()
            let layout = UICollectionViewCompositionalLayout { section, _ in
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(section == 0 ? 0.8 : 1.0 / 3), heightDimension: .absolute(100)),
                    subitems: [item])
                let layoutSection = NSCollectionLayoutSection(group: group)
                if section == 0 {
                    layoutSection.orthogonalScrollingBehavior = .groupPaging
                    layoutSection.interGroupSpacing = 10
                    layoutSection.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
                    layoutSection.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
                }
                return layoutSection
            }
            let tiles = Tiles()
            let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
                elementKind: UICollectionView.elementKindSectionHeader) { view, _, _ in view.backgroundColor = .systemGray4 }
            let grid = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
            let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: grid) { grid, indexPath, item in
                let cell = grid.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
                cell.contentView.backgroundColor = tiles.colors[item % tiles.colors.count]
                return cell
            }
            source.supplementaryViewProvider = { grid, _, indexPath in grid.dequeueConfiguredReusableSupplementary(using: header, for: indexPath) }
            window.addSubview(grid)
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0, 1])
            snapshot.appendItems(Array(0..<5), toSection: 0)
            snapshot.appendItems(Array(5..<11), toSection: 1)
            source.apply(snapshot, animatingDifferences: false)
            grid.layoutIfNeeded()
            let band = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
            band.contentOffset = CGPoint(x: 150, y: 0)
            let host = try SDLTestSupport.makeHost(width: 390, height: 420)
            host.draw(window.displayList())
            let image = try host.captureFrame()
            try image.write(toFile: FileManager.default.temporaryDirectory.appendingPathComponent("lists-orthogonal.png").path)
            // Groups 280 pt wide from x 20, 10 pt apart; scrolled 150: tile 0 at -130...150, tile 1 at 160...440.
            #expect(try image.at(100, 80).isClose(to: SDLTestSupport.pixelColor(.systemRed)), "tile 0")
            #expect(try image.at(155, 80).isClose(to: SDLTestSupport.pixelColor(.systemBackground)), "the spacing")
            #expect(try image.at(300, 80).isClose(to: SDLTestSupport.pixelColor(.systemOrange)), "tile 1, clipped at the band's edge")
            #expect(try image.at(200, 15).isClose(to: SDLTestSupport.pixelColor(.systemGray4)), "the header stays put")
            #expect(try image.at(65, 180).isClose(to: SDLTestSupport.pixelColor(.systemBlue)), "section 1, item 5 (one a third-wide group per row)")
        }

        @Test("A grid: 100 pt tiles three a line with UIKit's flow spacing, coloured by item")
        func grid() throws {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 420), clock: AnimationClock())
            window.writesDiagnosticsToStandardError = false
            window.makeKeyAndVisible()
            let tiles = Tiles()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 110, height: 110)
            layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            let grid = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
            grid.dataSource = tiles
            window.addSubview(grid)
            grid.contentOffset = CGPoint(x: 0, y: 60)
            let host = try SDLTestSupport.makeHost(width: 390, height: 420)
            host.draw(window.displayList())
            let image = try host.captureFrame()
            try image.write(toFile: FileManager.default.temporaryDirectory.appendingPathComponent("lists-grid.png").path)
            // Line 2 (items 3-5) spans y 130...240 in the content: 70...180 on screen; x 10, 140, 270.
            #expect(try image.at(65, 120).isClose(to: SDLTestSupport.pixelColor(.systemGreen)), "item 3")
            #expect(try image.at(195, 120).isClose(to: SDLTestSupport.pixelColor(.systemTeal)), "item 4")
            #expect(try image.at(135, 120).isClose(to: SDLTestSupport.pixelColor(.systemBackground)), "the spacing between")
        }
    }
}
