import Foundation

extension UITableView {
    /// What a table's `separatorInset` is measured from.
    public enum SeparatorInsetReference: Int, Sendable {
        /// From the cell's edges: the inset is the distance from the row's sides.
        case fromCellEdges
        /// From the automatic insets (where the cell's text starts, 16 pt in): the inset is
        /// added to them.
        case fromAutomaticInsets
    }

    /// When a self-sizing cell's row is measured again after it was first shown.
    public enum SelfSizingInvalidation: Int, Sendable {
        /// Never: the row keeps its height until the data or the width changes.
        case disabled
        /// When the cell asks: `invalidateIntrinsicContentSize()` on the cell, or a new
        /// `contentConfiguration`, measures the row again at the next layout.
        case enabled
        /// As `.enabled`, and also when a constraint is added to or removed from the cell's
        /// content view (this package's reading of "Auto Layout changes within the cell").
        case enabledIncludingConstraints
    }

    /// The automatic separator inset (where the standard cells' text starts).
    static let automaticSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    /// The separator inset cells get: `separatorInset`, added to the automatic inset with
    /// `.fromAutomaticInsets`.
    var resolvedSeparatorInset: UIEdgeInsets {
        switch separatorInsetReference {
        case .fromCellEdges: return separatorInset
        case .fromAutomaticInsets:
            let automatic = Self.automaticSeparatorInset
            return UIEdgeInsets(top: separatorInset.top, left: automatic.left + separatorInset.left,
                                bottom: separatorInset.bottom, right: automatic.right + separatorInset.right)
        }
    }

    /// A self-sizing cell asked to be measured again (see `selfSizingInvalidation`).
    func cellInvalidatedSize(_ cell: UITableViewCell, constraintsChanged: Bool) {
        switch selfSizingInvalidation {
        case .disabled: return
        case .enabled where constraintsChanged: return
        default: break
        }
        guard let path = indexPath(for: cell), geometry.isSelfSizing(path), measuredRowHeights[path] != nil else { return }
        measuredRowHeights[path] = nil
        setNeedsLayout()
    }

    /// The part of the table's side safe-area insets that `rowRect` (content coordinates) meets,
    /// for the cell's content view (none without `insetsContentViewsToSafeArea`).
    func contentSafeInsets(forRow rowRect: CGRect) -> (left: CGFloat, right: CGFloat) {
        guard insetsContentViewsToSafeArea else { return (0, 0) }
        let safe = safeAreaInsets
        return (max(0, safe.left - rowRect.minX), max(0, safe.right - (bounds.width - rowRect.maxX)))
    }
}

/// Which elements of a table view size to their content instead of spanning the table
/// (iOS 18; none by default on iPhone and iPad).
public struct UITableViewContentHuggingElements: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates the set from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Section headers as wide as their content (leading aligned), not the table's width.
    public static let sectionHeaders = UITableViewContentHuggingElements(rawValue: 1 << 0)
}
