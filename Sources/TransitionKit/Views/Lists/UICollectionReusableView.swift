import Foundation

/// A view a collection view places from layout attributes and recycles (headers, footers, and
/// the base of cells).
///
/// Subclasses are written as on iOS: no initializers, or `override init(frame:)` with
/// `required init?(coder:)`; the collection view makes registered classes through
/// `init(reuseFrame:)`, which such subclasses inherit.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view is reused under.
    public internal(set) var reuseIdentifier: String?

    /// Creates a view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Makes a view of this class for the reuse queue: `init(frame:)` on the subclass (Linux
    /// only: Swift makes an instance of a class known at run time through a required
    /// initializer; subclasses that override `init(frame:)` and `init?(coder:)`, or declare no
    /// initializers, inherit it).
    public required convenience init(reuseFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Called before a recycled view is handed out again. The default resets alpha and hidden.
    open func prepareForReuse() {
        alpha = 1
        isHidden = false
        appliedLayoutAttributes = nil
    }

    /// The attributes this view wants, given the layout's: for an element the layout sizes from
    /// its view (estimated sizes), the size its constraints fit closest to the given one
    /// (`systemLayoutSizeFitting`; the axes the layout fixes at required priority, the others
    /// at `fittingSizeLevel`), as UIKit's default does (UICollectionReusableView
    /// documentation). Unchanged when nothing is self-sizing or no constraints size the view.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard layoutAttributes.sizesWidthToFit || layoutAttributes.sizesHeightToFit,
              sizingView.containsLayoutConstraints else { return layoutAttributes }
        let preferred = layoutAttributes.typedCopy()
        preferred.frame.size = sizingView.systemLayoutSizeFitting(
            layoutAttributes.size,
            withHorizontalFittingPriority: layoutAttributes.sizesWidthToFit ? .fittingSizeLevel : .required,
            verticalFittingPriority: layoutAttributes.sizesHeightToFit ? .fittingSizeLevel : .required)
        return preferred
    }

    /// The collection view's layout is about to change from `oldLayout` to `newLayout`
    /// (`setCollectionViewLayout` or an interactive layout transition). Does nothing by default.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The collection view's layout changed from `oldLayout` to `newLayout` (after the
    /// animation, or when an interactive transition ends). Does nothing by default.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The attributes the collection view last applied (it applies new ones only when they
    /// differ by `isEqual(_:)`, as UIKit does).
    var appliedLayoutAttributes: UICollectionViewLayoutAttributes?

    /// Applies `attributes` and remembers a copy of them.
    func applyRecording(_ attributes: UICollectionViewLayoutAttributes) {
        apply(attributes)
        appliedLayoutAttributes = attributes.typedCopy()
    }

    /// The view whose constraints size this one (a cell's content view).
    var sizingView: UIView { self }

    /// Takes the layout's frame, alpha, transform, hidden state and z-index (as the layer's
    /// `zPosition`, which orders it among its siblings, as in UIKit).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        transform = .identity
        frame = layoutAttributes.frame
        transform = layoutAttributes.transform
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
        layer.zPosition = CGFloat(layoutAttributes.zIndex)
    }
}
