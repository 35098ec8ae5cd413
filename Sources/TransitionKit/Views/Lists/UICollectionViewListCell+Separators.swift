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
        let guideConstraints = separatorLayoutGuide.constraintsAffectingLayout(for: .horizontal).count
        let automaticLeading = separatorLeading(guideConstraints: guideConstraints)
        let automaticTrailing = separatorTrailing(guideConstraints: guideConstraints)
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

    /// Where separators start without insets: the constrained guide (`guideConstraints` is the
    /// number of horizontal constraints on it), or the text's leading edge.
    private func separatorLeading(guideConstraints: Int) -> CGFloat {
        if guideConstraints > 0 { return separatorLayoutGuide.layoutFrame.minX }
        if let list = contentConfigurationView as? UIListContentView {
            return contentView.frame.minX + list.frame.minX + list.textLayoutLeading
        }
        return contentView.frame.minX + contentView.layoutMargins.left
    }

    /// Where separators end without insets: the guide's trailing edge when both its edges are
    /// constrained (one constraint, a leading edge, leaves the width free), else the cell's.
    private func separatorTrailing(guideConstraints: Int) -> CGFloat {
        if guideConstraints > 1 { return separatorLayoutGuide.layoutFrame.maxX }
        return bounds.width
    }
}
