import Foundation

/// A layout between two others, for an interactive layout change
/// (`UICollectionView.startInteractiveTransition(to:completion:)`): every element's attributes
/// are its attributes in `currentLayout` blended towards `nextLayout` by `transitionProgress`.
///
/// Drive `transitionProgress` from a gesture (0 shows the current layout, 1 the next), then call
/// `finishInteractiveTransition()` or `cancelInteractiveTransition()` on the collection view.
/// Subclasses can keep their own values with `updateValue(_:forAnimatedKey:)`; the collection
/// view does not animate them when the transition finishes (they jump to their end).
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout the transition starts from.
    public let currentLayout: UICollectionViewLayout
    /// The layout the transition goes to.
    public let nextLayout: UICollectionViewLayout
    /// How far the transition has gone, 0 (the current layout) to 1 (the next); setting it lays
    /// the items out again. Values outside 0...1 overshoot.
    open var transitionProgress: CGFloat = 0 { didSet { if transitionProgress != oldValue { invalidateLayout() } } }
    private var animatedValues: [String: CGFloat] = [:]

    /// Creates a transition from `currentLayout` to `newLayout`.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        nextLayout = newLayout
        super.init()
    }

    /// Layouts are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Keeps `value` under `key` for a subclass's own animated values.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) { animatedValues[key] = value }

    /// The value kept under `key` (0 when none).
    open func value(forAnimatedKey key: String) -> CGFloat { animatedValues[key] ?? 0 }

    /// Prepares both layouts.
    open override func prepare() {
        super.prepare()
        for layout in [currentLayout, nextLayout] {
            layout.collectionView = collectionView
            layout.needsPrepare = true
            layout.prepareIfNeeded()
        }
    }

    /// The two content sizes blended.
    open override var collectionViewContentSize: CGSize {
        let from = currentLayout.collectionViewContentSize, to = nextLayout.collectionViewContentSize
        return CGSize(width: mix(from.width, to.width), height: mix(from.height, to.height))
    }

    /// The elements of either layout that could meet `rect` at this progress, blended.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let everything = CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
        var seen = Set<String>(), result: [UICollectionViewLayoutAttributes] = []
        for layout in [currentLayout, nextLayout] {
            for attributes in layout.layoutAttributesForElements(in: everything) ?? [] {
                let key = Self.identity(of: attributes)
                guard seen.insert(key).inserted, let blended = blendedAttributes(like: attributes),
                      blended.frame.meetsInterior(of: rect) else { continue }
                result.append(blended)
            }
        }
        return result
    }

    /// The item's attributes in the two layouts, blended.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        blend(currentLayout.layoutAttributesForItem(at: indexPath), nextLayout.layoutAttributesForItem(at: indexPath))
    }

    /// The supplementary view's attributes in the two layouts, blended.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        blend(currentLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath),
              nextLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
    }

    private func blendedAttributes(like attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes? {
        switch attributes.representedElementCategory {
        case .cell: return layoutAttributesForItem(at: attributes.indexPath)
        case .supplementaryView, .decorationView:
            guard let kind = attributes.representedElementKind else { return nil }
            return layoutAttributesForSupplementaryView(ofKind: kind, at: attributes.indexPath)
        }
    }

    /// `from` blended towards `to`; an element in only one layout fades in or out in place.
    private func blend(_ from: UICollectionViewLayoutAttributes?, _ to: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let base = from ?? to else { return nil }
        let start = from ?? faded(base), end = to ?? faded(base)
        let result = base.typedCopy()
        result.frame = CGRect(x: mix(start.frame.minX, end.frame.minX), y: mix(start.frame.minY, end.frame.minY),
                              width: mix(start.frame.width, end.frame.width), height: mix(start.frame.height, end.frame.height))
        result.alpha = mix(start.alpha, end.alpha)
        let a = start.transform, b = end.transform
        result.transform = CGAffineTransform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c),
                                             d: mix(a.d, b.d), tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty))
        result.zIndex = transitionProgress < 0.5 ? start.zIndex : end.zIndex
        result.isHidden = start.isHidden && end.isHidden
        return result
    }

    private func faded(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let copy = attributes.typedCopy()
        copy.alpha = 0
        return copy
    }

    private func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * transitionProgress }

    static func identity(of attributes: UICollectionViewLayoutAttributes) -> String {
        "\(attributes.representedElementCategory.rawValue)/\(attributes.representedElementKind ?? "")/\(attributes.indexPath.section)/\(attributes.indexPath.item)"
    }
}
