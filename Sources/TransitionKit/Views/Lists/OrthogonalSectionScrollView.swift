import Foundation

/// The horizontal scroll view a sideways-scrolling compositional section's cells live in (UIKit
/// embeds one such scroll view per section too): it covers the section's band, its content is
/// the row of groups, and a drag that ends comes to rest where the section's
/// `orthogonalScrollingBehavior` says.
@MainActor
final class OrthogonalSectionScrollView: UIScrollView, UIScrollViewDelegate {
    weak var collectionView: UICollectionView?
    var band: OrthogonalSectionLayout
    private var dragStartOffset: CGFloat = 0

    init(band: OrthogonalSectionLayout, collectionView: UICollectionView) {
        self.band = band
        self.collectionView = collectionView
        super.init(frame: band.band)
        delegate = self
        // The band scrolls inside the collection view, which already keeps its content clear
        // of the bars: the band's own offsets start at its leading edge.
        contentInsetAdjustmentBehavior = .never
        backgroundColor = nil
    }

    required init?(coder: NSCoder) { return nil }

    /// The bounds; a new scroll offset has the collection view show the cells now in view.
    override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds.origin
            super.bounds = newValue
            if super.bounds.origin != old { collectionView?.setNeedsLayout() }
        }
    }

    /// Takes the band's new place and content width.
    func update(_ band: OrthogonalSectionLayout) {
        self.band = band
        if frame != band.band { frame = band.band }
        if decelerationRate != band.decelerationRate { decelerationRate = band.decelerationRate }
        bounces = band.bounce != .never
        alwaysBounceHorizontal = band.bounce == .always
        let size = CGSize(width: band.contentWidth, height: band.band.height)
        if contentSize != size { contentSize = size }
    }

    /// Scrolls the band so `frame` (in the band's content) is at the horizontal part of
    /// `position` (clamped to the content).
    func scroll(toShow frame: CGRect, at position: UICollectionView.ScrollPosition, animated: Bool) {
        var x = contentOffset.x
        if position.contains(.left) { x = frame.minX }
        if position.contains(.centeredHorizontally) { x = frame.midX - bounds.width / 2 }
        if position.contains(.right) { x = frame.maxX - bounds.width }
        x = min(max(0, x), max(0, contentSize.width - bounds.width))
        if x != contentOffset.x { setContentOffset(CGPoint(x: x, y: 0), animated: animated) }
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { dragStartOffset = contentOffset.x }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targetContentOffset.pointee.x = restingOffset(projected: targetContentOffset.pointee.x)
    }

    /// Where a drag projected to come to rest at `projected` stops: anywhere (`.continuous`);
    /// the nearest group's leading edge (`.continuousGroupLeadingBoundary`); one page of the
    /// band's width (`.paging`) or one group (`.groupPaging`, `.groupPagingCentered`, the group
    /// centred) on from where the drag started at most.
    func restingOffset(projected: CGFloat) -> CGFloat {
        let maximum = max(0, contentSize.width - bounds.width)
        let (first, stride): (CGFloat, CGFloat)
        switch band.behavior {
        case .none, .continuous: return projected
        case .continuousGroupLeadingBoundary, .groupPaging: (first, stride) = (0, band.groupStride)
        case .paging: (first, stride) = (0, bounds.width)
        case .groupPagingCentered: (first, stride) = (band.leadingInset + band.groupWidth / 2 - bounds.width / 2, band.groupStride)
        }
        guard stride > 0 else { return projected }
        var index = ((projected - first) / stride).rounded()
        if band.behavior != .continuousGroupLeadingBoundary {
            let start = ((dragStartOffset - first) / stride).rounded()
            index = min(max(index, start - 1), start + 1)
        }
        return min(max(first + index * stride, 0), maximum)
    }
}

extension UICollectionView {
    /// How far the sideways-scrolling `section` is scrolled (0 for other sections).
    func orthogonalOffset(ofSection section: Int) -> CGFloat {
        orthogonalScrollers[section]?.contentOffset.x ?? 0
    }

    /// The scroll views of the sideways-scrolling sections, made or updated from the layout;
    /// the ones of sections that no longer scroll sideways go.
    func updateOrthogonalScrollers() {
        for section in orthogonalScrollers.keys.sorted() where collectionViewLayout.orthogonalLayout(ofSection: section) == nil {
            orthogonalScrollers[section]?.removeFromSuperview()
            orthogonalScrollers[section] = nil
        }
        for section in 0..<itemCounts.count {
            guard let band = collectionViewLayout.orthogonalLayout(ofSection: section) else { continue }
            if let scroller = orthogonalScrollers[section] {
                scroller.update(band)
            } else {
                let scroller = OrthogonalSectionScrollView(band: band, collectionView: self)
                scroller.update(band)
                insertSubview(scroller, at: 0)
                orthogonalScrollers[section] = scroller
            }
        }
    }

    /// Shows `view` with `attributes`: in its section's sideways scroll view when it has one
    /// (placed in that view's content), otherwise directly in the collection view. The
    /// attributes are applied when the frame differs, or `always` (a view shown anew).
    func place(_ view: UICollectionReusableView, with attributes: UICollectionViewLayoutAttributes, always: Bool = false) {
        let section = attributes.indexPath.section
        if collectionViewLayout.movesWithOrthogonalBand(attributes), let scroller = orthogonalScrollers[section] {
            let local = attributes.typedCopy()
            local.frame = attributes.frame.offsetBy(dx: -scroller.band.band.minX, dy: -scroller.band.band.minY)
            if view.superview !== scroller { scroller.addSubview(view) }
            if always || !(view.appliedLayoutAttributes?.isEqual(local) ?? false) { view.applyRecording(local) }
        } else {
            if view.superview !== self { insertSubview(view, at: 0) }
            if always || !(view.appliedLayoutAttributes?.isEqual(attributes) ?? false) { view.applyRecording(attributes) }
        }
    }
}
