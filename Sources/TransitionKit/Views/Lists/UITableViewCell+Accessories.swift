import Foundation

extension UITableViewCell {
    /// Runs in `updateConfiguration(using:)`: the cell and its current state.
    public typealias ConfigurationUpdateHandler = @MainActor (UITableViewCell, UICellConfigurationState) -> Void

    /// The states a cell passes through while editing, for `willTransition(to:)` and
    /// `didTransition(to:)`.
    public struct StateMask: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates the set from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The cell shows its editing control (the table is editing).
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// The cell shows its delete confirmation button.
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    /// The standard accessory shown now: `editingAccessoryType` while editing.
    var shownAccessoryType: AccessoryType { isEditing ? editingAccessoryType : accessoryType }

    /// The accessory view shown now: `editingAccessoryView` while editing.
    var shownAccessoryView: UIView? { isEditing ? editingAccessoryView : accessoryView }

    /// The room the shown accessory takes at the trailing edge: an accessory view's width and
    /// 16 pt, or 36 pt for a standard accessory.
    var accessoryRoom: CGFloat {
        if let view = shownAccessoryView { return view.frame.width + 16 }
        return shownAccessoryType == .none ? 0 : Self.accessoryWidth
    }

    /// Where the content view starts: the indentation (`indentationLevel` steps of
    /// `indentationWidth`) plus the editing control's room while editing with an indent.
    var contentLeading: CGFloat {
        let editing = isEditing && tableIndentsWhileEditing && shouldIndentWhileEditing ? Self.editingIndent : 0
        return editing + CGFloat(max(0, indentationLevel)) * max(0, indentationWidth)
    }

    /// Whether `point` (in the cell) is on the shown detail button (`.detailButton`,
    /// `.detailDisclosureButton`): a tap there tells the delegate instead of selecting.
    func detailButtonContains(_ point: CGPoint) -> Bool {
        guard shownAccessoryView == nil, shownAccessoryType == .detailButton || shownAccessoryType == .detailDisclosureButton else { return false }
        return accessoryLabel.frame.insetBy(dx: -8, dy: -8).contains(point)
    }

    /// An accessory view was set: the old one leaves, the shown one joins the cell.
    func accessoryViewDidChange(from old: UIView?) {
        if let old, old !== accessoryView, old !== editingAccessoryView, old.superview === self { old.removeFromSuperview() }
        updateAccessory()
        setNeedsLayout()
    }
}
