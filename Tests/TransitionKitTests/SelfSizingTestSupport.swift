import Foundation
import TransitionKit
import TransitionKitTestSupport

/// A table cell sized by constraints: a bar 8 pt below the content view's top and 8 pt above
/// its bottom, 16 pt from its sides, with a height constraint the data source sets.
@MainActor
final class BarTableCell: UITableViewCell {
    let bar = UIView(frame: .zero)
    private(set) var barHeight: NSLayoutConstraint!
    private lazy var barAspect = bar.heightAnchor.constraint(equalTo: bar.widthAnchor, multiplier: 0.1)
    /// Whether the bar is a tenth as tall as it is wide (instead of `barHeight`).
    var followsWidth = false {
        didSet { barHeight.isActive = !followsWidth; barAspect.isActive = followsWidth }
    }

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        bar.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bar)
        barHeight = bar.heightAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            barHeight,
        ])
    }

    required init?(coder: NSCoder) { return nil }
}

/// One section of rows whose bars are `barHeights[row]` tall (so the rows are 16 pt taller).
@MainActor
final class BarTableModel: UITableViewDataSource, UITableViewDelegate {
    var barHeights: [CGFloat]
    /// Bars a tenth of their width tall instead.
    var barsFollowWidth = false
    init(_ barHeights: [CGFloat]) { self.barHeights = barHeights }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { barHeights.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "bar", for: indexPath) as! BarTableCell
        cell.barHeight.constant = barHeights[indexPath.row]
        cell.followsWidth = barsFollowWidth
        return cell
    }
}

/// A collection cell sized by constraints: a bar inset 5 pt on every side with width and height
/// constraints the data source sets.
@MainActor
final class BarCollectionCell: UICollectionViewCell {
    let bar = UIView(frame: .zero)
    private(set) var barWidth: NSLayoutConstraint!
    private(set) var barHeight: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        bar.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bar)
        barWidth = bar.widthAnchor.constraint(equalToConstant: 10)
        barWidth.priority = UILayoutPriority(999)
        barHeight = bar.heightAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 5),
            bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -5),
            bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 5),
            bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -5),
            barWidth, barHeight,
        ])
    }

    required init?(coder: NSCoder) { return nil }
}

/// One section of items whose bars have `barSizes[item]`.
@MainActor
final class BarGridModel: UICollectionViewDataSource {
    var barSizes: [CGSize]
    init(_ barSizes: [CGSize]) { self.barSizes = barSizes }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { barSizes.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "bar", for: indexPath) as! BarCollectionCell
        cell.barWidth.constant = barSizes[indexPath.item].width
        cell.barHeight.constant = barSizes[indexPath.item].height
        return cell
    }
}
