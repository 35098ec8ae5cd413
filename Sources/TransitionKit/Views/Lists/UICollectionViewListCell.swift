import Foundation

/// A collection view cell for lists made with `UICollectionLayoutListConfiguration`: list
/// content, the list's background and selection colour, separators, inset-grouped corners and
/// indentation, as in UIKit.
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
///     var content = cell.defaultContentConfiguration()
///     content.text = name
///     content.image = UIImage(systemName: "star")
///     cell.contentConfiguration = content
/// }
/// ```
///
/// The cell learns where it stands (its list's appearance, first or last row, header or
/// footer) from its layout attributes, already when it is dequeued, so
/// `defaultContentConfiguration()` and the adaptive `listCell()` background fit the list.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// How many steps of `indentationWidth` the content is indented (0; an outline's child rows
    /// are deeper).
    open var indentationLevel = 0 { didSet { if indentationLevel != oldValue { setNeedsLayout() } } }
    /// The width of one indentation step, in points (10 here, as UITableViewCell documents;
    /// UIKit does not document the list cell's).
    open var indentationWidth: CGFloat = 10 { didSet { if indentationWidth != oldValue { setNeedsLayout() } } }
    /// Whether the indentation also moves the leading accessories (true), or only the content.
    open var indentsAccessories = true { didSet { if indentsAccessories != oldValue { setNeedsLayout() } } }
    /// A guide whose leading and trailing edges, when constrained, place the separators (for
    /// example at a custom label's leading edge); unconstrained, separators follow the list
    /// content's text.
    public let separatorLayoutGuide = UILayoutGuide()

    /// Where the cell stands in its list (nil outside a list layout).
    var listPlacement: ListPlacement? {
        didSet {
            guard listPlacement != oldValue else { return }
            applyBackgroundConfiguration()
            applyContentConfiguration()
            setNeedsLayout()
        }
    }
    let topSeparator = UIView(frame: .zero)
    let bottomSeparator = UIView(frame: .zero)

    /// Creates a cell with `frame`, with the list's adaptive background.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addLayoutGuide(separatorLayoutGuide)
        for separator in [topSeparator, bottomSeparator] {
            separator.isHidden = true
            separator.isUserInteractionEnabled = false
            addSubview(separator)
        }
        backgroundConfiguration = defaultBackgroundConfiguration()
    }

    /// Not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The standard content for this cell in its list, empty: a cell's (a sidebar's in a
    /// sidebar), or a header's or footer's when the cell is one. Set its text and image and
    /// assign it to `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        let style: UIListContentConfiguration.Style = switch listPlacement?.role {
        case .header?: .header
        case .footer?: .footer
        case .headerItem?, .row?, nil: .cell
        }
        return UIListContentConfiguration.make(style).adapted(to: listPlacement?.appearance ?? .plain)
    }

    /// The list's adaptive background: `listCell()` (a header's or footer's when the cell is one).
    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        switch listPlacement?.role {
        case .header?: .listHeader()
        case .footer?: .listFooter()
        case .headerItem?, .row?, nil: .listCell()
        }
    }

    /// Takes the layout's frame and the cell's place in the list.
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        listPlacement = layoutAttributes.listPlacement
    }

    /// Lays the content view out after the indentation and places the separators.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let indentation = CGFloat(max(0, indentationLevel)) * max(0, indentationWidth)
        contentView.frame = CGRect(x: indentation, y: 0, width: max(0, bounds.width - indentation), height: bounds.height)
        layoutSeparators()
    }

    override func resolvedBackground(_ configuration: UIBackgroundConfiguration) -> UIBackgroundConfiguration {
        configuration.adapted(to: listPlacement)
    }

    override func resolvedContent(_ configuration: UIContentConfiguration) -> UIContentConfiguration {
        guard let list = configuration as? UIListContentConfiguration, let appearance = listPlacement?.appearance else { return configuration }
        return list.adapted(to: appearance)
    }

    override func applyBackgroundConfiguration() {
        super.applyBackgroundConfiguration()
        backgroundConfigurationView?.roundedCorners = listPlacement?.roundedCorners ?? .all
    }
}
