import Foundation

extension UICollectionViewListCell {
    /// The separators' thickness, in points (one pixel at the window's scale of 1 here).
    static let separatorThickness: CGFloat = 1

    /// Shows the separators the cell's placement asks for and places them: leading at the
    /// constrained `separatorLayoutGuide`, else at the list content's text (else the content's
    /// margin), unless the separator's insets say otherwise; trailing at the cell's edge.
    func layoutSeparators() {
        guard let placement = listPlacement else {
            topSeparator.isHidden = true
            bottomSeparator.isHidden = true
            return
        }
        let automaticLeading = separatorLeading
        let automaticTrailing = separatorTrailing
        let thickness = Self.separatorThickness
        for (separator, shows, insets, y) in [
            (topSeparator, placement.showsTopSeparator, placement.separators.topSeparatorInsets, CGFloat(0)),
            (bottomSeparator, placement.showsBottomSeparator, placement.separators.bottomSeparatorInsets, bounds.height - thickness),
        ] {
            separator.isHidden = !shows
            guard shows else { continue }
            let automatic = UIListSeparatorConfiguration.automaticInsets
            let leading = insets.leading == automatic.leading ? automaticLeading : insets.leading
            let trailing = insets.trailing == automatic.trailing ? automaticTrailing : bounds.width - insets.trailing
            separator.backgroundColor = placement.separators.color
            separator.frame = CGRect(x: leading, y: y, width: max(0, trailing - leading), height: thickness)
            bringSubviewToFront(separator)
        }
    }

    /// Where separators start without insets: the constrained guide, or the text's leading edge.
    private var separatorLeading: CGFloat {
        if !separatorLayoutGuide.constraintsAffectingLayout(for: .horizontal).isEmpty { return separatorLayoutGuide.layoutFrame.minX }
        if let list = contentConfigurationView as? UIListContentView {
            return contentView.frame.minX + list.frame.minX + list.textLayoutLeading
        }
        return contentView.frame.minX + contentView.layoutMargins.left
    }

    /// Where separators end without insets: the guide's trailing edge when both its edges are
    /// constrained (one constraint, a leading edge, leaves the width free), else the cell's.
    private var separatorTrailing: CGFloat {
        let constraints = separatorLayoutGuide.constraintsAffectingLayout(for: .horizontal)
        if constraints.count > 1 { return separatorLayoutGuide.layoutFrame.maxX }
        return bounds.width
    }
}

extension UIBackgroundConfiguration {
    /// This configuration as shown by a list cell at `placement`: the adaptive `listCell()`,
    /// `listHeader()` and `listFooter()` take the list's colours and corners where they were
    /// left at their defaults, and an inset-grouped row rounds at 10 pt.
    func adapted(to placement: ListPlacement?) -> UIBackgroundConfiguration {
        guard let placement else { return self }
        let base: UIBackgroundConfiguration, target: UIBackgroundConfiguration
        switch style {
        case .listCell:
            base = .listCell()
            switch placement.appearance {
            case .plain: target = .listPlainCell()
            case .grouped, .insetGrouped: target = .listGroupedCell()
            case .sidebar, .sidebarPlain: target = .listSidebarCell()
            }
        case .listHeader, .listFooter:
            base = style == .listHeader ? .listHeader() : .listFooter()
            target = placement.appearance == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter()
        default:
            return self
        }
        var result = self
        result.style = target.style
        if backgroundColor == base.backgroundColor { result.backgroundColor = target.backgroundColor }
        if cornerRadius == base.cornerRadius {
            result.cornerRadius = placement.appearance == .insetGrouped && target.style == .groupedCell ? 10 : target.cornerRadius
        }
        return result
    }
}
