import Foundation
import TransitionKit
import TransitionKitTestSupport

/// A collection data source and delegate over sections of strings; cells carry a label.
@MainActor
final class GridModel: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sections: [[String]]
    var sizes: [IndexPath: CGSize] = [:]
    var log: [String] = []
    var onSelect: ((IndexPath) -> Void)?

    init(_ sections: [[String]]) { self.sections = sections }
    convenience init(items count: Int) { self.init([(0..<count).map(String.init)]) }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.tag = Int(sections[indexPath.section][indexPath.item]) ?? -1
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { log.append("didHighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { log.append("didUnhighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.item)"); return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
        onSelect?(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.item)") }
}

/// A flow layout of 100 x 100 items (the rest UIKit's defaults).
@MainActor
func makeFlowLayout(item: CGFloat = 100) -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: item, height: item)
    return layout
}

/// A 400 x 300 collection view in a test window showing `model`, laid out.
@MainActor
func makeGrid(_ model: GridModel, layout: UICollectionViewLayout = makeFlowLayout(), size: CGSize = CGSize(width: 400, height: 300),
              cellClass: UICollectionViewCell.Type = UICollectionViewCell.self)
    -> (UIWindow, AnimationClock, UICollectionView)
{
    let (window, clock) = makeTestWindow(width: 400, height: 300)
    let grid = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    grid.register(cellClass, forCellWithReuseIdentifier: "cell")
    grid.dataSource = model
    grid.delegate = model
    window.addSubview(grid)
    grid.layoutIfNeeded()
    return (window, clock, grid)
}
