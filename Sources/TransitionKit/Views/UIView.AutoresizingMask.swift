import Foundation

extension UIView {
    /// How a view resizes with its superview (UIKit's autoresizing mask).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: UInt
        /// Creates a mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin grows and shrinks.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width grows and shrinks.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin grows and shrinks.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin grows and shrinks.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height grows and shrinks.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin grows and shrinks.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
