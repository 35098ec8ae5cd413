import Foundation

/// How a sideways-scrolling compositional section decelerates and bounces (iOS 17).
///
/// `.automatic` deceleration is fast for the paging behaviours and normal for `.continuous`;
/// `.automatic` bounce bounces only when the section's content is wider than the section.
@preconcurrency @MainActor
open class UICollectionLayoutSectionOrthogonalScrollingProperties {
    /// When the section bounces at its ends.
    public enum Bounce: Int, Sendable {
        /// When its content is wider than the section.
        case automatic
        /// Always.
        case always
        /// Never.
        case never
    }

    /// How fast a thrown section slows down.
    public struct DecelerationRate: RawRepresentable, Equatable, Sendable {
        /// The rate per millisecond (`UIScrollView.DecelerationRate`'s), 0 for automatic.
        public let rawValue: CGFloat
        /// A rate of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The behaviour's own rate.
        public static let automatic = DecelerationRate(rawValue: 0)
        /// A scroll view's normal rate.
        public static let normal = DecelerationRate(rawValue: UIScrollView.DecelerationRate.normal.rawValue)
        /// A scroll view's fast rate.
        public static let fast = DecelerationRate(rawValue: UIScrollView.DecelerationRate.fast.rawValue)
    }

    /// How fast the section slows down (`.automatic`).
    open var decelerationRate: DecelerationRate = .automatic
    /// When the section bounces (`.automatic`).
    open var bounce: Bounce = .automatic

    init() {}

    /// The rate a section of `behavior` decelerates at.
    func resolvedRate(for behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> UIScrollView.DecelerationRate {
        decelerationRate == .automatic ? (behavior == .continuous ? .normal : .fast) : UIScrollView.DecelerationRate(rawValue: decelerationRate.rawValue)
    }
}
