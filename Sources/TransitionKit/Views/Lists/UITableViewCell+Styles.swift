import Foundation

extension UITableViewCell {
    /// The built-in layouts for `textLabel` and `detailTextLabel`.
    public enum CellStyle: Int, Sendable {
        /// A text label only.
        case `default`
        /// The text label leading, the detail trailing in the secondary colour.
        case value1
        /// A small detail label leading, the text beside it.
        case value2
        /// The text label above a smaller detail label.
        case subtitle
    }

    /// The standard accessory drawn at the trailing edge.
    public enum AccessoryType: Int, Sendable {
        /// None.
        case none
        /// A chevron.
        case disclosureIndicator
        /// An info button and a chevron (drawn as the chevron).
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// An info button (drawn as "ⓘ").
        case detailButton
    }

    /// How the cell looks when selected or highlighted.
    public enum SelectionStyle: Int, Sendable {
        /// No selected look.
        case none
        /// The default gray (blue no longer exists in UIKit either).
        case blue
        /// Gray.
        case gray
        /// The default gray.
        case `default`
    }

    /// A row's editing control while its table is editing.
    public enum EditingStyle: Int, Sendable {
        /// No control (and no indent).
        case none
        /// A delete control.
        case delete
        /// An insert control.
        case insert
    }
}
