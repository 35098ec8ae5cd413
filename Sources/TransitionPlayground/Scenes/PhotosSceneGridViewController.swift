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

/// The photos scene's first screen: a grid of photo thumbnails titled "Photo 1"...; a click on
/// one presents it (seed 003's photo button, seed 001's photo list).
///
/// The pictures are `assets/images/photo1.png`... (made by `assets/images/generate_photos.py`),
/// loaded with `UIImage(named:)` and shown aspect-fill in rounded, clipping image views; a photo
/// whose file is missing shows its colour instead.
///
/// Like the seed's presenter, it keeps the zoom animator's collapsed frame on the chosen
/// thumbnail in `viewDidLayoutSubviews()`, so after a rotation the photo zooms back to where its
/// thumbnail is now.
@MainActor
final class PhotosGridViewController: UIViewController {
    /// Light status bar content on the dark background.
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    /// The number of photos.
    static let photoCount = 12
    /// The gap between thumbnails and around the grid, in points.
    static let spacing: CGFloat = 24
    /// The space above the grid for the title and the hint (clear of the HUD in the top left corner).
    static let headerHeight: CGFloat = HUDPanel.reservedFrame.maxY + 16

    /// The seed 003 zoom (and, through `pinchInteractor`, its pinch).
    let zoom = ZoomAnimator()
    /// The pinch that dismisses interactively: `zoom.interactionController`.
    private(set) lazy var pinchInteractor = PinchInteractor(zoomAnimator: zoom)
    /// The thumbnails, in photo order.
    private(set) var thumbnails: [UIImageView] = []
    /// The pictures, in photo order (nil where the file is missing).
    private(set) var images: [UIImage?] = []
    /// The photo the last click chose (the one Enter presents and the zoom returns to).
    var selectedIndex = 0 {
        didSet { updateCollapsedFrame() }
    }
    /// Called with a photo's index when its thumbnail is clicked.
    var onSelect: ((Int) -> Void)?
    private let titleLabel = UILabel()
    private let hintLabel = UILabel()

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
        for index in 0..<Self.photoCount {
            let image = UIImage(named: Self.imageName(ofPhoto: index))
            images.append(image)
            let thumbnail = UIImageView(image: image)
            thumbnail.contentMode = .scaleAspectFill
            thumbnail.backgroundColor = Self.color(ofPhoto: index)
            thumbnail.layer.cornerRadius = 12
            thumbnail.clipsToBounds = true
            let caption = UILabel()
            caption.backgroundColor = Palette.captionStrip
            caption.text = Self.title(ofPhoto: index)
            caption.font = .boldSystemFont(ofSize: 17)
            caption.textColor = .white
            caption.textAlignment = .center
            caption.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            thumbnail.addSubview(caption)
            view.addSubview(thumbnail)
            thumbnails.append(thumbnail)
        }
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in
            guard let self, let index = self.photoIndex(at: tap.location(in: self.view)) else { return }
            self.onSelect?(index)
        })
    }

    /// "Photo 1", "Photo 2"... for index 0, 1...
    static func title(ofPhoto index: Int) -> String { "Photo \(index + 1)" }

    /// "photo1", "photo2"...: the resource names of the pictures.
    static func imageName(ofPhoto index: Int) -> String { "photo\(index + 1)" }

    /// The colour of photo `index`.
    static func color(ofPhoto index: Int) -> UIColor { Palette.photos[index % Palette.photos.count] }

    /// The photo whose thumbnail is under `point` (in this controller's view).
    func photoIndex(at point: CGPoint) -> Int? {
        thumbnails.firstIndex { $0.frame.contains(point) }
    }

    /// Columns for a view `size`: four in landscape, three in portrait.
    static func columns(for size: CGSize) -> Int { size.width >= size.height ? 4 : 3 }

    /// The thumbnail frames for a view of `size`: square cells in a centred grid below the header,
    /// which sits `topInset` lower (the safe area's top).
    static func thumbnailFrames(for size: CGSize, topInset: CGFloat = 0) -> [CGRect] {
        let columns = columns(for: size)
        let rows = (photoCount + columns - 1) / columns
        let headerHeight = headerHeight + topInset
        let availableWidth = size.width - spacing * CGFloat(columns + 1)
        let availableHeight = size.height - headerHeight - spacing * CGFloat(rows)
        let side = max(20, min(availableWidth / CGFloat(columns), availableHeight / CGFloat(rows), 200)).rounded(.down)
        let gridWidth = side * CGFloat(columns) + spacing * CGFloat(columns - 1)
        let left = ((size.width - gridWidth) / 2).rounded()
        return (0..<photoCount).map { index in
            let column = index % columns, row = index / columns
            return CGRect(
                x: left + CGFloat(column) * (side + spacing), y: headerHeight + CGFloat(row) * (side + spacing),
                width: side, height: side)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = view.bounds.size
        // The header sits right of the HUD, centred in the space left there.
        let headerLeft = HUDPanel.reservedFrame.maxX + 12
        let headerWidth = max(0, size.width - headerLeft - 12)
        let top = view.safeAreaInsets.top
        titleLabel.frame = CGRect(x: headerLeft, y: top + 60, width: headerWidth, height: 44)
        hintLabel.frame = CGRect(x: headerLeft, y: top + 112, width: headerWidth, height: 22)
        hintLabel.font = .systemFont(ofSize: headerWidth < 640 ? 13 : 16)
        for (thumbnail, frame) in zip(thumbnails, Self.thumbnailFrames(for: size, topInset: top)) {
            thumbnail.frame = frame
            thumbnail.subviews.first?.frame = CGRect(x: 0, y: frame.height - 30, width: frame.width, height: 30)
        }
        updateCollapsedFrame()
    }

    /// The seed's `viewDidLayoutSubviews` step: the zoom returns to the chosen thumbnail's frame.
    private func updateCollapsedFrame() {
        guard thumbnails.indices.contains(selectedIndex) else { return }
        zoom.modalCollapsedFrame = thumbnails[selectedIndex].frame
    }
}
