import Foundation

extension NSLayoutConstraint {
    /// Options for `constraints(withVisualFormat:options:metrics:views:)`: an attribute every
    /// view of the format aligns by (across the format's axis), the direction a horizontal format
    /// runs in, and what spacing measures (Apple: "NSLayoutConstraint.FormatOptions").
    ///
    /// Bits 0...15 are alignments (`1 << attribute.rawValue`), bits 16...17 the direction, bit 19
    /// the spacing; the raw values are UIKit's.
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Align the views' left edges.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Align the views' right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Align the views' top edges.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align the views' bottom edges.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align the views' leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align the views' trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align the views' horizontal centres.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align the views' vertical centres.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Align the views' last baselines.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Align the views' first baselines.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// A horizontal format runs from the leading to the trailing edge (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal format runs from left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal format runs from right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        /// Spacing is measured between edges (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spacing is measured from one view's last baseline to the next's first.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing bits.
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)

        /// The attributes the alignment bits name, in attribute order.
        var alignmentAttributes: [Attribute] {
            (1...15).compactMap { bit in rawValue & (1 << UInt(bit)) != 0 ? Attribute(rawValue: bit) : nil }
        }
    }

    /// The anchor of the first item's attribute.
    public var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstItem ?? NSNull(), attribute: firstAttribute)
    }

    /// The anchor of the second item's attribute; nil for a constant width or height.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
    }
}
