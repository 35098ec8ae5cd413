import TransitionKit

/// The cards scene's list: a collection view (flow layout, one column) of large rounded cards
/// under a "Today" header, as the App Store's Today tab. It scrolls with a drag or the wheel; a
/// click on a card asks the scene to open it.
@MainActor
final class CardsSceneListViewController: UICollectionViewController {
    /// The cards' size at most (narrower windows get narrower cards).
    static let cardSize = CGSize(width: 520, height: 320)
    /// The gap between cards, in points.
    static let spacing: CGFloat = 24
    /// The header's height (the date line and "Today").
    static let headerHeight: CGFloat = 110

    /// The cards shown, top to bottom.
    let cards = CardsSceneCard.all
    /// The cards' pictures, loaded with `UIImage(named:)` when the list is made (nil where the
    /// file is missing).
    let images: [UIImage?]
    /// Runs with the clicked card's index path.
    var cardSelected: ((IndexPath) -> Void)?
    /// The card a detail is open from (hidden while it is), or nil.
    var openedItem: IndexPath? {
        didSet {
            for path in [oldValue, openedItem].compactMap({ $0 }) {
                (collectionView.cellForItem(at: path) as? CardsSceneCardCell)?.isTransitionSource = path == openedItem
            }
        }
    }

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = Self.spacing
        images = cards.map { UIImage(named: $0.imageName) }
        super.init(collectionViewLayout: layout)
    }

    /// Not archived on Linux; returns nil.
    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = Palette.background
        collectionView.register(CardsSceneCardCell.self, forCellWithReuseIdentifier: CardsSceneCardCell.reuseIdentifier)
        collectionView.register(
            CardsSceneHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: CardsSceneHeaderView.reuseIdentifier)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let layout = collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let width = min(Self.cardSize.width, max(collectionView.bounds.width - 2 * Self.spacing, 100))
        let side = ((collectionView.bounds.width - width) / 2).rounded(.down)
        let size = CGSize(width: width, height: (width * Self.cardSize.height / Self.cardSize.width).rounded())
        guard layout.itemSize != size || layout.sectionInset.left != side else { return }
        layout.itemSize = size
        layout.sectionInset = UIEdgeInsets(top: 0, left: side, bottom: Self.spacing, right: side)
        layout.headerReferenceSize = CGSize(width: collectionView.bounds.width, height: Self.headerHeight)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        cards.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CardsSceneCardCell.reuseIdentifier, for: indexPath)
        if let card = cell as? CardsSceneCardCell {
            card.configure(with: cards[indexPath.item], image: images[indexPath.item])
            card.isTransitionSource = indexPath == openedItem
        }
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: CardsSceneHeaderView.reuseIdentifier, for: indexPath)
        (header as? CardsSceneHeaderView)?.leadingInset = (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset.left ?? 0
        return header
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        cardSelected?(indexPath)
    }

    /// The first card wholly inside the visible area (the one Enter opens).
    var firstFullyVisibleItem: IndexPath? {
        let visible = collectionView.bounds
        return collectionView.indexPathsForVisibleItems.sorted().first { path in
            collectionView.layoutAttributesForItem(at: path).map { visible.contains($0.frame) } ?? false
        }
    }

    /// The card's frame in window coordinates now, scrolling it wholly into view first if it is
    /// not (as apps do before the detail collapses back into it).
    func windowFrame(ofItem indexPath: IndexPath) -> CGRect? {
        guard let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame else { return nil }
        if !collectionView.bounds.contains(frame) {
            collectionView.scrollToItem(at: indexPath, at: .centeredVertically, animated: false)
            collectionView.layoutIfNeeded()
        }
        guard let cell = collectionView.cellForItem(at: indexPath) else { return nil }
        return cell.convert(cell.bounds, to: nil)
    }
}

/// The list's header: the date line and "Today", over the cards' left edge.
@MainActor
final class CardsSceneHeaderView: UICollectionReusableView {
    /// The reuse identifier the list registers this class under.
    static let reuseIdentifier = "header"
    /// How far the text sits from the left edge (the cards' left edge).
    var leadingInset: CGFloat = 0 { didSet { leading?.constant = leadingInset } }
    private var leading: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        let date = Palette.panelLabel("Monday 30 November", size: 13, bold: true, color: Palette.caption)
        let title = Palette.panelLabel("Today", size: 34, bold: true)
        let stack = UIStackView(arrangedSubviews: [date, title])
        stack.axis = .vertical
        stack.spacing = 2
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        let leading = stack.leadingAnchor.constraint(equalTo: leadingAnchor)
        NSLayoutConstraint.activate([leading, stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16)])
        self.leading = leading
    }

    /// Not archived on Linux; returns nil.
    required init?(coder: NSCoder) { return nil }
}
