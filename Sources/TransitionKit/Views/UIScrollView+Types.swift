import Foundation

/// The scroll view's value types: indicator styles, keyboard dismissal and deceleration rates.
extension UIScrollView {
    /// The scroll indicators' style.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark on light content, light on dark.
        case `default` = 0
        /// Black.
        case black = 1
        /// White.
        case white = 2
    }

    /// How a drag dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        /// It does not.
        case none = 0
        /// A drag that begins ends editing (`endEditing(true)`).
        case onDrag = 1
        /// The keyboard follows the finger down; here it is dismissed as the drag begins.
        case interactive = 2
        /// As `.onDrag`, the input accessory view staying (here: as `.onDrag`).
        case onDragWithAccessory = 3
        /// As `.interactive`, the input accessory view staying (here: as `.onDrag`).
        case interactiveWithAccessory = 4
    }

    /// How quickly a flicked scroll view slows down: the fraction of velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction kept per millisecond.
        public let rawValue: CGFloat
        /// Creates a rate.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's normal rate, 0.998 per ms.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate, 0.99 per ms.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
