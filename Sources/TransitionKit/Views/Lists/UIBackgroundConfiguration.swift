import Foundation

/// What a cell, header or footer draws behind its content: a colour, an image, a custom view or
/// a blur, with corners, insets and a stroke, as in UIKit.
///
/// Start from a system configuration (`listPlainCell()`, `listGroupedCell()`, ...), change it
/// and assign it to the cell's `backgroundConfiguration`; the cell shows it updated for its
/// state (selected and highlighted cells take the list's selection colour) while
/// `automaticallyUpdatesBackgroundConfiguration` is true.
///
/// ```swift
/// var background = UIBackgroundConfiguration.listGroupedCell()
/// background.backgroundColor = .systemYellow
/// background.cornerRadius = 12
/// cell.backgroundConfiguration = background
/// ```
public struct UIBackgroundConfiguration: Hashable, @unchecked Sendable {
    /// Which system configuration this started as: decides the colours `updated(for:)` gives
    /// each state, and lets a list cell adapt `listCell()` to its list's appearance.
    enum Style: Hashable {
        case clear, plainCell, groupedCell, sidebarCell, accompaniedSidebarCell
        case plainHeaderFooter, groupedHeaderFooter, sidebarHeader
        /// The iOS 18 configurations that adapt to the list they are shown in.
        case listCell, listHeader, listFooter
    }

    var style: Style

    /// A view drawn behind everything else of the background (nil), filling it.
    public var customView: UIView?
    /// The corner radius of the background (and its view, image and stroke), in points.
    public var cornerRadius: CGFloat = 0
    /// How far the background is inset from the view's edges.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The edges whose inset also takes the view's layout margins (none).
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The fill colour (nil: the view's tint colour).
    public var backgroundColor: UIColor?
    /// A function applied to the fill colour when it is resolved (nil).
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// A blur or vibrancy drawn over the fill (nil).
    public var visualEffect: UIVisualEffect?
    /// The stroke's colour (nil: the view's tint colour); drawn only with a `strokeWidth`.
    public var strokeColor: UIColor?
    /// A function applied to the stroke colour when it is resolved (nil).
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's width, in points (0: no stroke).
    public var strokeWidth: CGFloat = 0
    /// How far the stroke lies outside the background's edge, in points (0).
    public var strokeOutset: CGFloat = 0
    /// An image drawn over the fill (nil).
    public var image: UIImage?
    /// How `image` fills the background (`.scaleToFill`).
    public var imageContentMode: UIView.ContentMode = .scaleToFill

    init(style: Style, backgroundColor: UIColor?, cornerRadius: CGFloat = 0) {
        self.style = style
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
    }

    /// A plain list's cell: the system background.
    public static func listPlainCell() -> UIBackgroundConfiguration { .init(style: .plainCell, backgroundColor: .systemBackground) }
    /// A grouped or inset-grouped list's cell: the secondary grouped background.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        .init(style: .groupedCell, backgroundColor: .secondarySystemGroupedBackground)
    }
    /// A sidebar's cell: clear with 10 pt corners; the tint colour when selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration { .init(style: .sidebarCell, backgroundColor: .clear, cornerRadius: 10) }
    /// A sidebar's cell beside a content view that shows the selection: grey when selected.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        .init(style: .accompaniedSidebarCell, backgroundColor: .clear, cornerRadius: 10)
    }
    /// A plain list's header or footer: the system background.
    @available(iOS, deprecated: 18.0, message: "Use listHeader() or listFooter()")
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        .init(style: .plainHeaderFooter, backgroundColor: .systemBackground)
    }
    /// A grouped list's header or footer: clear, over the grouped background.
    @available(iOS, deprecated: 18.0, message: "Use listHeader() or listFooter()")
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { .init(style: .groupedHeaderFooter, backgroundColor: .clear) }
    /// A sidebar's header: clear.
    @available(iOS, deprecated: 18.0, message: "Use listHeader()")
    public static func listSidebarHeader() -> UIBackgroundConfiguration { .init(style: .sidebarHeader, backgroundColor: .clear) }
    /// Nothing: a clear background.
    public static func clear() -> UIBackgroundConfiguration { .init(style: .clear, backgroundColor: .clear) }
    /// A list cell's background that follows the list it is shown in (plain, grouped or sidebar).
    public static func listCell() -> UIBackgroundConfiguration { .init(style: .listCell, backgroundColor: .systemBackground) }
    /// A list header's background that follows the list it is shown in.
    public static func listHeader() -> UIBackgroundConfiguration { .init(style: .listHeader, backgroundColor: .systemBackground) }
    /// A list footer's background that follows the list it is shown in.
    public static func listFooter() -> UIBackgroundConfiguration { .init(style: .listFooter, backgroundColor: .systemBackground) }

    /// The fill colour for a view tinted `tintColor`: `backgroundColor` (or the tint), through
    /// `backgroundColorTransformer`.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The stroke colour for a view tinted `tintColor`: `strokeColor` (or the tint), through
    /// `strokeColorTransformer`.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }

    /// This configuration as it looks in `state`: a system cell configuration takes the list's
    /// selection colour when selected or highlighted (systemGray4; a sidebar's selected cell
    /// the tint colour, an accompanied sidebar's systemGray5); other configurations are returned
    /// unchanged.
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        let cellState = state as? UICellConfigurationState
        let viewState = state as? UIViewConfigurationState
        let selected = cellState?.isSelected ?? viewState?.isSelected ?? false
        let highlighted = cellState?.isHighlighted ?? viewState?.isHighlighted ?? false
        guard selected || highlighted else { return self }
        var updated = self
        switch style {
        case .plainCell, .groupedCell, .listCell: updated.backgroundColor = .systemGray4
        case .sidebarCell: updated.backgroundColor = selected ? nil : .systemGray5
        case .accompaniedSidebarCell: updated.backgroundColor = .systemGray5
        case .clear, .plainHeaderFooter, .groupedHeaderFooter, .sidebarHeader, .listHeader, .listFooter: break
        }
        return updated
    }

    /// Equal when every setting is; views, images and effects compare by identity, transformers
    /// by which transformer they are.
    public static func == (lhs: UIBackgroundConfiguration, rhs: UIBackgroundConfiguration) -> Bool {
        lhs.style == rhs.style && lhs.customView === rhs.customView && lhs.cornerRadius == rhs.cornerRadius
            && lhs.backgroundInsets == rhs.backgroundInsets
            && lhs.edgesAddingLayoutMarginsToBackgroundInsets == rhs.edgesAddingLayoutMarginsToBackgroundInsets
            && lhs.backgroundColor == rhs.backgroundColor
            && lhs.backgroundColorTransformer?.identity == rhs.backgroundColorTransformer?.identity
            && lhs.visualEffect === rhs.visualEffect && lhs.strokeColor == rhs.strokeColor
            && lhs.strokeColorTransformer?.identity == rhs.strokeColorTransformer?.identity
            && lhs.strokeWidth == rhs.strokeWidth && lhs.strokeOutset == rhs.strokeOutset
            && lhs.image === rhs.image && lhs.imageContentMode == rhs.imageContentMode
    }

    /// A hash of the settings that `==` compares by value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(cornerRadius)
        hasher.combine(backgroundColor)
        hasher.combine(strokeColor)
        hasher.combine(strokeWidth)
        hasher.combine(strokeOutset)
    }
}
