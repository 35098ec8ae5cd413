import Foundation
import TransitionCatalog
import TransitionKit

extension Palette {
    /// The strip behind a thumbnail's caption: white reads on it over every picture.
    static let captionStrip = UIColor(white: 0, alpha: 0.4)
    /// The photos scene's thumbnails, one colour per photo (the sample cards' colours, then six
    /// more): behind each picture, and instead of it when its file is missing.
    static let photos: [UIColor] = cards + [
        UIColor(rgb: 0xFFD60A),  // yellow
        UIColor(rgb: 0x5E5CE6),  // indigo
        UIColor(rgb: 0xAC8E68),  // brown
        UIColor(rgb: 0x66D4CF),  // mint
        UIColor(rgb: 0xFF6961),  // coral
        UIColor(rgb: 0x8E8E93),  // gray
    ]
}

/// The photos scene's first screen: a scrolling `UICollectionView` of photo thumbnails titled
/// "Photo 1"... (more than fit: the twelve pictures three times over, each with its own caption);
/// a click on one presents it (seed 003's photo button, seed 001's photo list).
///
/// The pictures are `assets/images/photo1.png`... (made by `assets/images/generate_photos.py`),
/// loaded with `UIImage(named:)` and shown aspect-fill in rounded, clipping image views; a photo
/// whose file is missing shows its colour instead.
///
/// The grid is a compositional layout of square cells, one column per 200 pt of width (3 to 5),
/// scrolled with a drag or the wheel. As transition code does, the zoom's collapsed frame is the
/// selected cell's frame in the window (`cellForItem(at:)`, `convert(_:to: nil)`), kept in
/// `viewDidLayoutSubviews()` and while the grid scrolls (an interactive pinch follows the cell);
/// before the photo returns, `revealCell(ofPhoto:)` scrolls its cell back into view if a rotation
/// or resize moved it off screen; the cell is hidden while its photo zooms
/// (`transitioningPhoto`).
@MainActor
final class PhotosGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// Light status bar content on the dark background.
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    /// The number of pictures (assets/images/photo1...12).
    static let pictureCount = 12
    /// The number of photos in the grid: the pictures three times over.
    static let photoCount = 36
    /// The gap between thumbnails and around the grid, in points.
    nonisolated static let spacing: CGFloat = 24
    /// The space above the grid for the title and the hint, in points.
    static let headerHeight: CGFloat = 112

    /// The seed 003 zoom (and, through `pinchInteractor`, its pinch).
    let zoom = ZoomAnimator()
    /// The pinch that dismisses interactively: `zoom.interactionController`.
    private(set) lazy var pinchInteractor = PinchInteractor(zoomAnimator: zoom)
    /// The grid of thumbnails.
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: PhotosGridViewController.makeLayout())
    /// The pictures, in picture order (nil where the file is missing).
    private(set) var images: [UIImage?] = []
    /// The photo the last click chose (the one Enter presents and the zoom returns to): the
    /// collection view's selected item.
    var selectedIndex: Int {
        get { collectionView.indexPathsForSelectedItems?.first?.item ?? 0 }
        set {
            collectionView.selectItem(at: IndexPath(item: newValue, section: 0), animated: false, scrollPosition: .none)
            updateCollapsedFrame()
        }
    }
    /// The photo whose cell is hidden because it zooms (nil: every cell shows).
    var transitioningPhoto: Int? {
        didSet {
            for cell in collectionView.visibleCells {
                (cell as? PhotoCell)?.isInTransition = collectionView.indexPath(for: cell)?.item == transitioningPhoto
            }
        }
    }
    /// Called with a photo's index when its thumbnail is clicked.
    var onSelect: ((Int) -> Void)?
    private let titleLabel = UILabel()
    /// The hint under the title.
    let hintLabel = UILabel()
    private let cellRegistration = UICollectionView.CellRegistration<PhotoCell, Int> { _, _, _ in }

    override func viewDidLoad() {
        super.viewDidLoad()
        _ = pinchInteractor
        view.backgroundColor = Palette.background
        titleLabel.text = "Photos"
        titleLabel.font = .boldSystemFont(ofSize: 34)
        titleLabel.textColor = Palette.title
        titleLabel.textAlignment = .center
        hintLabel.text = "click a photo · pinch (wheel, Alt- or Ctrl-drag), drag, × or Esc closes it"
        hintLabel.font = .systemFont(ofSize: 16)
        hintLabel.textColor = Palette.caption
        hintLabel.textAlignment = .center
        view.addSubview(titleLabel)
        view.addSubview(hintLabel)
        images = (0..<Self.pictureCount).map { UIImage(named: Self.imageName(ofPhoto: $0)) }
        collectionView.backgroundColor = .clear
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    /// "Photo 1", "Photo 2"... for index 0, 1...
    static func title(ofPhoto index: Int) -> String { "Photo \(index + 1)" }

    /// "photo1"..."photo12": the resource name of photo `index`'s picture (they repeat every twelve).
    static func imageName(ofPhoto index: Int) -> String { "photo\(index % pictureCount + 1)" }

    /// The colour of photo `index`.
    static func color(ofPhoto index: Int) -> UIColor { Palette.photos[index % Palette.photos.count] }

    /// The picture of photo `index` (nil where its file is missing).
    func image(ofPhoto index: Int) -> UIImage? { images.isEmpty ? nil : images[index % images.count] }

    /// Columns for a grid `width` wide: one per 200 pt, 3 to 5.
    nonisolated static func columns(forWidth width: CGFloat) -> Int {
        guard width.isFinite else { return 3 }
        return min(max(Int((width - spacing) / 200), 3), 5)
    }

    /// Square cells, `columns(forWidth:)` across: each item a fraction of the row, inset half the
    /// spacing (so thumbnails are `spacing` apart and from the sides).
    static func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let fraction = 1 / CGFloat(columns(forWidth: environment.container.contentSize.width))
            let half = spacing / 2
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: half, leading: half, bottom: half, trailing: half)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(fraction)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: half, bottom: half, trailing: half)
            return section
        }
    }

    // MARK: UICollectionViewDataSource

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { Self.photoCount }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: indexPath.item)
        cell.configure(photo: indexPath.item, image: image(ofPhoto: indexPath.item))
        cell.isInTransition = indexPath.item == transitioningPhoto
        return cell
    }

    // MARK: UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        onSelect?(indexPath.item)
    }

    /// The zoom's collapsed frame follows the selected cell as the grid scrolls, and so does a
    /// pinch holding the photo.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        updateCollapsedFrame()
        if pinchInteractor.transitionContext != nil { pinchInteractor.update(pinchInteractor.lastPercent) }
    }

    // MARK: Layout and the zoom's frame

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = view.bounds.size
        // The header spans the screen inside the safe area, its texts centred.
        let headerLeft = view.safeAreaInsets.left + 12
        let headerWidth = max(0, size.width - headerLeft - view.safeAreaInsets.right - 12)
        let top = view.safeAreaInsets.top
        titleLabel.frame = CGRect(x: headerLeft, y: top + 16, width: headerWidth, height: 44)
        hintLabel.frame = CGRect(x: headerLeft, y: top + 66, width: headerWidth, height: 22)
        hintLabel.font = .systemFont(ofSize: headerWidth < 640 ? 13 : 16)
        // The first row's thumbnails start `headerHeight` down (the cells' insets are half the spacing).
        let gridTop = top + Self.headerHeight - Self.spacing / 2
        collectionView.frame = CGRect(x: 0, y: gridTop, width: size.width, height: max(0, size.height - gridTop))
        collectionView.layoutIfNeeded()
        updateCollapsedFrame()
    }

    /// Photo `index`'s thumbnail frame in the window: its cell's, or where the layout puts it when
    /// it has no cell (scrolled off screen); nil for a photo that does not exist.
    func windowFrame(ofPhoto index: Int) -> CGRect? {
        let path = IndexPath(item: index, section: 0)
        if let cell = collectionView.cellForItem(at: path) { return cell.convert(cell.bounds, to: nil) }
        guard (0..<Self.photoCount).contains(index), let attributes = collectionView.layoutAttributesForItem(at: path)
        else { return nil }
        return collectionView.convert(attributes.frame, to: nil)
    }

    /// Before photo `index` returns to its cell: scrolls the cell into view when a rotation or a
    /// resize left it (partly) off screen, as apps do (the least scroll that shows it whole), and
    /// aims the zoom at it.
    func revealCell(ofPhoto index: Int) {
        let path = IndexPath(item: index, section: 0)
        guard (0..<Self.photoCount).contains(index), let frame = collectionView.layoutAttributesForItem(at: path)?.frame
        else { return }
        // The least scroll that shows the whole cell: its bottom or its top at the grid's edge.
        let visible = collectionView.bounds
        let position: UICollectionView.ScrollPosition =
            frame.height > visible.height ? .centeredVertically : frame.maxY > visible.maxY ? .bottom : frame.minY < visible.minY ? .top : .none
        if position != .none {
            collectionView.scrollToItem(at: path, at: position, animated: false)
            collectionView.layoutIfNeeded()
        }
        updateCollapsedFrame()
    }

    /// The seed's `viewDidLayoutSubviews` step: the zoom returns to the selected cell's frame.
    private func updateCollapsedFrame() {
        guard let frame = windowFrame(ofPhoto: selectedIndex) else { return }
        zoom.modalCollapsedFrame = frame
    }
}
