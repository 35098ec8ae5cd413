import Foundation

/// Items in lines that wrap, with optional section headers and footers, as in UIKit.
///
/// Defaults from Apple's UICollectionViewFlowLayout documentation: `itemSize` 50 x 50,
/// `minimumLineSpacing` 10, `minimumInteritemSpacing` 10, `sectionInset` zero, header and
/// footer reference sizes zero, `scrollDirection` vertical. Items fill a line while they fit;
/// a full line with several items spreads the spare space evenly between them (the spacing is a
/// minimum), and later lines of the section use that spacing, so equal items form columns.
/// Items shorter than their line are centred in it. Horizontal scrolling is the same with the
/// axes swapped (lines are columns). The delegate (`UICollectionViewDelegateFlowLayout`) may
/// give sizes, insets and spacings per item or section. A non-zero `estimatedItemSize` (or
/// `automaticSize`) makes cells size themselves: each item has the estimate until its cell is
/// shown, then the size its `preferredLayoutAttributesFitting` gives (both axes fitted).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of items (50 x 50).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The size of self-sizing items until their cells are measured (zero: items are not
    /// self-sizing; `automaticSize`: the estimate is `itemSize`, or the delegate's size).
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// A placeholder for `estimatedItemSize` that turns on self-sizing cells
    /// (UICollectionViewFlowLayout.automaticSize documentation).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    /// The minimum space between lines (10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The minimum space between items in a line (10).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins around each section's items (zero).
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The scrolling axis (vertical).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The header size (its height when vertical, width when horizontal; zero: no header).
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The footer size (as the header's).
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// What `sectionInset` is measured from across the scrolling axis (`.fromContentInset`).
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    /// Whether headers stay at the start of the visible area while their section passes (false).
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether footers stay at the end of the visible area while their section passes (false).
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// What a flow layout's section insets are measured from.
    public enum SectionInsetReference: Int, Sendable {
        /// The content area: the bounds less the adjusted content inset.
        case fromContentInset
        /// The safe area (the content area less what the safe area adds to it).
        case fromSafeArea
        /// The collection view's layout margins.
        case fromLayoutMargins
    }

    private var itemAttributes: [[UICollectionViewLayoutAttributes]] = []
    private var supplementaryAttributes: [UICollectionViewLayoutAttributes] = []
    private var contentSize: CGSize = .zero
    /// Each line's extent along the scrolling axis and its items, in order (for fast queries).
    private var lines: [(start: CGFloat, end: CGFloat, section: Int, items: Range<Int>)] = []
    /// Each section's extent along the scrolling axis, header to footer.
    private var sectionExtents: [(start: CGFloat, end: CGFloat)] = []

    /// Creates a flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// Layouts are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The size computed by `prepare()`.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// Places every item, header and footer.
    open override func prepare() {
        super.prepare()
        itemAttributes = []; supplementaryAttributes = []; contentSize = .zero; lines = []; sectionExtents = []
        guard let collectionView else { return }
        let vertical = scrollDirection == .vertical
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        // Lay out in "line" terms: `across` is the wrapping axis, `along` the scrolling one.
        let contentInset = collectionView.adjustedContentInset
        let acrossExtent = max(0, vertical ? collectionView.bounds.width - contentInset.left - contentInset.right
            : collectionView.bounds.height - contentInset.top - contentInset.bottom)
        let reference = referenceInsets(of: collectionView)
        func rect(across: CGFloat, along: CGFloat, acrossSize: CGFloat, alongSize: CGFloat) -> CGRect {
            vertical ? CGRect(x: across, y: along, width: acrossSize, height: alongSize)
                : CGRect(x: along, y: across, width: alongSize, height: acrossSize)
        }
        var along: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let sectionStart = along
            let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let (insetBefore, insetAfter, insetStart, insetEnd) = vertical
                ? (inset.top, inset.bottom, inset.left + reference.left, inset.right + reference.right)
                : (inset.left, inset.right, inset.top + reference.top, inset.bottom + reference.bottom)
            let lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemSpacing = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let header = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
            let headerLength = vertical ? header.height : header.width
            if headerLength > 0 {
                let attributes = makeAttributes(
                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: section))
                attributes.frame = rect(across: 0, along: along, acrossSize: acrossExtent, alongSize: headerLength)
                supplementaryAttributes.append(attributes)
                along += headerLength
            }
            along += insetBefore
            let available = max(0, acrossExtent - insetStart - insetEnd)
            let count = collectionView.numberOfItems(inSection: section)
            let sizes: [CGSize] = (0..<count).map { item in
                let size = self.size(ofItemAt: IndexPath(item: item, section: section), delegate: delegate, in: collectionView)
                return vertical ? size : CGSize(width: size.height, height: size.width)
            }
            var lines: [Range<Int>] = []
            var start = 0
            while start < count {
                var end = start + 1, used = sizes[start].width
                while end < count, used + itemSpacing + sizes[end].width <= available + 1e-9 {
                    used += itemSpacing + sizes[end].width
                    end += 1
                }
                lines.append(start..<end)
                start = end
            }
            var sectionSpacing: CGFloat?
            var attributesInSection: [UICollectionViewLayoutAttributes] = []
            for (lineIndex, line) in lines.enumerated() {
                let widths = line.map { sizes[$0].width }.reduce(0, +)
                let isLast = lineIndex == lines.count - 1
                var spacing = itemSpacing
                if line.count > 1 {
                    let justified = (available - widths) / CGFloat(line.count - 1)
                    spacing = isLast ? min(sectionSpacing ?? itemSpacing, max(itemSpacing, justified)) : justified
                    if !isLast, sectionSpacing == nil { sectionSpacing = justified }
                }
                let lineHeight = line.map { sizes[$0].height }.max() ?? 0
                var across = insetStart
                for item in line {
                    let size = sizes[item]
                    let attributes = makeAttributes(forCellWith: IndexPath(item: item, section: section))
                    attributes.frame = rect(across: across, along: along + (lineHeight - size.height) / 2,
                                            acrossSize: size.width, alongSize: size.height)
                    attributes.sizesWidthToFit = isSelfSizing
                    attributes.sizesHeightToFit = isSelfSizing
                    attributesInSection.append(attributes)
                    across += size.width + spacing
                }
                self.lines.append((along, along + lineHeight, section, line))
                along += lineHeight + (isLast ? 0 : lineSpacing)
            }
            itemAttributes.append(attributesInSection)
            along += insetAfter
            let footer = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
            let footerLength = vertical ? footer.height : footer.width
            if footerLength > 0 {
                let attributes = makeAttributes(
                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, with: IndexPath(item: 0, section: section))
                attributes.frame = rect(across: 0, along: along, acrossSize: acrossExtent, alongSize: footerLength)
                supplementaryAttributes.append(attributes)
                along += footerLength
            }
            sectionExtents.append((sectionStart, along))
        }
        contentSize = vertical ? CGSize(width: acrossExtent, height: along) : CGSize(width: along, height: acrossExtent)
    }

    /// What `sectionInsetReference` adds to the section insets across the scrolling axis.
    private func referenceInsets(of collectionView: UICollectionView) -> UIEdgeInsets {
        switch sectionInsetReference {
        case .fromContentInset: return .zero
        case .fromSafeArea:
            let safe = collectionView.safeAreaInsets, content = collectionView.adjustedContentInset
            return UIEdgeInsets(top: max(0, safe.top - content.top), left: max(0, safe.left - content.left),
                                bottom: max(0, safe.bottom - content.bottom), right: max(0, safe.right - content.right))
        case .fromLayoutMargins:
            let margins = collectionView.layoutMargins, content = collectionView.adjustedContentInset
            return UIEdgeInsets(top: max(0, margins.top - content.top), left: max(0, margins.left - content.left),
                                bottom: max(0, margins.bottom - content.bottom), right: max(0, margins.right - content.right))
        }
    }

    /// The headers and footers, pinned ones where the visible area puts them: a pinned header
    /// at the visible start while its section passes under it, pushed along by the section's
    /// end, never before its own place; a pinned footer the same way at the visible end.
    private func placedSupplementaries() -> [UICollectionViewLayoutAttributes] {
        guard sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds, let collectionView else { return supplementaryAttributes }
        let vertical = scrollDirection == .vertical
        let bounds = collectionView.bounds, inset = collectionView.adjustedContentInset
        let visibleStart = vertical ? bounds.minY + inset.top : bounds.minX + inset.left
        let visibleEnd = vertical ? bounds.maxY - inset.bottom : bounds.maxX - inset.right
        return supplementaryAttributes.map { attributes in
            let header = attributes.representedElementKind == UICollectionView.elementKindSectionHeader
            guard header ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds,
                  sectionExtents.indices.contains(attributes.indexPath.section) else { return attributes }
            let extent = sectionExtents[attributes.indexPath.section]
            let length = vertical ? attributes.frame.height : attributes.frame.width
            let natural = vertical ? attributes.frame.minY : attributes.frame.minX
            let placed = header ? max(natural, min(visibleStart, extent.end - length))
                : min(natural, max(visibleEnd - length, extent.start))
            guard placed != natural else { return attributes }
            let pinned = attributes.typedCopy()
            if vertical { pinned.frame.origin.y = placed } else { pinned.frame.origin.x = placed }
            pinned.zIndex = 1024
            return pinned
        }
    }

    /// Whether items size themselves (`estimatedItemSize` is not zero).
    var isSelfSizing: Bool { estimatedItemSize != .zero }

    /// The item's size: the delegate's or `itemSize`; for self-sizing items the measured size,
    /// or the estimate until the cell is shown.
    private func size(ofItemAt path: IndexPath, delegate: UICollectionViewDelegateFlowLayout?, in collectionView: UICollectionView) -> CGSize {
        let given = { delegate?.collectionView(collectionView, layout: self, sizeForItemAt: path) ?? self.itemSize }
        guard isSelfSizing else { return given() }
        if let measured = measuredItemSizes[path] { return measured }
        return estimatedItemSize == Self.automaticSize ? given() : estimatedItemSize
    }

    /// A flow layout invalidation context.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// True when a self-sizing cell's preferred size differs from the layout's.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        preferredAttributes.size != originalAttributes.size
    }

    /// The items, headers and footers meeting `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        prepareIfNeeded()
        let vertical = scrollDirection == .vertical
        let (low, high) = vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        // The first line ending after `low` (lines are in scrolling order).
        var first = 0, last = lines.count
        while first < last {
            let mid = (first + last) / 2
            if lines[mid].end < low { first = mid + 1 } else { last = mid }
        }
        var result: [UICollectionViewLayoutAttributes] = []
        var index = first
        while index < lines.count, lines[index].start <= high {
            let line = lines[index]
            result += itemAttributes[line.section][line.items].filter { $0.frame.meetsInterior(of: rect) }
            index += 1
        }
        return result + placedSupplementaries().filter { $0.frame.meetsInterior(of: rect) }
    }

    /// The item's attributes, or nil if it does not exist.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard itemAttributes.indices.contains(indexPath.section),
              itemAttributes[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return itemAttributes[indexPath.section][indexPath.item]
    }

    /// The header's or footer's attributes, or nil.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        prepareIfNeeded()
        return placedSupplementaries().first { $0.representedElementKind == elementKind && $0.indexPath.section == indexPath.section }
    }
}
