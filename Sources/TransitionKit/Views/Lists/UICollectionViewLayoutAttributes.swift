import Foundation

/// Where one cell, supplementary or decoration view of a collection view goes, and how it looks.
///
/// Subclass it to carry more (a layout's `layoutAttributesClass` names the subclass), as on
/// iOS: add stored properties, override `copy(with:)` to copy them and `isEqual(_:)` to compare
/// them, calling super in both. Both are `nonisolated`, as `NSObject`'s are, so Swift 6 code
/// reads the properties inside `MainActor.assumeIsolated`, as it must against the iOS SDK.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's index path.
    public var indexPath = IndexPath(item: 0, section: 0)
    /// Cell, supplementary or decoration view.
    public internal(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The supplementary or decoration kind, nil for cells.
    public internal(set) var representedElementKind: String?
    /// The frame in the collection view's content coordinates.
    public var frame: CGRect = .zero
    /// The centre (moves the frame).
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size (keeps the centre).
    public var size: CGSize {
        get { frame.size }
        set { let c = center; frame.size = newValue; center = c }
    }
    /// The bounds (origin zero, the frame's size).
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    /// The 3D transform applied to the element (identity); setting `transform` replaces it.
    public var transform3D: CATransform3D = CATransform3DIdentity
    /// The affine transform applied to the element: the affine part of `transform3D`; setting it
    /// replaces `transform3D`.
    public var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    /// The opacity (1).
    public var alpha: CGFloat = 1
    /// The stacking order: higher is in front (0).
    public var zIndex = 0
    /// Whether the element is hidden (false).
    public var isHidden = false
    /// Whether the element's width, and its height, come from its view
    /// (`preferredLayoutAttributesFitting`): set by a layout with estimated sizes.
    var sizesWidthToFit = false, sizesHeightToFit = false
    /// Where the element stands in a list section (set by list sections: see `ListPlacement`).
    var listPlacement: ListPlacement?

    /// Attributes for a cell at index path (0, 0); the class factories below are what layouts use.
    /// Required so a copy is made of the subclass's own type (Linux only: Swift makes an instance
    /// of a class known at run time through a required initializer, which subclasses that
    /// declare no initializers inherit).
    public required override init() { super.init() }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class with every property (override to copy a subclass's own, after
    /// calling super).
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        nonisolated(unsafe) var made: UICollectionViewLayoutAttributes?
        MainActor.assumeIsolated {
            let copy = type(of: self).init()
            copy.indexPath = indexPath; copy.representedElementCategory = representedElementCategory
            copy.representedElementKind = representedElementKind
            copy.frame = frame; copy.transform3D = transform3D; copy.alpha = alpha; copy.zIndex = zIndex; copy.isHidden = isHidden
            copy.sizesWidthToFit = sizesWidthToFit; copy.sizesHeightToFit = sizesHeightToFit
            copy.listPlacement = listPlacement
            made = copy
        }
        return made!
    }

    /// Whether `object` is attributes of the same element with the same values (override to
    /// compare a subclass's own, then return super's answer).
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return MainActor.assumeIsolated {
            indexPath == other.indexPath && representedElementCategory == other.representedElementCategory
                && representedElementKind == other.representedElementKind && frame == other.frame
                && transform3D == other.transform3D && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
                && listPlacement == other.listPlacement
        }
    }

    /// A hash of the element's identity.
    nonisolated open override var hash: Int {
        MainActor.assumeIsolated {
            var hasher = Hasher()
            hasher.combine(indexPath); hasher.combine(representedElementCategory); hasher.combine(representedElementKind)
            return hasher.finalize()
        }
    }

    /// A typed copy, for the layouts here (a subclass's `copy(with:)` that returns another type
    /// gets plain attributes copied instead).
    func typedCopy() -> UICollectionViewLayoutAttributes {
        (copy(with: nil) as? UICollectionViewLayoutAttributes) ?? UICollectionViewLayoutAttributes.plainCopy(of: self)
    }

    private static func plainCopy(of attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let copy = UICollectionViewLayoutAttributes()
        copy.indexPath = attributes.indexPath; copy.representedElementCategory = attributes.representedElementCategory
        copy.representedElementKind = attributes.representedElementKind; copy.frame = attributes.frame
        copy.transform3D = attributes.transform3D; copy.alpha = attributes.alpha; copy.zIndex = attributes.zIndex
        copy.isHidden = attributes.isHidden; copy.listPlacement = attributes.listPlacement
        return copy
    }
}
